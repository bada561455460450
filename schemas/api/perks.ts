/**
 * zod contracts of the Beauty Pass perks (issue 9): the member's offers (`GET beauty-pass/offers`), applying
 * one to the bag (`POST`/`DELETE cart/member-offer`, answered with the bag), the member's early sale prices
 * (`GET beauty-pass/sale-prices`) and the country's sales with their windows (`GET beauty-pass/sales`).
 * Money in minor units of the country's currency; instants as ISO strings.
 */
import { z } from 'zod';
import { serialIdText } from './params';

/** SPEC §3 perk types. */
export const PERK_TYPES = ['ten_percent_off', 'welcome_voucher', 'birthday_voucher', 'gold_welcome', 'birthday_points', 'staff_discount', 'others'] as const;
export type PerkType = (typeof PERK_TYPES)[number];

export const OFFER_STATES = ['available', 'fully_redeemed', 'expired', 'automatic'] as const;

export const MemberOffer = z.object({
  id: z.number().int(),
  perkType: z.enum(PERK_TYPES),
  title: z.string(),
  terms: z.string(),
  /** percent_off / amount_off change the bag; automatic perks apply by themselves (staff discount, birthday points, invitations). */
  effect: z.enum(['percent_off', 'amount_off', 'automatic']),
  percent: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  minSpend: z.number().int(),
  validUntil: z.string().nullable(),
  redeemed: z.number().int(),
  maxRedemptions: z.number().int(),
  state: z.enum(OFFER_STATES),
  /** Applied to the member's bag in this country now. */
  inBag: z.boolean(),
  /** Whether the bag as it is meets the offer's terms, and why not (min_spend: `spendMore` still to add). */
  applicable: z.boolean(),
  reason: z.string().nullable(),
  spendMore: z.number().int(),
});
export const MemberOffersResponse = z.object({ items: z.array(MemberOffer), currency: z.string() });
export type MemberOffer = z.infer<typeof MemberOffer>;

export const MemberOfferApply = z.object({ offerId: z.number({ error: 'offerId must be a number' }).int().positive() });

/** `variantIds=1,2,3`: the query reader joins a list into one comma-separated string, split here. */
export const SalePricesQuery = z.object({
  variantIds: z
    .string({ error: 'give at least one variant id' })
    .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
    .pipe(z.array(serialIdText('must be numbers')).min(1, 'give at least one variant id').max(100, 'at most 100 variant ids')),
});
export const SalePrice = z.object({ variantId: z.number().int(), amount: z.number().int(), regular: z.number().int(), window: z.enum(['gold', 'black', 'public']) });
export const SalePricesResponse = z.object({ tier: z.string().nullable(), items: z.array(SalePrice) });

export const Sale = z.object({
  id: z.string(),
  title: z.string(),
  goldFrom: z.string(),
  blackFrom: z.string(),
  publicFrom: z.string(),
  endsAt: z.string(),
  items: z.array(z.object({ variantId: z.number().int(), productSlug: z.string(), amount: z.number().int(), regular: z.number().int() })),
});
export const SalesResponse = z.object({ items: z.array(Sale) });
