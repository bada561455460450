/**
 * Orders as their owner sees them: the member who placed them, or the browser (device id) that placed a
 * guest order. Anyone else gets "not found" — an order number alone opens nothing.
 */
import type { Queryable } from '../catalog/context';
import type { Order } from '@/schemas/api/orders';

export interface OrderOwner {
  accountId?: string;
  deviceId?: string;
}

const OWNED = '((o.account_id IS NOT NULL AND o.account_id = $2) OR (o.account_id IS NULL AND o.device_id = $3))';

export async function readOrder(db: Queryable, number: string, owner: OrderOwner): Promise<(Order & { id: string }) | undefined> {
  const { rows } = await db.query(
    `SELECT o.id::text, o.number, o.created_at, o.status, o.country, o.email, o.delivery, o.delivery_option, o.estimated_delivery::text, o.hold_until, o.address, o.recipient,
            o.currency, o.subtotal, o.discount, o.shipping, o.gift_card_redeemed, o.total, o.tax, o.points_earned, o.points_redeemed, o.promo_code, o.pay_later_provider, o.confirmation_sent_at,
            s.slug AS store_slug, s.name AS store_name, s.address_line || ', ' || s.city || ' ' || s.postcode AS store_address
       FROM orders o LEFT JOIN stores s ON s.id = o.store_id
      WHERE o.number = $1 AND ${OWNED}`,
    [number, owner.accountId ?? null, owner.deviceId ?? null],
  );
  const o = rows[0];
  if (!o) return undefined;
  const lines = await db.query('SELECT sku, kind, name, brand, shade, quantity, unit_price, discount, total, points FROM order_lines WHERE order_id = $1 ORDER BY id', [o.id]);
  const payment = await db.query("SELECT id::text, method, state, amount, instructions, expires_at FROM payments WHERE order_id = $1 ORDER BY payments.id DESC LIMIT 1", [o.id]);
  const p = payment.rows[0];
  return {
    id: o.id,
    number: o.number,
    createdAt: o.created_at.toISOString(),
    status: o.status,
    country: o.country,
    email: o.email,
    delivery: o.delivery,
    deliveryOption: o.delivery_option,
    estimatedDelivery: o.estimated_delivery,
    holdUntil: o.hold_until?.toISOString() ?? null,
    store: o.store_slug ? { slug: o.store_slug, name: o.store_name, address: o.store_address } : null,
    address: o.address,
    recipient: o.recipient,
    currency: o.currency,
    lines: lines.rows.map((l) => ({ sku: l.sku, kind: l.kind, name: l.name, brand: l.brand, shade: l.shade, quantity: l.quantity, unitPrice: l.unit_price, discount: l.discount, total: l.total, points: l.points })),
    totals: { subtotal: o.subtotal, discount: o.discount, shipping: o.shipping, giftCardRedeemed: o.gift_card_redeemed, total: o.total, tax: o.tax, pointsEarned: o.points_earned, pointsRedeemed: o.points_redeemed },
    promoCode: o.promo_code,
    payLaterProvider: o.pay_later_provider,
    confirmationEmailed: o.confirmation_sent_at !== null,
    payment: { id: Number(p.id), method: p.method, state: p.state, amount: p.amount, instructions: p.instructions, expiresAt: p.expires_at?.toISOString() ?? null },
  };
}

/** The member's orders, newest first. */
export async function listOrders(db: Queryable, accountId: string) {
  const { rows } = await db.query(
    `SELECT o.number, o.created_at, o.status, o.currency, o.total, coalesce(sum(l.quantity) FILTER (WHERE l.kind = 'product'), 0)::int AS items
       FROM orders o LEFT JOIN order_lines l ON l.order_id = o.id WHERE o.account_id = $1 GROUP BY o.id ORDER BY o.created_at DESC, o.id DESC LIMIT 100`,
    [accountId],
  );
  return rows.map((r) => ({ number: r.number, createdAt: r.created_at.toISOString(), status: r.status, currency: r.currency, total: r.total, items: r.items }));
}
