/**
 * The Beauty Pass rewards' route handlers, served at two paths that share one service (`commerce/bag`):
 * `cart/beauty-pass-offers` (the bag's reward tab) and `rewards` (SPEC §7, the rewards boutique). List: the
 * country's rewards in two groups with the member's balance. Create: redeem one into the bag — members only,
 * one per transaction, within the points, while the reward lasts (SPEC §5, §8 messages).
 */
import 'server-only';
import { getPool } from '@/commerce/db/pool';
import { addReward, listRewards } from '@/commerce/bag/bag';
import { ok, parseJsonBody } from '../api/handler';
import { BAG_MESSAGES, RewardCreate, RewardsResponse } from '@/schemas/api/bag';
import { bagAnswer, bagRoute } from './bag-route';

/** `GET rewards`: the boutique, services (the makeover, redeemed at a store) included. */
export const listRewardsRoute = bagRoute(async ({ owner, ctx }) => ok(RewardsResponse, await listRewards(getPool(), owner, ctx)));

/** `GET cart/beauty-pass-offers`: the rewards the bag can take (products only). */
export const listBagRewardsRoute = bagRoute(async ({ owner, ctx }) => ok(RewardsResponse, await listRewards(getPool(), owner, ctx, { services: false })));

export const redeemRewardRoute = bagRoute(async (input) => {
  const body = await parseJsonBody(input.request, RewardCreate);
  if (!body.ok) return body.response;
  await addReward(getPool(), input.owner, input.ctx, body.data.rewardId);
  return bagAnswer(input, BAG_MESSAGES.rewardAdded, 201);
});
