import { getPool } from '@/commerce/db/pool';
import { confirmOrderOfKey, placeOrder, type PlacedOrder } from '@/commerce/orders/place-order';
import { isDatabaseUnavailable } from '@/commerce/db/errors';
import { mayHaveCommitted } from '@/commerce/db/commit-outcome';
import { API_MESSAGES } from '@/schemas/api/errors';
import { listOrders, readOrder } from '@/commerce/orders/read-order';
import { ok, parseJsonBody, unavailableAnswer } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { limit, requestAddress } from '@/server/api/limits';
import { bagRoute } from '@/server/bag/bag-route';
import { refreshOrderProducts } from '@/server/catalog-freshness';
import { IdempotencyKey, OrderResponse, OrdersResponse, PlaceOrderBody } from '@/schemas/api/orders';

/** `GET orders`: the signed-in member's orders, newest first (401 for a guest). */
export const GET = bagRoute(async ({ owner }) => {
  if (!owner.accountId) return jsonError(401, 'Please sign in to see your orders');
  return ok(OrdersResponse, { items: await listOrders(getPool(), owner.accountId) });
});

/**
 * `POST orders`: places the order of the bag. Needs an `Idempotency-Key` header: the same key and body
 * answer the same order (200), a new one creates it (201); the same key with another body is a 422.
 * 409 "Out of stock, remove to proceed from checkout" when the stock ran out; 429 past the order limits (per
 * client address, per member or browser). The database lost once the order may have committed: the key is looked
 * up (for at most `ORDER_CONFIRM_WAIT_MS`), and the answer is the order, or 503 "nothing was changed" when it was not
 * placed, or 503 `API_MESSAGES.orderUnconfirmed` (send it again with the same key) when the database did not say.
 */
export const POST = bagRoute(async ({ request, owner, ctx }) => {
  const key = IdempotencyKey.safeParse(request.headers.get('idempotency-key') ?? '');
  if (!key.success) return jsonError(400, key.error.issues[0].message);
  const body = await parseJsonBody(request, PlaceOrderBody);
  if (!body.ok) return body.response;
  const limited = await limit(ctx.lang, [['order-address', requestAddress(request)], ['order-owner', owner.accountId ?? owner.deviceId]]);
  if (limited) return limited;
  const pool = getPool();
  let placed: PlacedOrder | undefined;
  try {
    placed = await placeOrder(pool, owner, ctx, body.data, key.data);
    // A virtual account's instructions went into the outbox in the order's own transaction (placeOrder).
    if (!placed.replayed) await refreshOrderProducts(pool, placed.number);
    const order = await readOrder(pool, placed.number, owner);
    return ok(OrderResponse, { order: order! }, { status: placed.replayed ? 200 : 201 });
  } catch (error) {
    // The database went away once the order may have committed (its COMMIT's answer lost, or after it): the key says
    // whether it was placed, once the database answers again (a bounded wait). Never "nothing was changed" unknowingly.
    if (!isDatabaseUnavailable(error) || !mayHaveCommitted(error, request.method)) throw error;
    const confirmed = await confirmOrderOfKey(pool, owner, body.data, key.data);
    if (confirmed === 'not placed') return unavailableAnswer(API_MESSAGES.unavailable);
    if (confirmed === 'unknown') return unavailableAnswer(API_MESSAGES.orderUnconfirmed);
    const order = await readOrder(pool, confirmed.number, owner).catch((again: unknown) => {
      if (isDatabaseUnavailable(again)) return undefined;
      throw again;
    });
    if (!order) return unavailableAnswer(API_MESSAGES.orderUnconfirmed);
    return ok(OrderResponse, { order }, { status: placed?.replayed ? 200 : 201 });
  }
});
