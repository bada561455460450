import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '@/config/countries/registry';
import { GIFT_CARD_MESSAGES, type BuyGiftCardBody } from '@/schemas/api/gift-cards';
import { registerTestMember } from '../accounts/testing/test-member';
import { addProduct, mergeGuestBag, readBag, type BagContext, type BagOwner } from '../bag/bag';
import { bagSeedStep } from '@/demo-data/bag/seed';
import { catalogSeedSteps } from '@/demo-data/catalog';
import { runMigrations } from '../db/migrate';
import { foundationSeedSteps, runSeed } from '@/demo-data/seed';
import { MIGRATIONS_DIR, databasesUnderTest, freshDatabase } from '@/tests/db/test-database';
import { listOutbox } from '../outbox/outbox';
import { placeOrder, type PlaceOrderInput } from '../orders/place-order';
import { applyPaymentEvent, retryPayment } from '../orders/payment-events';
import { normalizeCode } from './codes';
import { formatValidUntil } from '@/lib/gift-cards/valid-until';
import { appliedGiftCard, applyGiftCard, buyGiftCard, giftCardBalance, GiftCardError, removeGiftCard } from './gift-cards';

const ctx = (code: string): BagContext => ({ country: countries.get(code)!, lang: 'en' });
let devices = 0;
const guest = (): BagOwner => ({ deviceId: `gift-device-${Date.now()}-${++devices}` });
const purchase = (overrides: Partial<BuyGiftCardBody> = {}): BuyGiftCardBody => ({
  amount: 5000,
  recipientEmail: `friend-${Date.now()}-${++devices}@example.com`,
  senderName: 'Wei',
  message: 'Happy birthday!',
  email: 'buyer@example.com',
  paymentMethod: 'card',
  ...overrides,
});
/** A delivery order in Singapore, paid by card for whatever the gift card leaves. */
const orderInput = (): PlaceOrderInput => ({
  email: 'shopper@example.com', delivery: 'delivery', paymentMethod: 'card',
  address: { line1: '8 Marina View', city: 'Singapore', postcode: '018960' }, recipient: { firstName: 'Mei', lastName: 'Tan', callingCode: '+65', phone: '91234567' },
});

/** A migrated database with the seeded catalogue and bag data, beside the server's others; close() drops it. */
async function seededStore(serverUrl: string): Promise<{ pool: pg.Pool; close: () => Promise<void> }> {
  const { url, drop } = await freshDatabase(serverUrl);
  const store = new pg.Pool({ connectionString: url, max: 20 });
  await runMigrations(store, { dir: MIGRATIONS_DIR, log: () => undefined });
  await runSeed(store, [...foundationSeedSteps, ...catalogSeedSteps, bagSeedStep], () => undefined);
  return { pool: store, close: () => store.end().then(drop) };
}

describe.each(databasesUnderTest())('e-gift cards on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => ({ pool, close } = await seededStore(serverUrl)), 120_000);
  afterAll(() => close?.());

  const paymentOf = async (number: string) =>
    (await pool.query<{ id: string; state: string; method: string }>('SELECT p.id::text, p.state, p.method FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.number = $1 ORDER BY p.id DESC LIMIT 1', [number])).rows[0];
  const orderRow = async (number: string) =>
    (await pool.query<{ id: string; status: string; total: number; gift_card_redeemed: number; payment_method: string }>('SELECT id::text, status, total, gift_card_redeemed, payment_method FROM orders WHERE number = $1', [number])).rows[0];
  const codeIn = async (recipient: string) => {
    const mails = await listOutbox(pool, { recipient });
    return mails.map((m) => /([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4})/.exec(m.body)?.[1]).filter((c): c is string => !!c);
  };

  /** Buys a card in `country` and pays for it; answers its code (as emailed). */
  async function issuedCard(country: string, amount: number): Promise<string> {
    const body = purchase({ amount, paymentMethod: country === 'TH' ? 'promptpay_qr' : 'card' });
    const bought = await buyGiftCard(pool, guest(), ctx(country), body, `buy-${Date.now()}-${++devices}`);
    await applyPaymentEvent(pool, { id: `paid-${bought.number}`, paymentId: (await paymentOf(bought.number)).id, type: 'paid' });
    return (await codeIn(body.recipientEmail))[0];
  }

  /** A guest with `quantity` of an in-stock SG product in the bag. */
  async function shopperWithBag(quantity = 1, skip = 0): Promise<BagOwner> {
    const { rows } = await pool.query<{ id: number }>(
      `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id JOIN prices pr ON pr.variant_id = v.id AND pr.country = 'SG'
        WHERE p.available_from IS NULL ORDER BY v.id OFFSET $1 LIMIT 1`,
      [20 + skip],
    );
    await pool.query("UPDATE inventory SET quantity = 500 WHERE variant_id = $1 AND country = 'SG'", [rows[0].id]);
    const shopper = guest();
    await addProduct(pool, shopper, ctx('SG'), rows[0].id, quantity);
    return shopper;
  }

  it('buys a card as an order with one e-gift card line; paying issues it and emails its code once, even when the event is replayed', async () => {
    const body = purchase({ amount: 10000 });
    const buyer = guest();
    const bought = await buyGiftCard(pool, buyer, ctx('SG'), body, 'buy-once-1');
    expect(await buyGiftCard(pool, buyer, ctx('SG'), body, 'buy-once-1')).toMatchObject({ number: bought.number, replayed: true });
    await expect(buyGiftCard(pool, buyer, ctx('SG'), { ...body, amount: 5000 }, 'buy-once-1')).rejects.toMatchObject({ status: 422 });
    const order = await orderRow(bought.number);
    expect(order).toMatchObject({ status: 'payment_pending', total: 10000 });
    const { rows: lines } = await pool.query('SELECT kind, quantity, total, variant_id FROM order_lines WHERE order_id = $1', [order.id]);
    expect(lines).toEqual([{ kind: 'e_gift_card', quantity: 1, total: 10000, variant_id: null }]);
    expect(await codeIn(body.recipientEmail)).toEqual([]);

    const payment = await paymentOf(bought.number);
    expect(await applyPaymentEvent(pool, { id: 'gc-paid-1', paymentId: payment.id, type: 'paid' })).toEqual({ applied: true, status: 'paid' });
    expect(await applyPaymentEvent(pool, { id: 'gc-paid-1', paymentId: payment.id, type: 'paid' })).toMatchObject({ applied: false, reason: 'replayed' });
    expect(await applyPaymentEvent(pool, { id: 'gc-paid-2', paymentId: payment.id, type: 'paid' })).toMatchObject({ applied: false, reason: 'not_allowed' });

    const mails = await listOutbox(pool, { recipient: body.recipientEmail });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'e_gift_card', channel: 'email' });
    expect(mails[0].body).toContain('Happy birthday!');
    expect(mails[0].body).toContain('$100');
    const [code] = await codeIn(body.recipientEmail);
    const balance = await giftCardBalance(pool, code);
    expect(balance).toMatchObject({ balance: 10000, currency: 'SGD' });
    expect(new Date(balance.expiresAt).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 3);
    // Only the hash is kept.
    const { rows: stored } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM gift_cards WHERE code_hash = $1 OR code_last4 = $1', [normalizeCode(code)]);
    expect(stored[0].n).toBe(0);
  });

  it('gives the card one validity date, its country’s, in the e-mail and on the site (issue 21, item 13)', async () => {
    const body = purchase({ amount: 5000 });
    const bought = await buyGiftCard(pool, guest(), ctx('SG'), body, `buy-date-${Date.now()}`);
    // Paid at 20:00 UTC on 26 Nov, which is 04:00 on 27 Nov in Singapore: the two calendars disagree.
    await applyPaymentEvent(pool, { id: `paid-date-${bought.number}`, paymentId: (await paymentOf(bought.number)).id, type: 'paid' }, new Date('2026-11-26T20:00:00Z'));
    const [mail] = await listOutbox(pool, { recipient: body.recipientEmail });
    const [code] = await codeIn(body.recipientEmail);
    const balance = await giftCardBalance(pool, code);
    expect(balance.expiresAt).toBe('2029-11-26T20:00:00.000Z');
    expect(balance.validUntil).toBe('2029-11-27');
    expect(mail.body).toContain('Valid until 27 November 2029.');
    // What the site shows is the e-mail's date.
    expect(mail.body).toContain(`Valid until ${formatValidUntil(balance.validUntil, 'en-SG', 'long')}.`);
    expect(formatValidUntil(balance.validUntil, 'en-SG')).toBe('27 Nov 2029');
  });

  it('refuses amounts outside the country’s limits, and a gift card or pay later as the way to pay', async () => {
    const limits = ctx('TH').country.eGiftCard!;
    await expect(buyGiftCard(pool, guest(), ctx('TH'), purchase({ amount: limits.min - 1, paymentMethod: 'promptpay_qr' }), 'low-1')).rejects.toMatchObject({ status: 400, message: GIFT_CARD_MESSAGES.amountOutOfRange, details: { min: limits.min, max: limits.max } });
    await expect(buyGiftCard(pool, guest(), ctx('TH'), purchase({ amount: limits.max + 1, paymentMethod: 'promptpay_qr' }), 'high-1')).rejects.toMatchObject({ status: 400 });
    await expect(buyGiftCard(pool, guest(), ctx('TH'), purchase({ amount: limits.min, paymentMethod: 'gift_card' }), 'gc-1')).rejects.toMatchObject({ status: 400, message: GIFT_CARD_MESSAGES.notPayable });
    expect(ctx('TH').country.paymentMethods).toContain('buy_now_pay_later');
    await expect(buyGiftCard(pool, guest(), ctx('TH'), purchase({ amount: limits.min, paymentMethod: 'buy_now_pay_later' }), 'bnpl-1')).rejects.toMatchObject({ status: 400, message: GIFT_CARD_MESSAGES.notPayLater });
    await expect(buyGiftCard(pool, guest(), ctx('SG'), purchase({ paymentMethod: 'promptpay_qr' }), 'qr-sg')).rejects.toMatchObject({ status: 400 });
  });

  it('pays part of a bag: the totals show min(balance, due), the order takes it off the card, a failed payment gives it back once, a retry takes it again', async () => {
    const code = await issuedCard('SG', 1000);
    const shopper = await shopperWithBag(2);
    const due = (await readBag(pool, shopper, ctx('SG'))).totals.total;
    expect(due).toBeGreaterThan(1000);
    await applyGiftCard(pool, shopper, ctx('SG'), code.toLowerCase());
    const bag = await readBag(pool, shopper, ctx('SG'));
    expect(bag.totals).toMatchObject({ giftCardRedeemed: 1000, total: due - 1000 });
    expect(await appliedGiftCard(pool, shopper, ctx('SG'), 1000)).toMatchObject({ code: `•••• ${normalizeCode(code)!.slice(-4)}`, balance: 1000, redeemed: 1000, remaining: 0 });

    const placed = await placeOrder(pool, shopper, ctx('SG'), orderInput(), 'partial-1');
    expect(await orderRow(placed.number)).toMatchObject({ status: 'payment_pending', gift_card_redeemed: 1000, total: due - 1000, payment_method: 'card' });
    expect((await giftCardBalance(pool, code)).balance).toBe(0);

    const payment = await paymentOf(placed.number);
    await applyPaymentEvent(pool, { id: 'partial-failed', paymentId: payment.id, type: 'failed' });
    await applyPaymentEvent(pool, { id: 'partial-failed', paymentId: payment.id, type: 'failed' });
    expect((await giftCardBalance(pool, code)).balance).toBe(1000);

    const { paymentId } = await retryPayment(pool, (await orderRow(placed.number)).id);
    expect((await giftCardBalance(pool, code)).balance).toBe(0);
    await applyPaymentEvent(pool, { id: 'partial-expired', paymentId, type: 'expired' });
    expect((await giftCardBalance(pool, code)).balance).toBe(1000);
  });

  it('pays a whole bag at once: the order is paid by the gift card, and the rest stays on the card', async () => {
    const code = await issuedCard('SG', 50000);
    const shopper = await shopperWithBag(1, 1);
    await applyGiftCard(pool, shopper, ctx('SG'), code);
    const bag = await readBag(pool, shopper, ctx('SG'));
    expect(bag.totals.total).toBe(0);
    const redeemed = bag.totals.giftCardRedeemed;
    const placed = await placeOrder(pool, shopper, ctx('SG'), orderInput(), 'whole-1');
    expect(await orderRow(placed.number)).toMatchObject({ status: 'paid', total: 0, gift_card_redeemed: redeemed, payment_method: 'gift_card' });
    expect(await paymentOf(placed.number)).toMatchObject({ state: 'paid', method: 'gift_card' });
    expect((await giftCardBalance(pool, code)).balance).toBe(50000 - redeemed);
  });

  it('never overdraws a card when many orders race for its balance; the losers hear a clear 409', async () => {
    const code = await issuedCard('SG', 3000);
    const shoppers = await Promise.all(Array.from({ length: 8 }, (_, i) => shopperWithBag(1, 2 + i)));
    const dues: number[] = [];
    for (const shopper of shoppers) {
      await applyGiftCard(pool, shopper, ctx('SG'), code);
      dues.push((await readBag(pool, shopper, ctx('SG'))).totals.giftCardRedeemed);
    }
    expect(dues.every((d) => d > 0)).toBe(true);
    const results = await Promise.allSettled(shoppers.map((s, i) => placeOrder(pool, s, ctx('SG'), orderInput(), `race-${i}`)));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    for (const r of refused) expect(r.reason).toMatchObject({ status: 409, message: GIFT_CARD_MESSAGES.balanceChanged });
    const { rows } = await pool.query<{ balance: number; taken: number }>(
      `SELECT c.balance, coalesce(sum(r.amount) FILTER (WHERE r.state = 'held'), 0)::int AS taken
         FROM gift_cards c LEFT JOIN gift_card_redemptions r ON r.gift_card_id = c.id WHERE c.code_hash IS NOT NULL AND c.initial_balance = 3000 AND c.status = 'active'
        GROUP BY c.id ORDER BY c.id DESC LIMIT 1`,
    );
    expect(rows[0].balance).toBeGreaterThanOrEqual(0);
    expect(rows[0].balance + rows[0].taken).toBe(3000);
    expect(results.length - refused.length).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('keeps a guest’s applied card when the guest bag merges into the member’s at sign-in; the member’s own card wins', async () => {
    const code = await issuedCard('SG', 1500);
    const shopper = await shopperWithBag(1, 14);
    await applyGiftCard(pool, shopper, ctx('SG'), code);
    const member = { accountId: await registerTestMember(pool), deviceId: shopper.deviceId };
    await mergeGuestBag(pool, shopper.deviceId, member.accountId);
    expect(await appliedGiftCard(pool, member, ctx('SG'), 0)).toMatchObject({ code: `•••• ${normalizeCode(code)!.slice(-4)}`, balance: 1500 });
    const { totals } = await readBag(pool, member, ctx('SG'));
    expect(totals.giftCardRedeemed).toBeGreaterThan(0);
    expect(totals.giftCardRedeemed).toBe(Math.min(1500, totals.total + totals.giftCardRedeemed));
    expect((await pool.query('SELECT 1 FROM bags WHERE device_id = $1 AND account_id IS NULL', [shopper.deviceId])).rows).toEqual([]);

    // Signing in again on another device whose guest bag has its own card: the member's card stays.
    const otherCode = await issuedCard('SG', 1000);
    const second = await shopperWithBag(1, 15);
    await applyGiftCard(pool, second, ctx('SG'), otherCode);
    await mergeGuestBag(pool, second.deviceId, member.accountId);
    expect(await appliedGiftCard(pool, member, ctx('SG'), 0)).toMatchObject({ code: `•••• ${normalizeCode(code)!.slice(-4)}`, balance: 1500 });
    expect((await readBag(pool, member, ctx('SG'))).lines.filter((l) => l.kind === 'product')).toHaveLength(2);
  });

  it('refuses unknown codes, cards of another country, and a card emptied elsewhere', async () => {
    const shopper = await shopperWithBag(1, 12);
    await expect(applyGiftCard(pool, shopper, ctx('SG'), 'AAAA-BBBB-CCCC-DDDD')).rejects.toMatchObject({ status: 404, message: GIFT_CARD_MESSAGES.invalidCode });
    const thCode = await issuedCard('TH', 50000);
    await expect(applyGiftCard(pool, shopper, ctx('SG'), thCode)).rejects.toMatchObject({ status: 422, message: GIFT_CARD_MESSAGES.otherCountry });

    const code = await issuedCard('SG', 1000);
    await applyGiftCard(pool, shopper, ctx('SG'), code);
    const other = await shopperWithBag(1, 13);
    await applyGiftCard(pool, other, ctx('SG'), code);
    await placeOrder(pool, other, ctx('SG'), orderInput(), 'empties-1');
    expect((await readBag(pool, shopper, ctx('SG'))).totals.giftCardRedeemed).toBe(0);
    await expect(placeOrder(pool, shopper, ctx('SG'), orderInput(), 'emptied-1')).rejects.toBeInstanceOf(GiftCardError);
    await expect(applyGiftCard(pool, shopper, ctx('SG'), code)).rejects.toMatchObject({ status: 422, message: GIFT_CARD_MESSAGES.empty });
    await removeGiftCard(pool, shopper, ctx('SG'));
    expect(await placeOrder(pool, shopper, ctx('SG'), orderInput(), 'emptied-2')).toMatchObject({ replayed: false });
    expect((await giftCardBalance(pool, code)).balance).toBe(0);
  });
});
