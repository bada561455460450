import { ImageResponse } from 'next/og';
import { jsonError } from '@/server/api/respond';
import { IMAGE_KINDS, isImageKind, productImageSvg } from '@/commerce/catalog/images';

const FILE = /^([0-9a-fA-F]{6})\.(svg|png)$/;

/** A link preview's picture: 1200×630, what social networks show in a large card (issue 23). */
const CARD = { width: 1200, height: 630 } as const;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `GET /api/images/products/{kind}/{RRGGBB}.svg`: a generated product silhouette (commerce/catalog/images.ts).
 * `….png`: the same drawing centred on a 1200×630 card, rasterised by next/og (satori and resvg), for Open Graph
 * and Twitter cards, which do not show SVG. The URL fully determines the image, so it is cached for a year as
 * immutable.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ kind: string; file: string }> }) {
  const { kind, file } = await params;
  if (!isImageKind(kind)) return jsonError(400, `Unknown image kind "${kind}"; one of ${IMAGE_KINDS.join(', ')}`);
  const match = FILE.exec(file);
  if (!match) return jsonError(400, 'The file must be a 6-digit hex colour followed by .svg or .png, e.g. B3152A.svg');
  const svg = productImageSvg(kind, match[1]);
  if (match[2] === 'png') {
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    return new ImageResponse(
      (
        <div style={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#F5F5F5' }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>; there is no page here */}
          <img src={src} width={CARD.height} height={CARD.height} alt="" />
        </div>
      ),
      { ...CARD, headers: { 'cache-control': IMMUTABLE, 'x-content-type-options': 'nosniff' } },
    );
  }
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
      // The SVG is static drawing only; forbid anything active should it be opened directly.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
