import { getPool } from '@/commerce/db/pool';
import { applyCode, removeCode } from '@/commerce/bag/bag';
import { parseJsonBody } from '@/server/api/handler';
import { bagAnswer, bagRoute } from '@/server/bag/bag-route';
import { limitGuesses, requestAddress } from '@/server/api/limits';
import { BAG_MESSAGES, DiscountCouponCreate } from '@/schemas/api/bag';

/**
 * `POST cart/discount-coupon`: applies a promo code (case sensitive, one per order). 422 "Sorry, the
 * promotion is invalid" with the reason and SPEC §5's help list (the reason of a code that exists but does not apply
 * only where the bag knows the code: listed, or applied to it before; else as a code that does not exist); 409 when
 * the bag has another code; 429 after too many codes that did not apply (per client address, per bag owner).
 */
export const POST = bagRoute(async (input) => {
  const body = await parseJsonBody(input.request, DiscountCouponCreate);
  if (!body.ok) return body.response;
  const guessed = [['promo-address', requestAddress(input.request)], ['promo-owner', input.owner.accountId ?? input.owner.deviceId]] as const;
  return limitGuesses(input.ctx.lang, guessed, async () => {
    await applyCode(getPool(), input.owner, input.ctx, body.data.code);
    return bagAnswer(input, BAG_MESSAGES.promoAdded);
  });
});

/** `DELETE cart/discount-coupon`: removes the code, and the gifts it granted. */
export const DELETE = bagRoute(async (input) => {
  await removeCode(getPool(), input.owner, input.ctx);
  return bagAnswer(input);
});
