/**
 * Issue 21, item 2: every paid order sends its confirmation email once, in the shopper's language, and the
 * order answers whether it went out (the page says "We have emailed the details" only then).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '@/config/countries/registry';
import type { LanguageCode } from '@/config/countries/types';
import { addProduct, type BagOwner } from '../bag/bag';
import { catalogSeedSteps } from '@/demo-data/catalog';
import { foundationSeedSteps } from '@/demo-data/seed';
import { databasesUnderTest, migratedTestDatabase } from '@/tests/db/test-database';
import { listOutbox } from '../outbox/outbox';
import { placeOrder, type PlaceOrderInput } from './place-order';
import { applyPaymentEvent, retryPayment } from './payment-events';
import { readOrder } from './read-order';

const ADDRESS: Record<string, PlaceOrderInput['address']> = {
  SG: { line1: '1 Orchard Road', city: 'Singapore', postcode: '238800' },
  AU: { line1: '1 George Street', city: 'Sydney', state: 'NSW', postcode: '2000' },
  TH: { line1: '99 Sukhumvit Road', city: 'Watthana', state: 'Bangkok', postcode: '10110' },
};
let n = 0;

describe.each(databasesUnderTest())('order confirmation emails on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ pool, close } = await migratedTestDatabase(serverUrl, { seed: [...foundationSeedSteps, ...catalogSeedSteps], max: 6 }));
  }, 120_000);

  afterAll(async () => {
    await close?.();
  });

  /** A card order of one product in the country and language, placed by a new guest; its number, payment and email. */
  async function cardOrder(country: string, lang: LanguageCode) {
    const email = `confirm-${country.toLowerCase()}-${Date.now()}-${++n}@example.com`;
    const owner: BagOwner = { deviceId: `confirm-device-${Date.now()}-${n}` };
    const ctx = { country: countries.get(country)!, lang };
    const { rows } = await pool.query<{ id: number; name: string }>(
      `SELECT v.id, p.content->'en'->>'name' AS name FROM variants v JOIN products p ON p.id = v.product_id JOIN prices pr ON pr.variant_id = v.id AND pr.country = $1
         JOIN inventory i ON i.variant_id = v.id AND i.country = $1 WHERE p.available_from IS NULL AND i.quantity > 5 ORDER BY v.id LIMIT 1`,
      [country],
    );
    await addProduct(pool, owner, ctx, rows[0].id, 1);
    const placed = await placeOrder(pool, owner, ctx, {
      email, delivery: 'delivery', address: ADDRESS[country], paymentMethod: 'card',
      recipient: { firstName: 'Mali', lastName: 'Tan', callingCode: countries.get(country)!.callingCode, phone: '81234567' },
    }, `confirm-key-${n}`);
    const order = (await readOrder(pool, placed.number, owner))!;
    return { number: placed.number, owner, email, paymentId: String(order.payment.id) };
  }

  const confirmations = async (email: string) => (await listOutbox(pool, { recipient: email })).filter((m) => m.kind === 'order_confirmation');

  it.each([
    ['SG', 'en', 'is confirmed', 'Total paid:'],
    ['AU', 'en', 'is confirmed', 'Total paid:'],
    ['TH', 'th', 'ยืนยันคำสั่งซื้อ Atelier', 'ยอดที่ชำระ:'],
  ] as const)('a paid card order in %s (%s) sends one confirmation, in its language', async (country, lang, subject, totalLine) => {
    const order = await cardOrder(country, lang);
    expect(await confirmations(order.email)).toEqual([]);
    expect((await readOrder(pool, order.number, order.owner))!.confirmationEmailed).toBe(false);

    expect(await applyPaymentEvent(pool, { id: `paid-${order.number}`, paymentId: order.paymentId, type: 'paid' })).toMatchObject({ applied: true });
    // The provider's webhook arrives again, and the sandbox page sends another paid: still one email.
    await applyPaymentEvent(pool, { id: `paid-${order.number}`, paymentId: order.paymentId, type: 'paid' });
    await applyPaymentEvent(pool, { id: `paid-again-${order.number}`, paymentId: order.paymentId, type: 'paid' });

    const sent = await confirmations(order.email);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toContain(order.number);
    expect(sent[0].subject).toContain(subject);
    expect(sent[0].body).toContain(totalLine);
    expect(sent[0].body).toContain(`/orders/${order.number}`);
    expect((await readOrder(pool, order.number, order.owner))!.confirmationEmailed).toBe(true);
  });

  it('a failed payment sends nothing; the retried payment that succeeds sends the one confirmation', async () => {
    const order = await cardOrder('SG', 'en');
    await applyPaymentEvent(pool, { id: `failed-${order.number}`, paymentId: order.paymentId, type: 'failed' });
    expect(await confirmations(order.email)).toEqual([]);
    const { rows } = await pool.query<{ id: string }>('SELECT id::text FROM orders WHERE number = $1', [order.number]);
    const retried = await retryPayment(pool, rows[0].id);
    await applyPaymentEvent(pool, { id: `paid-${order.number}`, paymentId: retried.paymentId, type: 'paid' });
    const sent = await confirmations(order.email);
    expect(sent).toHaveLength(1);
    expect(sent[0].body.split('\n')[0]).toBe('Hello Mali,');
  });
});
