import { getPool } from '@/commerce/db/pool';
import { registerAccount } from '@/commerce/accounts/accounts';
import { linkIdentity, readLinkToken } from '@/commerce/accounts/social';
import { apiRoute, parseJsonBody } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { limit, requestAddress } from '@/server/api/limits';
import { passwordRulesBroken, signedIn } from '@/server/auth/answers';
import { AUTH_MESSAGES, RegisterBody } from '@/schemas/api/accounts';

/**
 * `POST users`: registers an account (SPEC §5 rules and consents, checked again here) and signs it in.
 * 201 with the account and the session cookies; 400 with the password rule codes or per-field details;
 * 409 when the email already has an account; 429 with `Retry-After` after too many registrations from one address.
 */
export const POST = apiRoute(async ({ request, locale }) => {
  const body = await parseJsonBody(request, RegisterBody);
  if (!body.ok) return body.response;
  const identity = body.data.socialLinkToken ? await readLinkToken(body.data.socialLinkToken) : undefined;
  if (body.data.socialLinkToken && !identity) {
    return jsonError(400, 'The Google sign-in has expired; sign in with Google again', [{ path: 'socialLinkToken', message: 'has expired' }]);
  }
  const limited = await limit(locale.lang, [['register-address', requestAddress(request)]]);
  if (limited) return limited;
  const pool = getPool();
  const result = await registerAccount(pool, body.data, { country: locale.country.code, language: locale.lang, now: new Date() });
  if (!result.ok) {
    if (result.reason === 'password_rules') return passwordRulesBroken(result.codes);
    if (result.reason === 'under_age') {
      return jsonError(400, `The body is not valid: birthDate ${AUTH_MESSAGES.underMinimumAge}`, [{ path: 'birthDate', message: AUTH_MESSAGES.underMinimumAge }]);
    }
    return jsonError(409, AUTH_MESSAGES.emailTaken);
  }
  if (identity) await linkIdentity(pool, identity, result.account.id);
  return signedIn(pool, request, result.account, 201);
});
