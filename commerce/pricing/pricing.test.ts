import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, mulDivRound, priceBag, promotionEligibility, salePriceFor, type PricingCountry, type PricingInput, type PricingLine, type Promotion } from './pricing';

/**
 * SPEC §9 free-shipping thresholds, written out here on purpose (not read from config): "above" means
 * strictly greater. Minor units: cents, except IDR which has none.
 */
const SPEC_THRESHOLDS: Record<string, { threshold: number; minorUnits: number; currency: string }> = {
  AU: { threshold: 2500, minorUnits: 2, currency: 'AUD' },
  NZ: { threshold: 2500, minorUnits: 2, currency: 'NZD' },
  SG: { threshold: 3500, minorUnits: 2, currency: 'SGD' },
  MY: { threshold: 8000, minorUnits: 2, currency: 'MYR' },
  ID: { threshold: 500_000, minorUnits: 0, currency: 'IDR' },
  PH: { threshold: 300_000, minorUnits: 2, currency: 'PHP' },
  TH: { threshold: 50_000, minorUnits: 2, currency: 'THB' },
};

const country = (code = 'SG', overrides: Partial<PricingCountry> = {}): PricingCountry => {
  const spec = SPEC_THRESHOLDS[code];
  return {
    currency: { code: spec.currency, minorUnits: spec.minorUnits },
    tax: { percent: 9, showBreakdown: true },
    freeShippingThreshold: spec.threshold,
    shippingFee: spec.minorUnits === 0 ? 25_000 : 500,
    pointsEarn: { per: spec.minorUnits === 0 ? 10_000 : 100, points: 1 },
    ...overrides,
  };
};

let lineId = 0;
const line = (overrides: Partial<PricingLine> = {}): PricingLine => ({
  id: `l${++lineId}`,
  productId: 1,
  brandSlug: 'kaya-botanics',
  houseBrand: false,
  unitPrice: 2000,
  quantity: 1,
  nonDiscountable: false,
  kind: 'product',
  ...overrides,
});

const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: 'p1',
  code: 'GLOW10',
  type: 'percent_off',
  percent: 10,
  minSpend: 0,
  firstPurchaseOnly: false,
  brandSlugs: null,
  productIds: null,
  validFrom: null,
  validUntil: null,
  combinableWithStoreCredit: true,
  ...overrides,
});

const input = (overrides: Partial<PricingInput> = {}): PricingInput => ({
  country: country(),
  lines: [],
  promoCode: null,
  automaticPromotions: [],
  customer: { isEmployee: false, isFirstPurchase: false },
  delivery: 'delivery',
  storeCredit: 0,
  giftCard: 0,
  now: new Date('2026-11-22T00:00:00Z'),
  ...overrides,
});

/* ---------- arbitraries ---------- */

const lineArb = fc.record({
  productId: fc.integer({ min: 1, max: 6 }),
  brandSlug: fc.constantFrom('kaya-botanics', 'lumen', 'atelier-house'),
  houseBrand: fc.boolean(),
  unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
  quantity: fc.integer({ min: 1, max: 12 }),
  nonDiscountable: fc.boolean(),
  kind: fc.constantFrom<PricingLine['kind']>('product', 'product', 'product', 'gift', 'sample', 'reward'),
  pointsCost: fc.integer({ min: 0, max: 2000 }),
});

const promotionArb = fc.record({
  id: fc.constant('p'),
  code: fc.constantFrom('GLOW10', 'SAVE5', null),
  type: fc.constantFrom<Promotion['type']>('percent_off', 'amount_off', 'gift_with_purchase'),
  percent: fc.integer({ min: 1, max: 100 }),
  amount: fc.integer({ min: 0, max: 10_000_000 }),
  gifts: fc.record({ maxSelectable: fc.integer({ min: 1, max: 3 }) }),
  minSpend: fc.integer({ min: 0, max: 200_000 }),
  firstPurchaseOnly: fc.boolean(),
  brandSlugs: fc.option(fc.subarray(['kaya-botanics', 'lumen', 'atelier-house'], { minLength: 1 }), { nil: null }),
  productIds: fc.option(fc.subarray([1, 2, 3, 4, 5, 6], { minLength: 1 }), { nil: null }),
  validFrom: fc.constant(null),
  validUntil: fc.constant(null),
  combinableWithStoreCredit: fc.boolean(),
});

const bundleArb = fc.record({
  productIds: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 2, maxLength: 3 }),
  price: fc.integer({ min: 0, max: 5_000_000 }),
});

const bagArb = fc.record({
  countryCode: fc.constantFrom(...Object.keys(SPEC_THRESHOLDS)),
  taxPercent: fc.constantFrom(0, 7, 8, 9, 10, 11, 12, 15),
  lines: fc.array(lineArb, { maxLength: 8 }),
  promoCode: fc.option(promotionArb, { nil: null }),
  bundles: fc.array(bundleArb, { maxLength: 2 }),
  isEmployee: fc.boolean(),
  isFirstPurchase: fc.boolean(),
  delivery: fc.constantFrom<PricingInput['delivery']>('delivery', 'click_and_collect'),
  storeCredit: fc.integer({ min: 0, max: 1_000_000 }),
  giftCard: fc.integer({ min: 0, max: 1_000_000 }),
});

type Bag = typeof bagArb extends fc.Arbitrary<infer T> ? T : never;

function toInput(bag: Bag): PricingInput {
  const lines = bag.lines.map((l, i) => ({
    ...l,
    id: `line-${i}`,
    unitPrice: l.kind === 'product' ? l.unitPrice : 0,
    pointsCost: l.kind === 'reward' ? l.pointsCost : undefined,
  }));
  return input({
    country: country(bag.countryCode, { tax: { percent: bag.taxPercent, showBreakdown: true } }),
    lines,
    promoCode: bag.promoCode,
    automaticPromotions: bag.bundles.map((b, i) => promotion({ id: `bundle-${i}`, code: null, type: 'bundle', bundle: b })),
    customer: { isEmployee: bag.isEmployee, isFirstPurchase: bag.isFirstPurchase },
    delivery: bag.delivery,
    storeCredit: bag.storeCredit,
    giftCard: bag.giftCard,
  });
}

const isDiscountable = (l: PricingLine) => l.kind === 'product' && !l.nonDiscountable;

describe('priceBag: properties over random bags', () => {
  it('never goes negative, and every amount is a whole number of minor units', () => {
    fc.assert(
      fc.property(bagArb, (bag) => {
        const totals = priceBag(toInput(bag));
        const amounts = [totals.subtotal, totals.discount, totals.discountedSubtotal, totals.shipping, totals.total, totals.giftCardRedeemed, totals.storeCreditApplied, totals.tax.priceBeforeTax, totals.tax.amount, totals.pointsEarned, totals.freeShipping.remaining];
        for (const value of amounts) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        for (const l of totals.lines) {
          expect(l.total).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(l.discount)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never discounts more than the discountable subtotal, nor a non-discountable line, gift, sample or reward', () => {
    fc.assert(
      fc.property(bagArb, (bag) => {
        const given = toInput(bag);
        const totals = priceBag(given);
        const discountable = given.lines.filter(isDiscountable).reduce((s, l) => s + l.unitPrice * l.quantity, 0);
        expect(totals.discount).toBeLessThanOrEqual(discountable);
        for (const l of given.lines) {
          const priced = totals.lines.find((p) => p.id === l.id)!;
          if (!isDiscountable(l)) expect(priced.discount).toBe(0);
          if (l.kind !== 'product') expect(priced.total).toBe(0);
          expect(priced.discount).toBeLessThanOrEqual(priced.subtotal);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('adds up: lines to subtotals, promotions and staff discount to the discount, credits never beyond what is due, tax inside the total', () => {
    fc.assert(
      fc.property(bagArb, (bag) => {
        const totals = priceBag(toInput(bag));
        expect(totals.lines.reduce((s, l) => s + l.total, 0)).toBe(totals.discountedSubtotal);
        expect(totals.subtotal - totals.discount).toBe(totals.discountedSubtotal);
        // The bag shows one row per applied promotion and one for the staff discount: together they are the discount.
        expect(totals.applied.reduce((s, a) => s + a.discount, 0) + totals.staffDiscount).toBe(totals.discount);
        expect(totals.total).toBe(totals.discountedSubtotal + totals.shipping - totals.storeCreditApplied - totals.giftCardRedeemed);
        expect(totals.storeCreditApplied).toBeLessThanOrEqual(bag.storeCredit);
        expect(totals.giftCardRedeemed).toBeLessThanOrEqual(bag.giftCard);
        // Tax is on the goods and shipping; store credit and a gift card only pay for them (issue 21, item 4).
        expect(totals.tax.priceBeforeTax + totals.tax.amount).toBe(totals.discountedSubtotal + totals.shipping);
        expect(totals.tax.priceBeforeTax).toBeLessThanOrEqual(totals.discountedSubtotal + totals.shipping);
      }),
      { numRuns: 500 },
    );
  });

  it('gives an employee at least the staff discount on discountable goods without bundles', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 6 }), fc.option(promotionArb, { nil: null }), (raw, code) => {
        const lines = raw.map((l, i) => ({ ...l, id: `s${i}`, kind: 'product' as const }));
        const totals = priceBag(input({ lines, promoCode: code, customer: { isEmployee: true, isFirstPurchase: false } }));
        const staff = lines.filter((l) => !l.nonDiscountable).reduce((s, l) => s + mulDivRound(l.unitPrice * l.quantity, l.houseBrand ? 45 : 30, 100), 0);
        expect(totals.discount).toBeGreaterThanOrEqual(staff);
      }),
      { numRuns: 300 },
    );
  });
});

describe('free shipping (SPEC §9, "above" is strictly greater)', () => {
  for (const [code, spec] of Object.entries(SPEC_THRESHOLDS)) {
    it(`${code}: exactly ${spec.threshold} pays shipping, one minor unit more ships free`, () => {
      const at = priceBag(input({ country: country(code), lines: [line({ unitPrice: spec.threshold })] }));
      expect(at.freeShipping).toEqual({ threshold: spec.threshold, qualifies: false, remaining: 1, goldPerk: false });
      expect(at.shipping).toBeGreaterThan(0);
      const above = priceBag(input({ country: country(code), lines: [line({ unitPrice: spec.threshold + 1 })] }));
      expect(above.freeShipping.qualifies).toBe(true);
      expect(above.shipping).toBe(0);
      expect(above.freeShipping.remaining).toBe(0);
    });
  }

  it('is measured after discounts, and click and collect never pays shipping', () => {
    const bag = input({ lines: [line({ unitPrice: 3600 })], promoCode: promotion({ percent: 10 }) });
    expect(priceBag(bag)).toMatchObject({ discountedSubtotal: 3240, shipping: 500, freeShipping: { remaining: 261 } });
    expect(priceBag({ ...bag, delivery: 'click_and_collect' }).shipping).toBe(0);
    expect(priceBag(input()).shipping).toBe(0);
  });
});

describe('rounding per currency', () => {
  it('rounds a percentage half up to the minor unit (SGD cents)', () => {
    // 15 % of $19.99 = 299.85 cents → 300.
    expect(priceBag(input({ lines: [line({ unitPrice: 1999 })], promoCode: promotion({ percent: 15 }) })).discount).toBe(300);
    // 15 % of $19.97 = 299.55 → 300; 15 % of $19.96 = 299.4 → 299.
    expect(priceBag(input({ lines: [line({ unitPrice: 1996 })], promoCode: promotion({ percent: 15 }) })).discount).toBe(299);
  });

  it('works in whole rupiah for IDR (no minor units)', () => {
    const idr = country('ID', { tax: { percent: 11, showBreakdown: false } });
    const totals = priceBag(input({ country: idr, lines: [line({ unitPrice: 99_999 })], promoCode: promotion({ percent: 10 }) }));
    expect(totals.discount).toBe(10_000); // 9,999.9 → 10,000
    expect(totals.total).toBe(89_999 + 25_000);
    expect(totals.tax.priceBeforeTax).toBe(Math.round((114_999 * 100) / 111));
  });

  it('takes tax out of a tax-inclusive total (SG GST 9 %)', () => {
    const totals = priceBag(input({ lines: [line({ unitPrice: 10_900 })] }));
    expect(totals.tax).toEqual({ percent: 9, shown: true, priceBeforeTax: 10_000, amount: 900 });
  });

  it('charges GST on the goods when an e-gift card pays part of the order (issue 21, item 4)', () => {
    // $36 of goods (free shipping above $35), a $25 card: $11 left to pay, GST still 9/109 of $36.
    const totals = priceBag(input({ lines: [line({ unitPrice: 3600 })], giftCard: 2500 }));
    expect(totals.giftCardRedeemed).toBe(2500);
    expect(totals.total).toBe(1100);
    expect(totals.tax).toEqual({ percent: 9, shown: true, priceBeforeTax: 3303, amount: 297 });
    // The same with no card: the tax does not depend on how the order is paid.
    expect(priceBag(input({ lines: [line({ unitPrice: 3600 })] })).tax).toEqual(totals.tax);
  });

  it('rounds half up exactly', () => {
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(4, 1, 2)).toBe(2);
    expect(mulDivRound(1999, 15, 100)).toBe(300);
  });

  it('allocates an amount in proportion, summing exactly', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 10 }), fc.nat(), (weights, seed) => {
        const total = weights.reduce((a, b) => a + b, 0);
        const amount = total === 0 ? 0 : seed % (total + 1);
        const shares = allocate(amount, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
        shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(weights[i]));
      }),
    );
  });
});

describe('promotions', () => {
  it('bundles price a complete set; removing a product returns the others to their own prices', () => {
    const bundle = promotion({ id: 'duo', code: null, type: 'bundle', bundle: { productIds: [1, 2], price: 3000 } });
    const lipstick = line({ productId: 1, unitPrice: 2000 });
    const liner = line({ productId: 2, unitPrice: 1500 });
    const both = priceBag(input({ lines: [lipstick, liner], automaticPromotions: [bundle] }));
    expect(both.discount).toBe(500);
    expect(both.applied).toEqual([{ id: 'duo', code: null, type: 'bundle', discount: 500 }]);
    expect(both.lines.map((l) => l.discount)).toEqual([286, 214]);
    const alone = priceBag(input({ lines: [lipstick], automaticPromotions: [bundle] }));
    expect(alone.discount).toBe(0);
    expect(alone.lines[0].total).toBe(2000);
  });

  it('gives the staff discount or the code, whichever is better, never both', () => {
    const lines = [line({ unitPrice: 10_000 }), line({ unitPrice: 10_000, houseBrand: true, brandSlug: 'atelier-house' })];
    const staff = priceBag(input({ lines, promoCode: promotion({ percent: 20 }), customer: { isEmployee: true, isFirstPurchase: false } }));
    expect(staff.staffDiscount).toBe(7_500);
    expect(staff.discount).toBe(7_500);
    expect(staff.promoCode).toEqual({ code: 'GLOW10', applied: false, reason: 'staff_discount_better' });
    const code = priceBag(input({ lines, promoCode: promotion({ percent: 50 }), customer: { isEmployee: true, isFirstPurchase: false } }));
    expect(code).toMatchObject({ discount: 10_000, staffDiscount: 0, promoCode: { applied: true } });
  });

  it('applies an amount off only up to the goods it covers', () => {
    const totals = priceBag(input({ lines: [line({ unitPrice: 800, brandSlug: 'lumen' }), line({ unitPrice: 5000 })], promoCode: promotion({ type: 'amount_off', amount: 1000, brandSlugs: ['lumen'] }) }));
    expect(totals.discount).toBe(800);
  });

  it('grants gifts from a gift code beside the staff discount', () => {
    const totals = priceBag(input({ lines: [line({ unitPrice: 6000 })], promoCode: promotion({ type: 'gift_with_purchase', gifts: { maxSelectable: 2 }, minSpend: 5000 }), customer: { isEmployee: true, isFirstPurchase: false } }));
    expect(totals).toMatchObject({ giftsSelectable: 2, staffDiscount: 1800, promoCode: { applied: true } });
  });

  it('names why a code does not apply: minimum spend, first purchase, restriction, expiry, store credit', () => {
    const bag = { lines: [line({ unitPrice: 2000 })], customer: { isEmployee: false, isFirstPurchase: false }, storeCredit: 0, now: new Date('2026-11-22T00:00:00Z') };
    expect(promotionEligibility(promotion({ minSpend: 5000 }), bag)).toEqual({ ok: false, reason: 'min_spend' });
    expect(promotionEligibility(promotion({ firstPurchaseOnly: true }), bag)).toEqual({ ok: false, reason: 'first_purchase_only' });
    expect(promotionEligibility(promotion({ brandSlugs: ['lumen'] }), bag)).toEqual({ ok: false, reason: 'restriction' });
    expect(promotionEligibility(promotion({ validUntil: '2026-11-21T23:59:59Z' }), bag)).toEqual({ ok: false, reason: 'expired' });
    expect(promotionEligibility(promotion({ combinableWithStoreCredit: false }), { ...bag, storeCredit: 100 })).toEqual({ ok: false, reason: 'store_credit' });
    expect(promotionEligibility(promotion(), bag)).toEqual({ ok: true });
  });

  it('earns points on the discounted goods, doubled when asked, and counts reward points', () => {
    const totals = priceBag(input({ lines: [line({ unitPrice: 4_550 }), line({ kind: 'reward', unitPrice: 0, pointsCost: 500 })], pointsMultiplier: 2 }));
    expect(totals.pointsEarned).toBe(90);
    expect(totals.pointsRedeemed).toBe(500);
  });
});

/* ---------- Beauty Pass perks (issue 9) ---------- */

const tierArb = fc.constantFrom<'pink' | 'white' | 'black' | 'gold' | undefined>('pink', 'white', 'black', 'gold', undefined);

describe('Beauty Pass: gold free shipping', () => {
  it('gold never pays shipping; every other customer still sees the threshold rule', () => {
    fc.assert(
      fc.property(bagArb, tierArb, fc.option(promotionArb, { nil: null }), (bag, tier, offer) => {
        const base = toInput(bag);
        const priced = priceBag({ ...base, promoCode: offer ? null : base.promoCode, offer, customer: { ...base.customer, tier } });
        if (tier === 'gold') {
          expect(priced.shipping).toBe(0);
          expect(priced.freeShipping).toMatchObject({ qualifies: true, remaining: 0, goldPerk: true });
        } else {
          const hasGoods = base.lines.some((l) => l.kind === 'product');
          const above = priced.discountedSubtotal > base.country.freeShippingThreshold;
          expect(priced.shipping).toBe(hasGoods && !above && base.delivery === 'delivery' ? base.country.shippingFee : 0);
          expect(priced.freeShipping.goldPerk).toBe(false);
        }
      }),
    );
  });
});

describe('Beauty Pass: offers', () => {
  const tenOff = promotion({ id: 'offer:1', code: null, percent: 10, minSpend: 5000 });

  it('an offer never makes the totals negative, nor discounts beyond the discountable goods', () => {
    fc.assert(
      fc.property(bagArb, promotionArb, (bag, raw) => {
        const base = toInput(bag);
        const priced = priceBag({ ...base, promoCode: null, offer: { ...raw, code: null } });
        for (const value of [priced.total, priced.discount, priced.discountedSubtotal, priced.shipping, ...priced.lines.map((l) => l.total)]) expect(value).toBeGreaterThanOrEqual(0);
        const discountable = base.lines.filter(isDiscountable).reduce((s, l) => s + l.unitPrice * l.quantity, 0);
        expect(priced.discount).toBeLessThanOrEqual(discountable);
      }),
    );
  });

  it('respects the minimum spend exactly at the boundary', () => {
    const at = priceBag(input({ lines: [line({ unitPrice: 5000 })], offer: tenOff }));
    expect(at.offer).toEqual({ id: 'offer:1', applied: true, reason: null });
    expect(at.discount).toBe(500);
    const below = priceBag(input({ lines: [line({ unitPrice: 4999 })], offer: tenOff }));
    expect(below.offer).toEqual({ id: 'offer:1', applied: false, reason: 'min_spend' });
    expect(below.discount).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (price) => {
        const priced = priceBag(input({ lines: [line({ unitPrice: price })], offer: tenOff }));
        expect(priced.offer?.applied).toBe(price >= 5000);
      }),
    );
  });

  it('takes the one promotion slot: beside a promo code it gives nothing, and staff discount wins when better', () => {
    const both = priceBag(input({ lines: [line({ unitPrice: 10_000 })], promoCode: promotion({ percent: 5 }), offer: tenOff }));
    expect(both.offer).toEqual({ id: 'offer:1', applied: false, reason: 'one_promo_per_order' });
    expect(both.discount).toBe(500);
    const staff = priceBag(input({ lines: [line({ unitPrice: 10_000 })], offer: tenOff, customer: { isEmployee: true, isFirstPurchase: false } }));
    expect(staff.offer).toEqual({ id: 'offer:1', applied: false, reason: 'staff_discount_better' });
    expect(staff.staffDiscount).toBe(3000);
  });

  it('does not apply past its valid-till date', () => {
    const expired = priceBag(input({ lines: [line({ unitPrice: 10_000 })], offer: { ...tenOff, validUntil: '2026-11-21T23:59:59Z' } }));
    expect(expired.offer).toEqual({ id: 'offer:1', applied: false, reason: 'expired' });
  });
});

describe('Beauty Pass: early sale access', () => {
  const sale = { amount: 1500, goldFrom: '2026-11-20T00:00:00Z', blackFrom: '2026-11-24T00:00:00Z', publicFrom: '2026-11-27T00:00:00Z', endsAt: '2026-12-10T00:00:00Z' };
  const at = (iso: string) => new Date(iso);

  it('opens to gold first, then black (Beauty Pass Sale), then everyone, and closes at the end', () => {
    expect(salePriceFor([sale], 'gold', at('2026-11-22T00:00:00Z'))).toEqual({ amount: 1500, window: 'gold' });
    expect(salePriceFor([sale], 'black', at('2026-11-22T00:00:00Z'))).toBeNull();
    expect(salePriceFor([sale], 'black', at('2026-11-24T00:00:00Z'))).toEqual({ amount: 1500, window: 'black' });
    expect(salePriceFor([sale], 'white', at('2026-11-26T23:59:59Z'))).toBeNull();
    expect(salePriceFor([sale], undefined, at('2026-11-27T00:00:00Z'))).toEqual({ amount: 1500, window: 'public' });
    expect(salePriceFor([sale], 'gold', at('2026-12-10T00:00:00Z'))).toBeNull();
  });

  it('prices a gold member’s line at the sale price before the public start, and a guest’s at the regular price', () => {
    const lines = [line({ id: 's1', unitPrice: 2000, sales: [sale] })];
    const gold = priceBag(input({ lines, customer: { isEmployee: false, isFirstPurchase: false, tier: 'gold' } }));
    expect(gold.lines[0]).toMatchObject({ unitPrice: 1500, regularPrice: 2000, sale: 'gold', total: 1500 });
    const guest = priceBag(input({ lines }));
    expect(guest.lines[0]).toMatchObject({ unitPrice: 2000, regularPrice: 2000, sale: null });
  });

  it('never charges an entitled member more than the regular price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), tierArb, (regular, amount, tier) => {
        const priced = priceBag(input({ lines: [line({ unitPrice: regular, sales: [{ ...sale, amount }] })], customer: { isEmployee: false, isFirstPurchase: false, tier } }));
        expect(priced.lines[0].unitPrice).toBeLessThanOrEqual(regular);
        expect(priced.lines[0].unitPrice).toBe(tier === 'gold' ? Math.min(regular, amount) : regular);
      }),
    );
  });
});
