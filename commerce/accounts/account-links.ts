/**
 * One-time links sent by email: password reset (valid 1 hour) and unlock (valid 24 hours). A link is a
 * random token of which only a hash is stored; using it marks it used; asking again replaces any unused
 * link of the same purpose. Requests answer the same whether or not the email has an account (issue 5).
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { withTransaction } from '../db/pool';
import { sendMessage } from '../outbox/outbox';
import { findAccountByEmail, newPasswordViolations, setPassword, findAccountById, type AccountRow } from './accounts';
import type { PasswordRuleCode } from '../../schemas/password-rules';
import { hashToken } from './sessions';

export type LinkPurpose = 'password_reset' | 'unlock';

export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  unlock: 24 * 60 * 60 * 1000,
};

/** The storefront paths a link opens (the token is added as `?token=`). */
export const LINK_PATHS: Record<LinkPurpose, string> = {
  password_reset: '/users/password/edit',
  unlock: '/users/unlock',
};

/** Where links point: the storefront origin the request came to, and its public path maker (locale prefix). */
export interface LinkTarget {
  origin: string;
  path: (path: string) => string;
}

export function linkUrl(target: LinkTarget, purpose: LinkPurpose, token: string): string {
  return `${target.origin}${target.path(LINK_PATHS[purpose])}?token=${encodeURIComponent(token)}`;
}

async function createLink(db: pg.Pool | pg.PoolClient, accountId: string, purpose: LinkPurpose, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('UPDATE account_links SET used_at = $3 WHERE account_id = $1 AND purpose = $2 AND used_at IS NULL', [accountId, purpose, now]);
  await db.query(
    'INSERT INTO account_links (account_id, purpose, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [accountId, purpose, hashToken(token), now, new Date(now.getTime() + LINK_LIFETIME_MS[purpose])],
  );
  return token;
}

type LinkLookup = { ok: true; linkId: string; accountId: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

async function findLink(db: pg.Pool | pg.PoolClient, token: string, purpose: LinkPurpose, now: Date, forUpdate = false): Promise<LinkLookup> {
  const { rows } = await db.query<{ id: string; account_id: string; expires_at: Date; used_at: Date | null }>(
    `SELECT id::text, account_id::text, expires_at, used_at FROM account_links WHERE token_hash = $1 AND purpose = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [hashToken(token), purpose],
  );
  const link = rows[0];
  if (!link) return { ok: false, reason: 'invalid' };
  if (link.used_at) return { ok: false, reason: 'used' };
  if (link.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, linkId: link.id, accountId: link.account_id };
}

/** Where the link goes in the lines of an email. */
const LINK_PLACEHOLDER = Symbol('link');

/** Creates a link of `purpose` and emails it to the account: a greeting, then the lines with the link in its place. */
async function emailLink(pool: pg.Pool, account: AccountRow, purpose: LinkPurpose, target: LinkTarget, subject: string, lines: (string | typeof LINK_PLACEHOLDER)[], now: Date): Promise<void> {
  const url = linkUrl(target, purpose, await createLink(pool, account.id, purpose, now));
  const body = [`Hello ${account.first_name},`, '', ...lines.map((line) => (line === LINK_PLACEHOLDER ? url : line))].join('\n');
  await sendMessage(pool, { channel: 'email', recipient: account.email, kind: purpose, subject, body }, now);
}

/** Emails a password-reset link when the email has an account; does nothing visible otherwise. */
export async function requestPasswordReset(pool: pg.Pool, email: string, target: LinkTarget, now = new Date()): Promise<void> {
  const account = await findAccountByEmail(pool, email);
  if (!account) return;
  await emailLink(pool, account, 'password_reset', target, 'Reset your Atelier password', [
    'We received a request to reset the password of your Atelier account. Open this link within 1 hour to choose a new one:',
    LINK_PLACEHOLDER,
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ], now);
}

export type ResetResult = { ok: true; accountId: string } | { ok: false; reason: 'expired' } | { ok: false; reason: 'password_rules'; codes: PasswordRuleCode[] };

/**
 * Sets a new password from a reset link. An unknown, used or expired link answers `expired` (the user's
 * remedy is the same: request a new link). A password that breaks a rule leaves the link usable.
 */
export async function resetPassword(pool: pg.Pool, input: { token: string; password: string; passwordConfirmation: string }, now = new Date()): Promise<ResetResult> {
  const link = await findLink(pool, input.token, 'password_reset', now);
  if (!link.ok) return { ok: false, reason: 'expired' };
  const account = await findAccountById(pool, link.accountId);
  if (!account) return { ok: false, reason: 'expired' };
  const codes = await newPasswordViolations(pool, account, input.password, input.passwordConfirmation, 'reset');
  if (codes.length) return { ok: false, reason: 'password_rules', codes };
  return withTransaction(async (client) => {
    const locked = await findLink(client, input.token, 'password_reset', now, true);
    if (!locked.ok) return { ok: false, reason: 'expired' } as const;
    await client.query('UPDATE account_links SET used_at = $2 WHERE id = $1', [locked.linkId, now]);
    await setPassword(client, account.id, input.password, now);
    return { ok: true, accountId: account.id } as const;
  }, pool);
}

/** Emails an unlock link to a blocked account. */
export async function sendUnlockLink(pool: pg.Pool, account: AccountRow, target: LinkTarget, now = new Date()): Promise<void> {
  await emailLink(pool, account, 'unlock', target, 'Unlock your Atelier account', [
    `Sign-in to your Atelier account was blocked after several attempts with a wrong password (Reference ID ${account.block_reference ?? ''}).`,
    'If it was you, open this link within 24 hours to unlock your account:',
    LINK_PLACEHOLDER,
    '',
    'If it was not you, unlock the account and then reset your password.',
  ], now);
}

/** Emails an unlock link when the email belongs to a blocked account; does nothing visible otherwise. */
export async function requestUnlock(pool: pg.Pool, email: string, target: LinkTarget, now = new Date()): Promise<void> {
  const account = await findAccountByEmail(pool, email);
  if (!account?.blocked_at) return;
  await sendUnlockLink(pool, account, target, now);
}

export type UnlockResult = { ok: true; accountId: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/** Lifts the block of the link's account; failures counted before now no longer count. */
export async function unlockAccount(pool: pg.Pool, token: string, now = new Date()): Promise<UnlockResult> {
  return withTransaction(async (client) => {
    const link = await findLink(client, token, 'unlock', now, true);
    if (!link.ok) return link;
    await client.query('UPDATE account_links SET used_at = $2 WHERE id = $1', [link.linkId, now]);
    await client.query('UPDATE accounts SET blocked_at = NULL, block_reference = NULL, unlocked_at = $2 WHERE id = $1', [link.accountId, now]);
    return { ok: true, accountId: link.accountId } as const;
  }, pool);
}
