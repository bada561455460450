import { getPool } from '@/commerce/db/pool';
import { receiveProviderEvent } from '@/commerce/orders/provider-events';
import { apiRoute, readJsonText } from '@/server/api/handler';
import { json, jsonError } from '@/server/api/respond';
import { refreshPaymentProducts } from '@/server/catalog-freshness';

/**
 * The payment provider's webhook: a signed event (`X-Payment-Signature`, HMAC-SHA256 of the raw body)
 * moves a payment and its order; a replayed event id answers 200 and changes nothing.
 */
export const POST = apiRoute(async ({ request }) => {
  const raw = await readJsonText(request);
  if (!raw.ok) return raw.response;
  const received = await receiveProviderEvent(getPool(), raw.data, request.headers.get('x-payment-signature'));
  if (!received.ok) return jsonError(received.status, received.message);
  if (received.result.applied) await refreshPaymentProducts(getPool(), received.paymentId);
  return json(received.result);
});
