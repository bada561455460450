import { getPool } from '@/commerce/db/pool';
import { findAccountById } from '@/commerce/accounts/accounts';
import { verifyAccessToken } from '@/commerce/accounts/tokens';
import { apiRoute, ok, parseJsonBody } from '@/server/api/handler';
import { TokenVerifyBody, TokenVerifyResponse } from '@/schemas/api/accounts';

/**
 * `POST auth/token/verify`: whether an access token (the full JWT) is genuine, not expired, and of an account that
 * still exists (a deleted account's token is signed and unexpired for up to 15 minutes, but names nobody).
 */
export const POST = apiRoute(async ({ request }) => {
  const body = await parseJsonBody(request, TokenVerifyBody);
  if (!body.ok) return body.response;
  const token = body.data.token;
  const lastDot = token.lastIndexOf('.');
  const claims = lastDot > 0 ? await verifyAccessToken(token.slice(0, lastDot), token.slice(lastDot + 1)) : undefined;
  const account = claims ? await findAccountById(getPool(), claims.sub) : undefined;
  return ok(TokenVerifyResponse, claims && account ? { valid: true, sub: claims.sub, exp: claims.exp } : { valid: false });
});
