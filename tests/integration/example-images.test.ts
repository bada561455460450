/**
 * The developer pages' example lines (issue 21 item 20: `/sandbox/cart-line-item` showed 404 images): every image
 * of the bag's example lines, samples and rewards is one the store's image route draws (200, an SVG).
 */
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/images/products/[kind]/[file]/route';
import { bagWithGift, lineExamples } from '@/flows/bag/bag.fixtures';
import { rewards, samples } from '@/components/bag/bag.fixtures';

const urls = [
  ...lineExamples.map((e) => e.line.image?.url),
  ...bagWithGift.lines.map((l) => l.image?.url),
  ...samples().items.map((s) => s.image?.url),
  ...rewards(true).items.map((r) => r.image?.url),
].filter((u): u is string => !!u);

describe('example images', () => {
  it('every image of the bag examples answers 200 from the product image route', async () => {
    expect(urls.length).toBeGreaterThan(5);
    for (const url of new Set(urls)) {
      const match = /^\/api\/images\/products\/([^/]+)\/([^/]+)$/.exec(url);
      expect(match, url).not.toBeNull();
      const [, kind, file] = match!;
      const response = await GET(new Request(`http://localhost${url}`), { params: Promise.resolve({ kind, file }) });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
    }
  });
});
