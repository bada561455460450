/**
 * The developer sandbox's view of any order by number (the `/sandbox/order-state` page): its status and
 * its payments, newest first — no owner check, so only for pages the sandbox switch guards.
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
