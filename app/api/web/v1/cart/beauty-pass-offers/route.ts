import { listBagRewardsRoute, redeemRewardRoute } from '@/server/bag/reward-routes';

/** `GET cart/beauty-pass-offers`: the bag's reward tab in two groups, with the member's points balance. */
export const GET = listBagRewardsRoute;

/** `POST cart/beauty-pass-offers`: redeems a reward into the bag (members only, one per transaction, within the points). */
export const POST = redeemRewardRoute;
