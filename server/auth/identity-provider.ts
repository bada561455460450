/**
 * Which identity provider "Sign in with Google" uses: Google with GOOGLE_CLIENT_ID; the development stand-in
 * only where the developer sandbox is on (anyone can mint its tokens); otherwise none, and social sign-in
 * is unavailable.
 */
import 'server-only';
import { developmentIdentityProvider, googleIdentityProvider, type IdentityProvider } from '@/commerce/accounts/social';
import { sandboxEnabled } from '@/lib/sandbox';

export function identityProvider(env: Record<string, string | undefined> = process.env): IdentityProvider | undefined {
  if (env.GOOGLE_CLIENT_ID) return googleIdentityProvider(env.GOOGLE_CLIENT_ID);
  return sandboxEnabled(env) ? developmentIdentityProvider : undefined;
}
