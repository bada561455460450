/**
 * Sign-in with email and password, and blocking after repeated failures (issue 5).
 *
 * - An unknown email and a wrong password fail alike ("Authentication failed."), and take as long: an
 *   unknown email is still checked against a dummy hash.
 * - Failures are counted per email (so per account, whatever address they come from) and per client
 *   address. `MAX_FAILURES` failures of one account within `FAILURE_WINDOW_MS` block it: every sign-in then
 *   answers "This sign-in attempt was blocked…" with a reference id, even with the right password, until the
 *   owner unlocks it through the emailed link (or resets the password). The block is stored on the account.
 * - Counting by email also covers emails with no account, so the block message cannot tell whether an
 *   account exists: such an email is answered as blocked until its failures leave the window.
 * - One client address with `MAX_FAILURES_PER_IP` failures within the window is answered as blocked too
 *   (spraying many emails from one place), with a reference id, until the window passes.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { findAccountByEmail, type AccountRow } from './accounts';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_IP = 50;

export type SignInResult =
  | { ok: true; account: AccountRow }
  | { ok: false; reason: 'failed' }
  | { ok: false; reason: 'blocked'; referenceId: string; newlyBlocked: boolean; account?: AccountRow };

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the email is unknown, so both paths cost the same. */
const timingDummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** A reference id support can look up: `SI-` and ten characters without look-alikes. */
export function newReferenceId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `SI-${Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join('')}`;
}

interface Counts {
  byEmail: number;
  byIp: number;
}

async function recentFailures(db: pg.Pool | pg.PoolClient, email: string, clientIp: string, since: Date, accountSince: Date | null): Promise<Counts> {
  const { rows } = await db.query<{ by_email: number; by_ip: number }>(
    `SELECT
       (SELECT count(*)::int FROM sign_in_attempts
         WHERE email = $1 AND NOT succeeded AND created_at > $3
           AND created_at > coalesce((SELECT max(created_at) FROM sign_in_attempts WHERE email = $1 AND succeeded), '-infinity')
           AND created_at > coalesce($4::timestamptz, '-infinity')) AS by_email,
       (SELECT count(*)::int FROM sign_in_attempts WHERE client_ip = $2 AND NOT succeeded AND created_at > $3) AS by_ip`,
    [email, clientIp, since, accountSince],
  );
  return { byEmail: rows[0].by_email, byIp: rows[0].by_ip };
}

async function record(db: pg.Pool | pg.PoolClient, email: string, accountId: string | null, clientIp: string, succeeded: boolean, now: Date) {
  await db.query('INSERT INTO sign_in_attempts (email, account_id, client_ip, succeeded, created_at) VALUES ($1, $2, $3, $4, $5)', [email, accountId, clientIp, succeeded, now]);
}

/** Time the account was last unlocked or had its password set: failures before it no longer count. */
async function countingSince(db: pg.Pool | pg.PoolClient, accountId: string): Promise<Date | null> {
  const { rows } = await db.query<{ since: Date | null }>(
    'SELECT greatest(password_changed_at, unlocked_at) AS since FROM accounts WHERE id = $1',
    [accountId],
  );
  return rows[0]?.since ?? null;
}

export async function signIn(pool: pg.Pool, input: { email: string; password: string; clientIp: string }, now = new Date()): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const account = await findAccountByEmail(pool, email);

  if (account?.blocked_at && account.block_reference) {
    await record(pool, email, account.id, input.clientIp, false, now);
    return { ok: false, reason: 'blocked', referenceId: account.block_reference, newlyBlocked: false, account };
  }
  const before = await recentFailures(pool, email, input.clientIp, since, account ? await countingSince(pool, account.id) : null);
  if (before.byIp >= MAX_FAILURES_PER_IP || (!account && before.byEmail >= MAX_FAILURES)) {
    await record(pool, email, account?.id ?? null, input.clientIp, false, now);
    return { ok: false, reason: 'blocked', referenceId: newReferenceId(), newlyBlocked: false };
  }

  const matches = await verifyPassword(input.password, account?.password_hash ?? (await timingDummy()));
  if (account && matches) {
    await record(pool, email, account.id, input.clientIp, true, now);
    if (needsRehash(account.password_hash)) {
      await pool.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [account.id, await hashPassword(input.password)]);
    }
    return { ok: true, account };
  }

  await record(pool, email, account?.id ?? null, input.clientIp, false, now);
  if (account && before.byEmail + 1 >= MAX_FAILURES) {
    const referenceId = newReferenceId();
    // Of two failures at once, only the one that sets the block reports it as new (one unlock email goes out).
    const { rows } = await pool.query<{ block_reference: string }>(
      `UPDATE accounts SET blocked_at = coalesce(blocked_at, $2), block_reference = coalesce(block_reference, $3)
        WHERE id = $1 RETURNING block_reference`,
      [account.id, now, referenceId],
    );
    const blocked = rows[0].block_reference;
    return { ok: false, reason: 'blocked', referenceId: blocked, newlyBlocked: blocked === referenceId, account };
  }
  return { ok: false, reason: 'failed' };
}
