import { z } from 'zod';
import { contentSourceConfig } from '@/content/source';
import { apiRoute, parseParams } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { signatureType } from '@/commerce/media/image-file';
import { STUDIO_IMAGE_TYPES } from '@/schemas/api/studio';

const Params = z.object({
  id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, { error: 'An asset id has letters, digits, dots, dashes and underscores.' }),
  name: z.string().regex(/^[A-Za-z0-9_][A-Za-z0-9._-]{0,99}$/, { error: 'A file name has letters, digits, dots, dashes and underscores.' }),
});

/** What an uploaded file is served with beside its type (the store's security headers, framing refused, come on top). */
const FILE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * `GET /cms/uploads/{asset}/{fileName}`: an image an editor uploaded in the studio, as the embedded content server
 * keeps it (the url it gives a processed file). With Contentful itself, assets are on Contentful's CDN: 404 here.
 * The `Content-Type` is the one the file's own bytes say (never the label it was stored with), and only for the
 * raster types the studio takes: anything else (an SVG, a file stored before uploads were checked) is not served.
 */
export const GET = apiRoute<{ id: string; name: string }>(async ({ params }) => {
  const path = parseParams(Params, params);
  if (!path.ok) return path.response;
  const source = contentSourceConfig();
  if (!source.embedded) return jsonError(404, 'Uploaded files are served by Contentful\u2019s asset CDN on this site.');
  const answer = await fetch(`http://${source.host}/files/${encodeURIComponent(path.data.id)}/${encodeURIComponent(path.data.name)}`, { cache: 'no-store' }).catch(() => undefined);
  if (!answer) return jsonError(503, 'The content server did not answer. Please try again.');
  if (!answer.ok) return jsonError(404, 'No such file.');
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const type = signatureType(bytes);
  if (!type || !(type in STUDIO_IMAGE_TYPES)) return jsonError(404, 'No such image: this file is not a PNG, JPEG, WebP, GIF or AVIF image.');
  return new Response(bytes, { headers: { 'Content-Type': type, ...FILE_HEADERS } });
});
