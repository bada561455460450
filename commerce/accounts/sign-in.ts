/**
 * Sign-in with email and password, and blocking after repeated failures (issues 5, 20 and 30).
 *
 * - An unknown email and a wrong password fail alike ("Authentication failed."), and take as long: an
 *   unknown email is still checked against a dummy hash.
 * - Failures are counted per email (so per account, whatever address they come from) by the store's rate
 *   limiter (`sign-in-account`, commerce/limits). The slot is taken BEFORE the password is checked, in one
 *   atomic increment: of 20 concurrent tries on one account, only those numbered 1…`MAX_FAILURES` have their
 *   password checked; the others are refused and block the account. The `MAX_FAILURES`th failure within
 *   `FAILURE_WINDOW_MS` blocks it: every sign-in then answers "This sign-in attempt was blocked…" with a
 *   reference id, even with the right password, until the owner unlocks it through the emailed link (or resets
 *   the password). The block is stored on the account; unlocking or a new password starts a new count.
 * - An email without an account is treated the same way (no enumeration): blocked at the same failure, with one
 *   reference id kept in `sign_in_email_blocks`, so status, body and reference behave as a real account's.
 * - Failures from one client address (`sign-in-address`, any email) SLOW its sign-ins down, and never refuse them
 *   (issue 30: a 429 for the whole address let anyone behind a carrier NAT, an office or a proxy without
 *   `TRUSTED_PROXIES` lock every shopper there out, right password or not). Past `SLOWDOWN.freeFailures` failures in
 *   the window, each try waits before its password is checked — a quarter of a second, doubling every
 *   `SLOWDOWN.doubleEvery` failures up to `SLOWDOWN.maxDelayMs` — whatever the email and whatever the outcome, so
 *   the wait tells nothing about the password or the account. A try from a device that has started a session of the
 *   account before (`known_sign_in_devices`, remembered by `startSession`) does not wait and is not counted for its
 *   address. An unknown address is not counted (it never shares a bucket).
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { findAccountByEmail, type AccountRow } from './accounts';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { isKnownDevice } from './sessions';
import { LIMITS, LimitReached, limiterFor } from '../limits/limits';

export const MAX_FAILURES = LIMITS['sign-in-account'].points;
export const FAILURE_WINDOW_MS = LIMITS['sign-in-account'].durationSeconds * 1000;

/** How an address's failures slow its sign-ins down (see above). */
export const SLOWDOWN = { freeFailures: 20, firstDelayMs: 250, doubleEvery: 5, maxDelayMs: 4_000 } as const;

/** The wait before the password check of a try that is its address's `failures`th failure in the window (counted first). */
export function slowdownMs(failures: number): number {
  const over = failures - SLOWDOWN.freeFailures;
  if (over <= 0) return 0;
  return Math.min(SLOWDOWN.maxDelayMs, SLOWDOWN.firstDelayMs * 2 ** Math.floor((over - 1) / SLOWDOWN.doubleEvery));
}

export type SignInResult =
  | { ok: true; account: AccountRow }
  | { ok: false; reason: 'failed' }
  | { ok: false; reason: 'blocked'; referenceId: string; newlyBlocked: boolean; account?: AccountRow };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the email is unknown, so both paths cost the same. */
const timingDummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** A reference id support can look up: `SI-` and ten characters without look-alikes. */
export function newReferenceId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `SI-${Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join('')}`;
}

async function record(db: pg.Pool, email: string, accountId: string | null, clientIp: string | undefined, succeeded: boolean, now: Date) {
  await db.query('INSERT INTO sign_in_attempts (email, account_id, client_ip, succeeded, created_at) VALUES ($1, $2, $3, $4, $5)', [email, accountId, clientIp ?? 'unknown', succeeded, now]);
}

/**
 * The failure counter's key: the email, and the time the account was last unlocked or had its password set,
 * so failures before it no longer count (an email without an account has no such time).
 */
async function failureKey(db: pg.Pool, email: string, account: AccountRow | undefined): Promise<string> {
  if (!account) return email;
  const { rows } = await db.query<{ since: Date | null }>('SELECT greatest(password_changed_at, unlocked_at) AS since FROM accounts WHERE id = $1', [account.id]);
  return `${email}@${rows[0]?.since?.getTime() ?? 0}`;
}

/** The reference id of a blocked email without an account, if it is blocked. */
async function emailBlock(db: pg.Pool, email: string): Promise<string | undefined> {
  const { rows } = await db.query<{ reference: string }>('SELECT reference FROM sign_in_email_blocks WHERE email = $1', [email]);
  return rows[0]?.reference;
}

/** Blocks the account (or the email without one); of several blocks at once only the first one's reference stays. */
async function block(db: pg.Pool, email: string, account: AccountRow | undefined, now: Date): Promise<SignInResult> {
  const referenceId = newReferenceId();
  const { rows } = account
    ? await db.query<{ reference: string }>(
      `UPDATE accounts SET blocked_at = coalesce(blocked_at, $2), block_reference = coalesce(block_reference, $3)
        WHERE id = $1 RETURNING block_reference AS reference`,
      [account.id, now, referenceId],
    )
    : await db.query<{ reference: string }>(
      `INSERT INTO sign_in_email_blocks (email, reference, blocked_at) VALUES ($1, $2, $3)
        ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING reference`,
      [email, referenceId, now],
    );
  const reference = rows[0].reference;
  // Only the try that set the block reports it as new (one unlock email goes out).
  return { ok: false, reason: 'blocked', referenceId: reference, newlyBlocked: reference === referenceId, ...(account ? { account } : {}) };
}

export interface SignInInput {
  email: string;
  password: string;
  /** The client address the per-address failures count under (undefined: unknown, not counted). */
  clientIp?: string;
  /** The browser's `device-id` cookie, when it holds a device id. */
  deviceId?: string;
}

export async function signIn(pool: pg.Pool, input: SignInInput, now = new Date(), wait: (ms: number) => Promise<void> = sleep): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const limiter = limiterFor(pool);
  const account = await findAccountByEmail(pool, email);

  const blockedAs = account ? (account.blocked_at ? account.block_reference : null) : await emailBlock(pool, email);
  if (blockedAs) {
    await record(pool, email, account?.id ?? null, input.clientIp, false, now);
    return { ok: false, reason: 'blocked', referenceId: blockedAs, newlyBlocked: false, ...(account ? { account } : {}) };
  }

  // A device the account signed in on before is neither slowed down nor counted for its address.
  const knownDevice = account !== undefined && input.deviceId !== undefined && (await isKnownDevice(pool, account.id, input.deviceId));
  const address = knownDevice ? undefined : input.clientIp;
  // Failures from one address: a slot is taken now (never refused) and given back if the password is right.
  const addressFailures = address === undefined ? 0 : await limiter.consume('sign-in-address', address);
  const key = await failureKey(pool, email, account);
  let failureNumber: number;
  try {
    failureNumber = await limiter.consume('sign-in-account', key);
  } catch (error) {
    if (!(error instanceof LimitReached)) throw error;
    // More tries than failures allowed are under way or done: none of them checks a password any more.
    await record(pool, email, account?.id ?? null, input.clientIp, false, now);
    return block(pool, email, account, now);
  }

  const delay = slowdownMs(addressFailures);
  if (delay > 0) await wait(delay);
  const matches = await verifyPassword(input.password, account?.password_hash ?? (await timingDummy()));
  if (account && matches) {
    await Promise.all([
      record(pool, email, account.id, input.clientIp, true, now),
      limiter.reset('sign-in-account', key),
      address !== undefined ? limiter.refund('sign-in-address', address) : undefined,
    ]);
    if (needsRehash(account.password_hash)) {
      await pool.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [account.id, await hashPassword(input.password)]);
    }
    return { ok: true, account };
  }

  await record(pool, email, account?.id ?? null, input.clientIp, false, now);
  if (failureNumber >= MAX_FAILURES) return block(pool, email, account, now);
  return { ok: false, reason: 'failed' };
}
