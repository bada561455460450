/**
 * Beauty Pass points as a ledger (issue 9, SPEC §3, §4, §9): pure rules over a member's entries, no I/O.
 * Each function answers the entry to append (or why not); `points.ts` appends it in a transaction that holds
 * the member's account row, so two changes for one member never interleave. Nothing is ever edited in place:
 * the balance is the sum of the entries.
 */
import { addMonths } from './tiers';

/** SPEC §3 point log sources (`registration_of_{product}_account` takes the product's name). */
export const POINT_SOURCES = [
  'manual_points_adjustment', 'level_redemption', 'expired_points', 'survey_points', 'used_points', 'loyalty_points', 'online_review',
  'published_review', 'completed_beauty_profile', 'downloaded_mobile_app', 'referred_mobile_app', 'bonus_points', 'purchase_points',
  'purchase_points_with_order_number', 'product_review_with_name',
] as const;
export type PointSource = (typeof POINT_SOURCES)[number] | `registration_of_${string}_account`;

export interface LedgerEntry {
  points: number;
  source: PointSource;
  reference: string | null;
  /** ISO timestamp. */
  createdAt: string;
}

/** SPEC §4, §9: points expire after 18 months without a purchase or redemption. */
export const POINTS_LIFETIME_MONTHS = 18;

/** What keeps points alive: a purchase or a redemption. */
const ACTIVITY: ReadonlySet<PointSource> = new Set<PointSource>(['purchase_points', 'purchase_points_with_order_number', 'used_points', 'level_redemption']);

export const balanceOf = (entries: readonly LedgerEntry[]) => entries.reduce((sum, e) => sum + e.points, 0);

/**
 * When the member's points expire: 18 months after the last purchase or redemption (or, with none yet, after
 * the first entry). Null with nothing to expire.
 */
export function expiryOf(entries: readonly LedgerEntry[]): { expiring: number; expiresAt: string } | null {
  const balance = balanceOf(entries);
  if (balance <= 0) return null;
  const activity = entries.filter((e) => ACTIVITY.has(e.source) && e.points !== 0).map((e) => e.createdAt);
  const clock = activity.length ? activity.reduce((a, b) => (a > b ? a : b)) : entries.map((e) => e.createdAt).reduce((a, b) => (a < b ? a : b));
  return { expiring: balance, expiresAt: addMonths(clock, POINTS_LIFETIME_MONTHS) };
}

/**
 * When an entry must have been made for its points to expire at `expiresAt`, with no purchase or redemption since:
 * POINTS_LIFETIME_MONTHS earlier. Exact, but for a day no month 18 earlier has (31 August's entry is of 28 February,
 * which expires on 28 August: up to 3 days early). The sandbox's members whose points expire soon were given theirs then.
 */
export const earnedForExpiryAt = (expiresAt: string): string => addMonths(expiresAt, -POINTS_LIFETIME_MONTHS);

const orderEntries = (entries: readonly LedgerEntry[], orderNumber: string) => entries.filter((e) => e.source === 'purchase_points_with_order_number' && e.reference === orderNumber);

/**
 * A paid order's points, once per order (null if it earned already or earns nothing). The order's points were
 * priced with its bag (commerce/pricing: the country's rate, doubled in the member's birthday month).
 */
export function planEarn(entries: readonly LedgerEntry[], order: { number: string; points: number }, now: string): LedgerEntry | null {
  if (orderEntries(entries, order.number).length || order.points <= 0) return null;
  return { points: order.points, source: 'purchase_points_with_order_number', reference: order.number, createdAt: now };
}

/** A cancelled order's points taken back, exactly once (null if it earned none or they were taken back already). */
export function planCancel(entries: readonly LedgerEntry[], orderNumber: string, now: string): LedgerEntry | null {
  const own = orderEntries(entries, orderNumber);
  const earned = own.filter((e) => e.points > 0).reduce((sum, e) => sum + e.points, 0);
  if (earned === 0 || own.some((e) => e.points < 0)) return null;
  return { points: -earned, source: 'purchase_points_with_order_number', reference: orderNumber, createdAt: now };
}

export class NotEnoughPointsError extends Error {
  constructor(readonly balance: number, readonly wanted: number) {
    super('You do not have enough points for this reward');
  }
}

/** A redemption: refused (NotEnoughPointsError) when it would take more than the balance. */
export function planRedeem(entries: readonly LedgerEntry[], points: number, reference: string, now: string, source: PointSource = 'used_points'): LedgerEntry {
  if (!Number.isInteger(points) || points <= 0) throw new RangeError('a redemption takes a positive whole number of points');
  const balance = balanceOf(entries);
  if (points > balance) throw new NotEnoughPointsError(balance, points);
  return { points: -points, source, reference, createdAt: now };
}

/** The whole balance expired when its time is up (null otherwise, so running it again adds nothing). */
export function planExpiry(entries: readonly LedgerEntry[], now: string): LedgerEntry | null {
  const expiry = expiryOf(entries);
  if (!expiry || expiry.expiresAt > now) return null;
  return { points: -expiry.expiring, source: 'expired_points', reference: `expired ${expiry.expiresAt.slice(0, 10)}`, createdAt: now };
}
