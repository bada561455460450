import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { silhouette, silhouettePaint } from '@/commerce/catalog/images';

const picture = (file: string) => readFileSync(new URL(`../../public/cms/${file}`, import.meta.url), 'utf8');

describe("the content's pictures", () => {
  it("draw their products with the catalogue's own drawer (one product-image drawer)", () => {
    const hero = picture('hero-makeup.svg');
    // The makeup hero: an ink palette with a gold frame, a deep-rose lipstick, a nude compact, an ink brush.
    expect(hero.split(silhouette('lipstick', silhouettePaint('#B0285A', '#111111')))).toHaveLength(2);
    expect(hero.split(silhouette('palette', silhouettePaint('#111111', '#B8952B')))).toHaveLength(2);
    expect(hero.split(silhouette('compact', silhouettePaint('#D9A48F', '#111111')))).toHaveLength(2);
    // A gift card tile uses a silhouette only the scenes need, from the same drawer.
    expect(picture('tile-e-gift-card.svg')).toContain(silhouette('card', silhouettePaint('#B0285A', '#B8952B')));
  });
});
