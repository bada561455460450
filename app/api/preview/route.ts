import { draftMode } from 'next/headers';
import { z } from 'zod';
import { apiRoute, parseQuery } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { isPreviewSecret } from '@/preview/access';
import { previewTarget } from '@/preview/options';

const entryQuery = z.object({
  secret: z.string().min(1, 'secret is required'),
  path: z
    .string()
    .default('/preview/homepage')
    .refine((path) => previewTarget(path) !== null, 'path must be a preview page of this store, e.g. /preview/homepage'),
});

/**
 * `GET /api/preview?secret=…&path=/preview/homepage`: the editors' way in (README). A right secret turns on
 * draft mode for this browser and sends it to the preview page; a wrong one is a 401 and changes nothing.
 */
export const GET = apiRoute(async ({ url }) => {
  const query = parseQuery(entryQuery, url.searchParams);
  if (!query.ok) return query.response;
  if (!isPreviewSecret(query.data.secret)) return jsonError(401, 'Authentication failed.');
  (await draftMode()).enable();
  return new Response(null, { status: 307, headers: { location: previewTarget(query.data.path)!, 'cache-control': 'no-store' } });
});
