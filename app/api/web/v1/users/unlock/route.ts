import { after } from 'next/server';
import { getPool } from '@/commerce/db/pool';
import { requestUnlock, unlockAccount } from '@/commerce/accounts/account-links';
import { apiRoute, ok, parseJsonBody } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { limit, requestAddress } from '@/server/api/limits';
import { log } from '@/lib/log';
import { linkTarget } from '@/server/auth/answers';
import { AUTH_MESSAGES, MessageResponse, UnlockBody, UnlockRequestBody } from '@/schemas/api/accounts';

/**
 * `POST users/unlock`: emails an unlock link to a blocked account. 202 with the same message whatever the email,
 * in the same time (the link is mailed after the answer); 429 past the limits per client address and per email.
 */
export const POST = apiRoute(async ({ request, locale }) => {
  const body = await parseJsonBody(request, UnlockRequestBody);
  if (!body.ok) return body.response;
  const { email } = body.data;
  const limited = await limit(locale.lang, [['unlock-address', requestAddress(request)], ['unlock-email', email]]);
  if (limited) return limited;
  const target = linkTarget(request);
  after(() => requestUnlock(getPool(), email, target).catch((error: unknown) => log.error('Unlock link not sent', { error: String(error) })));
  return ok(MessageResponse, { message: AUTH_MESSAGES.unlockRequested }, { status: 202 });
});

/** `PUT users/unlock`: unlocks the account of an emailed link. 410 when the link expired or was used. */
export const PUT = apiRoute(async ({ request }) => {
  const body = await parseJsonBody(request, UnlockBody);
  if (!body.ok) return body.response;
  const result = await unlockAccount(getPool(), body.data.token);
  if (result.ok) return ok(MessageResponse, { message: 'Your account is unlocked; you can sign in again' });
  return jsonError(410, AUTH_MESSAGES.unlockTokenInvalid);
});
