import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/images/products/[kind]/[file]/route';
import { IMAGE_KINDS, imageColour, imageKind, productImage, productImageSvg, productImageUrl } from './images';

// jsdom ships without type declarations; only its XML parser is used here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (text: string, options: { contentType: string }) => { window: { document: Document } } };

function parseSvg(svg: string): Document {
  return new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document;
}

describe('productImageSvg', () => {
  it.each(IMAGE_KINDS)('draws a well-formed 800 × 800 %s in the colour on mist', (kind) => {
    const svg = productImageSvg(kind, 'b3152a');
    const doc = parseSvg(svg);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.tagName).toBe('svg');
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(root.getAttribute('width')).toBe('800');
    expect(root.getAttribute('height')).toBe('800');
    expect(root.getAttribute('viewBox')).toBe('0 0 800 800');
    // The first shape is the mist background covering the whole image.
    const background = root.firstElementChild!;
    expect(background.getAttribute('fill')).toBe('#F5F5F5');
    expect(background.getAttribute('width')).toBe('800');
    expect(svg).toContain('fill="#B3152A"');
    // Flat: no gradients, filters, scripts, external references or text.
    expect(svg).not.toMatch(/<(linearGradient|radialGradient|filter|script|image|text|foreignObject)\b|href=/);
  });

  it('is deterministic and changes with the colour', () => {
    expect(productImageSvg('lipstick', '#A65E5E')).toBe(productImageSvg('lipstick', 'a65e5e'));
    expect(productImageSvg('lipstick', 'A65E5E')).not.toBe(productImageSvg('lipstick', 'B3152A'));
    expect(productImageSvg('jar', 'A65E5E')).not.toBe(productImageSvg('lipstick', 'A65E5E'));
  });

  it('outlines colours too pale to see on mist', () => {
    expect(productImageSvg('bottle', 'F4EFEA')).toContain('stroke="#D4D4D4"');
    expect(productImageSvg('bottle', '8E3B2E')).not.toContain('stroke="#D4D4D4"');
  });

  it('refuses a bad colour or kind', () => {
    expect(() => productImageSvg('lipstick', 'red')).toThrow(RangeError);
    expect(() => productImageSvg('lipstick', '12345G')).toThrow(RangeError);
    expect(() => productImageSvg('lipstick', '"/><script>')).toThrow(RangeError);
    expect(() => productImageSvg('rocket' as never, 'B3152A')).toThrow(RangeError);
  });
});

describe('productImageUrl', () => {
  it('points at the silhouette of the product type in the shade', () => {
    expect(productImageUrl('lipstick', '#B3152A')).toEqual({ url: '/api/images/products/lipstick/B3152A.svg', width: 800, height: 800 });
    expect(productImageUrl('foundation', '#e3c3a6').url).toBe('/api/images/products/pump/E3C3A6.svg');
    expect(productImageUrl('serum', null, { sku: 'ATL-SER-00123-01' }).url).toMatch(/^\/api\/images\/products\/dropper\/[0-9A-F]{6}\.svg$/);
    expect(productImage('perfume', null, undefined, 'Night Jasmine')).toMatchObject({ width: 800, height: 800, alt: 'Night Jasmine' });
  });

  it('draws unknown types as a bottle', () => {
    expect(imageKind('something-new')).toBe('bottle');
  });

  it('gives shadeless variants of one product the same packaging colour', () => {
    expect(imageColour(null, { sku: 'ATL-SER-00123-01' })).toBe(imageColour(null, { sku: 'ATL-SER-00123-02' }));
    expect(imageColour(undefined)).toMatch(/^[0-9A-F]{6}$/);
  });
});

describe('GET /api/images/products/{kind}/{hex}.svg', () => {
  const call = (kind: string, file: string) => GET(new Request(`http://localhost/api/images/products/${kind}/${file}`), { params: Promise.resolve({ kind, file }) });

  it('answers the SVG with a long immutable cache', async () => {
    const response = await call('compact', 'C9A07E.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(productImageSvg('compact', 'C9A07E'));
  });

  it.each([
    ['rocket', 'C9A07E.svg'],
    ['compact', 'C9A07E.gif'],
    ['compact', 'C9A07.svg'],
    ['compact', 'GGGGGG.svg'],
    ['compact', '..%2FC9A07E.svg'],
  ])('answers 400 for %s/%s', async (kind, file) => {
    const response = await call(kind, file);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/\S/);
  });
});
