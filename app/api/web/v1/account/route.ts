import { getOwnAccount } from '@/server/auth/own-account-route';

/** `GET account`: the signed-in account for its owner (see server/auth/own-account-route.ts). */
export const GET = getOwnAccount;
