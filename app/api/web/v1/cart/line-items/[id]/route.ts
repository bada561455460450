import { getPool } from '@/commerce/db/pool';
import { removeLine, setQuantity } from '@/commerce/bag/bag';
import { parseJsonBody, parseParams, parseQuery } from '@/server/api/handler';
import { bagAnswer, bagRoute } from '@/server/bag/bag-route';
import { LineItemDeleteQuery, LineItemParams, LineItemUpdate } from '@/schemas/api/bag';

type Params = { id: string };

/** `PUT cart/line-items/{id}`: sets a product line's quantity (1–20, within the stock left). */
export const PUT = bagRoute<Params>(async (input) => {
  const path = parseParams(LineItemParams, input.params);
  if (!path.ok) return path.response;
  const body = await parseJsonBody(input.request, LineItemUpdate);
  if (!body.ok) return body.response;
  await setQuantity(getPool(), input.owner, input.ctx, path.data.id, body.data.quantity);
  return bagAnswer(input);
});

/**
 * `DELETE cart/line-items/{id}`: removes a line; `?move_to=wishlist` keeps the product on the member's wish
 * list. Removing a chosen gift removes every gift of its offer and the code that granted it.
 */
export const DELETE = bagRoute<Params>(async (input) => {
  const path = parseParams(LineItemParams, input.params);
  if (!path.ok) return path.response;
  const query = parseQuery(LineItemDeleteQuery, input.url.searchParams);
  if (!query.ok) return query.response;
  const { message } = await removeLine(getPool(), input.owner, input.ctx, path.data.id, { moveToWishList: query.data.move_to === 'wishlist' });
  return bagAnswer(input, message);
});
