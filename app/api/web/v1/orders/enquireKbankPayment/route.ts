import { getPool } from '@/commerce/db/pool';
import { expireDuePayments } from '@/commerce/orders/payment-events';
import { readOrder } from '@/commerce/orders/read-order';
import { notFound, ok, parseJsonBody } from '@/server/api/handler';
import { bagRoute } from '@/server/bag/bag-route';
import { KbankEnquiryBody, KbankEnquiryResponse } from '@/schemas/api/orders';

/** `POST orders/enquireKbankPayment` (SPEC §7): where the card payment of an order stands ("Check status"). */
export const POST = bagRoute(async ({ request, owner }) => {
  const body = await parseJsonBody(request, KbankEnquiryBody);
  if (!body.ok) return body.response;
  const pool = getPool();
  await expireDuePayments(pool, new Date(), body.data.orderNumber);
  const order = await readOrder(pool, body.data.orderNumber, owner);
  if (!order) return notFound();
  return ok(KbankEnquiryResponse, { orderNumber: order.number, paymentState: order.payment.state, orderStatus: order.status });
});
