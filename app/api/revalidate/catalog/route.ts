import { revalidateTag } from 'next/cache';
import { productTag } from '@/server/catalog';
import { invalidInput, json, jsonError } from '@/server/api/respond';
import { log } from '@/lib/log';
import { isRevalidateSecret } from '@/server/revalidate-secret';
import { CatalogRevalidateBody } from '@/schemas/api/webhooks';


/**
 * Catalogue changes made outside the store process (the restock command, an import): expires at once the
 * cached pages and listings of the named products (`X-Revalidate-Secret`), so stock and prices show fresh.
 */
export async function POST(request: Request) {
  if (!isRevalidateSecret(request.headers.get('x-revalidate-secret'))) return jsonError(401, 'Authentication failed.');
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return jsonError(400, 'The body must be JSON');
  }
  const parsed = CatalogRevalidateBody.safeParse(raw);
  if (!parsed.success) return invalidInput(parsed.error, 'The body must be { productSlugs: [...] }');
  const tags = parsed.data.productSlugs.map(productTag);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  log.info('Catalogue revalidated', { tags });
  return json({ revalidated: tags });
}
