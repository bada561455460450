import { listRewardsRoute, redeemRewardRoute } from '@/server/bag/reward-routes';

/** `GET rewards` (SPEC §7): the rewards boutique — the country's rewards in two groups, with the member's balance. */
export const GET = listRewardsRoute;

/** `POST rewards` (SPEC §7 create): redeems a reward into the bag, through the same service as the bag's reward tab. */
export const POST = redeemRewardRoute;
