/**
 * Beauty Pass perks as offers (issue 9; docs/beauty-pass-offers.md): a member's offers (given by
 * `grantsFor` from their tier, birthday month, employee flag and joining day), applied to the bag in the
 * promo code's place (one promotion per order), redeemed when the order is placed — in the order's
 * transaction, by a conditional update that never passes the offer's maximum — and given back when the
 * order's payment fails, expires or the order is cancelled.
 */
import type pg from 'pg';
import type { Queryable } from '../catalog/context';
import { readLoyaltyStanding } from '../accounts/accounts';
import { BAG_MESSAGES } from '@/schemas/api/bag';
import type { MemberOffer } from '@/schemas/api/perks';
import { promotionEligibility, salePriceFor } from '../pricing/pricing';
import { BagError, bagPricingFacts, ensureBag, findBag, invalidPromotion, type BagContext, type BagOwner } from '../bag/bag';
import { grantsFor, offerState, type OfferDefinition } from './grants';
import { memberOfferRows, offerPromotion, saleTermsOf } from './rows';

/** Gives the member the offers they should hold now (idempotent: each once per member or birthday year). */
export async function grantOffers(db: Queryable, accountId: string, ctx: BagContext, now: Date): Promise<void> {
  const { rows: accounts } = await db.query<{ birth_date: string; is_employee: boolean; created_at: Date }>(
    "SELECT to_char(birth_date, 'YYYY-MM-DD') AS birth_date, is_employee, created_at FROM accounts WHERE id = $1",
    [accountId],
  );
  const account = accounts[0];
  if (!account) return;
  const { rows: definitions } = await db.query<{ id: string; perk_type: OfferDefinition['perkType']; audience: OfferDefinition['audience']; tiers: OfferDefinition['tiers']; effect: OfferDefinition['effect']; valid_days: number | null; max_redemptions: number }>(
    'SELECT id, perk_type, audience, tiers, effect, valid_days, max_redemptions FROM offer_definitions WHERE country = $1 ORDER BY id',
    [ctx.country.code],
  );
  const tier = (await readLoyaltyStanding(db, accountId)).tier;
  const grants = grantsFor(
    { tier, birthDate: account.birth_date, isEmployee: account.is_employee, joinedAt: account.created_at, timeZone: ctx.country.timeZone },
    definitions.map((d) => ({ id: d.id, perkType: d.perk_type, audience: d.audience, tiers: d.tiers, effect: d.effect, validDays: d.valid_days, maxRedemptions: d.max_redemptions })),
    now,
  );
  for (const g of grants) {
    await db.query(
      `INSERT INTO member_offers (account_id, definition_id, period, valid_from, valid_until, max_redemptions) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (account_id, definition_id, period) DO NOTHING`,
      [accountId, g.definitionId, g.period, g.validFrom, g.validUntil, g.maxRedemptions],
    );
  }
}

/** The member's offers in this country, each with its state and whether the bag meets its terms now. */
export async function listMemberOffers(pool: pg.Pool, owner: BagOwner, ctx: BagContext): Promise<MemberOffer[]> {
  if (!owner.accountId) throw new BagError(401, BAG_MESSAGES.signInForOffers);
  const now = ctx.now ?? new Date();
  await grantOffers(pool, owner.accountId, ctx, now);
  const bag = await findBag(pool, owner, ctx.country.code);
  const facts = await bagPricingFacts(pool, owner, { ...ctx, now }, bag);
  const spend = facts.lines.filter((l) => l.kind === 'product' && !l.nonDiscountable).reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const rows = await memberOfferRows(pool, owner.accountId, ctx.country.code, ctx.lang);
  return rows.map((row) => {
    const state = offerState({ effect: row.effect, redeemed: row.redeemed, maxRedemptions: row.max_redemptions, validFrom: row.valid_from, validUntil: row.valid_until }, now);
    const eligibility = state === 'available' ? promotionEligibility(offerPromotion(row), facts) : null;
    return {
      id: Number(row.id),
      perkType: row.perk_type,
      title: row.title,
      terms: row.terms,
      effect: row.effect,
      percent: row.percent,
      amount: row.amount,
      minSpend: row.min_spend,
      validUntil: row.valid_until?.toISOString() ?? null,
      redeemed: row.redeemed,
      maxRedemptions: row.max_redemptions,
      state,
      inBag: bag?.member_offer_id === row.id,
      applicable: !!eligibility?.ok,
      reason: eligibility && !eligibility.ok ? eligibility.reason : null,
      spendMore: eligibility && !eligibility.ok && eligibility.reason === 'min_spend' ? row.min_spend - spend : 0,
    };
  });
}

/**
 * Applies one of the member's offers to the bag: 404 "Offer not found" (not theirs, or not in this
 * country), 409 "Offer fully redeemed", 409 beside a promo code (one promotion per order), 422 with the
 * reason and help list when the bag does not meet its terms (minimum spend, expiry).
 */
export async function applyOffer(pool: pg.Pool, owner: BagOwner, ctx: BagContext, offerId: number): Promise<void> {
  if (!owner.accountId) throw new BagError(401, BAG_MESSAGES.signInForOffers);
  const accountId = owner.accountId;
  const now = ctx.now ?? new Date();
  await grantOffers(pool, accountId, ctx, now);
  const row = (await memberOfferRows(pool, accountId, ctx.country.code, ctx.lang, String(offerId)))[0];
  if (!row) throw new BagError(404, BAG_MESSAGES.offerNotFound);
  const state = offerState({ effect: row.effect, redeemed: row.redeemed, maxRedemptions: row.max_redemptions, validFrom: row.valid_from, validUntil: row.valid_until }, now);
  if (state === 'automatic') throw new BagError(409, BAG_MESSAGES.offerAppliesByItself);
  if (state === 'fully_redeemed') throw new BagError(409, BAG_MESSAGES.offerFullyRedeemed);
  if (state === 'expired') throw invalidPromotion('expired');
  const bag = await ensureBag(pool, owner, ctx.country.code);
  if (bag.promo_code) throw new BagError(409, BAG_MESSAGES.codeInsteadOfOffer);
  const eligibility = promotionEligibility(offerPromotion(row), await bagPricingFacts(pool, owner, { ...ctx, now }, bag));
  if (!eligibility.ok) throw invalidPromotion(eligibility.reason);
  const updated = await pool.query('UPDATE bags SET member_offer_id = $2, updated_at = now() WHERE id = $1 AND promo_code IS NULL', [bag.id, row.id]);
  if (!updated.rowCount) throw new BagError(409, BAG_MESSAGES.codeInsteadOfOffer);
}

export async function removeOffer(pool: pg.Pool, owner: BagOwner, ctx: BagContext): Promise<void> {
  const bag = await findBag(pool, owner, ctx.country.code);
  if (bag?.member_offer_id) await pool.query('UPDATE bags SET member_offer_id = NULL, updated_at = now() WHERE id = $1', [bag.id]);
}

/* ---------- redemption (in the order's transaction) ---------- */

/** Takes one use of the offer for the order; 409 "Offer fully redeemed" when none is left or it has expired. */
async function takeUse(client: Queryable, memberOfferId: string | number, now: Date): Promise<void> {
  const taken = await client.query(
    'UPDATE member_offers SET redeemed = redeemed + 1 WHERE id = $1 AND redeemed < max_redemptions AND valid_from <= $2 AND (valid_until IS NULL OR valid_until > $2)',
    [memberOfferId, now],
  );
  if (!taken.rowCount) throw new BagError(409, BAG_MESSAGES.offerFullyRedeemed);
}

/** Placing an order: records the use of its applied offer (a held redemption). */
export async function redeemOfferForOrder(client: Queryable, memberOfferId: number, orderId: string, now: Date): Promise<void> {
  await takeUse(client, memberOfferId, now);
  await client.query("INSERT INTO offer_redemptions (member_offer_id, order_id, state, created_at, updated_at) VALUES ($1, $2, 'held', $3, $3)", [memberOfferId, orderId, now]);
}

/** A failed, expired or cancelled payment gives the use back (once: only a held redemption is released). */
export async function releaseOfferRedemption(client: Queryable, orderId: string, now: Date): Promise<void> {
  const { rows } = await client.query<{ member_offer_id: string }>(
    "UPDATE offer_redemptions SET state = 'released', updated_at = $2 WHERE order_id = $1 AND state = 'held' RETURNING member_offer_id::text",
    [orderId, now],
  );
  for (const r of rows) await client.query('UPDATE member_offers SET redeemed = redeemed - 1 WHERE id = $1 AND redeemed > 0', [r.member_offer_id]);
}

/** A retried payment takes the use again (409 when the offer was used up or expired meanwhile). */
export async function retakeOfferRedemption(client: Queryable, orderId: string, now: Date): Promise<void> {
  const { rows } = await client.query<{ member_offer_id: string }>("SELECT member_offer_id::text FROM offer_redemptions WHERE order_id = $1 AND state = 'released' FOR UPDATE", [orderId]);
  for (const r of rows) {
    await takeUse(client, r.member_offer_id, now);
    await client.query("UPDATE offer_redemptions SET state = 'held', updated_at = $2 WHERE order_id = $1", [orderId, now]);
  }
}

/* ---------- early sale prices ---------- */

/** The sale prices the shopper may buy these variants at now (a guest: public sales only). */
export async function memberSalePrices(db: Queryable, owner: BagOwner, country: string, variantIds: number[], now = new Date()) {
  const tier = owner.accountId ? (await readLoyaltyStanding(db, owner.accountId)).tier : undefined;
  const terms = await saleTermsOf(db, country, variantIds, now);
  const { rows } = await db.query<{ variant_id: number; amount: number }>('SELECT variant_id, amount FROM prices WHERE country = $1 AND variant_id = ANY($2::int[])', [country, [...terms.keys()]]);
  const items = rows.flatMap((r) => {
    const sale = salePriceFor(terms.get(r.variant_id), tier, now);
    return sale && sale.amount < r.amount ? [{ variantId: r.variant_id, amount: sale.amount, regular: r.amount, window: sale.window }] : [];
  });
  return { tier: tier ?? null, items };
}

/** The country's sales that have not ended, with their windows and prices (public facts). */
export async function listSales(db: Queryable, ctx: BagContext, now = new Date()) {
  const { rows } = await db.query<{ id: string; title: string; gold_from: Date; black_from: Date; public_from: Date; ends_at: Date; items: { variantId: number; productSlug: string; amount: number; regular: number }[] }>(
    `SELECT s.id, coalesce(nullif(s.title->>$3, ''), s.title->>'en') AS title, s.gold_from, s.black_from, s.public_from, s.ends_at,
            coalesce(json_agg(json_build_object('variantId', v.id, 'productSlug', p.slug, 'amount', sp.amount, 'regular', pr.amount) ORDER BY v.id)
                     FILTER (WHERE v.id IS NOT NULL), '[]') AS items
       FROM sales s
       LEFT JOIN sale_prices sp ON sp.sale_id = s.id
       LEFT JOIN variants v ON v.id = sp.variant_id
       LEFT JOIN products p ON p.id = v.product_id
       LEFT JOIN prices pr ON pr.variant_id = v.id AND pr.country = s.country
      WHERE s.country = $1 AND s.ends_at > $2
      GROUP BY s.id ORDER BY s.gold_from, s.id`,
    [ctx.country.code, now, ctx.lang],
  );
  return rows.map((r) => ({ id: r.id, title: r.title, goldFrom: r.gold_from.toISOString(), blackFrom: r.black_from.toISOString(), publicFrom: r.public_from.toISOString(), endsAt: r.ends_at.toISOString(), items: r.items }));
}
