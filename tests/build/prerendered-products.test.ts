/**
 * The build does not grow with the catalogue (issue 22): a product page renders on its first request and is then
 * served from the cache; the build prerenders only the first few featured products of each country and language.
 * Behind every catalogue read here stands a catalogue of the demo's size, then of a retailer's: the product route
 * must ask for the same number of pages with both, and may not refuse a product it did not prerender.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countryLanguagePairs } from '@/config/countries/registry';

let catalogueSize = 0;
const slugs = (count: number) => Array.from({ length: Math.min(count, catalogueSize) }, (_, i) => `product-${i + 1}`);

vi.mock('@/server/catalog', () => ({
  loadFeaturedSlugs: vi.fn(async (_country: string, _lang: string, count: number) => slugs(count)),
  loadProduct: vi.fn(async () => null),
  loadProductBundles: vi.fn(async () => []),
}));

const route = await import('@/app/[country]/[lang]/[flags]/(shop)/products/[slug]/page');

/** Every product page the build would prerender: the route's params for each country and language. */
async function prerenderedProductPages(): Promise<number> {
  let pages = 0;
  for (const pair of countryLanguagePairs()) pages += (await route.generateStaticParams({ params: pair })).length;
  return pages;
}

describe('product pages at build time', () => {
  beforeEach(() => {
    catalogueSize = 0;
  });

  it('prerenders the same number of product pages with 450 products as with 25,000: four per country and language', async () => {
    catalogueSize = 450;
    const demo = await prerenderedProductPages();
    catalogueSize = 25_000;
    const retail = await prerenderedProductPages();
    expect(retail).toBe(demo);
    expect(retail).toBe(4 * countryLanguagePairs().length);
  });

  it('renders any other product on its first request (dynamic params stay on) and caches it', () => {
    // `dynamicParams = false` would answer 404 for every product the build did not prerender.
    expect((route as { dynamicParams?: boolean }).dynamicParams).not.toBe(false);
    expect(route.ensureStatic).toBe('navigation');
  });
});
