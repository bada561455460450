/**
 * What the order page says for an order's state: the screen (confirmation, payment pending, payment
 * failed, payment blocked…), the click and collect pickup message per status (SPEC §4), and how the
 * payment flow's state and the order's last known status combine. Pure, so the tables are tested as such.
 */
import type { Order } from '@/schemas/api/orders';
import type { PaymentState } from '@/flows/payment/payment.machine';
import type { OrderLabelKey } from './labels';

export type OrderStatus = Order['status'];
export type FlowState = 'routing' | 'awaitingPayment' | 'underReview' | 'checking' | 'expired' | 'failed' | 'retrying' | 'paid' | 'blocked';
export type Screen = 'confirmed' | 'pending' | 'review' | 'expired' | 'failed' | 'blocked' | 'cancelled';

/** The click and collect message of each status; every one names the store, and the date it holds the order until (SPEC §9: 7 days). */
export const PICKUP_MESSAGES: Record<OrderStatus, OrderLabelKey> = {
  paid: 'pickup.paid',
  fraud_check_pending: 'pickup.fraud_check_pending',
  payment_pending: 'pickup.payment_pending',
  payment_expired: 'pickup.payment_expired',
  payment_failed: 'pickup.payment_failed',
  payment_failed_with_inventory: 'pickup.payment_failed_with_inventory',
  payment_blocked: 'pickup.payment_blocked',
  cancelled: 'pickup.cancelled',
};

/** The payment flow's starting state from the order: a payment under fraud check is `review`. */
export function paymentStateOf(order: Pick<Order, 'status' | 'payment'>): PaymentState {
  return order.status === 'fraud_check_pending' ? 'review' : order.payment.state;
}

/** Milliseconds left on the order's payment (null when it does not expire). */
export function expiresInMs(order: Pick<Order, 'payment'>, now: number): number | null {
  return order.payment.expiresAt ? new Date(order.payment.expiresAt).getTime() - now : null;
}

/**
 * The status to show: the server's, except that the flow may know sooner — a QR that ran out on the
 * shopper's screen is expired before the server has been asked again.
 */
export function shownStatus(flow: FlowState, status: OrderStatus): OrderStatus {
  if (flow === 'expired' && status === 'payment_pending') return 'payment_expired';
  if (flow === 'paid' && (status === 'payment_pending' || status === 'fraud_check_pending')) return 'paid';
  return status;
}

/** The screen of the order page: the confirmation, or a payment pending / expired / failed / blocked one. */
export function screenOf(flow: FlowState, status: OrderStatus): Screen {
  const shown = shownStatus(flow, status);
  if (shown === 'cancelled') return 'cancelled';
  if (flow === 'paid' || shown === 'paid') return 'confirmed';
  if (flow === 'blocked' || shown === 'payment_blocked') return 'blocked';
  if (flow === 'underReview' || shown === 'fraud_check_pending') return 'review';
  if (flow === 'expired' || shown === 'payment_expired') return 'expired';
  if (flow === 'failed' || shown === 'payment_failed' || shown === 'payment_failed_with_inventory') return 'failed';
  return 'pending';
}

/** Statuses whose payment can be tried again (what the retry endpoint accepts). */
export const RETRYABLE: readonly OrderStatus[] = ['payment_expired', 'payment_failed', 'payment_failed_with_inventory'];
