import { jsonError } from '@/server/api/respond';
import { IMAGE_KINDS, isImageKind, productImageSvg } from '@/commerce/catalog/images';

const FILE = /^([0-9a-fA-F]{6})\.svg$/;

/**
 * `GET /api/images/products/{kind}/{RRGGBB}.svg`: a generated product silhouette (commerce/catalog/images.ts).
 * The URL fully determines the image, so it is cached for a year as immutable.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ kind: string; file: string }> }) {
  const { kind, file } = await params;
  if (!isImageKind(kind)) return jsonError(400, `Unknown image kind "${kind}"; one of ${IMAGE_KINDS.join(', ')}`);
  const match = FILE.exec(file);
  if (!match) return jsonError(400, 'The file must be a 6-digit hex colour followed by .svg, e.g. B3152A.svg');
  return new Response(productImageSvg(kind, match[1]), {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      // The SVG is static drawing only; forbid anything active should it be opened directly.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
