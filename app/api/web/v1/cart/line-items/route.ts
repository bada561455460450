import { getPool } from '@/commerce/db/pool';
import { addProduct, chooseGift } from '@/commerce/bag/bag';
import { parseJsonBody } from '@/server/api/handler';
import { bagAnswer, bagRoute } from '@/server/bag/bag-route';
import { LineItemCreate } from '@/schemas/api/bag';

/**
 * `POST cart/line-items`: adds a product (within the stock left), or with `promotionId` chooses a gift of a
 * gift-with-purchase offer the bag qualifies for. 201 with the bag.
 */
export const POST = bagRoute(async (input) => {
  const body = await parseJsonBody(input.request, LineItemCreate);
  if (!body.ok) return body.response;
  if (body.data.promotionId) await chooseGift(getPool(), input.owner, input.ctx, body.data.variantId, body.data.promotionId);
  else await addProduct(getPool(), input.owner, input.ctx, body.data.variantId, body.data.quantity);
  return bagAnswer(input, undefined, 201);
});
