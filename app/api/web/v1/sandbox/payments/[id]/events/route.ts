import { getPool } from '@/commerce/db/pool';
import { randomUUID } from 'node:crypto';
import { receiveProviderEvent, signedEvent } from '@/commerce/orders/provider-events';
import { expireDuePayments } from '@/commerce/orders/payment-events';
import { findPaymentForSandbox } from '@/commerce/orders/sandbox-orders';
import { apiRoute, notFound, ok, parseJsonBody, parseParams } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { sandboxEnabled } from '@/lib/sandbox';
import { refreshPaymentProducts } from '@/server/catalog-freshness';
import { MessageResponse } from '@/schemas/api/accounts';
import { SandboxPaymentEventBody } from '@/schemas/api/orders';
import { NumericIdParams } from '@/schemas/api/params';

/**
 * `POST sandbox/payments/{id}/events`: the sandbox payment provider settles (or fails, expires, blocks…) a
 * payment — what a developer or a test does instead of paying. Applied like a provider event, once.
 */
export const POST = apiRoute<{ id: string }>(async ({ request, params }) => {
  if (!sandboxEnabled()) return notFound();
  const path = parseParams(NumericIdParams, params);
  if (!path.ok) return path.response;
  const body = await parseJsonBody(request, SandboxPaymentEventBody);
  if (!body.ok) return body.response;
  // The provider takes no payment past its expiry (an old QR, an undecided pay-later session): before a
  // "paid", a due payment expires (its stock goes back, its pages refresh), so the late "paid" is refused
  // like any event the order can no longer take. Other events are the developer's to send as they are.
  if (body.data.type === 'paid') {
    const payment = await findPaymentForSandbox(getPool(), String(path.data.id));
    if (!payment) return notFound();
    if ((await expireDuePayments(getPool(), new Date(), payment.orderNumber)) > 0) await refreshPaymentProducts(getPool(), String(path.data.id));
  }
  // Signed and received like any provider event: the webhook's path, minus the HTTP hop.
  const event = signedEvent({ id: `sandbox-${path.data.id}-${body.data.type}-${randomUUID()}`, paymentId: String(path.data.id), type: body.data.type });
  const received = await receiveProviderEvent(getPool(), event.body, event.signature);
  if (!received.ok) return jsonError(received.status, received.message);
  const { result } = received;
  if (!result.applied && result.reason === 'unknown_payment') return notFound();
  if (result.applied) await refreshPaymentProducts(getPool(), String(path.data.id));
  if (!result.applied) return jsonError(409, `The payment cannot become ${body.data.type} now (the order is ${result.status})`);
  return ok(MessageResponse, { message: `The order is now ${result.status}` });
});
