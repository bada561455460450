import { getPool } from '@/commerce/db/pool';
import { refreshSession } from '@/commerce/accounts/sessions';
import { apiRoute, ok, parseJsonBody } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { clearSessionCookies, requestCookie, setSessionCookies } from '@/server/auth/session';
import { TokenBody, TokenResponse } from '@/schemas/api/accounts';

const REFUSED = 'The session has ended; please sign in again';

/**
 * `POST auth/token` (SPEC §7): refreshes the login with a rotating refresh token.
 * - Server flow (`flow: app`): `refresh_token` and `device_id` in the body (the expired access token may
 *   come as a bearer header; it is not needed). Answers the new access and refresh tokens in the body.
 * - Client flow (`flow: client`): the browser's HTTP-only cookies carry the refresh token and device id;
 *   answers new session cookies.
 * 401 when the token is unknown, expired, revoked or reused after its grace period (which revokes its family);
 * those answers also remove the session cookies. A rotated token used a third time inside its grace window is
 * refused too (`grace_used`), but its family lives on and the cookies are left alone: the browser may already
 * hold the family's newest token from a concurrent answer, which a removal arriving later would wipe.
 */
export const POST = apiRoute(async ({ request }) => {
  const body = await parseJsonBody(request, TokenBody);
  if (!body.ok) return body.response;
  const clientFlow = body.data.flow === 'client';
  const refreshToken = body.data.flow === 'app' ? body.data.refresh_token : requestCookie(request, 'jwtRefreshToken');
  const deviceId = body.data.flow === 'app' ? body.data.device_id : requestCookie(request, 'deviceId');
  if (!refreshToken || !deviceId) {
    const refused = jsonError(401, REFUSED);
    return clientFlow ? clearSessionCookies(refused) : refused;
  }
  const result = await refreshSession(getPool(), refreshToken, deviceId);
  if (!result.ok) {
    const refused = jsonError(401, REFUSED, { reason: result.reason });
    return clientFlow && result.reason !== 'grace_used' ? clearSessionCookies(refused) : refused;
  }
  const { session } = result;
  if (clientFlow) return setSessionCookies(ok(TokenResponse, { token_type: 'Bearer', expires_in: session.expiresIn }), session);
  return ok(TokenResponse, { token_type: 'Bearer', expires_in: session.expiresIn, access_token: session.accessToken, refresh_token: session.refreshToken });
});
