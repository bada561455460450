import { getPool } from '../../../../../../commerce/db/pool';
import { addReward, listRewards } from '../../../../../../commerce/bag/bag';
import { ok, parseJsonBody } from '../../../../../../lib/api/handler';
import { bagAnswer, bagRoute } from '../../../../../../lib/bag/bag-route';
import { BAG_MESSAGES, RewardCreate, RewardsResponse } from '../../../../../../schemas/api/bag';

/** `GET cart/beauty-pass-offers`: the rewards boutique in two groups, with the member's points balance. */
export const GET = bagRoute(async ({ owner, ctx }) => ok(RewardsResponse, await listRewards(getPool(), owner, ctx)));

/** `POST cart/beauty-pass-offers`: redeems a reward into the bag (members only, one per transaction, within the points). */
export const POST = bagRoute(async (input) => {
  const body = await parseJsonBody(input.request, RewardCreate);
  if (!body.ok) return body.response;
  await addReward(getPool(), input.owner, input.ctx, body.data.rewardId);
  return bagAnswer(input, BAG_MESSAGES.rewardAdded, 201);
});
