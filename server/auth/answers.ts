/**
 * Answers the accounts routes share: "signed in" (a new session's cookies plus the account), the account
 * of the current session, and the SPEC §8 errors with their statuses.
 */
import 'server-only';
import type { NextResponse } from 'next/server';
import type pg from 'pg';
import { AccountResponse, AUTH_MESSAGES, PasswordRulesError } from '@/schemas/api/accounts';
import { accountView, findAccountById, readLoyaltyStanding, type AccountRow } from '@/commerce/accounts/accounts';
import { startSession } from '@/commerce/accounts/sessions';
import { isDeviceId, newDeviceId } from '@/lib/device-id';
import { mergeGuestBag } from '@/commerce/bag/bag';
import type { PasswordRuleCode } from '@/lib/auth/password-rules';
import { json, jsonError } from '../api/respond';
import { ok } from '../api/handler';
import { linkOrigin, readSession, requestCookie, setSessionCookies } from './session';
import type { LinkTarget } from '@/commerce/accounts/account-links';


/** The browser's device id (the `device-id` cookie) when it holds a sane value, else a new one (`fresh`). */
export function requestDeviceId(request: Request): { deviceId: string; fresh: boolean } {
  const cookie = requestCookie(request, 'deviceId');
  return isDeviceId(cookie) ? { deviceId: cookie, fresh: false } : { deviceId: newDeviceId(), fresh: true };
}

export async function accountBody(pool: pg.Pool, account: AccountRow, now = new Date()) {
  return { account: accountView(account, await readLoyaltyStanding(pool, account.id), now) };
}

/** Starts a session for the account on this browser: the account as the body, the session as cookies. */
export async function signedIn(pool: pg.Pool, request: Request, account: AccountRow, status = 200): Promise<NextResponse> {
  const { deviceId, fresh } = requestDeviceId(request);
  // What the browser put in its bag as a guest joins the member's bag.
  if (!fresh) await mergeGuestBag(pool, deviceId, account.id);
  const session = await startSession(pool, account.id, deviceId);
  return setSessionCookies(ok(AccountResponse, await accountBody(pool, account), { status }), session);
}

export const authenticationFailed = () => jsonError(401, AUTH_MESSAGES.authenticationFailed);
export const signInRequired = () => jsonError(401, AUTH_MESSAGES.signInRequired);
export const passwordRulesBroken = (codes: PasswordRuleCode[]) => json(PasswordRulesError.parse({ message: AUTH_MESSAGES.passwordRules, codes }), { status: 400 });
export const blocked = (referenceId: string) => json({ message: AUTH_MESSAGES.blocked, referenceId }, { status: 423 });

/**
 * The signed-in account of a request, or the answer to give instead: 401 without a valid session,
 * 404 "User not found." when the session's account no longer exists.
 */
export async function currentAccount(pool: pg.Pool, request: Request): Promise<{ ok: true; account: AccountRow } | { ok: false; response: NextResponse }> {
  const claims = await readSession(request);
  if (!claims) return { ok: false, response: signInRequired() };
  const account = await findAccountById(pool, claims.sub);
  if (!account) return { ok: false, response: jsonError(404, AUTH_MESSAGES.userNotFound) };
  return { ok: true, account };
}

/** Where emailed links of this request point: the recipient's storefront, or the local host of development. */
export function linkTarget(request: Request): LinkTarget {
  return { origin: (country) => linkOrigin(request, country) };
}
