import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Facet, ListingQuery, ListingResponse } from '@/schemas/api/catalog';
import { databasesUnderTest } from '@/tests/db/test-database';
import { listProducts, productFacets } from './listing';
import { ctxOf, createCatalogTestDatabase, type CatalogTestDatabase } from './testing/catalog-test-db';
import { FIXTURE_PRODUCTS } from './testing/fixture-catalog';

const SG = ctxOf('SG');
const TH = ctxOf('TH', 'th');

/** Parses like a route handler (defaults applied); `attributes` as the handler collects `f.<name>`. */
function q(input: Record<string, unknown> = {}): ListingQuery {
  return ListingQuery.parse({ page_size: 48, ...input });
}

const slugs = (r: ListingResponse) => r.items.map((i) => i.slug);
const facet = (facets: Facet[], param: string) => facets.find((f) => f.param === param);
const counts = (f: Facet | undefined) => Object.fromEntries((f?.values ?? []).map((v) => [v.value, v.count]));

describe.each(databasesUnderTest())('listProducts on $name PostgreSQL', ({ url }) => {
  let t: CatalogTestDatabase;
  beforeAll(async () => {
    t = await createCatalogTestDatabase(url);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function list(input: Record<string, unknown> = {}, ctx = SG): Promise<ListingResponse> {
    const result = await listProducts(t.pool, ctx, q(input));
    return ListingResponse.parse(result);
  }

  it('lists the products priced in the country, featured first, and parses with the schema', async () => {
    const r = await list();
    expect(r.total).toBe(12);
    expect(r.sort).toBe('featured');
    expect(r.page).toBe(1);
    expect(r.pageSize).toBe(48);
    // featured_rank 1, 2; then popularity.
    expect(slugs(r)).toEqual([
      'velvet-matte-lipstick',
      'satin-lipstick',
      'lip-oil-plumping-duo',
      'hydra-moisturizer',
      'jasmine-eau-de-parfum',
      'glossy-lip-shine',
      'silk-foundation',
      'oil-free-moisturizer',
      'gold-face-mask',
      'vitamin-c-serum',
      'nova-night-serum',
      'lip-oil',
    ]);
  });

  it('leaves out a product not priced in the country and prices in its currency', async () => {
    const th = await list({}, TH);
    expect(th.total).toBe(11);
    expect(slugs(th)).not.toContain('nova-night-serum');
    const velvet = th.items.find((i) => i.slug === 'velvet-matte-lipstick')!;
    expect(velvet.price).toEqual({ amount: 80000, compareAt: null, currency: 'THB' });
    expect(velvet.name).toBe('ลิปสติกเนื้อแมตต์กำมะหยี่');
    // Falls back to English where the product has no Thai name.
    expect(th.items.find((i) => i.slug === 'glossy-lip-shine')!.name).toBe('Glossy Lip Shine');

    const id = await list({}, ctxOf('ID', 'id'));
    expect(id.items.find((i) => i.slug === 'velvet-matte-lipstick')!.price).toEqual({ amount: 352000, compareAt: null, currency: 'IDR' });
  });

  it('builds the summary: lowest price, priceFrom, compareAt, swatches, default variant, image, state', async () => {
    const r = await list();
    const by = (slug: string) => r.items.find((i) => i.slug === slug)!;

    const velvet = by('velvet-matte-lipstick');
    expect(velvet.brand).toEqual({ slug: 'rouge-co', name: 'Rouge & Co' });
    expect(velvet.price).toEqual({ amount: 3200, compareAt: null, currency: 'SGD' });
    expect(velvet.priceFrom).toBe(false);
    expect(velvet.variantCount).toBe(3);
    expect(velvet.swatches.map((s) => s.shadeHex)).toEqual(['#A0525A', '#9E1B32', '#C89B87']);
    expect(velvet.swatches[0]).toEqual({ variantId: t.fixture.variantIds['RC-VML-01'], shadeName: 'Rosewood 01', shadeHex: '#A0525A' });
    expect(velvet.defaultVariantId).toBe(t.fixture.variantIds['RC-VML-01']);
    expect(velvet.state).toBe('available');
    expect(velvet.rating).toEqual({ average: 4.6, count: 120 });
    expect(velvet.image.url).toBeTruthy();
    expect(velvet.image.alt).toContain('Velvet Matte Lipstick');

    const satin = by('satin-lipstick');
    expect(satin.price.amount).toBe(2500);
    expect(satin.priceFrom).toBe(true);
    // The first variant (Coral) is out of stock: the default is the first in stock.
    expect(satin.defaultVariantId).toBe(t.fixture.variantIds['AT-SL-02']);

    expect(by('glossy-lip-shine').price).toEqual({ amount: 1500, compareAt: 1800, currency: 'SGD' });
    expect(by('glossy-lip-shine').badges).toEqual(['app_exclusive']);
    // The cheaper 30 ml is not discounted (only the 50 ml is): no compareAt on the shown price.
    expect(by('hydra-moisturizer').price).toEqual({ amount: 4500, compareAt: null, currency: 'SGD' });
    expect(by('hydra-moisturizer').swatches).toEqual([]);

    const silk = by('silk-foundation');
    expect(silk.state).toBe('out_of_stock');
    expect(silk.defaultVariantId).toBe(t.fixture.variantIds['RC-SF-10']);
    const serum = by('vitamin-c-serum');
    expect(serum.state).toBe('coming_soon');
    expect(serum.availableFrom).not.toBeNull();
    expect(new Date(serum.availableFrom!).getTime()).toBeGreaterThan(Date.now());
    expect(serum.badges).toEqual(['coming_soon', 'priority_access']);
    expect(velvet.availableFrom).toBeNull();

    // In Thailand the foundation is in stock.
    const th = await list({}, TH);
    expect(th.items.find((i) => i.slug === 'silk-foundation')!.state).toBe('available');
  });

  it('lists a product by what it is now when it moves category or brand, is re-ranked, re-rated or given new attributes', async () => {
    const client = await t.pool.connect();
    const sgList = async (input: Record<string, unknown>) => ListingResponse.parse(await listProducts(client, SG, q(input)));
    try {
      await client.query('BEGIN');
      // The foundation moves from makeup to skincare, to another brand, with a new finish, and becomes the most popular.
      await client.query(
        `UPDATE products SET category_id = (SELECT id FROM categories WHERE path = 'skincare'),
                brand_id = (SELECT id FROM brands WHERE slug = 'la-creme'),
                attributes = '{"finish": "dewy", "skinType": ["oily"]}', popularity = 100000
          WHERE slug = 'silk-foundation'`,
      );
      expect(slugs(await sgList({ category: 'makeup' }))).not.toContain('silk-foundation');
      const skincare = await sgList({ category: 'skincare', sort: 'featured' });
      expect(skincare.items.find((i) => i.slug === 'silk-foundation')?.brand.slug).toBe('la-creme');
      expect(slugs(await sgList({ brand: 'la-creme', attributes: { finish: ['dewy'] } }))).toEqual(['silk-foundation']);
      expect(counts(facet((await sgList({ category: 'skincare' })).facets, 'f.finish'))).toMatchObject({ dewy: 1 });
      // No skincare product has a featured rank: the most popular comes first.
      expect(slugs(await sgList({ category: 'skincare' }))[0]).toBe('silk-foundation');
      // Reviews change its rating (4.0 seeded): the rating filter reads the new one.
      expect(slugs(await sgList({ rating: '4' }))).toContain('silk-foundation');
      await client.query("UPDATE products SET review_average = 3.0, review_count = 3 WHERE slug = 'silk-foundation'");
      expect(slugs(await sgList({ rating: '4' }))).not.toContain('silk-foundation');
      expect(slugs(await sgList({ rating: '3' }))).toContain('silk-foundation');
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('filters by category path prefix: a top category includes its descendants', async () => {
    expect((await list({ category: 'makeup' })).total).toBe(6);
    expect(new Set(slugs(await list({ category: 'makeup/lips' })))).toEqual(
      new Set(['velvet-matte-lipstick', 'satin-lipstick', 'glossy-lip-shine', 'lip-oil', 'lip-oil-plumping-duo']),
    );
    expect(slugs(await list({ category: 'makeup/lips/lipstick' }))).toEqual(['velvet-matte-lipstick', 'satin-lipstick']);
    // "makeup/lips" is not a prefix match of "makeup/lipsx…": only whole path segments count.
    expect((await list({ category: 'makeup/li' })).total).toBe(0);
    expect((await list({ category: 'no-such-category' })).total).toBe(0);
  });

  it('filters by brands, price range, rating, badge, sale, new and attributes', async () => {
    expect(new Set(slugs(await list({ brand: 'glow-lab' })))).toEqual(new Set(['glossy-lip-shine', 'lip-oil', 'oil-free-moisturizer']));
    expect((await list({ brand: 'glow-lab,la-creme' })).total).toBe(6);

    const priced = await list({ price_min: '3000', price_max: '5000' });
    expect(new Set(slugs(priced))).toEqual(new Set(['velvet-matte-lipstick', 'lip-oil-plumping-duo', 'hydra-moisturizer', 'oil-free-moisturizer', 'gold-face-mask']));
    expect(priced.items.every((i) => i.price.amount >= 3000 && i.price.amount <= 5000)).toBe(true);

    const rated = await list({ rating: '4' });
    expect(rated.total).toBe(8);
    expect(rated.items.every((i) => i.rating.average >= 4)).toBe(true);

    expect(slugs(await list({ badge: 'app_exclusive' }))).toEqual(['glossy-lip-shine']);
    expect(slugs(await list({ badge: 'priority_access,app_exclusive' })).sort()).toEqual(['glossy-lip-shine', 'vitamin-c-serum']);

    expect(new Set(slugs(await list({ sale: 'true' })))).toEqual(new Set(['glossy-lip-shine', 'hydra-moisturizer']));
    expect((await list({ sale: 'true' }, TH)).total).toBe(0);
    expect((await list({ sale: 'false' })).total).toBe(12);

    const fresh = await list({ new: 'true' });
    expect(new Set(slugs(fresh))).toEqual(
      new Set(FIXTURE_PRODUCTS.filter((p) => (p.createdDaysAgo ?? 0) < 60).map((p) => p.slug)),
    );

    // OR within a facet, AND across facets.
    expect(new Set(slugs(await list({ attributes: { finish: ['matte', 'satin'] } })))).toEqual(new Set(['velvet-matte-lipstick', 'satin-lipstick']));
    expect(slugs(await list({ attributes: { finish: ['natural', 'matte'], skinType: ['dry'] } }))).toEqual(['silk-foundation']);
    expect(new Set(slugs(await list({ attributes: { skinType: ['dry', 'oily'] } })))).toEqual(
      new Set(['silk-foundation', 'hydra-moisturizer', 'oil-free-moisturizer']),
    );
    expect((await list({ attributes: { noSuchAttribute: ['x'] } })).total).toBe(0);

    // Filters combine.
    expect(slugs(await list({ category: 'makeup', brand: 'rouge-co', rating: '4', attributes: { finish: ['matte'] } }))).toEqual(['velvet-matte-lipstick']);
  });

  it('sorts newest, price high/low and top rated, with a stable tie-break by id', async () => {
    const newest = slugs(await list({ sort: 'newest' }));
    const byAge = [...FIXTURE_PRODUCTS].sort((a, b) => (a.createdDaysAgo ?? 0) - (b.createdDaysAgo ?? 0)).map((p) => p.slug);
    expect(newest).toEqual(byAge);

    const asc = (await list({ sort: 'price_asc' })).items;
    for (let i = 1; i < asc.length; i++) {
      const [a, b] = [asc[i - 1], asc[i]];
      expect(a.price.amount < b.price.amount || (a.price.amount === b.price.amount && a.id < b.id)).toBe(true);
    }
    expect(asc[0].slug).toBe('glossy-lip-shine');
    const desc = (await list({ sort: 'price_desc' })).items;
    for (let i = 1; i < desc.length; i++) {
      const [a, b] = [desc[i - 1], desc[i]];
      expect(a.price.amount > b.price.amount || (a.price.amount === b.price.amount && a.id < b.id)).toBe(true);
    }
    expect(desc[0].slug).toBe('jasmine-eau-de-parfum');

    const top = (await list({ sort: 'top_rated' })).items;
    for (let i = 1; i < top.length; i++) {
      const [a, b] = [top[i - 1], top[i]];
      const ok =
        a.rating.average > b.rating.average ||
        (a.rating.average === b.rating.average && (a.rating.count > b.rating.count || (a.rating.count === b.rating.count && a.id < b.id)));
      expect(ok).toBe(true);
    }
    expect(top.slice(0, 3).map((i) => i.slug)).toEqual(['lip-oil-plumping-duo', 'jasmine-eau-de-parfum', 'velvet-matte-lipstick']);

    // Velvet Matte Lipstick and Gold Face Mask both cost 3200: the lower id comes first, whichever the direction.
    for (const sort of ['price_asc', 'price_desc']) {
      const order = slugs(await list({ sort }));
      const [velvet, mask] = [order.indexOf('velvet-matte-lipstick'), order.indexOf('gold-face-mask')];
      expect(mask).toBe(velvet + 1);
    }
  });

  it('pages with the full total, and the pages put together are the whole listing', async () => {
    const all = slugs(await list({ sort: 'price_asc' }));
    const pages: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const r = await list({ sort: 'price_asc', page: String(page), page_size: '5' });
      expect(r.total).toBe(12);
      expect(r.pageSize).toBe(5);
      expect(r.items.length).toBe(page < 3 ? 5 : 2);
      pages.push(...slugs(r));
    }
    expect(pages).toEqual(all);
    const beyond = await list({ page: '4', page_size: '5' });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(12);
  });

  it('computes facets over the result: brands with names, child categories, ratings, price range, badges, attributes', async () => {
    const { facets } = await list();
    for (const f of facets) Facet.parse(f);
    expect(facets.map((f) => f.param)).toEqual(['category', 'brand', 'price', 'rating', 'badge', 'f.coverage', 'f.finish', 'f.scentFamily', 'f.skinType']);

    expect(counts(facet(facets, 'category'))).toEqual({ makeup: 6, skincare: 5, fragrance: 1 });
    expect(facet(facets, 'category')!.values.map((v) => v.label)).toEqual(['Makeup', 'Skincare', 'Fragrance']);
    const brand = facet(facets, 'brand')!;
    expect(brand.values).toEqual([
      { value: 'atelier', label: 'Atelier', count: 3 },
      { value: 'glow-lab', label: 'Glow Lab', count: 3 },
      { value: 'la-creme', label: 'La Crème', count: 3 },
      { value: 'nova', label: 'Nova', count: 1 },
      { value: 'rouge-co', label: 'Rouge & Co', count: 2 },
    ]);
    const price = facet(facets, 'price')!;
    expect(price).toMatchObject({ type: 'range', min: 1500, max: 12000 });
    expect(counts(facet(facets, 'rating'))).toEqual({ '4': 8, '3': 11, '2': 11, '1': 11 });
    expect(facet(facets, 'rating')!.values.map((v) => v.value)).toEqual(['4', '3', '2', '1']);
    expect(counts(facet(facets, 'badge'))).toEqual({ app_exclusive: 1, coming_soon: 1, priority_access: 1 });
    expect(facet(facets, 'badge')!.values.find((v) => v.value === 'app_exclusive')!.label).toBe('App exclusive');
    expect(counts(facet(facets, 'f.finish'))).toEqual({ matte: 1, satin: 1, shine: 3, natural: 1 });
    expect(facet(facets, 'f.skinType')!.label).toBe('Skin type');
    expect(counts(facet(facets, 'f.skinType'))).toEqual({ dry: 2, normal: 3, oily: 1, combination: 1 });

    // Inside a category: its children.
    const makeup = await list({ category: 'makeup' });
    expect(counts(facet(makeup.facets, 'category'))).toEqual({ 'makeup/lips': 5, 'makeup/face': 1 });
    const lips = await list({ category: 'makeup/lips' });
    expect(facet(lips.facets, 'category')!.values.map((v) => [v.value, v.label, v.count])).toEqual([
      ['makeup/lips/lipstick', 'Lipstick', 2],
      ['makeup/lips/lip-gloss', 'Lip Gloss', 3],
    ]);
    // A leaf has no children to offer.
    expect(facet((await list({ category: 'makeup/lips/lipstick' })).facets, 'category')).toBeUndefined();
  });

  it('computes each facet without its own filter, but with every other one', async () => {
    const unfiltered = (await list()).facets;
    const r = await list({ brand: 'glow-lab' });
    expect(r.total).toBe(3);
    // The brand facet still offers every brand, with the counts they would have.
    expect(facet(r.facets, 'brand')).toEqual(facet(unfiltered, 'brand'));
    // The others count only Glow Lab's products.
    expect(counts(facet(r.facets, 'category'))).toEqual({ makeup: 2, skincare: 1 });
    expect(counts(facet(r.facets, 'f.finish'))).toEqual({ shine: 2 });

    const matte = await list({ attributes: { finish: ['matte'] } });
    expect(counts(facet(matte.facets, 'f.finish'))).toEqual(counts(facet(unfiltered, 'f.finish')));
    expect(counts(facet(matte.facets, 'f.coverage'))).toEqual({ full: 1 });
    expect(counts(facet(matte.facets, 'brand'))).toEqual({ 'rouge-co': 1 });

    const cheap = await list({ price_max: '2600' });
    expect(facet(cheap.facets, 'price')).toMatchObject({ min: 1500, max: 12000 });
    expect(counts(facet(cheap.facets, 'brand'))).toEqual({ atelier: 1, 'glow-lab': 2 });

    const rated = await list({ rating: '4' });
    expect(counts(facet(rated.facets, 'rating'))).toEqual(counts(facet(unfiltered, 'rating')));
    expect(facet(rated.facets, 'brand')!.values.reduce((n, v) => n + v.count, 0)).toBe(8);

    const badged = await list({ badge: 'app_exclusive' });
    expect(counts(facet(badged.facets, 'badge'))).toEqual(counts(facet(unfiltered, 'badge')));

    // Sale / new / q are not facets: they narrow every facet.
    const sale = await list({ sale: 'true' });
    expect(counts(facet(sale.facets, 'brand'))).toEqual({ 'glow-lab': 1, 'la-creme': 1 });

    // productFacets gives the same as the listing's.
    expect(await productFacets(t.pool, SG, q({ brand: 'glow-lab' }))).toEqual(r.facets);
  });

  it('localizes facet labels where the data has them', async () => {
    const th = await list({}, TH);
    expect(facet(th.facets, 'category')!.label).toBe('หมวดหมู่');
    expect(facet(th.facets, 'category')!.values.map((v) => v.label)).toEqual(['เมคอัพ', 'ดูแลผิว', 'น้ำหอม']);
    expect(facet(th.facets, 'f.skinType')!.label).toBe('ประเภทผิว');
    expect(facet(th.facets, 'badge')!.values.find((v) => v.value === 'app_exclusive')!.label).toBe('เฉพาะในแอป');
    const hk = await list({ category: 'skincare' }, ctxOf('HK', 'zh'));
    expect(facet(hk.facets, 'category')!.values.map((v) => v.label)).toEqual(['保濕', '精華', '面膜']);
    expect(facet(hk.facets, 'brand')!.label).toBe('品牌');
  });

  it('keeps the lowest price and the Sale listing in step with the prices and variants as they change', async () => {
    const client = await t.pool.connect();
    const sgList = async (input: Record<string, unknown>) => slugs(ListingResponse.parse(await listProducts(client, SG, q(input))));
    try {
      await client.query('BEGIN');
      const variant = async (sku: string) => (await client.query<{ id: number }>('SELECT id FROM variants WHERE sku = $1', [sku])).rows[0].id;
      // A discount on one of its variants puts a product on Sale; its lowest price is what the price filter reads.
      await client.query("UPDATE prices SET amount = 900, compare_at = 4500 WHERE variant_id = $1 AND country = 'SG'", [await variant('LC-HM-30')]);
      expect(await sgList({ sale: 'true' })).toContain('hydra-moisturizer');
      expect(await sgList({ price_max: '900' })).toEqual(['hydra-moisturizer']);
      // The discounted variant removed: the product's other variant (6,500, on sale at 7,200) is its lowest price.
      await client.query('DELETE FROM variants WHERE id = $1', [await variant('LC-HM-30')]);
      expect(await sgList({ price_max: '900' })).toEqual([]);
      expect(await sgList({ price_min: '6500', price_max: '6500' })).toEqual(['hydra-moisturizer']);
      // No price left in the country: the product leaves every listing there.
      await client.query("DELETE FROM prices WHERE variant_id = $1 AND country = 'SG'", [await variant('LC-HM-50')]);
      expect(await sgList({})).not.toContain('hydra-moisturizer');
      expect(await sgList({ sale: 'true' })).toEqual(['glossy-lip-shine']);
      // Priced again without a discount: listed, not on Sale.
      await client.query("INSERT INTO prices (variant_id, country, amount) VALUES ($1, 'SG', 5300)", [await variant('LC-HM-50')]);
      expect(await sgList({ price_min: '5300', price_max: '5300' })).toEqual(['hydra-moisturizer']);
      expect(await sgList({ sale: 'true' })).toEqual(['glossy-lip-shine']);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('answers an empty result with empty items, total 0 and no facet values', async () => {
    const r = await list({ q: 'qwertyuiop' });
    expect(r).toMatchObject({ items: [], total: 0 });
    expect(r.facets).toEqual([]);
  });
});
