/**
 * The bag service (issue 6): one bag per shopper and country — a member's (account) or a guest's (device
 * id) — with product lines, chosen gifts, free samples and one Beauty Pass reward, a promo code, and the
 * delivery choice. Every read prices the bag afresh with `commerce/pricing` (prices, stock and promotions
 * may have changed since the line was added). Errors a shopper can cause are `BagError`s with SPEC §8 texts.
 */
import { birthdayPointsMultiplier } from '../loyalty/points';
import type pg from 'pg';
import { BAG_MESSAGES, MAX_LINE_QUANTITY, PROMOTION_HELP, type Bag, type BagLine, type PromotionHelpReason } from '@/schemas/api/bag';
import type { CountryConfig, LanguageCode } from '@/config/countries/registry';
import { withTransaction } from '../db/pool';
import { isUniqueViolation } from '../db/errors';
import type { Queryable } from '../catalog/context';
import { LOW_STOCK_THRESHOLD } from '../catalog/context';
import { contentSql, imageOf, localizedSql, variantRefOf } from '../catalog/summary';
import type { CatalogImage } from '../catalog/images';
import { priceBag, promotionEligibility, type PricingCustomer, type PricingLine, type Promotion, type SaleTerms } from '../pricing/pricing';
import { readLoyaltyStanding } from '../accounts/accounts';
import { bagGiftCardBalance, carryBagGiftCard } from '../gift-cards/in-bag';
import type { Tier } from '../loyalty/tiers';
import { memberOfferRows, offerPromotion, offerPromotionId, saleTermsOf } from '../perks/rows';
import { bundleProducts } from './bundles';

export interface BagOwner {
  /** The signed-in member, if any. */
  accountId?: string;
  /** The browser's device id (the guest's bag; merged into the member's at sign-in). */
  deviceId: string;
}

export interface BagContext {
  country: CountryConfig;
  lang: LanguageCode;
  /** The member's facts that pricing needs; guests are neither. */
  isEmployee?: boolean;
  now?: Date;
}

export class BagError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 409 | 422,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/* ---------- finding the bag ---------- */

interface BagRow {
  id: string;
  promo_code: string | null;
  /** The member's Beauty Pass offer applied instead of a code (one promotion per order). */
  member_offer_id: string | null;
  delivery: 'delivery' | 'click_and_collect';
}

const BAG_COLUMNS = 'id::text, promo_code, member_offer_id::text, delivery';

/**
 * `lock: true` (inside a transaction) takes the bag's row lock: every change of a bag's contents and the
 * order that empties it take it first, so requests on one bag run one after another however many arrive at
 * once — the second reward add sees the first's reward, the second order finds the bag already ordered. A bag
 * that a concurrent order deleted while we waited is not found (READ COMMITTED skips the deleted row).
 */
export async function findBag(db: Queryable, owner: BagOwner, country: string, { lock = false }: { lock?: boolean } = {}): Promise<BagRow | undefined> {
  const forUpdate = lock ? ' FOR UPDATE' : '';
  const { rows } = owner.accountId
    ? await db.query<BagRow>(`SELECT ${BAG_COLUMNS} FROM bags WHERE account_id = $1 AND country = $2${forUpdate}`, [owner.accountId, country])
    : await db.query<BagRow>(`SELECT ${BAG_COLUMNS} FROM bags WHERE device_id = $1 AND country = $2 AND account_id IS NULL${forUpdate}`, [owner.deviceId, country]);
  return rows[0];
}

/** The shopper's bag, created when there is none; `lock: true` as `findBag`'s (a new bag is locked too). */
export async function ensureBag(db: Queryable, owner: BagOwner, country: string, options: { lock?: boolean } = {}): Promise<BagRow> {
  const found = await findBag(db, owner, country, options);
  if (found) return found;
  const conflict = owner.accountId ? '(account_id, country) WHERE account_id IS NOT NULL' : '(device_id, country) WHERE account_id IS NULL';
  await db.query(`INSERT INTO bags (country, account_id, device_id) VALUES ($1, $2, $3) ON CONFLICT ${conflict} DO NOTHING`, [country, owner.accountId ?? null, owner.accountId ? null : owner.deviceId]);
  return (await findBag(db, owner, country, options))!;
}

const touch = (db: Queryable, bagId: string) => db.query('UPDATE bags SET updated_at = now() WHERE id = $1', [bagId]);

/* ---------- reading ---------- */

interface LineRow {
  id: string;
  kind: BagLine['kind'];
  quantity: number;
  promotion_id: string | null;
  reward_id: string | null;
  variant_id: number;
  sku: string;
  shade_name: string | null;
  shade_hex: string | null;
  size: string | null;
  image: CatalogImage | null;
  product_id: number;
  slug: string;
  name: string;
  product_type: string;
  non_discountable: boolean;
  brand_slug: string;
  brand_name: string;
  house_brand: boolean;
  amount: number | null;
  compare_at: number | null;
  stock: number;
  points_cost: number | null;
}

async function lineRows(db: Queryable, bagId: string, ctx: BagContext): Promise<LineRow[]> {
  const { rows } = await db.query<LineRow>(
    `SELECT l.id::text, l.kind, l.quantity, l.promotion_id, l.reward_id, v.id AS variant_id, v.sku, v.shade_name, v.shade_hex, v.size, v.image,
            p.id AS product_id, p.slug, ${contentSql('p', 'name', '$3')} AS name, p.product_type, p.non_discountable,
            b.slug AS brand_slug, b.name AS brand_name, b.house_brand, pr.amount, pr.compare_at,
            coalesce(i.quantity, 0) AS stock, r.points_cost
       FROM bag_lines l
       JOIN variants v ON v.id = l.variant_id
       JOIN products p ON p.id = v.product_id
       JOIN brands b ON b.id = p.brand_id
       LEFT JOIN prices pr ON pr.variant_id = v.id AND pr.country = $2
       LEFT JOIN inventory i ON i.variant_id = v.id AND i.country = $2
       LEFT JOIN rewards r ON r.id = l.reward_id
      WHERE l.bag_id = $1
      ORDER BY l.added_at, l.id`,
    [bagId, ctx.country.code, ctx.lang],
  );
  return rows;
}

interface PromotionRow {
  id: string;
  code: string | null;
  type: Promotion['type'];
  percent: number | null;
  amount: number | null;
  min_spend: number;
  first_purchase_only: boolean;
  brand_slugs: string[] | null;
  product_slugs: string[] | null;
  bundle_product_slugs: string[] | null;
  bundle_price: number | null;
  gift_skus: string[] | null;
  max_gifts: number | null;
  valid_from: Date | null;
  valid_until: Date | null;
  combinable_with_store_credit: boolean;
  listed: boolean;
  title: string;
  terms: string;
}

const PROMOTION_COLUMNS = (lang: string) => `id, code, type, percent, amount, min_spend, first_purchase_only, brand_slugs, product_slugs,
  bundle_product_slugs, bundle_price, gift_skus, max_gifts, valid_from, valid_until, combinable_with_store_credit, listed,
  ${localizedSql('title', lang)} AS title, ${localizedSql('terms', lang)} AS terms`;

async function promotionRows(db: Queryable, ctx: BagContext, where: string, values: unknown[]): Promise<PromotionRow[]> {
  const { rows } = await db.query<PromotionRow>(`SELECT ${PROMOTION_COLUMNS('$2')} FROM promotions WHERE country = $1 AND ${where} ORDER BY id`, [ctx.country.code, ctx.lang, ...values]);
  return rows;
}

/** A promotion row as the pricing module's data; product slugs become the ids of the bag's lines' products. */
function toPromotion(row: PromotionRow, productIdBySlug: Map<string, number>): Promotion {
  const ids = (slugs: string[] | null) => (slugs ? slugs.map((s) => productIdBySlug.get(s) ?? -1) : null);
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    percent: row.percent ?? undefined,
    amount: row.amount ?? undefined,
    bundle: row.bundle_product_slugs ? { productIds: ids(row.bundle_product_slugs)!, price: row.bundle_price ?? 0 } : undefined,
    gifts: row.max_gifts ? { maxSelectable: row.max_gifts } : undefined,
    minSpend: row.min_spend,
    firstPurchaseOnly: row.first_purchase_only,
    brandSlugs: row.brand_slugs,
    productIds: ids(row.product_slugs),
    validFrom: row.valid_from?.toISOString() ?? null,
    validUntil: row.valid_until?.toISOString() ?? null,
    combinableWithStoreCredit: row.combinable_with_store_credit,
  };
}

/**
 * Whether this is the shopper's first purchase: a member with no order that was paid (or is being checked)
 * before. A guest is not known to the store, so a guest's order counts as a first purchase.
 */
async function isFirstPurchase(db: Queryable, owner: BagOwner): Promise<boolean> {
  if (!owner.accountId) return true;
  const { rows } = await db.query("SELECT 1 FROM orders WHERE account_id = $1 AND status IN ('paid', 'fraud_check_pending') LIMIT 1", [owner.accountId]);
  return rows.length === 0;
}

function pricingLine(row: LineRow, sales?: Map<number, SaleTerms[]>): PricingLine {
  const free = row.kind !== 'product';
  return {
    sales: free ? undefined : sales?.get(row.variant_id),
    id: row.id,
    productId: row.product_id,
    brandSlug: row.brand_slug,
    houseBrand: row.house_brand,
    unitPrice: free ? 0 : row.amount ?? 0,
    quantity: row.quantity,
    nonDiscountable: row.non_discountable,
    kind: row.kind,
    pointsCost: row.points_cost ?? undefined,
  };
}

/** The member's Beauty Pass tier (a guest has none). */
async function tierOf(db: Queryable, owner: BagOwner): Promise<Tier | undefined> {
  return owner.accountId ? (await readLoyaltyStanding(db, owner.accountId)).tier : undefined;
}

/** What pricing needs to know of the bag's shopper and lines (sale prices included), now. */
export async function bagPricingFacts(db: Queryable, owner: BagOwner, ctx: BagContext, bag: { id: string } | undefined) {
  const now = ctx.now ?? new Date();
  const rows = bag ? await lineRows(db, bag.id, ctx) : [];
  const sales = await saleTermsOf(db, ctx.country.code, rows.filter((r) => r.kind === 'product').map((r) => r.variant_id), now);
  const customer: PricingCustomer = { isEmployee: !!ctx.isEmployee, isFirstPurchase: await isFirstPurchase(db, owner), tier: await tierOf(db, owner) };
  return { rows, lines: rows.map((r) => pricingLine(r, sales)), productIdBySlug: new Map(rows.map((r) => [r.slug, r.product_id])), customer, storeCredit: 0, now };
}

const image = (row: { product_type: string; shade_hex: string | null; sku: string; name: string; brand_name: string; image: CatalogImage | null }) =>
  imageOf(row.product_type, row.shade_hex, row.sku, `${row.brand_name} ${row.name}`, row.image);

/** The bag as the API answers it: lines, promotions, totals, gift choices, samples, checkout state. */
export async function readBag(db: Queryable, owner: BagOwner, ctx: BagContext): Promise<Bag> {
  const bag = await findBag(db, owner, ctx.country.code);
  const { rows, lines, productIdBySlug, customer, now } = await bagPricingFacts(db, owner, ctx, bag);
  const automaticRows = await promotionRows(db, ctx, 'code IS NULL', []);
  const codeRow = bag?.promo_code ? (await promotionRows(db, ctx, 'code = $3', [bag.promo_code]))[0] : undefined;
  const offerRow = bag?.member_offer_id && owner.accountId ? (await memberOfferRows(db, owner.accountId, ctx.country.code, ctx.lang, bag.member_offer_id))[0] : undefined;
  const totals = priceBag({
    country: { currency: ctx.country.currency, tax: ctx.country.tax, freeShippingThreshold: ctx.country.freeShippingThreshold, shippingFee: ctx.country.shippingFee, pointsEarn: ctx.country.pointsEarn },
    lines,
    promoCode: codeRow ? toPromotion(codeRow, productIdBySlug) : null,
    offer: offerRow ? offerPromotion(offerRow) : null,
    automaticPromotions: automaticRows.map((r) => toPromotion(r, productIdBySlug)),
    customer,
    pointsMultiplier: await birthdayPointsMultiplier(db, owner.accountId, ctx.country.timeZone, now),
    delivery: bag?.delivery ?? 'delivery',
    storeCredit: 0,
    giftCard: await bagGiftCardBalance(db, bag?.id, ctx.country.code, now),
    now,
  });
  const titles = new Map([...automaticRows, ...(codeRow ? [codeRow] : [])].map((r) => [r.id, r.title]));
  if (offerRow) titles.set(offerPromotionId(offerRow.id), offerRow.title);
  const priced = new Map(totals.lines.map((l) => [l.id, l]));

  const bagLines: BagLine[] = rows.map((r) => {
    const p = priced.get(r.id)!;
    const stock = Math.max(0, r.stock);
    const outOfStock = r.kind === 'product' && (stock < r.quantity || r.amount === null);
    return {
      id: Number(r.id),
      kind: r.kind,
      ...variantRefOf(r),
      size: r.size,
      productType: r.product_type,
      quantity: r.quantity,
      maxQuantity: r.kind === 'product' ? Math.min(MAX_LINE_QUANTITY, stock) : r.quantity,
      unitPrice: p.unitPrice,
      compareAt: r.kind !== 'product' ? null : p.sale ? Math.max(p.regularPrice, r.compare_at ?? 0) : r.compare_at,
      earlySale: p.sale === 'gold' || p.sale === 'black' ? p.sale : null,
      subtotal: p.subtotal,
      discount: p.discount,
      total: p.total,
      inventoryLeft: stock,
      lowStock: stock > 0 && stock <= LOW_STOCK_THRESHOLD,
      outOfStock,
      nonDiscountable: r.non_discountable,
      points: r.kind === 'reward' ? r.points_cost : null,
      promotionId: r.promotion_id,
      rewardId: r.reward_id,
    };
  });

  // Gift choices of every gift offer the bag qualifies for (the applied code's, and automatic ones).
  const giftRows = [...(codeRow && codeRow.type === 'gift_with_purchase' && totals.promoCode?.applied ? [codeRow] : []), ...automaticRows.filter((r) => r.type === 'gift_with_purchase' && promotionEligibility(toPromotion(r, productIdBySlug), { lines, customer, storeCredit: 0, now }).ok)];
  const gifts = await Promise.all(giftRows.map((row) => giftChoice(db, ctx, row, bagLines)));

  const blockedReasons = bagLines.filter((l) => l.outOfStock).map(() => BAG_MESSAGES.outOfStock);
  return {
    country: ctx.country.code,
    currency: ctx.country.currency.code,
    itemsCount: bagLines.filter((l) => l.kind === 'product').reduce((n, l) => n + l.quantity, 0),
    lines: bagLines,
    promoCode: totals.promoCode && codeRow ? { code: totals.promoCode.code, title: codeRow.title, applied: totals.promoCode.applied, reason: totals.promoCode.reason } : null,
    offer:
      totals.offer && offerRow
        ? { id: Number(offerRow.id), perkType: offerRow.perk_type, title: offerRow.title, minSpend: offerRow.min_spend, validUntil: offerRow.valid_until?.toISOString() ?? null, applied: totals.offer.applied, reason: totals.offer.reason }
        : null,
    appliedPromotions: totals.applied.map((a) => ({ id: a.id, code: a.code, title: titles.get(a.id) ?? a.code ?? a.id, discount: a.discount })),
    totals: {
      subtotal: totals.subtotal,
      discount: totals.discount,
      discountedSubtotal: totals.discountedSubtotal,
      staffDiscount: totals.staffDiscount,
      shipping: totals.shipping,
      freeShipping: totals.freeShipping,
      storeCreditApplied: totals.storeCreditApplied,
      giftCardRedeemed: totals.giftCardRedeemed,
      total: totals.total,
      tax: { label: ctx.country.tax.label, ...totals.tax },
      pointsEarned: totals.pointsEarned,
      pointsRedeemed: totals.pointsRedeemed,
    },
    delivery: bag?.delivery ?? 'delivery',
    gifts,
    samples: { selected: bagLines.filter((l) => l.kind === 'sample').length, limit: ctx.country.samplesLimit },
    checkout: { blocked: blockedReasons.length > 0 || bagLines.every((l) => l.kind !== 'product'), reasons: [...new Set(blockedReasons)] },
  };
}

async function giftChoice(db: Queryable, ctx: BagContext, row: PromotionRow, lines: BagLine[]): Promise<Bag['gifts'][number]> {
  const options = await variantCards(db, ctx, row.gift_skus ?? []);
  const chosen = new Set(lines.filter((l) => l.kind === 'gift' && l.promotionId === row.id).map((l) => l.variantId));
  return {
    promotionId: row.id,
    title: row.title,
    selected: chosen.size,
    max: row.max_gifts ?? 0,
    options: options.map((o) => ({ variantId: o.variantId, sku: o.sku, name: o.name, brand: o.brand, image: o.image, selected: chosen.has(o.variantId) })),
  };
}

interface VariantCard {
  variantId: number;
  sku: string;
  name: string;
  brand: { slug: string; name: string };
  image: BagLine['image'];
}

/** Name, brand and image of variants by SKU, in the order given. */
async function variantCards(db: Queryable, ctx: BagContext, skus: string[]): Promise<VariantCard[]> {
  if (skus.length === 0) return [];
  const { rows } = await db.query<{ variant_id: number; sku: string; name: string; brand_slug: string; brand_name: string; product_type: string; shade_hex: string | null; image: CatalogImage | null }>(
    `SELECT v.id AS variant_id, v.sku, ${contentSql('p', 'name', '$2')} AS name, b.slug AS brand_slug, b.name AS brand_name, p.product_type, v.shade_hex, v.image
       FROM variants v JOIN products p ON p.id = v.product_id JOIN brands b ON b.id = p.brand_id
      WHERE v.sku = ANY($1::text[])`,
    [skus, ctx.lang],
  );
  const bySku = new Map(rows.map((r) => [r.sku, r]));
  return skus
    .map((sku) => bySku.get(sku))
    .filter((r): r is NonNullable<typeof r> => !!r)
    .map((r) => ({ variantId: r.variant_id, sku: r.sku, name: r.name, brand: { slug: r.brand_slug, name: r.brand_name }, image: image(r) }));
}

/** How many products the header shows (product lines only). */
export async function itemsCount(db: Queryable, owner: BagOwner, country: string): Promise<number> {
  const bag = await findBag(db, owner, country);
  if (!bag) return 0;
  const { rows } = await db.query<{ n: number }>("SELECT coalesce(sum(quantity), 0)::int AS n FROM bag_lines WHERE bag_id = $1 AND kind = 'product'", [bag.id]);
  return rows[0].n;
}

/* ---------- product lines ---------- */

async function variantForSale(db: Queryable, variantId: number, country: string): Promise<{ stock: number; available: boolean } | undefined> {
  const { rows } = await db.query<{ stock: number; priced: boolean; coming: boolean }>(
    `SELECT coalesce(i.quantity, 0) AS stock, (pr.amount IS NOT NULL) AS priced, (p.available_from IS NOT NULL AND p.available_from > now()) AS coming
       FROM variants v JOIN products p ON p.id = v.product_id
       LEFT JOIN prices pr ON pr.variant_id = v.id AND pr.country = $2
       LEFT JOIN inventory i ON i.variant_id = v.id AND i.country = $2
      WHERE v.id = $1`,
    [variantId, country],
  );
  const row = rows[0];
  if (!row || !row.priced) return undefined;
  return { stock: row.stock, available: !row.coming };
}

function stockError(stock: number): BagError {
  return stock <= 0
    ? new BagError(409, 'This product is out of stock', { inventoryLeft: 0 })
    : new BagError(409, `Only ${stock} left: the quantity must be at most ${stock}`, { inventoryLeft: stock });
}

/** Adds a product (or more of one already in the bag), within the stock left. */
export async function addProduct(pool: pg.Pool, owner: BagOwner, ctx: BagContext, variantId: number, quantity: number): Promise<void> {
  await withTransaction(async (client) => {
    const variant = await variantForSale(client, variantId, ctx.country.code);
    if (!variant) throw new BagError(404, BAG_MESSAGES.variantNotSold);
    if (!variant.available) throw new BagError(409, 'This product is coming soon and cannot be bought yet');
    const bag = await ensureBag(client, owner, ctx.country.code, { lock: true });
    const { rows } = await client.query<{ quantity: number }>("SELECT quantity FROM bag_lines WHERE bag_id = $1 AND variant_id = $2 AND kind = 'product'", [bag.id, variantId]);
    const wanted = (rows[0]?.quantity ?? 0) + quantity;
    if (wanted > Math.min(variant.stock, MAX_LINE_QUANTITY)) {
      if (wanted > MAX_LINE_QUANTITY && variant.stock >= MAX_LINE_QUANTITY) throw new BagError(409, `At most ${MAX_LINE_QUANTITY} of one product per order`);
      throw stockError(variant.stock - (rows[0]?.quantity ?? 0));
    }
    await client.query(
      `INSERT INTO bag_lines (bag_id, variant_id, kind, quantity) VALUES ($1, $2, 'product', $3)
       ON CONFLICT (bag_id, variant_id, kind) DO UPDATE SET quantity = excluded.quantity`,
      [bag.id, variantId, wanted],
    );
    await touch(client, bag.id);
  }, pool);
}

async function ownedLine(db: Queryable, owner: BagOwner, country: string, lineId: number, options: { lock?: boolean } = {}) {
  const bag = await findBag(db, owner, country, options);
  if (!bag) throw new BagError(404, BAG_MESSAGES.lineNotFound);
  const { rows } = await db.query<{ id: string; kind: BagLine['kind']; variant_id: number; promotion_id: string | null }>(
    'SELECT id::text, kind, variant_id, promotion_id FROM bag_lines WHERE id = $1 AND bag_id = $2',
    [lineId, bag.id],
  );
  if (!rows[0]) throw new BagError(404, BAG_MESSAGES.lineNotFound);
  return { bag, line: rows[0] };
}

/** Sets a product line's quantity (1–20, within stock). */
export async function setQuantity(pool: pg.Pool, owner: BagOwner, ctx: BagContext, lineId: number, quantity: number): Promise<void> {
  // Under the bag's lock, as every other change of the bag and the order placed from it.
  await withTransaction(async (client) => {
    const { bag, line } = await ownedLine(client, owner, ctx.country.code, lineId, { lock: true });
    if (line.kind !== 'product') throw new BagError(409, 'Only products change quantity; gifts, samples and rewards are one each');
    const variant = await variantForSale(client, line.variant_id, ctx.country.code);
    if (!variant) throw new BagError(404, BAG_MESSAGES.variantNotSold);
    if (quantity > variant.stock) throw stockError(variant.stock);
    await client.query('UPDATE bag_lines SET quantity = $2 WHERE id = $1', [lineId, quantity]);
    await touch(client, bag.id);
  }, pool);
}

/**
 * Removes a line. Removing a chosen gift removes every gift of its offer and the promo code that granted
 * it (the shopper confirmed in the bag). `moveToWishList` keeps the product on the member's wish list.
 */
export async function removeLine(pool: pg.Pool, owner: BagOwner, ctx: BagContext, lineId: number, options: { moveToWishList?: boolean } = {}): Promise<{ message?: string }> {
  return withTransaction(async (client) => {
    const { bag, line } = await ownedLine(client, owner, ctx.country.code, lineId, { lock: true });
    if (options.moveToWishList) {
      if (!owner.accountId) throw new BagError(401, 'Sign in to keep products on your wish list');
      if (line.kind !== 'product') throw new BagError(409, 'Only products can move to the wish list');
      await client.query('INSERT INTO wishlist_items (account_id, variant_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [owner.accountId, line.variant_id]);
    }
    if (line.kind === 'gift' && line.promotion_id) {
      await client.query("DELETE FROM bag_lines WHERE bag_id = $1 AND kind = 'gift' AND promotion_id = $2", [bag.id, line.promotion_id]);
      await client.query('UPDATE bags SET promo_code = NULL WHERE id = $1 AND promo_code = (SELECT code FROM promotions WHERE id = $2)', [bag.id, line.promotion_id]);
    } else {
      await client.query('DELETE FROM bag_lines WHERE id = $1', [lineId]);
    }
    await touch(client, bag.id);
    if (options.moveToWishList) return { message: BAG_MESSAGES.addedToWishList };
    if (line.kind === 'reward') return { message: BAG_MESSAGES.rewardRemoved };
    return {};
  }, pool);
}

/* ---------- promo codes ---------- */

/** The 422 of an invalid code: SPEC §8's message, the reason and the SPEC §5 help list. */
export function invalidPromotion(reason: PromotionHelpReason): BagError {
  const help = [PROMOTION_HELP[reason], ...Object.entries(PROMOTION_HELP).filter(([k]) => k !== reason && k !== 'not_found').map(([, v]) => v)];
  return new BagError(422, BAG_MESSAGES.promotionInvalid, { reason, help });
}

/**
 * Whether a refused code may be explained to this bag (issue 30): a listed code (the bag's list of promotions
 * already shows it and why it does not apply) or one this bag has had applied. Any other code that exists but does
 * not apply is answered as a code that does not exist, so a guesser cannot tell which codes exist.
 */
async function bagKnowsCode(db: Queryable, bag: BagRow, row: PromotionRow): Promise<boolean> {
  if (row.listed || bag.promo_code === row.code) return true;
  const { rowCount } = await db.query('SELECT 1 FROM bag_promo_codes WHERE bag_id = $1 AND code = $2', [bag.id, row.code]);
  return (rowCount ?? 0) > 0;
}

/** Applies a code (case sensitive, one per order). */
export async function applyCode(pool: pg.Pool, owner: BagOwner, ctx: BagContext, code: string): Promise<void> {
  // Under the bag's lock: two codes applied at once are checked one after the other (one code per order, never beside
  // a member offer).
  await withTransaction(async (client) => {
    const bag = await ensureBag(client, owner, ctx.country.code, { lock: true });
    if (bag.promo_code && bag.promo_code !== code) throw new BagError(409, BAG_MESSAGES.onePromoPerOrder);
    if (bag.member_offer_id) throw new BagError(409, BAG_MESSAGES.offerInsteadOfCode);
    const row = (await promotionRows(client, ctx, 'code = $3', [code]))[0];
    // The bag's facts are read for an unknown code too: both refusals do the same work before they answer.
    const facts = await bagPricingFacts(client, owner, ctx, bag);
    if (!row) throw invalidPromotion('not_found');
    const eligibility = promotionEligibility(toPromotion(row, facts.productIdBySlug), facts);
    if (!eligibility.ok) throw invalidPromotion((await bagKnowsCode(client, bag, row)) ? eligibility.reason : 'not_found');
    await client.query('UPDATE bags SET promo_code = $2, updated_at = now() WHERE id = $1', [bag.id, code]);
    await client.query('INSERT INTO bag_promo_codes (bag_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [bag.id, code]);
  }, pool);
}

/** Removes the code, and the gifts it granted. */
export async function removeCode(pool: pg.Pool, owner: BagOwner, ctx: BagContext): Promise<void> {
  const bag = await findBag(pool, owner, ctx.country.code);
  if (!bag?.promo_code) return;
  await withTransaction(async (client) => {
    await client.query(
      "DELETE FROM bag_lines WHERE bag_id = $1 AND kind = 'gift' AND promotion_id IN (SELECT id FROM promotions WHERE country = $2 AND code = $3)",
      [bag.id, ctx.country.code, bag.promo_code],
    );
    await client.query('UPDATE bags SET promo_code = NULL, updated_at = now() WHERE id = $1', [bag.id]);
  }, pool);
}

/** The listed promotions of the country, each with whether this bag qualifies and why not. */
export async function listOffers(pool: pg.Pool, owner: BagOwner, ctx: BagContext) {
  const facts = await bagPricingFacts(pool, owner, ctx, await findBag(pool, owner, ctx.country.code));
  const promotions = await promotionRows(pool, ctx, 'listed', []);
  return Promise.all(promotions.map(async (row) => {
    const eligibility = promotionEligibility(toPromotion(row, facts.productIdBySlug), facts);
    // A bundle names its products (each links to its page), so the shopper can find what it takes.
    const products = row.type === 'bundle' ? await bundleProducts(pool, ctx, row.bundle_product_slugs ?? []) : [];
    return { id: row.id, code: row.code, type: row.type, title: row.title, terms: row.terms, minSpend: row.min_spend, applicable: eligibility.ok, reason: eligibility.ok ? null : eligibility.reason, products };
  }));
}

/* ---------- gifts ---------- */

/** Chooses a gift of an offer the bag qualifies for (at most the offer's number). */
export async function chooseGift(pool: pg.Pool, owner: BagOwner, ctx: BagContext, variantId: number, promotionId: string): Promise<void> {
  // The bag is locked first, so that choices made at once are counted one after the other (never past the offer's number).
  await withTransaction(async (client) => {
    const row = await ensureBag(client, owner, ctx.country.code, { lock: true });
    const bag = await readBag(client, owner, ctx);
    const choice = bag.gifts.find((g) => g.promotionId === promotionId);
    if (!choice) throw new BagError(404, BAG_MESSAGES.offerNotFound);
    const option = choice.options.find((o) => o.variantId === variantId);
    if (!option) throw new BagError(404, 'This gift is not part of the offer');
    if (option.selected) return;
    if (choice.selected >= choice.max) throw new BagError(409, BAG_MESSAGES.giftsLimit, { selected: choice.selected, max: choice.max });
    await client.query("INSERT INTO bag_lines (bag_id, variant_id, kind, quantity, promotion_id) VALUES ($1, $2, 'gift', 1, $3) ON CONFLICT DO NOTHING", [row.id, variantId, promotionId]);
  }, pool);
}

/* ---------- samples ---------- */

export async function listSamples(pool: pg.Pool, owner: BagOwner, ctx: BagContext) {
  const bag = await findBag(pool, owner, ctx.country.code);
  const { rows } = await pool.query<{ sku: string; quantity_left: number }>('SELECT sku, quantity_left FROM samples WHERE country = $1 ORDER BY sku', [ctx.country.code]);
  const cards = await variantCards(pool, ctx, rows.map((r) => r.sku));
  const chosen = new Set(bag ? (await pool.query<{ variant_id: number }>("SELECT variant_id FROM bag_lines WHERE bag_id = $1 AND kind = 'sample'", [bag.id])).rows.map((r) => r.variant_id) : []);
  const left = new Map(rows.map((r) => [r.sku, r.quantity_left]));
  return {
    items: cards.map((c) => ({ ...c, available: (left.get(c.sku) ?? 0) > 0, selected: chosen.has(c.variantId) })),
    limit: ctx.country.samplesLimit,
    selected: chosen.size,
    clickAndCollect: bag?.delivery === 'click_and_collect',
  };
}

export async function addSample(pool: pg.Pool, owner: BagOwner, ctx: BagContext, sku: string): Promise<void> {
  await withTransaction(async (client) => {
    const bag = await ensureBag(client, owner, ctx.country.code, { lock: true });
    if (bag.delivery === 'click_and_collect') throw new BagError(409, `${BAG_MESSAGES.notAvailable}: ${BAG_MESSAGES.notForClickAndCollect}`);
    const { rows } = await client.query<{ quantity_left: number; variant_id: number }>(
      'SELECT s.quantity_left, v.id AS variant_id FROM samples s JOIN variants v ON v.sku = s.sku WHERE s.country = $1 AND s.sku = $2',
      [ctx.country.code, sku],
    );
    const sample = rows[0];
    if (!sample) throw new BagError(404, BAG_MESSAGES.offerNotFound);
    if (sample.quantity_left <= 0) throw new BagError(409, BAG_MESSAGES.notAvailable, { restock: BAG_MESSAGES.restock });
    const { rows: chosen } = await client.query<{ variant_id: number }>("SELECT variant_id FROM bag_lines WHERE bag_id = $1 AND kind = 'sample'", [bag.id]);
    if (chosen.some((c) => c.variant_id === sample.variant_id)) return;
    if (chosen.length >= ctx.country.samplesLimit) throw new BagError(409, BAG_MESSAGES.samplesLimit, { limit: ctx.country.samplesLimit });
    await client.query("INSERT INTO bag_lines (bag_id, variant_id, kind, quantity) VALUES ($1, $2, 'sample', 1)", [bag.id, sample.variant_id]);
    await touch(client, bag.id);
  }, pool);
}

/* ---------- Beauty Pass rewards ---------- */

/** The member's points balance (the ledger's sum), or null for a guest. */
async function pointsBalance(db: Queryable, owner: BagOwner): Promise<number | null> {
  if (!owner.accountId) return null;
  return (await readLoyaltyStanding(db, owner.accountId)).points;
}

/** The brand a service reward is given by: the store itself. */
const STORE_BRAND = { slug: 'atelier', name: 'Atelier' };

/**
 * The country's rewards with the member's balance. A product reward shows its product (name, brand, image); a
 * service reward (a makeover) shows its own picture and is left out where only bag rewards belong
 * (`services: false`, the bag's reward tab).
 */
export async function listRewards(pool: pg.Pool, owner: BagOwner, ctx: BagContext, { services = true }: { services?: boolean } = {}) {
  const bag = await findBag(pool, owner, ctx.country.code);
  const { rows } = await pool.query<{ id: string; kind: 'product' | 'service'; sku: string | null; points_cost: number; quantity_left: number; click_and_collect: boolean; title: string }>(
    `SELECT id, kind, sku, points_cost, quantity_left, click_and_collect, ${localizedSql('title', '$2')} AS title FROM rewards
      WHERE country = $1 AND ($3 OR kind = 'product') ORDER BY points_cost, id`,
    [ctx.country.code, ctx.lang, services],
  );
  const cards = new Map((await variantCards(pool, ctx, rows.flatMap((r) => (r.sku ? [r.sku] : [])))).map((c) => [c.sku, c]));
  const chosen = bag ? (await pool.query<{ reward_id: string }>("SELECT reward_id FROM bag_lines WHERE bag_id = $1 AND kind = 'reward'", [bag.id])).rows.map((r) => r.reward_id) : [];
  return {
    items: rows
      .filter((r) => r.kind === 'service' || cards.has(r.sku!))
      .map((r) => {
        const card = r.sku ? cards.get(r.sku)! : { name: r.title, brand: STORE_BRAND, image: imageOf('service-makeover', null, r.id, r.title) };
        return {
          id: r.id,
          kind: r.kind,
          title: r.title,
          points: r.points_cost,
          group: r.points_cost < 500 ? ('under_500' as const) : ('from_500' as const),
          available: r.quantity_left > 0,
          clickAndCollect: r.click_and_collect,
          selected: chosen.includes(r.id),
          name: card.name,
          brand: card.brand,
          image: card.image,
        };
      }),
    balance: await pointsBalance(pool, owner),
    signedIn: !!owner.accountId,
  };
}

/**
 * Takes a reward into the bag: members only, one per transaction, within the points balance (less what
 * the bag's reward already costs), while the reward lasts. The quantity is taken when the order is placed.
 */
export async function addReward(pool: pg.Pool, owner: BagOwner, ctx: BagContext, rewardId: string): Promise<void> {
  if (!owner.accountId) throw new BagError(401, BAG_MESSAGES.signInToRedeem);
  await withTransaction(async (client) => {
    const { rows } = await client.query<{ kind: 'product' | 'service'; points_cost: number; quantity_left: number; click_and_collect: boolean; variant_id: number | null }>(
      'SELECT r.kind, r.points_cost, r.quantity_left, r.click_and_collect, v.id AS variant_id FROM rewards r LEFT JOIN variants v ON v.sku = r.sku WHERE r.id = $1 AND r.country = $2',
      [rewardId, ctx.country.code],
    );
    const reward = rows[0];
    if (!reward) throw new BagError(404, BAG_MESSAGES.offerNotFound);
    // A service (the makeover) is no bag product: it is booked and redeemed at the store.
    if (reward.kind === 'service' || reward.variant_id === null) throw new BagError(409, BAG_MESSAGES.serviceReward);
    if (reward.quantity_left <= 0) throw new BagError(409, BAG_MESSAGES.notAvailable, { restock: BAG_MESSAGES.restock });
    // The bag's lock: a second add of this bag waits here and then sees the first one's reward.
    const bag = await ensureBag(client, owner, ctx.country.code, { lock: true });
    if (bag.delivery === 'click_and_collect' && !reward.click_and_collect) throw new BagError(409, BAG_MESSAGES.notForClickAndCollect);
    const { rows: existing } = await client.query<{ reward_id: string }>("SELECT reward_id FROM bag_lines WHERE bag_id = $1 AND kind = 'reward'", [bag.id]);
    if (existing.some((e) => e.reward_id === rewardId)) return;
    if (existing.length > 0) throw new BagError(409, BAG_MESSAGES.oneRewardPerTransaction);
    const balance = (await pointsBalance(client, owner)) ?? 0;
    if (balance < reward.points_cost) throw new BagError(409, BAG_MESSAGES.notEnoughPoints, { balance, points: reward.points_cost });
    try {
      await client.query("INSERT INTO bag_lines (bag_id, variant_id, kind, quantity, reward_id) VALUES ($1, $2, 'reward', 1, $3)", [bag.id, reward.variant_id, rewardId]);
    } catch (error) {
      // The rule itself (migration 0035), should a path that skips the lock ever race this one.
      if (isUniqueViolation(error, ONE_REWARD_PER_BAG)) throw new BagError(409, BAG_MESSAGES.oneRewardPerTransaction);
      throw error;
    }
    await touch(client, bag.id);
  }, pool);
}

/** The unique index that holds SPEC §5's one reward per transaction in the bag itself (migration 0035). */
export const ONE_REWARD_PER_BAG = 'bag_lines_one_reward';

/* ---------- signing in ---------- */

/**
 * Moves a guest's bag (this device, this country) into the member's: quantities add up within stock, the
 * member keeps their own code (else takes the guest's), gifts and a reward come along when the member has
 * none, and so does an applied e-gift card (a bag holds one). The guest bag is then deleted.
 */
export async function mergeGuestBag(pool: pg.Pool, deviceId: string, accountId: string): Promise<void> {
  await withTransaction(async (client) => {
    const { rows: guests } = await client.query<{ id: string; country: string; promo_code: string | null }>(
      'SELECT id::text, country, promo_code FROM bags WHERE device_id = $1 AND account_id IS NULL FOR UPDATE',
      [deviceId],
    );
    for (const guest of guests) {
      const member = await ensureBag(client, { accountId, deviceId }, guest.country, { lock: true });
      await client.query(
        `INSERT INTO bag_lines (bag_id, variant_id, kind, quantity, promotion_id, reward_id, added_at)
         SELECT $2, g.variant_id, g.kind, g.quantity, g.promotion_id, g.reward_id, g.added_at FROM bag_lines g
          WHERE g.bag_id = $1 AND (g.kind <> 'reward' OR NOT EXISTS (SELECT 1 FROM bag_lines m WHERE m.bag_id = $2 AND m.kind = 'reward'))
         ON CONFLICT (bag_id, variant_id, kind) DO UPDATE
           SET quantity = least(bag_lines.quantity + excluded.quantity, ${MAX_LINE_QUANTITY},
                                greatest(bag_lines.quantity, (SELECT coalesce(i.quantity, 0) FROM inventory i WHERE i.variant_id = excluded.variant_id AND i.country = $3)))
         WHERE bag_lines.kind = 'product'`,
        [guest.id, member.id, guest.country],
      );
      if (!member.promo_code && !member.member_offer_id && guest.promo_code) await client.query('UPDATE bags SET promo_code = $2 WHERE id = $1', [member.id, guest.promo_code]);
      await carryBagGiftCard(client, guest.id, member.id);
      await client.query('INSERT INTO bag_promo_codes (bag_id, code, first_applied_at) SELECT $2, code, first_applied_at FROM bag_promo_codes WHERE bag_id = $1 ON CONFLICT DO NOTHING', [guest.id, member.id]);
      await client.query('DELETE FROM bags WHERE id = $1', [guest.id]);
    }
  }, pool);
}
