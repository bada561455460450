import { revalidateTag } from 'next/cache';
import { productTag } from '@/server/catalog';
import { json, jsonError } from '@/server/api/respond';
import { parseJsonBody } from '@/server/api/handler';
import { log } from '@/lib/log';
import { isRevalidateSecret } from '@/server/revalidate-secret';
import { CatalogRevalidateBody } from '@/schemas/api/webhooks';


/**
 * Catalogue changes made outside the store process (the restock command, an import): expires at once the
 * cached pages and listings of the named products (`X-Revalidate-Secret`), so stock and prices show fresh.
 */
export async function POST(request: Request) {
  if (!isRevalidateSecret(request.headers.get('x-revalidate-secret'))) return jsonError(401, 'Authentication failed.');
  const parsed = await parseJsonBody(request, CatalogRevalidateBody);
  if (!parsed.ok) return parsed.response;
  const tags = parsed.data.productSlugs.map(productTag);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  log.info('Catalogue revalidated', { tags });
  return json({ revalidated: tags });
}
