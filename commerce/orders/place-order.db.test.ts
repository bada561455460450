import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countries } from '@/config/countries/registry';
import { BAG_MESSAGES } from '@/schemas/api/bag';
import { addProduct, addReward, addSample, applyCode, listSamples, type BagContext, type BagOwner } from '../bag/bag';
import { registerAccount } from '../accounts/accounts';
import { RegisterBody } from '@/schemas/api/accounts';
import { bagSeedStep } from '@/demo-data/bag/seed';
import { catalogSeedSteps } from '@/demo-data/catalog';
import { foundationSeedSteps } from '@/demo-data/seed';
import { databasesUnderTest, migratedTestDatabase } from '@/tests/db/test-database';
import { hasValidCrc, parseTlv } from '../payments/emvco';
import { findDeliveryOption } from '@/lib/checkout/options';
import { addBusinessDays, confirmOrderOfKey, OrderError, placeOrder, type PlaceOrderInput } from './place-order';
import { CommitUnconfirmedError } from '../db/errors';
import { poolLosingCommits } from '@/tests/db/lost-commit';
import { applyPaymentEvent, expireDuePayments, retryPayment } from './payment-events';
import { PAY_LATER_SESSION_LIFETIME_MS, QR_LIFETIME_MS } from '../payments/sandbox-provider';
import { readOrder } from './read-order';

/** A delivery address with the fields each country's config asks for. */
const TH_ADDRESS = { line1: '99 Sukhumvit Road', city: 'Watthana', state: 'Bangkok', postcode: '10110' };
const ID_ADDRESS = { line1: 'Jl. Sudirman 1', city: 'Jakarta Selatan', state: 'DKI Jakarta', postcode: '12190' };
const ctx = (code: string): BagContext => ({ country: countries.get(code)!, lang: 'en' });
let devices = 0;
const guest = (): BagOwner => ({ deviceId: `order-device-${Date.now()}-${++devices}` });
const input = (overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  email: 'buyer@example.com',
  delivery: 'delivery',
  address: { line1: '1 Orchard Road', city: 'Singapore', postcode: '238800' },
  recipient: { firstName: 'Wei', lastName: 'Lim', callingCode: '+65', phone: '81234567' },
  paymentMethod: 'card',
  ...overrides,
});

describe.each(databasesUnderTest())('placing orders on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let close: () => Promise<void>;

  /** A variant sold in the country, its stock set to `stock`. */
  async function variantWithStock(country: string, stock: number, skip = 0): Promise<number> {
    const { rows } = await pool.query<{ id: number }>(
      `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id JOIN prices pr ON pr.variant_id = v.id AND pr.country = $1
        WHERE p.available_from IS NULL ORDER BY v.id OFFSET $2 LIMIT 1`,
      [country, skip],
    );
    await pool.query('UPDATE inventory SET quantity = $3 WHERE variant_id = $1 AND country = $2', [rows[0].id, country, stock]);
    return rows[0].id;
  }

  /** A newly registered Singapore member (owner of a bag on a device of its own). */
  async function sgMember(name: string): Promise<BagOwner & { accountId: string }> {
    const registered = await registerAccount(pool, RegisterBody.parse({
      email: `${name}-${Date.now()}@example.com`, password: 'Rosewood15!', passwordConfirmation: 'Rosewood15!', firstName: 'Ana', lastName: 'Cruz',
      mobile: { callingCode: '+65', number: '81234567' }, birthDate: '1990-01-01',
      consents: { overMinimumAge: true, policyAgreement: true, personalInformation: true, thirdPartyDisclosure: true },
    }), { country: 'SG', language: 'en', now: new Date() });
    if (!registered.ok) throw new Error('registration failed');
    return { accountId: registered.account.id, deviceId: `${name}-device-${Date.now()}` };
  }

  beforeAll(async () => {
    ({ pool, close } = await migratedTestDatabase(serverUrl, { seed: [...foundationSeedSteps, ...catalogSeedSteps, bagSeedStep], max: 20 }));
  }, 120_000);

  afterAll(async () => {
    await close?.();
  });

  it('sells exactly the 5 units there are when 50 shoppers check out at once; the others hear "Out of stock"', async () => {
    const variantId = await variantWithStock('SG', 5, 3);
    const shoppers = Array.from({ length: 50 }, guest);
    for (const shopper of shoppers) await addProduct(pool, shopper, ctx('SG'), variantId, 1);
    const results = await Promise.allSettled(shoppers.map((shopper, i) => placeOrder(pool, shopper, ctx('SG'), input(), `key-${i}`)));
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(OrderError);
      expect((r.reason as OrderError).message).toBe(BAG_MESSAGES.outOfStock);
    }
    const { rows } = await pool.query<{ quantity: number }>("SELECT quantity FROM inventory WHERE variant_id = $1 AND country = 'SG'", [variantId]);
    expect(rows[0].quantity).toBe(0);
  }, 60_000);

  it('places one order for one Idempotency-Key, and refuses the key with another body', async () => {
    const variantId = await variantWithStock('SG', 50, 4);
    const shopper = guest();
    await addProduct(pool, shopper, ctx('SG'), variantId, 2);
    const [first, second] = await Promise.all([placeOrder(pool, shopper, ctx('SG'), input(), 'same-key'), placeOrder(pool, shopper, ctx('SG'), input(), 'same-key')]);
    expect(first.number).toBe(second.number);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    const other = await placeOrder(pool, shopper, ctx('SG'), input({ email: 'else@example.com' }), 'same-key').catch((e: unknown) => e);
    expect(other).toBeInstanceOf(OrderError);
    expect((other as OrderError).status).toBe(422);
    const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM inventory_movements WHERE variant_id = $1 AND reason = 'order'", [variantId]);
    expect(rows[0].n).toBe(1);
  });

  it('turns one bag into one order when it is placed 5 times at once with 5 keys: the others hear "The bag is empty", the stock and the outbox move once', async () => {
    const variantId = await variantWithStock('ID', 30, 12);
    const shopper = guest();
    await addProduct(pool, shopper, ctx('ID'), variantId, 2);
    const body = input({ paymentMethod: 'virtual_account', address: ID_ADDRESS, recipient: { firstName: 'Ayu', lastName: 'L', callingCode: '+62', phone: '81234567890' } });
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => placeOrder(pool, shopper, ctx('ID'), body, `five-keys-${i}`)));
    const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(placed).toHaveLength(1);
    expect(refused.map((e) => (e instanceof OrderError ? `${e.status} ${e.message}` : String(e)))).toEqual(Array(4).fill('409 The bag is empty'));
    const { rows } = await pool.query<{ orders: number; keys: number; moved: number; stock: number; messages: number }>(
      `SELECT (SELECT count(*)::int FROM orders WHERE device_id = $1) AS orders,
              (SELECT count(*)::int FROM idempotency_keys WHERE scope = 'device:' || $1) AS keys,
              (SELECT count(*)::int FROM inventory_movements WHERE variant_id = $2 AND reason = 'order') AS moved,
              (SELECT quantity FROM inventory WHERE variant_id = $2 AND country = 'ID') AS stock,
              (SELECT count(*)::int FROM outbox_messages WHERE kind = 'payment_instructions' AND body LIKE '%' || $3 || '%') AS messages`,
      [shopper.deviceId, variantId, placed[0].number],
    );
    // One order, one key kept (the refused ones rolled back with their keys), 2 units taken once, one email and one SMS.
    expect(rows[0]).toEqual({ orders: 1, keys: 1, moved: 1, stock: 28, messages: 2 });
  });

  it('an order whose COMMIT answer was lost is found by its key (and a retry with it answers the order); one the server never committed is not', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const variantId = await variantWithStock('SG', 20, 7);
    const placed = guest();
    await addProduct(pool, placed, ctx('SG'), variantId, 1);
    const lost = await placeOrder(poolLosingCommits(pool, 'after'), placed, ctx('SG'), input(), 'lost-after').catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(CommitUnconfirmedError);
    const found = await confirmOrderOfKey(pool, placed, input(), 'lost-after');
    expect(found).toEqual({ number: expect.stringMatching(/^AT-SG-\d+$/) });
    const retried = await placeOrder(pool, placed, ctx('SG'), input(), 'lost-after');
    expect(retried).toMatchObject({ number: (found as { number: string }).number, replayed: true });
    // The same key with another body is not this order.
    expect(await confirmOrderOfKey(pool, placed, input({ email: 'else@example.com' }), 'lost-after')).toBe('not placed');

    const notPlaced = guest();
    await addProduct(pool, notPlaced, ctx('SG'), variantId, 1);
    const cut = await placeOrder(poolLosingCommits(pool, 'before'), notPlaced, ctx('SG'), input(), 'lost-before').catch((e: unknown) => e);
    expect(cut).toBeInstanceOf(CommitUnconfirmedError);
    expect(await confirmOrderOfKey(pool, notPlaced, input(), 'lost-before')).toBe('not placed');
    expect((await placeOrder(pool, notPlaced, ctx('SG'), input(), 'lost-before')).replayed).toBe(false);
    error.mockRestore();
  });

  it('says "unknown" when the database does not answer within the wait, and waits no longer than that', async () => {
    const down = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:9/none', connectionTimeoutMillis: 5_000 });
    down.on('error', () => undefined);
    const started = Date.now();
    expect(await confirmOrderOfKey(down, guest(), input(), 'any-key', 600)).toBe('unknown');
    expect(Date.now() - started).toBeLessThan(1_500);
    await down.end();
  });

  it('issues a PromptPay QR for the order total in Thailand and a virtual account in Indonesia', async () => {
    const th = guest();
    await addProduct(pool, th, ctx('TH'), await variantWithStock('TH', 10, 5), 1);
    const thOrder = await placeOrder(pool, th, ctx('TH'), input({ paymentMethod: 'promptpay_qr', address: TH_ADDRESS, recipient: { firstName: 'Mali', lastName: 'S', callingCode: '+66', phone: '812345678' } }), 'th-1');
    const { rows } = await pool.query<{ total: number; instructions: { payload: string }; expires_at: Date }>(
      'SELECT o.total, p.instructions, p.expires_at FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.number = $1',
      [thOrder.number],
    );
    expect(hasValidCrc(rows[0].instructions.payload)).toBe(true);
    const fields = Object.fromEntries(parseTlv(rows[0].instructions.payload).map((f) => [f.tag, f.value]));
    expect(fields['54']).toBe((rows[0].total / 100).toFixed(2));
    expect(rows[0].expires_at.getTime()).toBeGreaterThan(Date.now());

    const id = guest();
    await addProduct(pool, id, ctx('ID'), await variantWithStock('ID', 10, 6), 1);
    const idOrder = await placeOrder(pool, id, ctx('ID'), input({ paymentMethod: 'virtual_account', address: ID_ADDRESS }), 'id-1');
    const va = await pool.query<{ instructions: { accountNumber: string } }>('SELECT p.instructions FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.number = $1', [idOrder.number]);
    expect(va.rows[0].instructions.accountNumber).toMatch(/^88080\d{8,}$/);
    await expect(placeOrder(pool, guest(), ctx('SG'), input({ paymentMethod: 'promptpay_qr' }), 'sg-qr')).rejects.toMatchObject({ status: 400 });
  });

  it('buy now, pay later: keeps the chosen provider, answers it, and opens a session with the provider’s instalment plan (again on a retry)', async () => {
    const shopper = guest();
    await addProduct(pool, shopper, ctx('ID'), await variantWithStock('ID', 10, 7), 1);
    const placed = await placeOrder(pool, shopper, ctx('ID'), input({ paymentMethod: 'buy_now_pay_later', payLaterProvider: 'akulaku', address: ID_ADDRESS }), 'id-bnpl-1');
    const stored = await pool.query<{ pay_later_provider: string; payment_method: string }>('SELECT pay_later_provider, payment_method FROM orders WHERE number = $1', [placed.number]);
    expect(stored.rows[0]).toEqual({ pay_later_provider: 'akulaku', payment_method: 'buy_now_pay_later' });
    const order = (await readOrder(pool, placed.number, shopper))!;
    expect(order.payLaterProvider).toBe('akulaku');
    const plan = order.payment.instructions as { provider: string; instalments: { amount: number; dueDate: string }[] };
    expect(plan.provider).toBe('akulaku');
    expect(plan.instalments).toHaveLength(3);
    expect(plan.instalments.reduce((sum, i) => sum + i.amount, 0)).toBe(order.totals.total);
    expect(plan.instalments.every((i) => Number.isInteger(i.amount))).toBe(true);

    // Declined on the provider's page: the payment fails; a retry opens a new session with the same provider.
    expect(await applyPaymentEvent(pool, { id: `decline-${order.payment.id}`, paymentId: String(order.payment.id), type: 'failed' })).toEqual({ applied: true, status: 'payment_failed' });
    const { paymentId } = await retryPayment(pool, order.id);
    const retried = (await readOrder(pool, placed.number, shopper))!;
    expect(retried.payment).toMatchObject({ id: Number(paymentId), method: 'buy_now_pay_later', state: 'pending', instructions: { provider: 'akulaku' } });
    expect(retried.payment.instructions.sessionId).not.toBe(order.payment.instructions.sessionId);
    expect(await applyPaymentEvent(pool, { id: `approve-${paymentId}`, paymentId, type: 'paid' })).toEqual({ applied: true, status: 'paid' });

    // A session the shopper leaves undecided expires after its lifetime (the stock goes back); a retry opens a new one.
    const late = guest();
    await addProduct(pool, late, ctx('ID'), await variantWithStock('ID', 10, 7), 1);
    const undecided = await placeOrder(pool, late, ctx('ID'), input({ paymentMethod: 'buy_now_pay_later', payLaterProvider: 'kredivo', address: ID_ADDRESS }), 'id-bnpl-late');
    const lateOrder = (await readOrder(pool, undecided.number, late))!;
    const session = lateOrder.payment;
    const issued = new Date(Date.parse(session.expiresAt!) - PAY_LATER_SESSION_LIFETIME_MS);
    expect(Math.abs(issued.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await expireDuePayments(pool, new Date(Date.parse(session.expiresAt!) - 1), undecided.number)).toBe(0);
    expect(await expireDuePayments(pool, new Date(Date.parse(session.expiresAt!) + 1), undecided.number)).toBe(1);
    expect((await readOrder(pool, undecided.number, late))!).toMatchObject({ status: 'payment_expired', payment: { state: 'expired' } });
    expect(await applyPaymentEvent(pool, { id: `approve-late-${session.id}`, paymentId: String(session.id), type: 'paid' })).toMatchObject({ applied: false });
    const again = await retryPayment(pool, lateOrder.id);
    expect((await readOrder(pool, undecided.number, late))!.payment).toMatchObject({ id: Number(again.paymentId), state: 'pending', instructions: { provider: 'kredivo' } });

    // Any other method keeps no provider.
    const card = guest();
    await addProduct(pool, card, ctx('SG'), await variantWithStock('SG', 10, 8), 1);
    const byCard = await placeOrder(pool, card, ctx('SG'), input(), 'sg-card-no-provider');
    expect((await readOrder(pool, byCard.number, card))!.payLaterProvider).toBeNull();
  });

  it('refuses a pay-later order without one of the country’s providers (422, nothing placed)', async () => {
    const shopper = guest();
    await addProduct(pool, shopper, ctx('SG'), await variantWithStock('SG', 10, 9), 1);
    for (const [payLaterProvider, message] of [
      ['kredivo', 'kredivo is not a pay-later provider in Singapore (choose one of: atome)'],
      [undefined, 'Choose a pay-later provider (in Singapore: atome)'],
    ] as const) {
      const refused = await placeOrder(pool, shopper, ctx('SG'), input({ paymentMethod: 'buy_now_pay_later', payLaterProvider }), `sg-bnpl-${payLaterProvider}`).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(OrderError);
      expect(refused).toMatchObject({ status: 422, message, details: { details: [{ path: 'payLaterProvider', message }] } });
    }
    await expect(placeOrder(pool, shopper, ctx('SG'), input({ payLaterProvider: 'atome' }), 'sg-card-provider')).rejects.toMatchObject({ status: 422 });
    const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM bag_lines l JOIN bags b ON b.id = l.bag_id WHERE b.device_id = $1 AND l.kind = 'product'", [shopper.deviceId]);
    expect(rows[0].n).toBe(1);
  });

  it('holds a click and collect order 7 days at the store, and refuses samples with it', async () => {
    const shopper = guest();
    await addProduct(pool, shopper, ctx('SG'), await variantWithStock('SG', 10, 7), 1);
    const { rows: stores } = await pool.query<{ slug: string }>("SELECT slug FROM stores WHERE country = 'SG' AND click_and_collect ORDER BY slug LIMIT 1");
    const { items } = await listSamples(pool, shopper, ctx('SG'));
    await addSample(pool, shopper, ctx('SG'), items.find((s) => s.available)!.sku);
    await expect(placeOrder(pool, shopper, ctx('SG'), input({ delivery: 'click_and_collect', storeSlug: stores[0].slug, address: undefined }), 'cc-1')).rejects.toMatchObject({ status: 409 });

    const other = guest();
    await addProduct(pool, other, ctx('SG'), await variantWithStock('SG', 10, 8), 1);
    const now = new Date();
    const order = await placeOrder(pool, other, ctx('SG'), input({ delivery: 'click_and_collect', storeSlug: stores[0].slug, address: undefined }), 'cc-2', now);
    const { rows } = await pool.query<{ hold_until: Date; status: string }>('SELECT hold_until, status FROM orders WHERE number = $1', [order.number]);
    expect(rows[0].status).toBe('payment_pending');
    expect(rows[0].hold_until.getTime() - now.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
  });

  describe('delivery options (checkout)', () => {
    const SG = countries.get('SG')!;
    const SG_ADDRESS = { line1: '1 Orchard Road', line2: '#02-01', postcode: '238800' };
    /** A variant with plenty of stock, the `skip`-th cheapest discountable one of the country, and its price. */
    async function priced(country: string, skip: number): Promise<{ id: number; price: number }> {
      const { rows } = await pool.query<{ id: number; amount: number }>(
        `SELECT v.id, pr.amount FROM variants v JOIN products p ON p.id = v.product_id JOIN prices pr ON pr.variant_id = v.id AND pr.country = $1
          WHERE p.available_from IS NULL AND NOT p.non_discountable ORDER BY pr.amount, v.id OFFSET $2 LIMIT 1`,
        [country, skip],
      );
      await pool.query('UPDATE inventory SET quantity = 100 WHERE variant_id = $1 AND country = $2', [rows[0].id, country]);
      return { id: rows[0].id, price: rows[0].amount };
    }
    const orderRow = async (number: string) =>
      (await pool.query<{ shipping: number; subtotal: number; total: number; delivery_option: string | null; estimated_delivery: string | null; address: Record<string, string> | null }>(
        'SELECT shipping, subtotal, total, delivery_option, estimated_delivery::text, address FROM orders WHERE number = $1',
        [number],
      )).rows[0];

    it('charges express below the threshold and estimates delivery from its business days', async () => {
      const express = findDeliveryOption(SG, 'express')!;
      const cheap = await priced('SG', 0);
      expect(cheap.price).toBeLessThanOrEqual(SG.freeShippingThreshold);
      const shopper = guest();
      await addProduct(pool, shopper, ctx('SG'), cheap.id, 1);
      const now = new Date('2026-11-20T03:00:00Z'); // a Friday
      const order = await placeOrder(pool, shopper, ctx('SG'), input({ deliveryOption: 'express', address: SG_ADDRESS }), 'express-1', now);
      const row = await orderRow(order.number);
      expect(row).toMatchObject({ shipping: express.fee, delivery_option: 'express', estimated_delivery: addBusinessDays(now, express.businessDays) });
      expect(row.estimated_delivery).toBe('2026-11-23');
      expect(row.total).toBe(row.subtotal + express.fee);
      // Only the country's address fields are kept (Singapore asks for no city).
      expect(row.address).toEqual({ line1: '1 Orchard Road', line2: '#02-01', postcode: '238800' });
    });

    it('standard is free above the threshold; express is charged at any amount', async () => {
      const standard = findDeliveryOption(SG, 'standard')!;
      const express = findDeliveryOption(SG, 'express')!;
      const item = await priced('SG', 5);
      const quantity = Math.floor(SG.freeShippingThreshold / item.price) + 1;
      const a = guest();
      await addProduct(pool, a, ctx('SG'), item.id, quantity);
      const free = await orderRow((await placeOrder(pool, a, ctx('SG'), input(), 'standard-free')).number);
      expect(free).toMatchObject({ shipping: 0, delivery_option: 'standard' });
      expect(free.subtotal).toBeGreaterThan(SG.freeShippingThreshold);
      expect(standard.freeAboveThreshold).toBe(true);

      const b = guest();
      await addProduct(pool, b, ctx('SG'), item.id, quantity);
      expect((await orderRow((await placeOrder(pool, b, ctx('SG'), input({ deliveryOption: 'express' }), 'express-big')).number)).shipping).toBe(express.fee);

      const c = guest();
      await addProduct(pool, c, ctx('SG'), (await priced('SG', 0)).id, 1);
      expect((await orderRow((await placeOrder(pool, c, ctx('SG'), input(), 'standard-paid')).number)).shipping).toBe(standard.fee);
    });

    it('refuses an option the country does not offer, and an address without the country\'s required fields', async () => {
      const shopper = guest();
      await addProduct(pool, shopper, ctx('SG'), (await priced('SG', 1)).id, 1);
      const unknown = await placeOrder(pool, shopper, ctx('SG'), input({ deliveryOption: 'drone' }), 'drone-1').catch((e: unknown) => e);
      expect(unknown).toBeInstanceOf(OrderError);
      expect(unknown).toMatchObject({ status: 400, details: { details: [{ path: 'deliveryOption' }] } });

      const th = guest();
      await addProduct(pool, th, ctx('TH'), (await priced('TH', 1)).id, 1);
      const thai = input({ address: { line1: '99 Sukhumvit Road', city: 'Watthana', postcode: '1011' }, recipient: { firstName: 'Mali', lastName: 'S', callingCode: '+66', phone: '812345678' } });
      const refused = await placeOrder(pool, th, ctx('TH'), thai, 'th-address').catch((e: unknown) => e);
      expect(refused).toMatchObject({ status: 400 });
      const paths = ((refused as OrderError).details as { details: { path: string; message: string }[] }).details;
      expect(paths).toEqual(expect.arrayContaining([{ path: 'address.state', message: 'Required field' }, { path: 'address.postcode', message: 'Invalid postcode' }]));
      // Nothing was taken: the bag is still there for a corrected try.
      const fixed = await placeOrder(pool, th, ctx('TH'), { ...thai, address: { ...thai.address!, state: 'Bangkok', postcode: '10110' } }, 'th-address-2');
      expect((await orderRow(fixed.number)).address).toEqual({ line1: '99 Sukhumvit Road', city: 'Watthana', state: 'Bangkok', postcode: '10110' });
    });

    it('click and collect ships free, has no delivery option, and refuses a reward that cannot be collected', async () => {
      const { rows: stores } = await pool.query<{ slug: string }>("SELECT slug FROM stores WHERE country = 'SG' AND click_and_collect ORDER BY slug LIMIT 1");
      const collect = input({ delivery: 'click_and_collect', storeSlug: stores[0].slug, address: undefined });
      const shopper = guest();
      await addProduct(pool, shopper, ctx('SG'), (await priced('SG', 0)).id, 1);
      const order = await placeOrder(pool, shopper, ctx('SG'), collect, 'collect-1');
      expect(await orderRow(order.number)).toMatchObject({ shipping: 0, delivery_option: null, estimated_delivery: null });

      const member = await sgMember('collector');
      await pool.query("INSERT INTO loyalty_ledger (account_id, points, source, reference) VALUES ($1, 5000, 'manual_points_adjustment', 'test')", [member.accountId]);
      const { rows: rewards } = await pool.query<{ id: string }>("SELECT id FROM rewards WHERE country = 'SG' AND kind = 'product' AND NOT click_and_collect AND quantity_left > 0 LIMIT 1");
      await addProduct(pool, member, ctx('SG'), (await priced('SG', 2)).id, 1);
      await addReward(pool, member, ctx('SG'), rewards[0].id);
      const refused = placeOrder(pool, member, ctx('SG'), collect, 'collect-reward');
      await expect(refused).rejects.toMatchObject({ status: 409, message: BAG_MESSAGES.notForClickAndCollect });
      // Delivered home, the same bag is fine.
      expect((await placeOrder(pool, member, ctx('SG'), input(), 'deliver-reward')).replayed).toBe(false);
    });
  });

  describe('payment events', () => {
    const stockOf = async (variantId: number, country: string) =>
      (await pool.query<{ quantity: number }>('SELECT quantity FROM inventory WHERE variant_id = $1 AND country = $2', [variantId, country])).rows[0].quantity;
    const paymentOf = async (number: string) =>
      (await pool.query<{ id: string; state: string; payload: string | null }>("SELECT p.id::text, p.state, p.instructions->>'payload' AS payload FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.number = $1 ORDER BY p.id DESC LIMIT 1", [number])).rows[0];
    const statusOf = async (number: string) => (await pool.query<{ status: string; id: string }>('SELECT status, id::text FROM orders WHERE number = $1', [number])).rows[0];

    it('a QR that expires gives the stock back; a retry takes it again with a new QR; paying settles once, replays change nothing', async () => {
      const variantId = await variantWithStock('TH', 10, 9);
      const shopper = guest();
      await addProduct(pool, shopper, ctx('TH'), variantId, 3);
      const order = await placeOrder(pool, shopper, ctx('TH'), input({ paymentMethod: 'promptpay_qr', address: TH_ADDRESS }), 'retry-1');
      expect(await stockOf(variantId, 'TH')).toBe(7);

      const later = new Date(Date.now() + QR_LIFETIME_MS + 1000);
      expect(await expireDuePayments(pool, later, 'AT-TH-999999999')).toBe(0);
      expect((await statusOf(order.number)).status).toBe('payment_pending');
      expect(await expireDuePayments(pool, later, order.number)).toBe(1);
      expect((await statusOf(order.number)).status).toBe('payment_expired');
      expect(await stockOf(variantId, 'TH')).toBe(10);
      const expiredPayment = await paymentOf(order.number);
      expect(await applyPaymentEvent(pool, { id: 'late-pay', paymentId: expiredPayment.id, type: 'paid' })).toMatchObject({ applied: false, reason: 'not_allowed' });

      const { paymentId } = await retryPayment(pool, (await statusOf(order.number)).id);
      expect(await stockOf(variantId, 'TH')).toBe(7);
      const fresh = await paymentOf(order.number);
      expect(fresh).toMatchObject({ id: paymentId, state: 'pending' });
      expect(hasValidCrc(fresh.payload!)).toBe(true);

      expect(await applyPaymentEvent(pool, { id: 'evt-paid-1', paymentId, type: 'paid' })).toEqual({ applied: true, status: 'paid' });
      expect(await applyPaymentEvent(pool, { id: 'evt-paid-1', paymentId, type: 'paid' })).toMatchObject({ applied: false, reason: 'replayed' });
      expect((await statusOf(order.number)).status).toBe('paid');
      expect(await stockOf(variantId, 'TH')).toBe(7);
    });

    it('a failed payment that keeps the inventory holds the stock for the retry', async () => {
      const variantId = await variantWithStock('SG', 10, 10);
      const shopper = guest();
      await addProduct(pool, shopper, ctx('SG'), variantId, 2);
      const order = await placeOrder(pool, shopper, ctx('SG'), input(), 'fwi-1');
      const payment = await paymentOf(order.number);
      expect(await applyPaymentEvent(pool, { id: 'fwi-evt', paymentId: payment.id, type: 'failed_with_inventory' })).toEqual({ applied: true, status: 'payment_failed_with_inventory' });
      expect(await stockOf(variantId, 'SG')).toBe(8);
      await retryPayment(pool, (await statusOf(order.number)).id);
      expect(await stockOf(variantId, 'SG')).toBe(8);
      expect((await statusOf(order.number)).status).toBe('payment_pending');
      await expect(retryPayment(pool, (await statusOf(order.number)).id)).rejects.toMatchObject({ status: 409 });
    });

    it('a member whose order was paid is no longer on a first purchase (WELCOME15 refused)', async () => {
      const shopper = await sgMember('first');
      const variantId = await variantWithStock('SG', 20, 11);
      await addProduct(pool, shopper, ctx('SG'), variantId, 1);
      await applyCode(pool, shopper, ctx('SG'), 'WELCOME15');
      const order = await placeOrder(pool, shopper, ctx('SG'), input(), 'first-1');
      expect((await pool.query("SELECT promo_code FROM orders WHERE number = $1", [order.number])).rows[0].promo_code).toBe('WELCOME15');
      await applyPaymentEvent(pool, { id: `first-paid-${order.number}`, paymentId: (await paymentOf(order.number)).id, type: 'paid' });
      await addProduct(pool, shopper, ctx('SG'), variantId, 1);
      await expect(applyCode(pool, shopper, ctx('SG'), 'WELCOME15')).rejects.toMatchObject({ status: 422, details: { reason: 'first_purchase_only' } });
    });
  });
});
