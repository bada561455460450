import { bagAnswer, bagRoute } from '@/server/bag/bag-route';

/** `GET cart`: the bag with priced lines, promotions, totals, gift choices and checkout state. */
export const GET = bagRoute(async (input) => bagAnswer(input));
