import { z } from 'zod';
import { getPool } from '@/commerce/db/pool';
import { readPhoto } from '@/commerce/catalog/photos';
import { apiRoute, parseParams } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';

const Params = z.object({
  file: z.string().regex(/^[0-9a-f]{64}\.jpg$/, { error: 'The file is a photograph\u2019s key (64 hexadecimal digits) followed by .jpg.' }),
});

/**
 * `GET /api/images/catalog/{key}.jpg`: a product photograph from the retailer's catalogue file (commerce/catalog/
 * photos.ts), a JPEG the import normalised. The key is the hash of the picture, so the answer never changes: cached
 * for a year as immutable.
 */
export const GET = apiRoute<{ file: string }>(async ({ params }) => {
  const path = parseParams(Params, params);
  if (!path.ok) return path.response;
  const bytes = await readPhoto(getPool(), path.data.file.slice(0, -'.jpg'.length));
  if (!bytes) return jsonError(404, 'No product photograph has this key.');
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' },
  });
});
