import { getPool } from '@/commerce/db/pool';
import { requestUnlock, unlockAccount } from '@/commerce/accounts/account-links';
import { apiRoute, ok, parseJsonBody } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { linkTarget } from '@/server/auth/answers';
import { AUTH_MESSAGES, MessageResponse, UnlockBody, UnlockRequestBody } from '@/schemas/api/accounts';

/** `POST users/unlock`: emails an unlock link to a blocked account. 202 with the same message whatever the email. */
export const POST = apiRoute(async ({ request }) => {
  const body = await parseJsonBody(request, UnlockRequestBody);
  if (!body.ok) return body.response;
  await requestUnlock(getPool(), body.data.email, linkTarget(request));
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
