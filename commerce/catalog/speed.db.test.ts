// Timing of the catalogue reads on a catalogue of seed size (≈460 products, 40+ brands, 1–6 variants
// each, priced in all eight countries). The budget here is loose (a shared 2-core machine); the figures
// are printed, and a listing page is expected well under 20 ms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingQuery, ListingResponse } from '@/schemas/api/catalog';
import { databasesUnderTest } from '@/tests/db/test-database';
import { listProducts, productFacets } from './listing';
import { getProduct } from './products';
import { searchSuggestions } from './search';
import { ctxOf, createCatalogTestDatabase, type CatalogTestDatabase } from './testing/catalog-test-db';
import { insertGeneratedCatalog } from './testing/fixture-catalog';

const BUDGET_MS = 100;
const RUNS = 25;

async function median(fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

describe.each(databasesUnderTest())('catalogue read speed on $name PostgreSQL', ({ name, url }) => {
  let t: CatalogTestDatabase;
  beforeAll(async () => {
    t = await createCatalogTestDatabase(url);
    await insertGeneratedCatalog(t.pool, 450);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves a 48-product listing, facets, a search, suggestions and a product page quickly', async () => {
    const SG = ctxOf('SG');
    const TH = ctxOf('TH', 'th');
    const listing = (input: Record<string, unknown>, ctx = SG) => () => listProducts(t.pool, ctx, ListingQuery.parse({ page_size: 48, ...input }));

    const full = ListingResponse.parse(await listing({})());
    expect(full.items).toHaveLength(48);
    expect(full.total).toBeGreaterThan(450);

    const figures: Record<string, number> = {
      'listing featured (48 + facets)': await median(listing({})),
      'listing category + price_asc': await median(listing({ category: 'makeup', sort: 'price_asc' })),
      'listing brand + attribute + rating': await median(listing({ brand: 'gen-brand-1,gen-brand-2', attributes: { finish: ['matte'] }, rating: '3' })),
      'listing page 5, top_rated': await median(listing({ sort: 'top_rated', page: '5' })),
      'search "lipstick"': await median(listing({ q: 'lipstick' })),
      'search typo "lipstik"': await median(listing({ q: 'lipstik' })),
      'search Thai "ลิปสติก"': await median(listing({ q: 'ลิปสติก' }, TH)),
      'facets only': await median(() => productFacets(t.pool, SG, { category: 'skincare' })),
      'suggestions "vel"': await median(() => searchSuggestions(t.pool, SG, 'vel')),
      'product page': await median(() => getProduct(t.pool, SG, 'gen-product-100')),
    };
    console.log(`catalogue read timings on ${name} (median of ${RUNS}, ms):\n${Object.entries(figures).map(([k, v]) => `  ${k}: ${v.toFixed(1)}`).join('\n')}`);
    for (const [what, ms] of Object.entries(figures)) expect(ms, what).toBeLessThan(BUDGET_MS);
  });
});
