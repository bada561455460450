import { bagAnswer, bagRoute } from '@/server/bag/bag-route';

/** `GET cart/bag`: the bag (the same answer as `GET cart`; SPEC §7 lists both). */
export const GET = bagRoute(async (input) => bagAnswer(input));
