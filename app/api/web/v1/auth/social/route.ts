import { getPool } from '@/commerce/db/pool';
import { signInWithSocial } from '@/commerce/accounts/social';
import { identityProvider } from '@/server/auth/identity-provider';
import { apiRoute, parseJsonBody } from '@/server/api/handler';
import { json, jsonError } from '@/server/api/respond';
import { blocked, signedIn } from '@/server/auth/answers';
import type { z } from 'zod';
import { AUTH_MESSAGES, SocialNotLinked, SocialSignInBody } from '@/schemas/api/accounts';

/**
 * `POST auth/social`: "Sign in with Google". A linked identity signs its account in (200 + cookies); an
 * unknown one answers 401 with SPEC §8's "not yet linked" message and a link token to register with.
 */
export const POST = apiRoute(async ({ request }) => {
  const body = await parseJsonBody(request, SocialSignInBody);
  if (!body.ok) return body.response;
  const provider = identityProvider();
  if (!provider) return jsonError(404, 'Sign in with Google is not available on this site');
  const pool = getPool();
  const result = await signInWithSocial(pool, provider, body.data.idToken);
  if (result.ok) {
    if (result.account.blocked_at && result.account.block_reference) return blocked(result.account.block_reference);
    return signedIn(pool, request, result.account);
  }
  if (result.reason === 'invalid_token') return jsonError(401, AUTH_MESSAGES.authenticationFailed);
  const { identity } = result;
  const notLinked: z.input<typeof SocialNotLinked> = { message: AUTH_MESSAGES.socialNotLinked, socialLinkToken: result.linkToken, email: identity.email, firstName: identity.firstName, lastName: identity.lastName };
  return json(notLinked, { status: 401 });
});
