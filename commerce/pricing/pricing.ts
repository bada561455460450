/**
 * Bag pricing (issue 6): every total of a bag from its lines, its promotions, the customer and the country,
 * in integer minor units of the country's currency. Pure: no I/O, no clock (the time comes in), no floats
 * stored — every division is rounded to a whole minor unit at the line where it happens.
 *
 * Order of discounts, and our readings where SPEC is silent (docs/bag-and-pricing.md):
 * 1. Bundles (automatic): each complete set of a bundle's products costs the bundle price; the difference is
 *    shared over the set's lines in proportion to their prices. A removed product breaks the set and the
 *    others are back at their own prices.
 * 2. Then either the promo code or the staff discount, whichever saves the shopper more (they do not stack).
 *    Staff: 30 % on every item, 45 % on the house brand (SPEC §6).
 * 3. A non-discountable line gets no discount of any kind; gifts, samples and rewards cost nothing.
 * 4. Free shipping when the discounted merchandise subtotal is strictly above the country's threshold.
 * 5. Store credit, then gift card, pay what is left; the total never goes below zero.
 * 6. Prices include tax: the price before tax is what the goods and shipping cost after discounts ÷ (1 + rate),
 *    rounded half up. Store credit and a gift card are means of payment, not discounts: they lower the amount
 *    due (`total`), never the tax or the price before tax.
 * 7. Points are earned on the discounted merchandise subtotal (not shipping), per the country's rate.
 *
 * Beauty Pass perks (issue 9, docs/beauty-pass-offers.md):
 * - Sale prices: a line may carry the terms of a sale (members' windows before the public start); its unit
 *   price is the lowest sale price the customer is entitled to now (`salePriceFor`), before every discount.
 * - A member's offer takes the order's one promotion slot (SPEC §5 "one promo per order"): an offer and a
 *   promo code never combine (the bag refuses the second), and like a code it competes with the staff discount.
 * - Gold members never pay shipping, whatever the subtotal or the delivery option.
 */
import type { Tier } from '../loyalty/tiers';
import { includedTax, mulDivRound } from '@/lib/money';


export type LineKind = 'product' | 'gift' | 'sample' | 'reward';

export interface PricingLine {
  id: string;
  productId: number;
  brandSlug: string;
  houseBrand: boolean;
  /** The selling price of one unit, tax included (minor units). 0 for gifts, samples and rewards. */
  unitPrice: number;
  quantity: number;
  nonDiscountable: boolean;
  kind: LineKind;
  /** Points a reward line costs. */
  pointsCost?: number;
  /** Sales the product's variant is in (members' early windows, then everyone). */
  sales?: SaleTerms[];
}

/**
 * A sale price and its windows (ISO timestamps): gold members buy at `amount` from `goldFrom` (early sale
 * access), black members from `blackFrom` (Beauty Pass Sale access), everyone from `publicFrom`; none after `endsAt`.
 */
export interface SaleTerms {
  amount: number;
  goldFrom: string;
  blackFrom: string;
  publicFrom: string;
  endsAt: string;
}

export type SaleWindow = 'gold' | 'black' | 'public';

/** When the customer's tier may buy in a sale: gold from its gold start, black from its black start, others at the public start. */
export function saleOpensFor(sale: SaleTerms, tier: Tier | undefined): string {
  return tier === 'gold' ? sale.goldFrom : tier === 'black' ? sale.blackFrom : sale.publicFrom;
}

/** The lowest sale price the customer may buy at now, and the window that lets them; null when none. */
export function salePriceFor(sales: SaleTerms[] | undefined, tier: Tier | undefined, now: Date): { amount: number; window: SaleWindow } | null {
  const at = now.getTime();
  let best: { amount: number; window: SaleWindow } | null = null;
  for (const sale of sales ?? []) {
    if (at < Date.parse(saleOpensFor(sale, tier)) || at >= Date.parse(sale.endsAt)) continue;
    const window: SaleWindow = at >= Date.parse(sale.publicFrom) ? 'public' : tier === 'gold' ? 'gold' : 'black';
    if (!best || sale.amount < best.amount) best = { amount: sale.amount, window };
  }
  return best;
}

export type PromotionType = 'percent_off' | 'amount_off' | 'bundle' | 'gift_with_purchase';

export interface Promotion {
  id: string;
  /** The case-sensitive code; null for an automatic promotion (bundles, automatic gifts). */
  code: string | null;
  type: PromotionType;
  /** percent_off: whole percent 1–100. */
  percent?: number;
  /** amount_off: minor units. */
  amount?: number;
  /** bundle: one of each product at `price` (minor units). */
  bundle?: { productIds: number[]; price: number };
  /** gift_with_purchase: how many gifts may be chosen. */
  gifts?: { maxSelectable: number };
  /** Minimum discountable merchandise subtotal (minor units); 0 for none. */
  minSpend: number;
  firstPurchaseOnly: boolean;
  /** Only these brands or products count towards and get the discount (null: all). */
  brandSlugs: string[] | null;
  productIds: number[] | null;
  validFrom: string | null;
  validUntil: string | null;
  combinableWithStoreCredit: boolean;
}

export interface PricingCountry {
  currency: { code: string; minorUnits: number };
  tax: { percent: number; showBreakdown: boolean };
  /** Free shipping above this merchandise subtotal (minor units). */
  freeShippingThreshold: number;
  /** Standard delivery fee below the threshold (minor units). */
  shippingFee: number;
  /** Points earned: `points` for every `per` minor units spent. */
  pointsEarn: { per: number; points: number };
}

export interface PricingCustomer {
  isEmployee: boolean;
  isFirstPurchase: boolean;
  /** The member's Beauty Pass tier (guests: none). */
  tier?: Tier;
}

export interface PricingInput {
  country: PricingCountry;
  lines: PricingLine[];
  /** The applied code, if any (one per order). */
  promoCode: Promotion | null;
  /** The member's offer applied to the bag, if any (it takes the promo code's place). */
  offer?: Promotion | null;
  automaticPromotions: Promotion[];
  customer: PricingCustomer;
  delivery: 'delivery' | 'click_and_collect';
  /** Store credit the shopper applies, and gift card balance they redeem (minor units). */
  storeCredit: number;
  giftCard: number;
  /** Points earned are multiplied by this (2 in the birthday month; SPEC §9). */
  pointsMultiplier?: number;
  now: Date;
}

export type IneligibleReason = 'min_spend' | 'first_purchase_only' | 'restriction' | 'expired' | 'store_credit';

export interface PricedLine {
  id: string;
  kind: LineKind;
  quantity: number;
  unitPrice: number;
  /** unitPrice × quantity. */
  subtotal: number;
  discount: number;
  /** subtotal − discount. */
  total: number;
  /** The unit price before a sale price applied (equal to unitPrice when none did). */
  regularPrice: number;
  /** Which sale window gave the unit price, if any. */
  sale: SaleWindow | null;
}

export interface AppliedPromotion {
  id: string;
  code: string | null;
  type: PromotionType;
  discount: number;
}

export interface BagTotals {
  currency: string;
  lines: PricedLine[];
  /** Merchandise before discounts. */
  subtotal: number;
  discount: number;
  /** subtotal − discount: what free shipping and points are measured on. */
  discountedSubtotal: number;
  shipping: number;
  freeShipping: {
    threshold: number;
    qualifies: boolean;
    /** What the shopper must still add (minor units); 0 when it qualifies. */
    remaining: number;
    /** Free because the member is gold (not because of the threshold). */
    goldPerk: boolean;
  };
  storeCreditApplied: number;
  giftCardRedeemed: number;
  total: number;
  tax: { percent: number; shown: boolean; priceBeforeTax: number; amount: number };
  pointsEarned: number;
  pointsRedeemed: number;
  applied: AppliedPromotion[];
  /** The code the shopper entered, and why it gives nothing when it does not apply. */
  promoCode: { code: string; applied: boolean; reason: IneligibleReason | 'staff_discount_better' | null } | null;
  /** The member's offer, and why it gives nothing when it does not apply. */
  offer: { id: string; applied: boolean; reason: IneligibleReason | 'staff_discount_better' | 'one_promo_per_order' | null } | null;
  staffDiscount: number;
  /** The most gifts the bag's promotions allow (0: none). */
  giftsSelectable: number;
}

export const STAFF_DISCOUNT_PERCENT = 30;
export const STAFF_HOUSE_BRAND_PERCENT = 45;

export { mulDivRound };

const discountable = (line: PricingLine) => line.kind === 'product' && !line.nonDiscountable && line.unitPrice > 0;

function inScope(promotion: Promotion, line: PricingLine): boolean {
  if (promotion.brandSlugs && !promotion.brandSlugs.includes(line.brandSlug)) return false;
  if (promotion.productIds && !promotion.productIds.includes(line.productId)) return false;
  return true;
}

/**
 * Splits `amount` over `weights` in proportion, in whole units, summing exactly to `amount` (largest
 * remainder; ties to the earlier index). `amount` must not exceed the sum of weights.
 */
export function allocate(amount: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((amount * w) / total));
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => ({ i, rest: (amount * w) % total })).sort((x, y) => y.rest - x.rest || x.i - y.i);
  for (const { i } of order) {
    if (left === 0) break;
    if (shares[i] < weights[i]) {
      shares[i] += 1;
      left -= 1;
    }
  }
  return shares;
}

/** Whether a promotion may apply to this bag now, or why not (the help list of SPEC §5). */
export function promotionEligibility(
  promotion: Promotion,
  bag: { lines: PricingLine[]; customer: PricingCustomer; storeCredit: number; now: Date },
): { ok: true } | { ok: false; reason: IneligibleReason } {
  const now = bag.now.getTime();
  if ((promotion.validFrom && now < Date.parse(promotion.validFrom)) || (promotion.validUntil && now > Date.parse(promotion.validUntil))) return { ok: false, reason: 'expired' };
  if (promotion.firstPurchaseOnly && !bag.customer.isFirstPurchase) return { ok: false, reason: 'first_purchase_only' };
  if (!promotion.combinableWithStoreCredit && bag.storeCredit > 0) return { ok: false, reason: 'store_credit' };
  const scoped = bag.lines.filter((l) => discountable(l) && inScope(promotion, l));
  if ((promotion.brandSlugs || promotion.productIds) && scoped.length === 0) return { ok: false, reason: 'restriction' };
  const spend = scoped.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  if (spend < promotion.minSpend) return { ok: false, reason: 'min_spend' };
  return { ok: true };
}

/** Bundle discounts per line id (automatic promotions of type bundle, in the order given). */
function bundleDiscounts(lines: PricingLine[], bundles: Promotion[], remaining: Map<string, number>): AppliedPromotion[] {
  const applied: AppliedPromotion[] = [];
  for (const promotion of bundles) {
    const spec = promotion.bundle;
    if (!spec || spec.productIds.length === 0) continue;
    const members = spec.productIds.map((productId) => lines.find((l) => discountable(l) && l.productId === productId));
    if (members.some((m) => !m)) continue;
    const setLines = members as PricingLine[];
    const sets = Math.min(...setLines.map((l) => l.quantity));
    const regular = setLines.reduce((sum, l) => sum + l.unitPrice, 0);
    const perSet = Math.max(0, regular - spec.price);
    if (sets === 0 || perSet === 0) continue;
    const weights = setLines.map((l) => Math.min(remaining.get(l.id)!, l.unitPrice * sets));
    const total = Math.min(perSet * sets, weights.reduce((a, b) => a + b, 0));
    const shares = allocate(total, weights);
    setLines.forEach((l, i) => remaining.set(l.id, remaining.get(l.id)! - shares[i]));
    applied.push({ id: promotion.id, code: promotion.code, type: 'bundle', discount: total });
  }
  return applied;
}

/** What a code or the staff discount takes off each line, given what is left to discount on each. */
function percentOrAmount(promotion: Promotion, lines: PricingLine[], remaining: Map<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  const scoped = lines.filter((l) => discountable(l) && inScope(promotion, l));
  if (promotion.type === 'percent_off') {
    for (const l of scoped) out.set(l.id, Math.min(remaining.get(l.id)!, mulDivRound(l.unitPrice * l.quantity, promotion.percent ?? 0, 100)));
  } else if (promotion.type === 'amount_off') {
    const weights = scoped.map((l) => remaining.get(l.id)!);
    const amount = Math.min(promotion.amount ?? 0, weights.reduce((a, b) => a + b, 0));
    allocate(amount, weights).forEach((share, i) => out.set(scoped[i].id, share));
  }
  return out;
}

function staffDiscounts(lines: PricingLine[], remaining: Map<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of lines.filter(discountable)) {
    const percent = l.houseBrand ? STAFF_HOUSE_BRAND_PERCENT : STAFF_DISCOUNT_PERCENT;
    out.set(l.id, Math.min(remaining.get(l.id)!, mulDivRound(l.unitPrice * l.quantity, percent, 100)));
  }
  return out;
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

export function priceBag(input: PricingInput): BagTotals {
  const { country, customer } = input;
  // Sale prices first: every discount works on the price the customer is entitled to.
  const sales = new Map(input.lines.map((l) => [l.id, l.kind === 'product' ? salePriceFor(l.sales, customer.tier, input.now) : null]));
  const lines = input.lines.map((l) => {
    const sale = sales.get(l.id);
    return sale && sale.amount < l.unitPrice ? { ...l, unitPrice: sale.amount } : l;
  });
  const regular = new Map(input.lines.map((l) => [l.id, l.unitPrice]));
  const subtotalOf = (l: PricingLine) => l.unitPrice * l.quantity;
  const discountByLine = new Map(lines.map((l) => [l.id, 0]));
  // What is still discountable on each line (a non-discountable line starts at 0).
  const remaining = new Map(lines.map((l) => [l.id, discountable(l) ? subtotalOf(l) : 0]));
  const bag = { lines, customer, storeCredit: input.storeCredit, now: input.now };

  const automatic = input.automaticPromotions.filter((p) => promotionEligibility(p, bag).ok);
  const applied = bundleDiscounts(lines, automatic.filter((p) => p.type === 'bundle'), remaining);
  for (const l of lines) discountByLine.set(l.id, (discountable(l) ? subtotalOf(l) : 0) - remaining.get(l.id)!);

  // A money-off code (or the member's offer in its place) or the staff discount, whichever is worth more;
  // a gift code stands beside either.
  let promoCode: BagTotals['promoCode'] = null;
  let offer: BagTotals['offer'] = null;
  const code = input.promoCode ?? input.offer ?? null;
  const isOffer = !input.promoCode && !!input.offer;
  if (input.promoCode && input.offer) offer = { id: input.offer.id, applied: false, reason: 'one_promo_per_order' };
  const codeEligibility = code ? promotionEligibility(code, bag) : null;
  const codeIsMoneyOff = code?.type === 'percent_off' || code?.type === 'amount_off';
  const codeCut = code && codeIsMoneyOff && codeEligibility?.ok ? percentOrAmount(code, lines, remaining) : new Map<string, number>();
  const staffCut = customer.isEmployee ? staffDiscounts(lines, remaining) : new Map<string, number>();
  const useStaff = customer.isEmployee && sum(staffCut.values()) >= sum(codeCut.values()) && sum(staffCut.values()) > 0;
  for (const [id, cut] of useStaff ? staffCut : codeCut) discountByLine.set(id, discountByLine.get(id)! + cut);
  let codeApplied = false;
  if (code) {
    const eligible = !!codeEligibility?.ok;
    codeApplied = eligible && !(codeIsMoneyOff && useStaff);
    const reason = codeEligibility && !codeEligibility.ok ? codeEligibility.reason : codeApplied ? null : 'staff_discount_better';
    if (isOffer) offer = { id: code.id, applied: codeApplied, reason };
    else promoCode = { code: code.code ?? '', applied: codeApplied, reason };
    if (codeApplied) applied.push({ id: code.id, code: code.code, type: code.type, discount: sum(codeCut.values()) });
  }
  const staffDiscount = useStaff ? sum(staffCut.values()) : 0;

  const giftGrants = [...automatic.filter((p) => p.type === 'gift_with_purchase'), ...(code && codeApplied && code.type === 'gift_with_purchase' ? [code] : [])];
  const giftsSelectable = giftGrants.reduce((max, p) => Math.max(max, p.gifts?.maxSelectable ?? 0), 0);

  const priced: PricedLine[] = lines.map((l) => {
    const subtotal = subtotalOf(l);
    const discount = discountByLine.get(l.id)!;
    const sale = l.unitPrice < regular.get(l.id)! ? sales.get(l.id)!.window : null;
    return { id: l.id, kind: l.kind, quantity: l.quantity, unitPrice: l.unitPrice, subtotal, discount, total: subtotal - discount, regularPrice: regular.get(l.id)!, sale };
  });
  const subtotal = sum(priced.map((l) => l.subtotal));
  const discount = sum(priced.map((l) => l.discount));
  const discountedSubtotal = subtotal - discount;

  const hasGoods = lines.some((l) => l.kind === 'product' && l.quantity > 0);
  const goldPerk = customer.tier === 'gold';
  const qualifies = goldPerk || discountedSubtotal > country.freeShippingThreshold;
  const shipping = !hasGoods || input.delivery === 'click_and_collect' || qualifies ? 0 : country.shippingFee;
  const remainingForFree = qualifies ? 0 : country.freeShippingThreshold - discountedSubtotal + 1;

  const due = discountedSubtotal + shipping;
  const storeCreditApplied = Math.min(Math.max(0, input.storeCredit), due);
  const giftCardRedeemed = Math.min(Math.max(0, input.giftCard), due - storeCreditApplied);
  const total = due - storeCreditApplied - giftCardRedeemed;

  // Tax is on what is bought (`due`), whoever pays it: a gift card pays part of the bill, it buys nothing less.
  const tax = includedTax(due, country.tax.percent);
  const per = Math.max(1, country.pointsEarn.per);
  const pointsEarned = Math.floor(discountedSubtotal / per) * country.pointsEarn.points * (input.pointsMultiplier ?? 1);
  const pointsRedeemed = sum(lines.filter((l) => l.kind === 'reward').map((l) => (l.pointsCost ?? 0) * l.quantity));

  return {
    currency: country.currency.code,
    lines: priced,
    subtotal,
    discount,
    discountedSubtotal,
    shipping,
    freeShipping: { threshold: country.freeShippingThreshold, qualifies, remaining: remainingForFree, goldPerk },
    storeCreditApplied,
    giftCardRedeemed,
    total,
    tax: { percent: country.tax.percent, shown: country.tax.showBreakdown, ...tax },
    pointsEarned,
    pointsRedeemed,
    applied,
    promoCode,
    offer,
    staffDiscount,
    giftsSelectable,
  };
}
