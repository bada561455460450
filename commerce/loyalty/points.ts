/**
 * Beauty Pass in the database (issue 9): the points ledger (`loyalty_ledger`, appended to, never edited) and
 * the tier history (`loyalty_tier_history`). Every change for a member runs in a transaction that first locks
 * the member's account row, so a redemption and an expiry (or two redemptions) for one member never
 * interleave; the rules themselves are the pure `ledger.ts` and `tiers.ts`.
 *
 * Spend for tiers: goods (subtotal after discounts, no shipping) of the member's paid orders in their own
 * country (one currency), counted by when the order was placed.
 */
import type pg from 'pg';
import { countries } from '@/config/countries/registry';
import type { Queryable } from '../catalog/context';
import { withTransaction } from '../db/pool';
import { balanceOf, expiryOf, planCancel, planEarn, planExpiry, planRedeem, type LedgerEntry, type PointSource } from './ledger';
import { afterAnniversaries, afterSpend, keepThreshold, nextTier, yearEnd, type Tier, type TierStanding, type TierThresholds } from './tiers';

type Db = Queryable;

interface Member {
  id: string;
  country: string;
  joinedAt: string;
}

async function lockMember(client: pg.PoolClient, accountId: string): Promise<Member | null> {
  const { rows } = await client.query<{ id: string; country: string; created_at: Date }>('SELECT id::text, country, created_at FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
  return rows[0] ? { id: rows[0].id, country: rows[0].country, joinedAt: rows[0].created_at.toISOString() } : null;
}

async function readMember(db: Db, accountId: string): Promise<Member | null> {
  const { rows } = await db.query<{ id: string; country: string; created_at: Date }>('SELECT id::text, country, created_at FROM accounts WHERE id = $1', [accountId]);
  return rows[0] ? { id: rows[0].id, country: rows[0].country, joinedAt: rows[0].created_at.toISOString() } : null;
}

export async function ledgerOf(db: Db, accountId: string): Promise<(LedgerEntry & { id: string })[]> {
  const { rows } = await db.query<{ id: string; points: number; source: PointSource; reference: string | null; created_at: Date }>(
    'SELECT id::text, points, source, reference, created_at FROM loyalty_ledger l WHERE account_id = $1 ORDER BY l.created_at, l.id',
    [accountId],
  );
  return rows.map((r) => ({ id: r.id, points: r.points, source: r.source, reference: r.reference, createdAt: r.created_at.toISOString() }));
}

async function append(client: pg.PoolClient, accountId: string, entry: LedgerEntry): Promise<void> {
  await client.query('INSERT INTO loyalty_ledger (account_id, points, source, reference, created_at) VALUES ($1, $2, $3, $4, $5)', [accountId, entry.points, entry.source, entry.reference, entry.createdAt]);
}

/** The member's standing: the newest history row, or pink since joining. */
export async function standingOf(db: Db, member: Member): Promise<TierStanding> {
  const { rows } = await db.query<{ tier: Tier; previous_tier: Tier | null; changed_at: Date | null; year_start: Date }>(
    'SELECT tier, previous_tier, changed_at, year_start FROM loyalty_tier_history WHERE account_id = $1 ORDER BY id DESC LIMIT 1',
    [member.id],
  );
  const row = rows[0];
  return row
    ? { tier: row.tier, previousTier: row.previous_tier, changedAt: row.changed_at?.toISOString() ?? null, yearStart: row.year_start.toISOString() }
    : { tier: 'pink', previousTier: null, changedAt: null, yearStart: member.joinedAt };
}

/** What each paid order of the member's country counts for tiers: when, and its goods. */
async function paidSpend(db: Db, member: Member): Promise<{ at: string; goods: number }[]> {
  const { rows } = await db.query<{ created_at: Date; goods: number }>(
    "SELECT created_at, (subtotal - discount)::int AS goods FROM orders WHERE account_id = $1 AND country = $2 AND status = 'paid'",
    [member.id, member.country],
  );
  return rows.map((r) => ({ at: r.created_at.toISOString(), goods: r.goods }));
}

/**
 * Spend in a tier year: orders after its start, up to and including its end. An order placed at the very
 * moment a year started is the one that moved the tier up and started it: it counted for the year before
 * (spend does not carry over).
 */
const spendBetween = (orders: { at: string; goods: number }[]) => (from: string, to: string) => orders.filter((o) => o.at > from && o.at <= to).reduce((sum, o) => sum + o.goods, 0);

export function thresholdsOf(country: string): TierThresholds {
  const config = countries.get(country);
  if (!config) throw new Error(`no country config for ${country}`);
  return config.beautyPass;
}

const sameStanding = (a: TierStanding, b: TierStanding) => a.tier === b.tier && a.previousTier === b.previousTier && a.changedAt === b.changedAt && a.yearStart === b.yearStart;

async function record(client: pg.PoolClient, accountId: string, before: TierStanding, after: TierStanding, reason: 'purchase' | 'anniversary', now: string): Promise<void> {
  if (sameStanding(before, after)) return;
  await client.query(
    'INSERT INTO loyalty_tier_history (account_id, tier, previous_tier, changed_at, year_start, reason, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [accountId, after.tier, after.previousTier, after.changedAt, after.yearStart, reason, now],
  );
}

/** Closes any anniversary passed by `now`, then counts this year's spend (a purchase may move the tier up). */
async function reevaluate(client: pg.PoolClient, member: Member, now: string, afterPurchase: boolean): Promise<TierStanding> {
  const thresholds = thresholdsOf(member.country);
  const orders = await paidSpend(client, member);
  const before = await standingOf(client, member);
  const closed = afterAnniversaries(before, spendBetween(orders), thresholds, now);
  await record(client, member.id, before, closed, 'anniversary', now);
  if (!afterPurchase) return closed;
  const moved = afterSpend(closed, spendBetween(orders)(closed.yearStart, yearEnd(closed.yearStart)), thresholds, now);
  await record(client, member.id, closed, moved, 'purchase', now);
  return moved;
}

/** A paid order (inside the transaction that marked it paid): its points, once, and the tier it may reach. */
export async function settlePaidOrder(client: pg.PoolClient, order: { accountId: string; number: string; points: number }, now: Date): Promise<void> {
  const member = await lockMember(client, order.accountId);
  if (!member) return;
  const at = now.toISOString();
  const entry = planEarn(await ledgerOf(client, member.id), order, at);
  if (entry) await append(client, member.id, entry);
  await reevaluate(client, member, at, true);
}

/** A cancelled order that had been paid: its points taken back, exactly once. */
export async function settleCancelledOrder(client: pg.PoolClient, order: { accountId: string; number: string }, now: Date): Promise<void> {
  const member = await lockMember(client, order.accountId);
  if (!member) return;
  const entry = planCancel(await ledgerOf(client, member.id), order.number, now.toISOString());
  if (entry) await append(client, member.id, entry);
}

/**
 * Gives a member points outside an order (a manual adjustment, a bonus), as made at `at` — the sandbox's members
 * whose points expire soon were given theirs long ago (`earnedForExpiryAt`). Under the member's row lock.
 */
export async function awardPoints(pool: pg.Pool, accountId: string, award: { points: number; source: PointSource; reference: string | null; at?: Date }): Promise<void> {
  if (!Number.isInteger(award.points) || award.points <= 0) throw new RangeError('an award is a positive whole number of points');
  await withTransaction(async (client) => {
    const member = await lockMember(client, accountId);
    if (!member) throw new Error(`no account ${accountId}`);
    await append(client, member.id, { points: award.points, source: award.source, reference: award.reference, createdAt: (award.at ?? new Date()).toISOString() });
  }, pool);
}

/** Spends points (a reward in an order, say); NotEnoughPointsError when the balance does not cover them. */
export async function redeemPoints(client: pg.PoolClient, accountId: string, points: number, reference: string, now: Date): Promise<void> {
  const member = await lockMember(client, accountId);
  if (!member) throw new Error(`no account ${accountId}`);
  await append(client, member.id, planRedeem(await ledgerOf(client, member.id), points, reference, now.toISOString()));
}

/**
 * The scheduled job (`npm run loyalty`, and on start): expires points 18 months after a member's last purchase
 * or redemption, and closes tier years whose anniversary has passed. Each member in a transaction of their own;
 * running it twice at the same moment changes nothing the second time.
 */
export async function runLoyaltyJob(pool: pg.Pool, now = new Date()): Promise<{ members: number; expired: number; tierChanges: number }> {
  const at = now.toISOString();
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id::text FROM accounts a
      WHERE EXISTS (SELECT 1 FROM loyalty_ledger l WHERE l.account_id = a.id)
         OR EXISTS (SELECT 1 FROM loyalty_tier_history h WHERE h.account_id = a.id)
      ORDER BY a.id`,
  );
  let expired = 0;
  let tierChanges = 0;
  for (const { id } of rows) {
    await withTransaction(async (client) => {
      const member = await lockMember(client, id);
      if (!member) return;
      const entry = planExpiry(await ledgerOf(client, id), at);
      if (entry) {
        await append(client, id, entry);
        expired += 1;
      }
      const before = await standingOf(client, member);
      const after = await reevaluate(client, member, at, false);
      if (!sameStanding(before, after)) tierChanges += 1;
    }, pool);
  }
  return { members: rows.length, expired, tierChanges };
}

/** SPEC §9 "birthday points give double points": our reading, purchases in the member's birthday month. */
export function isBirthdayMonth(birthDate: string, now: Date, timeZone: string): boolean {
  const month = new Intl.DateTimeFormat('en', { timeZone, month: 'numeric' }).format(now);
  return Number(month) === Number(birthDate.slice(5, 7));
}

/** The points multiplier of a member's bag: 2 in their birthday month (in the country's time zone), else 1. */
export async function birthdayPointsMultiplier(db: Db, accountId: string | undefined, timeZone: string, now: Date): Promise<number> {
  if (!accountId) return 1;
  const { rows } = await db.query<{ birth_date: string }>("SELECT to_char(birth_date, 'YYYY-MM-DD') AS birth_date FROM accounts WHERE id = $1", [accountId]);
  return rows[0] && isBirthdayMonth(rows[0].birth_date, now, timeZone) ? 2 : 1;
}

/** A member's Beauty Pass as the dashboard shows it (what `GET account` carries as `beautyPass`). */
export interface BeautyPass {
  tier: {
    tier: Tier;
    previousTier: Tier | null;
    changedAt: string | null;
    yearStart: string;
    yearEnd: string;
    spend: number;
    keepSpend: number;
    nextTier: Tier | null;
    nextSpend: number | null;
  };
  points: { balance: number; expiring: number; expiresAt: string | null };
  log: { id: string; points: number; source: PointSource; reference: string | null; createdAt: string }[];
}

/** Reads without changing anything: anniversaries passed since the job last ran are shown as they will close. */
export async function readBeautyPass(db: Db, accountId: string, now = new Date()): Promise<BeautyPass | null> {
  const member = await readMember(db, accountId);
  if (!member) return null;
  const at = now.toISOString();
  const thresholds = thresholdsOf(member.country);
  const orders = await paidSpend(db, member);
  const standing = afterAnniversaries(await standingOf(db, member), spendBetween(orders), thresholds, at);
  const entries = await ledgerOf(db, accountId);
  const expiry = expiryOf(entries);
  const next = nextTier(standing.tier);
  const end = yearEnd(standing.yearStart);
  return {
    tier: {
      ...standing,
      yearEnd: end,
      spend: spendBetween(orders)(standing.yearStart, end),
      keepSpend: keepThreshold(standing.tier, thresholds),
      nextTier: next,
      nextSpend: next ? thresholds[next as 'black' | 'gold'] : null,
    },
    points: { balance: balanceOf(entries), expiring: expiry?.expiring ?? 0, expiresAt: expiry?.expiresAt ?? null },
    log: entries.reverse(),
  };
}
