import { getPool } from '@/commerce/db/pool';
import { expireDuePayments } from '@/commerce/orders/payment-events';
import { readOrder } from '@/commerce/orders/read-order';
import { notFound, ok, parseParams } from '@/server/api/handler';
import { bagRoute } from '@/server/bag/bag-route';
import { OrderNumberParams, OrderResponse } from '@/schemas/api/orders';

/** `GET orders/{id}`: one order (by number) with its payment instructions, for whoever placed it. Expired QR payments show as expired. */
export const GET = bagRoute<{ id: string }>(async ({ params, owner }) => {
  const path = parseParams(OrderNumberParams, params);
  if (!path.ok) return path.response;
  const pool = getPool();
  await expireDuePayments(pool, new Date(), path.data.id);
  const order = await readOrder(pool, path.data.id, owner);
  return order ? ok(OrderResponse, { order }) : notFound();
});
