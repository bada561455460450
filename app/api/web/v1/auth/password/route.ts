import { getPool, withTransaction } from '@/commerce/db/pool';
import { newPasswordViolations, setPassword } from '@/commerce/accounts/accounts';
import { verifyPassword } from '@/commerce/accounts/passwords';
import { apiRoute, parseJsonBody } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { currentAccount, passwordRulesBroken, signedIn } from '@/server/auth/answers';
import { AUTH_MESSAGES, PasswordChangeBody } from '@/schemas/api/accounts';

/**
 * `PUT auth/password`: the signed-in owner changes their password (current password required; rules 001–004,
 * 006, 007). Every other session ends; this browser gets a new one.
 */
export const PUT = apiRoute(async ({ request }) => {
  const body = await parseJsonBody(request, PasswordChangeBody);
  if (!body.ok) return body.response;
  const pool = getPool();
  const current = await currentAccount(pool, request);
  if (!current.ok) return current.response;
  const { account } = current;
  if (!(await verifyPassword(body.data.currentPassword, account.password_hash))) {
    return jsonError(400, AUTH_MESSAGES.currentPasswordWrong, [{ path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordWrong }]);
  }
  const codes = await newPasswordViolations(pool, account, body.data.password, body.data.passwordConfirmation, 'change');
  if (codes.length) return passwordRulesBroken(codes);
  await withTransaction((client) => setPassword(client, account.id, body.data.password, new Date()), pool);
  return signedIn(pool, request, account);
});
