/** The secret of the store's revalidation webhooks (content and catalogue), and the constant-time comparison of secrets. */
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { DEVELOPMENT_REVALIDATE_SECRET, sandboxEnabled } from '@/lib/sandbox';

export { DEVELOPMENT_REVALIDATE_SECRET };

/**
 * A secret from the environment, or its development default only where the developer sandbox is on (the
 * embedded stack: `npm start`, the tests). A deployment leaves the sandbox off, so an unset secret there is
 * null and nothing matches it: a published default never opens a deployed store.
 */
export function configuredSecret(fromEnv: string | undefined, developmentDefault: string, env: Record<string, string | undefined> = process.env): string | null {
  if (fromEnv) return fromEnv;
  return sandboxEnabled(env) ? developmentDefault : null;
}

/** The secret the store accepts on its revalidation webhooks (REVALIDATE_SECRET; null when none is configured). */
export const revalidateSecret = () => configuredSecret(process.env.REVALIDATE_SECRET ?? process.env.CONTENT_WEBHOOK_SECRET, DEVELOPMENT_REVALIDATE_SECRET);

/**
 * True when `given` equals `expected`, compared in constant time (both hashed first, so lengths leak nothing);
 * false when no secret is expected.
 */
export function secretEquals(given: string | null | undefined, expected: string | null): boolean {
  if (!given || !expected) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function isRevalidateSecret(given: string | null): boolean {
  return secretEquals(given, revalidateSecret());
}
