/**
 * zod contract of `GET /api/web/v1/beauty-pass` (issue 9): the signed-in member's tier figures (what the tier
 * message machine in flows/tier reads), points balance and expiry, and the points log, newest first. Amounts in
 * minor units of the member's country; instants as ISO strings.
 */
import { z } from 'zod';

export const TIER_NAMES = ['pink', 'white', 'black', 'gold'] as const;
const Tier = z.enum(TIER_NAMES);

export const BeautyPassResponse = z.object({
  tier: z.object({
    tier: Tier,
    previousTier: Tier.nullable(),
    changedAt: z.string().nullable(),
    yearStart: z.string(),
    yearEnd: z.string(),
    spend: z.number().int(),
    keepSpend: z.number().int(),
    nextTier: Tier.nullable(),
    nextSpend: z.number().int().nullable(),
  }),
  points: z.object({ balance: z.number().int(), expiring: z.number().int(), expiresAt: z.string().nullable() }),
  log: z.array(z.object({ id: z.string(), points: z.number().int(), source: z.string(), reference: z.string().nullable(), createdAt: z.string() })),
});
export type BeautyPassResponse = z.infer<typeof BeautyPassResponse>;
