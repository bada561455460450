import { getPool } from '@/commerce/db/pool';
import { buyGiftCard } from '@/commerce/gift-cards/gift-cards';
import { readOrder } from '@/commerce/orders/read-order';
import { ok, parseJsonBody } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { bagRoute } from '@/server/bag/bag-route';
import { BuyGiftCardBody } from '@/schemas/api/gift-cards';
import { IdempotencyKey, OrderResponse } from '@/schemas/api/orders';

/**
 * `POST gift-cards`: buys an e-gift card — an order with one e-gift card line, paid with one of the
 * country's payment methods (not a gift card). Needs an `Idempotency-Key` like order placement. The card is
 * issued and emailed to the recipient when the order's payment is paid. 400 for an amount outside the
 * country’s limits (`min`, `max` beside the message).
 */
export const POST = bagRoute(async ({ request, owner, ctx }) => {
  const key = IdempotencyKey.safeParse(request.headers.get('idempotency-key') ?? '');
  if (!key.success) return jsonError(400, key.error.issues[0].message);
  const body = await parseJsonBody(request, BuyGiftCardBody);
  if (!body.ok) return body.response;
  const pool = getPool();
  const bought = await buyGiftCard(pool, owner, ctx, body.data, key.data);
  const order = await readOrder(pool, bought.number, owner);
  return ok(OrderResponse, { order: order! }, { status: bought.replayed ? 200 : 201 });
});
