/** The secret of the store's revalidation webhooks (content and catalogue); compared in constant time. */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The embedded default has a development secret; production sets REVALIDATE_SECRET. */
export const revalidateSecret = () => process.env.REVALIDATE_SECRET ?? process.env.CONTENT_WEBHOOK_SECRET ?? 'atelier-revalidate-secret';

export function isRevalidateSecret(given: string | null): boolean {
  if (!given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(revalidateSecret()).digest();
  return timingSafeEqual(a, b);
}
