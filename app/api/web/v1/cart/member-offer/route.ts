import { getPool } from '@/commerce/db/pool';
import { applyOffer, removeOffer } from '@/commerce/perks/offers';
import { parseJsonBody } from '@/server/api/handler';
import { bagAnswer, bagRoute } from '@/server/bag/bag-route';
import { BAG_MESSAGES } from '@/schemas/api/bag';
import { MemberOfferApply } from '@/schemas/api/perks';

/**
 * `POST cart/member-offer`: applies one of the member's Beauty Pass offers to the bag, in the promo code's
 * place (one promotion per order). 404 "Offer not found", 409 "Offer fully redeemed" or beside a code, 422
 * "Sorry, the promotion is invalid" with the reason (minimum spend, expiry) and the help list.
 */
export const POST = bagRoute(async (input) => {
  const body = await parseJsonBody(input.request, MemberOfferApply);
  if (!body.ok) return body.response;
  await applyOffer(getPool(), input.owner, input.ctx, body.data.offerId);
  return bagAnswer(input, BAG_MESSAGES.offerAdded);
});

/** `DELETE cart/member-offer`: takes the offer off the bag (it stays the member's to use later). */
export const DELETE = bagRoute(async (input) => {
  await removeOffer(getPool(), input.owner, input.ctx);
  return bagAnswer(input, BAG_MESSAGES.offerRemoved);
});
