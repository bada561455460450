import { describe, expect, it } from 'vitest';
import { contextIn } from '@/renderer/testing/fixtures';
import { cardView } from './card-view';
import { comingSoon, outOfStock, saleLipstick, serumFrom } from './product-card.fixtures';
import { cardContext, productCardLabels } from './server-labels';

const { country, lang } = contextIn({ country: 'sg', lang: 'en' });
const view = (product: Parameters<typeof cardView>[0]) => cardView(product, productCardLabels(country, lang), cardContext(country, lang));

describe('cardView', () => {
  it('prepares the texts a card shows: link, prices, rating and shades read aloud', () => {
    expect(view(saleLipstick)).toEqual({
      id: 101,
      href: '/products/maison-lumiere-velvet-matte-lipstick',
      brand: 'Maison Lumière',
      name: saleLipstick.name,
      image: saleLipstick.image.url,
      width: 800,
      height: 800,
      state: 'available',
      variantId: saleLipstick.defaultVariantId,
      price: '$28.00',
      was: '$35.00',
      rating: { percent: 92, count: 128, text: '4.6 out of 5 stars, 128 reviews' },
      shades: {
        swatches: saleLipstick.swatches.slice(0, 5).map((s) => ({ hex: s.shadeHex, name: s.shadeName })),
        more: 4,
        text: '9 shades',
      },
    });
  });

  it('says "from" and translates badges', () => {
    const v = view(serumFrom);
    expect(v.price).toBe('From $45.00');
    expect(v.badges).toEqual(['App exclusive']);
    expect(view(comingSoon).badges).toEqual(['Coming soon', 'Priority access']);
  });

  it('leaves out what a card does not show (an undefined prop would still travel in the RSC payload)', () => {
    const v = view(outOfStock);
    for (const key of ['was', 'badges', 'rating', 'shades']) expect(Object.keys(v)).not.toContain(key);
    expect(Object.values(view(saleLipstick))).not.toContain(undefined);
  });

  it('is a few hundred bytes, not the product', () => {
    const json = JSON.stringify(view(saleLipstick));
    expect(json.length).toBeLessThan(JSON.stringify(saleLipstick).length);
    expect(json).not.toContain('shadeHex'); // the product's swatches are not copied
    expect(json).not.toContain('"slug"');
  });
});
