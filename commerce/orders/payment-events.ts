/**
 * What happens to an order when its payment changes state (issue 7). Provider events arrive signed (a
 * real provider's webhook, or the sandbox's settle endpoint) and each is applied once: a replayed event id
 * changes nothing. A failed, expired or blocked payment gives the stock back — except
 * `payment_failed_with_inventory`, which keeps it for a retry. A retry issues a new payment (a new QR) and
 * takes the stock again if it had been given back.
 */
import type pg from 'pg';
import { settleCancelledOrder, settlePaidOrder } from '../loyalty/points';
import { withTransaction } from '../db/pool';
import { adjustInventory, OutOfStockError } from '../catalog/inventory';
import { paymentProvider } from '../payments/provider';
import type { PaymentMethod } from '@/config/countries/types';
import { countries } from '@/config/countries/registry';
import { OrderError } from './errors';
import { BAG_MESSAGES } from '@/schemas/api/bag';
import { onPaymentEvent as onGiftCardPaymentEvent, retakeRedemption } from '../gift-cards/gift-cards';
import { releaseOfferRedemption, retakeOfferRedemption } from '../perks/offers';
import { sendOrderConfirmation } from './confirmation';

import { PAYMENT_EVENT_TYPES, type PaymentEventType } from '../payments/event-types';
import { countPaymentState } from '@/lib/metrics';

export { PAYMENT_EVENT_TYPES, type PaymentEventType };

type OrderStatus = 'payment_pending' | 'paid' | 'fraud_check_pending' | 'payment_expired' | 'payment_failed' | 'payment_failed_with_inventory' | 'payment_blocked' | 'cancelled';

/** Per event: the payment's new state, the order's new status, whether the order keeps its stock. */
const EFFECT: Record<PaymentEventType, { payment: string; order: OrderStatus; keepsStock: boolean }> = {
  paid: { payment: 'paid', order: 'paid', keepsStock: true },
  fraud_check: { payment: 'pending', order: 'fraud_check_pending', keepsStock: true },
  expired: { payment: 'expired', order: 'payment_expired', keepsStock: false },
  failed: { payment: 'failed', order: 'payment_failed', keepsStock: false },
  failed_with_inventory: { payment: 'failed', order: 'payment_failed_with_inventory', keepsStock: true },
  blocked: { payment: 'blocked', order: 'payment_blocked', keepsStock: false },
  cancelled: { payment: 'cancelled', order: 'cancelled', keepsStock: false },
};

/** Order statuses an event may move an order from. */
const FROM: Record<PaymentEventType, OrderStatus[]> = {
  paid: ['payment_pending', 'fraud_check_pending'],
  fraud_check: ['payment_pending'],
  expired: ['payment_pending'],
  failed: ['payment_pending', 'fraud_check_pending'],
  failed_with_inventory: ['payment_pending', 'fraud_check_pending'],
  blocked: ['payment_pending', 'fraud_check_pending'],
  cancelled: ['payment_pending', 'fraud_check_pending', 'payment_expired', 'payment_failed', 'payment_failed_with_inventory', 'payment_blocked', 'paid'],
};

interface LockedOrder {
  order_id: string;
  number: string;
  country: string;
  status: OrderStatus;
  holds_stock: boolean;
  account_id: string | null;
  points_earned: number;
  payment_state: string;
}

async function lockByPayment(client: pg.PoolClient, paymentId: string): Promise<LockedOrder | undefined> {
  const { rows } = await client.query<LockedOrder>(
    `SELECT o.id::text AS order_id, o.number, o.country, o.status, o.holds_stock, o.account_id::text, o.points_earned, p.state AS payment_state
       FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = $1 FOR UPDATE OF o, p`,
    [paymentId],
  );
  return rows[0];
}

async function moveStock(client: pg.PoolClient, order: LockedOrder, direction: 1 | -1, reason: string): Promise<void> {
  const { rows } = await client.query<{ variant_id: number; quantity: number }>("SELECT variant_id, quantity FROM order_lines WHERE order_id = $1 AND kind = 'product'", [order.order_id]);
  for (const line of rows) await adjustInventory(client, { variantId: line.variant_id, country: order.country, delta: direction * line.quantity, reason, reference: order.number });
  await client.query('UPDATE orders SET holds_stock = $2 WHERE id = $1', [order.order_id, direction === -1]);
}

export type EventResult = { applied: true; status: OrderStatus } | { applied: false; reason: 'replayed' | 'not_allowed' | 'unknown_payment'; status?: OrderStatus };

/** Applies a provider event to its payment and order, once per event id. */
export async function applyPaymentEvent(pool: pg.Pool, event: { id: string; paymentId: string; type: PaymentEventType }, now = new Date()): Promise<EventResult> {
  const result = await withTransaction((client) => applyPaymentEventWith(client, event, now), pool);
  // Counted once committed (lib/metrics.ts); a gift card's `paid` inside the order's transaction is counted by placeOrder.
  if (result.applied) countPaymentState(EFFECT[event.type].payment);
  return result;
}

/** The same, inside a transaction the caller holds (an order a gift card pays in full is paid as it is placed). */
export async function applyPaymentEventWith(client: pg.PoolClient, event: { id: string; paymentId: string; type: PaymentEventType }, now: Date): Promise<EventResult> {
  {
    const order = await lockByPayment(client, event.paymentId);
    if (!order) return { applied: false, reason: 'unknown_payment' } as const;
    const recorded = await client.query('INSERT INTO payment_events (event_id, payment_id, type, received_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [event.id, event.paymentId, event.type, now]);
    if (!recorded.rowCount) return { applied: false, reason: 'replayed', status: order.status } as const;
    if (!FROM[event.type].includes(order.status) || (event.type !== 'cancelled' && order.payment_state !== 'pending')) {
      return { applied: false, reason: 'not_allowed', status: order.status } as const;
    }
    const effect = EFFECT[event.type];
    await client.query(`UPDATE payments SET state = $2, settled_at = CASE WHEN $2 = 'pending' THEN settled_at ELSE $3 END WHERE id = $1`, [event.paymentId, effect.payment, now]);
    await client.query('UPDATE orders SET status = $2, updated_at = $3 WHERE id = $1', [order.order_id, effect.order, now]);
    if (order.holds_stock && !effect.keepsStock) await moveStock(client, order, 1, `payment_${event.type}`);
    await onGiftCardPaymentEvent(client, order.order_id, event.type, !effect.keepsStock, now);
    if (!effect.keepsStock) await releaseOfferRedemption(client, order.order_id, now);
    // Beauty Pass: a paid order earns its points (once) and may move the tier up; a cancelled one gives them back.
    if (event.type === 'paid' && order.account_id) await settlePaidOrder(client, { accountId: order.account_id, number: order.number, points: order.points_earned }, now);
    // The confirmation email, once per order, with the payment it confirms (same transaction).
    if (event.type === 'paid') await sendOrderConfirmation(client, order.order_id, now);
    if (event.type === 'cancelled' && order.status === 'paid' && order.account_id) await settleCancelledOrder(client, { accountId: order.account_id, number: order.number }, now);
    return { applied: true, status: effect.order } as const;
  }
}

/** A new payment for an order whose payment expired or failed: takes the stock again if it was given back. */
export async function retryPayment(pool: pg.Pool, orderId: string, now = new Date()): Promise<{ paymentId: string }> {
  const retried = await withTransaction(async (client) => {
    const { rows } = await client.query<LockedOrder & { payment_method: PaymentMethod; total: number; currency: string; pay_later_provider: string | null }>(
      `SELECT o.id::text AS order_id, o.number, o.country, o.status, o.holds_stock, o.account_id::text, o.points_earned, '' AS payment_state,
              o.payment_method, o.total, o.currency, o.pay_later_provider
         FROM orders o WHERE o.id = $1 FOR UPDATE`,
      [orderId],
    );
    const order = rows[0];
    if (!order) throw new OrderError(404, 'Resource not found!');
    if (!['payment_expired', 'payment_failed', 'payment_failed_with_inventory'].includes(order.status)) throw new OrderError(409, 'This order cannot be paid again');
    if (!order.holds_stock) {
      try {
        await moveStock(client, order, -1, 'payment_retry');
      } catch (error) {
        if (error instanceof OutOfStockError) throw new OrderError(409, BAG_MESSAGES.outOfStock);
        throw error;
      }
    }
    await retakeRedemption(client, order.order_id, now);
    await retakeOfferRedemption(client, order.order_id, now);
    const provider = paymentProvider();
    const payment = provider.createPayment({ orderNumber: order.number, method: order.payment_method, amount: order.total, currency: order.currency, now, payLaterProvider: order.pay_later_provider, timeZone: countries.get(order.country)?.timeZone });
    const inserted = await client.query<{ id: string }>(
      "INSERT INTO payments (order_id, provider, method, state, amount, currency, instructions, expires_at, created_at) VALUES ($1, $8, $2, 'pending', $3, $4, $5, $6, $7) RETURNING id::text",
      [order.order_id, order.payment_method, order.total, order.currency, JSON.stringify(payment.instructions), payment.expiresAt, now, provider.id],
    );
    await client.query("UPDATE orders SET status = 'payment_pending', updated_at = $2 WHERE id = $1", [order.order_id, now]);
    return { paymentId: inserted.rows[0].id };
  }, pool);
  countPaymentState('pending');
  return retried;
}

/**
 * Expires pending payments past their expiry: one order's (`orderNumber`, what the order page and the
 * status check need — an indexed look-up, not a scan) or every one (a scheduled sweep).
 */
export async function expireDuePayments(pool: pg.Pool, now = new Date(), orderNumber?: string): Promise<number> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT p.id::text FROM payments p JOIN orders o ON o.id = p.order_id
      WHERE p.state = 'pending' AND p.expires_at IS NOT NULL AND p.expires_at <= $1 AND ($2::text IS NULL OR o.number = $2)`,
    [now, orderNumber ?? null],
  );
  let expired = 0;
  for (const row of rows) {
    const result = await applyPaymentEvent(pool, { id: `expiry-${row.id}`, paymentId: row.id, type: 'expired' }, now);
    if (result.applied) expired += 1;
  }
  return expired;
}

/** An order the gift card paid in full is paid at once, through the same path as a provider's `paid` event. */
export async function settleIfCovered(client: pg.PoolClient, paymentId: string, method: PaymentMethod, now: Date): Promise<void> {
  if (method !== 'gift_card') return;
  await applyPaymentEventWith(client, { id: `gift-card-${paymentId}`, paymentId, type: 'paid' }, now);
}
