import { getPool } from '@/commerce/db/pool';
import { retryPayment } from '@/commerce/orders/payment-events';
import { readOrder } from '@/commerce/orders/read-order';
import { notFound, ok, parseParams } from '@/server/api/handler';
import { bagRoute } from '@/server/bag/bag-route';
import { refreshOrderProducts } from '@/server/catalog-freshness';
import { OrderNumberParams, OrderResponse } from '@/schemas/api/orders';

/** `POST orders/{id}/retry-payment`: a new payment (a new QR) for an order whose payment expired or failed. */
export const POST = bagRoute<{ id: string }>(async ({ params, owner }) => {
  const path = parseParams(OrderNumberParams, params);
  if (!path.ok) return path.response;
  const pool = getPool();
  const order = await readOrder(pool, path.data.id, owner);
  if (!order) return notFound();
  await retryPayment(pool, order.id);
  await refreshOrderProducts(pool, order.number);
  return ok(OrderResponse, { order: (await readOrder(pool, path.data.id, owner))! });
});
