/**
 * The order pages' calls in the browser (SPEC §7 `orders`, `orders/{number}`, `orders/enquireKbankPayment`,
 * and the retry), through the accounts' API client so a member's expired login is refreshed under the one
 * lock. Islands load this module on first use (a lazy chunk).
 */
import { browserApiClient, type ApiLocale } from '../account/account-api';
import { KbankEnquiryResponse, OrderResponse, OrdersResponse } from '@/schemas/api/orders';

export function orderApi(locale: ApiLocale) {
  const client = browserApiClient(locale);
  return {
    order: (number: string, signal?: AbortSignal) => client.get(`orders/${encodeURIComponent(number)}`, { schema: OrderResponse, signal }).then((r) => r.order),
    orders: (signal?: AbortSignal) => client.get('orders', { schema: OrdersResponse, signal }).then((r) => r.items),
    retryPayment: (number: string) => client.post(`orders/${encodeURIComponent(number)}/retry-payment`, undefined, { schema: OrderResponse }).then((r) => r.order),
    enquireCard: (number: string) => client.post('orders/enquireKbankPayment', { orderNumber: number }, { schema: KbankEnquiryResponse }),
  };
}
export type OrderApi = ReturnType<typeof orderApi>;
