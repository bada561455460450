/** The orders and payments endpoints of the OpenAPI document (see openapi.ts for the shape). */
import * as O from './orders';
import { BeautyPassResponse } from './beauty-pass';
import { MessageResponse } from './accounts';
import { NumericIdParams } from './params';
import type { EndpointSpec } from './openapi';

const numberDoc = { id: 'The order number, e.g. `AT-TH-100001`.' };
export const KEY_HEADER = { name: 'Idempotency-Key', in: 'header' as const, required: true, description: 'A key the client makes for this placement (8–100 letters, digits, `-`, `_`), kept 24 hours: the same key and body answer the same order.', schema: { type: 'string' as const } };

export const ORDER_ENDPOINTS: readonly EndpointSpec[] = [
  { method: 'get', path: '/orders', operationId: 'listOrders', tag: 'Orders', summary: 'The member’s orders, newest first', response: O.OrdersResponse, responseDescription: 'The orders.', errors: { 400: true, 401: true, 500: true } },
  {
    method: 'post', path: '/orders', operationId: 'placeOrder', tag: 'Orders', summary: 'Place the order of the bag',
    description: 'Takes the stock in the same transaction; issues the payment (a PromptPay QR, a virtual account, a card session, or a pay-later session with its instalment plan from the chosen `payLaterProvider`). 201 for a new order, 200 when the key had already placed it.',
    extraParameters: [KEY_HEADER], body: O.PlaceOrderBody, response: O.OrderResponse, successStatus: 201, responseDescription: 'The order with its payment instructions.',
    errors: { 400: 'A field fails its schema, the Idempotency-Key is missing, or the payment method is not offered in the country.', 403: true, 404: 'The store does not offer click and collect.', 409: '"Out of stock, remove to proceed from checkout", an empty bag, or samples with click and collect.', 413: true, 422: 'The Idempotency-Key was used for a different order, or `payLaterProvider` is missing for buy_now_pay_later, not one of the country’s providers, or given with another method.', 429: true, 500: true },
  },
  { method: 'get', path: '/orders/{id}', operationId: 'getOrder', tag: 'Orders', summary: 'One order with its payment instructions', pathParams: O.OrderNumberParams, parameterDocs: numberDoc, response: O.OrderResponse, responseDescription: 'The order, for whoever placed it.', errors: { 400: true, 404: true, 500: true } },
  {
    method: 'post', path: '/orders/{id}/retry-payment', operationId: 'retryPayment', tag: 'Orders', summary: 'Pay again after an expired or failed payment',
    pathParams: O.OrderNumberParams, parameterDocs: numberDoc, response: O.OrderResponse, responseDescription: 'The order with its new payment.',
    errors: { 400: true, 403: true, 404: true, 409: 'The order is not waiting for a new payment, or its stock ran out.', 500: true },
  },
  { method: 'get', path: '/beauty-pass', operationId: 'getBeautyPass', tag: 'Beauty Pass', summary: 'The member’s tier, points and points log', description: 'Tier figures (spend this tier year, what keeps the tier, what reaches the next), points balance and expiry, and every ledger entry, newest first. Paid orders earn their points when the payment settles.', response: BeautyPassResponse, responseDescription: 'The member’s Beauty Pass.', errors: { 401: true, 404: true, 500: true } },
  { method: 'post', path: '/orders/enquireKbankPayment', operationId: 'enquireCardPayment', tag: 'Orders', summary: 'Where a card payment stands (Check status)', body: O.KbankEnquiryBody, response: O.KbankEnquiryResponse, responseDescription: 'The payment and order state.', errors: { 400: true, 403: true, 404: true, 413: true, 500: true } },
  {
    method: 'post', path: '/sandbox/payments/{id}/events', operationId: 'sandboxPaymentEvent', tag: 'Sandbox', summary: 'Settle, fail, expire or block a payment (sandbox provider)',
    description: 'Signed and applied like a provider webhook event.', pathParams: NumericIdParams, parameterDocs: { id: 'The payment id.' }, body: O.SandboxPaymentEventBody, response: MessageResponse,
    responseDescription: 'The order’s new status.', errors: { 400: true, 403: true, 404: 'The developer sandbox is off, or no such payment.', 409: 'The payment cannot take this state now.', 413: true, 500: true },
  },
];
