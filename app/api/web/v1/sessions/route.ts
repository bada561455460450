import { getPool } from '@/commerce/db/pool';
import { signIn } from '@/commerce/accounts/sign-in';
import { endSession } from '@/commerce/accounts/sessions';
import { sendUnlockLink } from '@/commerce/accounts/account-links';
import { apiRoute, ok, parseJsonBody } from '@/server/api/handler';
import { authenticationFailed, blocked, linkTarget, requestDeviceId, signedIn } from '@/server/auth/answers';
import { clearSessionCookies, requestCookie } from '@/server/auth/session';
import { requestAddress } from '@/server/api/limits';
import { MessageResponse, SignInBody } from '@/schemas/api/accounts';

/**
 * `POST sessions`: signs in with email and password. 200 with the account and the session cookies;
 * 401 "Authentication failed." (unknown email and wrong password alike); 423 with a reference id once the
 * account (or the email without one) is blocked after repeated failures (an unlock link is emailed when the block
 * starts). Many failures from one client address slow its answers down (up to 4 s), except for a browser that
 * signed in to the account before (its `device-id`); they are never refused for the address.
 */
export const POST = apiRoute(async ({ request }) => {
  const body = await parseJsonBody(request, SignInBody);
  if (!body.ok) return body.response;
  const pool = getPool();
  const device = requestDeviceId(request);
  const result = await signIn(pool, { ...body.data, clientIp: requestAddress(request), deviceId: device.fresh ? undefined : device.deviceId });
  if (result.ok) return signedIn(pool, request, result.account);
  if (result.reason === 'failed') return authenticationFailed();
  if (result.newlyBlocked && result.account) {
    await sendUnlockLink(pool, { ...result.account, block_reference: result.referenceId }, linkTarget(request));
  }
  return blocked(result.referenceId);
});

/** `DELETE sessions`: signs out: the session's refresh-token family is revoked and its cookies removed. */
export const DELETE = apiRoute(async ({ request }) => {
  await endSession(getPool(), requestCookie(request, 'jwtRefreshToken'));
  return clearSessionCookies(ok(MessageResponse, { message: 'Signed out' }));
});
