/**
 * Reads of the Beauty Pass perks the bag needs while pricing (issue 9): a member's offer as the pricing
 * module's promotion, and the sale terms of variants. Kept apart from `offers.ts` so the bag can price with
 * them without importing the offers service (which itself uses the bag).
 */
import type { Queryable } from '../catalog/context';
import { localizedSql } from '../catalog/summary';
import type { Promotion, SaleTerms } from '../pricing/pricing';
import type { OfferEffect, PerkType } from './grants';

export interface MemberOfferRow {
  id: string;
  definition_id: string;
  perk_type: PerkType;
  effect: OfferEffect;
  percent: number | null;
  amount: number | null;
  min_spend: number;
  valid_from: Date;
  valid_until: Date | null;
  max_redemptions: number;
  redeemed: number;
  title: string;
  terms: string;
}

/** A member's offers in a country (all of them, or one by id), newest definition order. */
export async function memberOfferRows(db: Queryable, accountId: string, country: string, lang: string, offerId?: string): Promise<MemberOfferRow[]> {
  const { rows } = await db.query<MemberOfferRow>(
    `SELECT m.id::text, m.definition_id, d.perk_type, d.effect, d.percent, d.amount, d.min_spend, m.valid_from, m.valid_until, m.max_redemptions, m.redeemed,
            ${localizedSql('d.title', '$3')} AS title, ${localizedSql('d.terms', '$3')} AS terms
       FROM member_offers m JOIN offer_definitions d ON d.id = m.definition_id
      WHERE m.account_id = $1 AND d.country = $2 AND ($4::bigint IS NULL OR m.id = $4::bigint)
      ORDER BY m.valid_until NULLS LAST, m.id`,
    [accountId, country, lang, offerId ?? null],
  );
  return rows;
}

/** The pricing module's id of a member's offer. */
export const offerPromotionId = (memberOfferId: string) => `offer:${memberOfferId}`;

/** A member's offer as a promotion: money off the whole bag within its minimum spend and dates. */
export function offerPromotion(row: MemberOfferRow): Promotion {
  return {
    id: offerPromotionId(row.id),
    code: null,
    type: row.effect === 'amount_off' ? 'amount_off' : 'percent_off',
    percent: row.percent ?? undefined,
    amount: row.amount ?? undefined,
    minSpend: row.min_spend,
    firstPurchaseOnly: false,
    brandSlugs: null,
    productIds: null,
    validFrom: row.valid_from.toISOString(),
    // Valid until the instant before `valid_until` (pricing's test is inclusive).
    validUntil: row.valid_until ? new Date(row.valid_until.getTime() - 1).toISOString() : null,
    combinableWithStoreCredit: true,
  };
}

/** The sale terms of these variants in a country (sales not yet ended), by variant id. */
export async function saleTermsOf(db: Queryable, country: string, variantIds: number[], now: Date): Promise<Map<number, SaleTerms[]>> {
  const out = new Map<number, SaleTerms[]>();
  if (variantIds.length === 0) return out;
  const { rows } = await db.query<{ variant_id: number; amount: number; gold_from: Date; black_from: Date; public_from: Date; ends_at: Date }>(
    `SELECT sp.variant_id, sp.amount, s.gold_from, s.black_from, s.public_from, s.ends_at
       FROM sale_prices sp JOIN sales s ON s.id = sp.sale_id
      WHERE s.country = $1 AND sp.variant_id = ANY($2::int[]) AND s.ends_at > $3`,
    [country, variantIds, now],
  );
  for (const r of rows) {
    const terms = { amount: r.amount, goldFrom: r.gold_from.toISOString(), blackFrom: r.black_from.toISOString(), publicFrom: r.public_from.toISOString(), endsAt: r.ends_at.toISOString() };
    out.set(r.variant_id, [...(out.get(r.variant_id) ?? []), terms]);
  }
  return out;
}
