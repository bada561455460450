import { getOwnAccount } from '../../../../../lib/auth/own-account-route';

/** `GET user`: the signed-in account for its owner (see lib/auth/own-account-route.ts). */
export const GET = getOwnAccount;
