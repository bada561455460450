/**
 * Beauty Pass tiers (issue 9, SPEC §3, §4, §6): pure rules, no I/O.
 *
 * Our reading of SPEC §4 ("pink/white entry, black, gold"):
 * - pink and white are the two entry tiers: pink is a member who has not bought yet, white one who has. Both
 *   rank the same; pink → white is not an upgrade message.
 * - A member moves up AT ONCE when the spend of their current tier year reaches the next tier's threshold (two
 *   steps if it reaches gold). Moving up starts a new tier year, and spend counts from zero again: excess spend
 *   does not carry over (SPEC §4 "max tier").
 * - On the anniversary of the tier year, black and gold must have reached their own threshold in that year to
 *   keep the tier; if not they go down one step (gold → black, black → white). Entry tiers never go down.
 * - The tier year is 12 months. Spend is what paid orders cost in goods (after discounts, without shipping).
 */

export const TIERS = ['pink', 'white', 'black', 'gold'] as const;
export type Tier = (typeof TIERS)[number];

/** Spend (minor units, in one tier year) to reach — and to keep — black and gold. */
export interface TierThresholds {
  black: number;
  gold: number;
}

/** Where a member stands: their tier, the tier before the last change, and the current tier year. */
export interface TierStanding {
  tier: Tier;
  previousTier: Tier | null;
  /** When the tier last changed (ISO timestamp), null if never. */
  changedAt: string | null;
  /** Start of the current tier year (ISO timestamp). */
  yearStart: string;
}

export const TIER_YEAR_MONTHS = 12;

/** Entry tiers rank 0, black 1, gold 2. */
export const rank = (tier: Tier) => (tier === 'gold' ? 2 : tier === 'black' ? 1 : 0);

/** The tier above, or null at gold. Both entry tiers lead to black. */
export const nextTier = (tier: Tier): Tier | null => (tier === 'gold' ? null : tier === 'black' ? 'gold' : 'black');

/** The spend a tier needs in its year to be kept (0 for entry tiers, which are never lost). */
export const keepThreshold = (tier: Tier, thresholds: TierThresholds) => (tier === 'gold' ? thresholds.gold : tier === 'black' ? thresholds.black : 0);

/** The calendar date `months` after `iso` (UTC), keeping the day where the month has it, else its last day. */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString();
}

/** End of the tier year that starts at `yearStart` (its anniversary). */
export const yearEnd = (yearStart: string) => addMonths(yearStart, TIER_YEAR_MONTHS);

/** The tier a year's spend reaches from `tier` (never lower than `tier`). */
export function tierReached(tier: Tier, spend: number, thresholds: TierThresholds): Tier {
  if (spend >= thresholds.gold) return 'gold';
  if (spend >= thresholds.black && rank(tier) < 1) return 'black';
  if (tier === 'pink' && spend > 0) return 'white';
  return tier;
}

/**
 * After a purchase: the standing with the spend of the current tier year counted. Reaching a higher tier moves
 * up now and starts a new tier year; a first purchase turns pink into white (same year).
 */
export function afterSpend(standing: TierStanding, spendInYear: number, thresholds: TierThresholds, now: string): TierStanding {
  const reached = tierReached(standing.tier, spendInYear, thresholds);
  if (reached === standing.tier) return standing;
  if (rank(reached) === rank(standing.tier)) return { ...standing, tier: reached, previousTier: standing.tier, changedAt: now };
  return { tier: reached, previousTier: standing.tier, changedAt: now, yearStart: now };
}

/**
 * Every anniversary passed by `now`, in order: each closes a tier year with that year's spend (asked of
 * `spendBetween`), keeping the tier or moving it down one step. Idempotent: run again at the same `now`, it
 * finds no anniversary left and answers the standing unchanged.
 */
export function afterAnniversaries(standing: TierStanding, spendBetween: (from: string, to: string) => number, thresholds: TierThresholds, now: string): TierStanding {
  let current = standing;
  for (let end = yearEnd(current.yearStart); end <= now; end = yearEnd(current.yearStart)) {
    const spend = spendBetween(current.yearStart, end);
    const kept = spend >= keepThreshold(current.tier, thresholds);
    current = kept
      ? { ...current, yearStart: end }
      : { tier: current.tier === 'gold' ? 'black' : 'white', previousTier: current.tier, changedAt: end, yearStart: end };
  }
  return current;
}
