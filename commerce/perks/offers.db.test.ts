import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '@/config/countries/registry';
import { BAG_MESSAGES } from '@/schemas/api/bag';
import { RegisterBody } from '@/schemas/api/accounts';
import { registerAccount } from '../accounts/accounts';
import { giveTier } from '../accounts/testing/test-member';
import { catalogSeedSteps } from '@/demo-data/catalog';
import { foundationSeedSteps } from '@/demo-data/seed';
import { databasesUnderTest, migratedTestDatabase } from '@/tests/db/test-database';
import { addProduct, applyCode, BagError, readBag, type BagContext, type BagOwner } from '../bag/bag';
import { bagSeedStep } from '@/demo-data/bag/seed';
import { placeOrder, type PlaceOrderInput } from '../orders/place-order';
import { applyPaymentEvent, retryPayment } from '../orders/payment-events';
import { applyOffer, listMemberOffers, listSales, memberSalePrices, removeOffer } from './offers';
import { perksSeedStep } from '@/demo-data/perks/seed';

const SG: BagContext = { country: countries.get('SG')!, lang: 'en' };
const order = (): PlaceOrderInput => ({
  email: 'perks@example.com',
  delivery: 'delivery',
  address: { line1: '1 Orchard Road', city: 'Singapore', postcode: '238800' },
  recipient: { firstName: 'Wei', lastName: 'Lim', callingCode: '+65', phone: '81234567' },
  paymentMethod: 'card',
});
let seq = 0;

async function refused(promise: Promise<unknown>, status: number, message: string): Promise<void> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(BagError);
  expect((error as BagError).status).toBe(status);
  expect((error as BagError).message).toBe(message);
}

describe.each(databasesUnderTest())('Beauty Pass offers on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let close: () => Promise<void>;
  /** A discountable SG variant in stock, priced between 20 and 40 dollars, not in the sale. */
  let variant: { id: number; price: number };

  async function member(options: { tier?: 'gold' | 'black'; birthDate?: string } = {}): Promise<BagOwner & { accountId: string }> {
    const registered = await registerAccount(pool, RegisterBody.parse({
      email: `perks-${Date.now()}-${++seq}@example.com`, password: 'Rosewood15!', passwordConfirmation: 'Rosewood15!', firstName: 'Ana', lastName: 'Cruz',
      mobile: { callingCode: '+65', number: '81234567' }, birthDate: options.birthDate ?? '1990-01-01',
      consents: { overMinimumAge: true, policyAgreement: true, personalInformation: true, thirdPartyDisclosure: true },
    }), { country: 'SG', language: 'en', now: new Date() });
    if (!registered.ok) throw new Error('registration failed');
    if (options.tier) {
      await giveTier(pool, String(registered.account.id), options.tier);
    }
    return { accountId: registered.account.id, deviceId: `perks-device-${++seq}` };
  }

  const tenPercent = async (owner: BagOwner) => (await listMemberOffers(pool, owner, SG)).find((o) => o.perkType === 'ten_percent_off')!;

  beforeAll(async () => {
    ({ pool, close } = await migratedTestDatabase(serverUrl, { seed: [...foundationSeedSteps, ...catalogSeedSteps, bagSeedStep, perksSeedStep], max: 12 }));
    const { rows } = await pool.query<{ id: number; price: number }>(
      `SELECT v.id, pr.amount AS price FROM variants v JOIN products p ON p.id = v.product_id JOIN prices pr ON pr.variant_id = v.id AND pr.country = 'SG'
         JOIN inventory i ON i.variant_id = v.id AND i.country = 'SG'
        WHERE p.available_from IS NULL AND NOT p.non_discountable AND i.quantity > 100 AND pr.amount BETWEEN 2000 AND 4000
          AND NOT EXISTS (SELECT 1 FROM sale_prices sp WHERE sp.variant_id = v.id) ORDER BY v.id LIMIT 1`,
    );
    variant = rows[0];
    await pool.query("UPDATE inventory SET quantity = 10000 WHERE variant_id = $1 AND country = 'SG'", [variant.id]);
  }, 180_000);

  afterAll(async () => {
    await close?.();
  });

  it('lists a member’s offers from their tier, birthday month and flags, with minimum spend and valid-till', async () => {
    const birthMonth = new Intl.DateTimeFormat('en', { timeZone: SG.country.timeZone, month: '2-digit' }).format(new Date());
    const gold = await member({ tier: 'gold', birthDate: `1991-${birthMonth}-15` });
    const offers = await listMemberOffers(pool, gold, SG);
    const types = offers.map((o) => `${o.perkType}:${o.state}`);
    expect(types).toEqual(expect.arrayContaining(['ten_percent_off:available', 'welcome_voucher:available', 'gold_welcome:available', 'birthday_voucher:available', 'birthday_points:automatic', 'others:automatic']));
    expect(types).not.toContain('staff_discount:automatic');
    const ten = offers.find((o) => o.perkType === 'ten_percent_off')!;
    expect(ten).toMatchObject({ minSpend: 5000, percent: 10, maxRedemptions: 1, redeemed: 0, applicable: false, reason: 'min_spend', spendMore: 5000 });
    expect(ten.validUntil).not.toBeNull();
    // Listing twice gives nothing twice.
    expect((await listMemberOffers(pool, gold, SG)).filter((o) => o.perkType === 'ten_percent_off')).toHaveLength(1);
    await refused(listMemberOffers(pool, { deviceId: 'a-guest' }, SG), 401, BAG_MESSAGES.signInForOffers);
  });

  it('applies an offer only at or above its minimum spend, and never beside a promo code', async () => {
    const shopper = await member();
    const ten = await tenPercent(shopper);
    const quantity = Math.ceil(5000 / variant.price);
    await addProduct(pool, shopper, SG, variant.id, quantity - 1);
    const below = await applyOffer(pool, shopper, SG, ten.id).catch((e: unknown) => e);
    expect(below).toMatchObject({ status: 422, message: BAG_MESSAGES.promotionInvalid, details: { reason: 'min_spend' } });
    await refused(applyOffer(pool, shopper, SG, 999_999), 404, BAG_MESSAGES.offerNotFound);
    await addProduct(pool, shopper, SG, variant.id, 1);
    await applyOffer(pool, shopper, SG, ten.id);
    const bag = await readBag(pool, shopper, SG);
    expect(bag.offer).toMatchObject({ id: ten.id, applied: true, reason: null, minSpend: 5000 });
    expect(bag.totals.discount).toBe(Math.floor((2 * bag.totals.subtotal * 10 + 100) / 200));
    await refused(applyCode(pool, shopper, SG, 'GLOW10'), 409, BAG_MESSAGES.offerInsteadOfCode);
    await removeOffer(pool, shopper, SG);
    await applyCode(pool, shopper, SG, 'GLOW10');
    await refused(applyOffer(pool, shopper, SG, ten.id), 409, BAG_MESSAGES.codeInsteadOfOffer);
  });

  it('refuses an offer past its valid-till date, and another member’s offer as not found', async () => {
    const shopper = await member();
    const ten = await tenPercent(shopper);
    await addProduct(pool, shopper, SG, variant.id, 3);
    await pool.query("UPDATE member_offers SET valid_until = now() - interval '1 minute' WHERE id = $1", [ten.id]);
    expect((await tenPercent(shopper)).state).toBe('expired');
    const expired = await applyOffer(pool, shopper, SG, ten.id).catch((e: unknown) => e);
    expect(expired).toMatchObject({ status: 422, details: { reason: 'expired' } });
    await refused(applyOffer(pool, await member(), SG, ten.id), 404, BAG_MESSAGES.offerNotFound);
  });

  it('is redeemed once under concurrency: of two orders placed at once with the same offer, one gets it', async () => {
    const shopper = await member();
    const ten = await tenPercent(shopper);
    // Two bags of the same member (two countries cannot share an offer, so: the same bag, read twice at once).
    await addProduct(pool, shopper, SG, variant.id, 3);
    await applyOffer(pool, shopper, SG, ten.id);
    const second = { accountId: shopper.accountId, deviceId: `${shopper.deviceId}-b` };
    const results = await Promise.allSettled([placeOrder(pool, shopper, SG, order(), 'offer-a'), placeOrder(pool, second, SG, order(), 'offer-b')]);
    const placed = results.filter((r) => r.status === 'fulfilled');
    expect(placed).toHaveLength(1);
    const { rows } = await pool.query<{ redeemed: number }>('SELECT redeemed FROM member_offers WHERE id = $1', [ten.id]);
    expect(rows[0].redeemed).toBe(1);
    const offer = await tenPercent(shopper);
    expect(offer.state).toBe('fully_redeemed');
    await addProduct(pool, shopper, SG, variant.id, 3);
    await refused(applyOffer(pool, shopper, SG, ten.id), 409, BAG_MESSAGES.offerFullyRedeemed);
  });

  it('takes the use in the order’s transaction, gives it back when the payment fails, and takes it again on retry', async () => {
    const shopper = await member();
    const ten = await tenPercent(shopper);
    await addProduct(pool, shopper, SG, variant.id, 3);
    await applyOffer(pool, shopper, SG, ten.id);
    const placed = await placeOrder(pool, shopper, SG, order(), 'offer-fail');
    const { rows: orders } = await pool.query<{ discount: number; payment_id: string }>('SELECT o.discount, p.id::text AS payment_id FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.id = $1', [placed.id]);
    expect(orders[0].discount).toBeGreaterThan(0);
    expect((await tenPercent(shopper)).state).toBe('fully_redeemed');
    await applyPaymentEvent(pool, { id: `fail-${placed.id}`, paymentId: orders[0].payment_id, type: 'failed' });
    expect((await tenPercent(shopper)).state).toBe('available');
    // A replayed failure gives nothing back twice.
    await applyPaymentEvent(pool, { id: `fail-${placed.id}`, paymentId: orders[0].payment_id, type: 'failed' });
    expect((await pool.query('SELECT redeemed FROM member_offers WHERE id = $1', [ten.id])).rows[0].redeemed).toBe(0);
    await retryPayment(pool, placed.id);
    expect((await tenPercent(shopper)).state).toBe('fully_redeemed');
  });

  it('gives gold members free shipping and their early sale prices in the bag; others pay the regular price', async () => {
    const [sale] = await listSales(pool, SG);
    expect(Date.parse(sale.goldFrom)).toBeLessThan(Date.now());
    expect(Date.parse(sale.publicFrom)).toBeGreaterThan(Date.now());
    const item = sale.items[0];
    const gold = await member({ tier: 'gold' });
    const white = await member();
    expect((await memberSalePrices(pool, gold, 'SG', [item.variantId])).items).toEqual([{ variantId: item.variantId, amount: item.amount, regular: item.regular, window: 'gold' }]);
    expect((await memberSalePrices(pool, white, 'SG', [item.variantId])).items).toEqual([]);
    await addProduct(pool, gold, SG, item.variantId, 1);
    await addProduct(pool, white, SG, item.variantId, 1);
    const goldBag = await readBag(pool, gold, SG);
    expect(goldBag.lines[0]).toMatchObject({ unitPrice: item.amount, compareAt: item.regular, earlySale: 'gold' });
    expect(goldBag.totals).toMatchObject({ shipping: 0, freeShipping: { goldPerk: true, qualifies: true } });
    const whiteBag = await readBag(pool, white, SG);
    expect(whiteBag.lines[0]).toMatchObject({ unitPrice: item.regular, earlySale: null });
    if (item.regular <= SG.country.freeShippingThreshold) expect(whiteBag.totals.shipping).toBe(SG.country.shippingFee);
  });
});
