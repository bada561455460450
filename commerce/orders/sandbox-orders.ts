/**
 * The developer sandbox's view of any order by number (the `/sandbox/order-state` page): its status and
 * its payments, newest first; and one payment by id — no owner check, so only for pages the sandbox switch guards.
 */
import type { Queryable } from '../catalog/context';

export interface SandboxOrderView {
  number: string;
  country: string;
  status: string;
  delivery: string;
  total: number;
  currency: string;
  payments: { id: number; method: string; state: string; expiresAt: string | null }[];
}

export async function findOrderForSandbox(db: Queryable, number: string): Promise<SandboxOrderView | null> {
  const { rows } = await db.query<{ id: string; number: string; country: string; status: string; delivery: string; total: number; currency: string }>(
    'SELECT id::text, number, country, status, delivery, total, currency FROM orders WHERE number = $1',
    [number],
  );
  const order = rows[0];
  if (!order) return null;
  const payments = await db.query<{ id: string; method: string; state: string; expires_at: Date | null }>('SELECT id::text, method, state, expires_at FROM payments WHERE order_id = $1 ORDER BY id DESC', [order.id]);
  return {
    number: order.number,
    country: order.country,
    status: order.status,
    delivery: order.delivery,
    total: order.total,
    currency: order.currency,
    payments: payments.rows.map((p) => ({ id: Number(p.id), method: p.method, state: p.state, expiresAt: p.expires_at?.toISOString() ?? null })),
  };
}

/** One payment as the sandbox provider's own pages see it (a pay-later session's plan, say). */
export interface SandboxPaymentView {
  id: number;
  method: string;
  state: string;
  amount: number;
  currency: string;
  instructions: Record<string, unknown>;
  /** When a pending payment expires (a QR, a virtual account, a pay-later session); null when it waits. */
  expiresAt: string | null;
  orderNumber: string;
  country: string;
}

export async function findPaymentForSandbox(db: Queryable, paymentId: string): Promise<SandboxPaymentView | null> {
  const { rows } = await db.query<{ id: string; method: string; state: string; amount: number; currency: string; instructions: Record<string, unknown>; expires_at: Date | null; number: string; country: string }>(
    'SELECT p.id::text, p.method, p.state, p.amount, p.currency, p.instructions, p.expires_at, o.number, o.country FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = $1',
    [paymentId],
  );
  const p = rows[0];
  if (!p) return null;
  return { id: Number(p.id), method: p.method, state: p.state, amount: p.amount, currency: p.currency, instructions: p.instructions, expiresAt: p.expires_at?.toISOString() ?? null, orderNumber: p.number, country: p.country };
}

export interface SandboxOrderRow {
  number: string;
  createdAt: string;
  status: string;
  delivery: string;
  paymentMethod: string;
  total: number;
  currency: string;
  /** Whether a member placed it (else a guest's browser). */
  member: boolean;
}

/** The latest orders of a country, newest first (the `/sandbox/orders` page). */
export async function listRecentOrdersForSandbox(db: Queryable, country: string, limit = 50): Promise<SandboxOrderRow[]> {
  const { rows } = await db.query<{ number: string; created_at: Date; status: string; delivery: string; payment_method: string; total: number; currency: string; member: boolean }>(
    `SELECT number, created_at, status, delivery, payment_method, total, currency, account_id IS NOT NULL AS member
       FROM orders WHERE country = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [country, limit],
  );
  return rows.map((r) => ({
    number: r.number,
    createdAt: r.created_at.toISOString(),
    status: r.status,
    delivery: r.delivery,
    paymentMethod: r.payment_method,
    total: r.total,
    currency: r.currency,
    member: r.member,
  }));
}
