import { after } from 'next/server';
import { getPool } from '@/commerce/db/pool';
import { requestPasswordReset, resetPassword } from '@/commerce/accounts/account-links';
import { apiRoute, ok, parseJsonBody } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { limit, requestAddress } from '@/server/api/limits';
import { log } from '@/lib/log';
import { linkTarget, passwordRulesBroken } from '@/server/auth/answers';
import { AUTH_MESSAGES, MessageResponse, PasswordResetBody, PasswordResetRequestBody } from '@/schemas/api/accounts';

/**
 * `POST auth/password-reset`: emails a reset link. 202 with the same message whether or not the email has an
 * account, in the same time: the link is made and mailed after the answer has gone. 429 with `Retry-After` past
 * the limits per client address and per email (counted alike for an email with or without an account).
 */
export const POST = apiRoute(async ({ request, locale }) => {
  const body = await parseJsonBody(request, PasswordResetRequestBody);
  if (!body.ok) return body.response;
  const { email } = body.data;
  const limited = await limit(locale.lang, [['reset-address', requestAddress(request)], ['reset-email', email]]);
  if (limited) return limited;
  const target = linkTarget(request);
  after(() => requestPasswordReset(getPool(), email, target).catch((error: unknown) => log.error('Password reset link not sent', { error: String(error) })));
  return ok(MessageResponse, { message: AUTH_MESSAGES.resetRequested }, { status: 202 });
});

/**
 * `PUT auth/password-reset`: sets a new password from the emailed link. 400 with the rule codes (the
 * link stays usable); 410 "Password reset token expired; request a new link" for an expired, used or
 * unknown link. Every session of the account ends.
 */
export const PUT = apiRoute(async ({ request }) => {
  const body = await parseJsonBody(request, PasswordResetBody);
  if (!body.ok) return body.response;
  const result = await resetPassword(getPool(), body.data);
  if (result.ok) return ok(MessageResponse, { message: 'Your password has been changed; sign in with the new password' });
  if (result.reason === 'password_rules') return passwordRulesBroken(result.codes);
  return jsonError(410, AUTH_MESSAGES.resetTokenExpired);
});
