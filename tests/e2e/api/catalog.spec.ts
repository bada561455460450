/**
 * Contract tests of the catalogue API against the running store (no browser): every endpoint with good
 * input answers 200 with a body its response schema parses, and with bad input the documented error.
 * Data is discovered through the API (the first products, brands, stores), never hard-coded.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { DEVELOPMENT_REVALIDATE_SECRET } from '@/lib/sandbox';
import { E2E_DATABASE_URL } from '../stack-ports';
import { buildSearchIndex } from '@/commerce/catalog/search-index';
import { MIN_POPULAR_VISITORS } from '@/commerce/catalog/search';
import {
  ApiErrorBody,
  BrandsResponse,
  CategoriesResponse,
  FeaturedProductsResponse,
  ListingResponse,
  PopularQueries,
  ProductDetail,
  StoreLocation,
  StoreLocationsResponse,
  Suggestions,
  VariantsResponse,
  type CategoryNodeT,
} from '@/schemas/api/catalog';
import { ProductFiltersResponse } from '@/schemas/api/catalog-params';
import { ContentEntry, LayoutResponse } from '@/schemas/api/content';
import { OpenApiDocumentShape } from '@/schemas/api/openapi';
import { errorBody, okBody } from './contract';

const API = '/api/web/v1';
const NOT_FOUND = 'Resource not found!';
const TH = { 'X-Site-Country': 'th', 'Accept-Language': 'th-TH' };

/** What the tests use from the seed, found through the API. */
interface Discovered {
  slug: string;
  name: string;
  brandSlug: string;
  brandName: string;
  variantId: number;
  sku: string;
  category: string;
}

async function discover(request: APIRequestContext): Promise<Discovered> {
  const listing = await okBody(await request.get(`${API}/search?page_size=12`), ListingResponse);
  expect(listing.items.length, 'the seed has products').toBeGreaterThan(0);
  const first = listing.items.find((p) => p.state === 'available') ?? listing.items[0];
  const product = await okBody(await request.get(`${API}/products/${first.slug}`), ProductDetail);
  return {
    slug: product.slug,
    name: product.name,
    brandSlug: product.brand.slug,
    brandName: product.brand.name,
    variantId: product.variants[0].id,
    sku: product.variants[0].sku,
    category: product.category.path,
  };
}

// Found once per worker; the seed does not change while the suite runs.
let discovered: Promise<Discovered> | undefined;
const seedData = (request: APIRequestContext) => (discovered ??= discover(request));

test.describe('store-locations', () => {
  test('lists the stores of the country; one store by slug; unknown slugs 404', async ({ request }) => {
    const sg = await okBody(await request.get(`${API}/store-locations`), StoreLocationsResponse);
    expect(sg.items.length).toBeGreaterThan(0);
    expect(sg.items.every((s) => s.country === 'SG')).toBe(true);
    const th = await okBody(await request.get(`${API}/store-locations`, { headers: TH }), StoreLocationsResponse);
    expect(th.items.every((s) => s.country === 'TH')).toBe(true);

    const store = await okBody(await request.get(`${API}/store-locations/${sg.items[0].slug}`), StoreLocation);
    expect(store).toEqual(sg.items[0]);
    expect(await errorBody(await request.get(`${API}/store-locations/no-such-store-anywhere`), 404)).toBe(NOT_FOUND);
    expect(await errorBody(await request.get(`${API}/store-locations/Not_A_Slug`), 400)).toMatch(/slug/);
  });
});

test.describe('brands and categories', () => {
  // SPEC §7 writes `brands/`. With next.config's default trailingSlash, Next answers the slashed form with a
  // 308 to the bare one; clients that follow redirects (fetch, this request fixture) get the 200.
  test('brands/ answers with and without the trailing slash', async ({ request }) => {
    const seed = await seedData(request);
    for (const path of [`${API}/brands`, `${API}/brands/`]) {
      const brands = await okBody(await request.get(path), BrandsResponse);
      expect(brands.items.length).toBeGreaterThan(10);
      expect(brands.items.map((b) => b.slug)).toContain(seed.brandSlug);
    }
  });

  test('categories/ is a tree of at most three levels containing the product’s category', async ({ request }) => {
    const seed = await seedData(request);
    const tree = await okBody(await request.get(`${API}/categories/`), CategoriesResponse);
    expect(tree.items.length).toBeGreaterThan(0);
    const paths: string[] = [];
    const walk = (nodes: CategoryNodeT[], level: number) => {
      for (const node of nodes) {
        expect(node.level).toBe(level);
        paths.push(node.path);
        walk(node.children, level + 1);
      }
    };
    walk(tree.items, 1);
    expect(paths).toContain(seed.category);
  });

  test('an unknown country or a language the country does not offer is a 400', async ({ request }) => {
    expect(await errorBody(await request.get(`${API}/brands?country=zz`), 400)).toMatch(/Unknown country/);
    expect(await errorBody(await request.get(`${API}/categories?country=sg&language=th`), 400)).toMatch(/not offered/);
  });
});

test.describe('products', () => {
  test('products/{slug} answers the product, priced in the country; unknown slugs 404', async ({ request }) => {
    const seed = await seedData(request);
    const sg = await okBody(await request.get(`${API}/products/${seed.slug}`), ProductDetail);
    expect(sg.slug).toBe(seed.slug);
    expect(sg.price.currency).toBe('SGD');
    expect(sg.variants.every((v) => v.price.currency === 'SGD')).toBe(true);
    const thResponse = await request.get(`${API}/products/${seed.slug}`, { headers: TH });
    if (thResponse.status() === 200) expect((await okBody(thResponse, ProductDetail)).price.currency).toBe('THB');
    else expect(await errorBody(thResponse, 404)).toBe(NOT_FOUND);

    expect(await errorBody(await request.get(`${API}/products/no-such-product-anywhere`), 404)).toBe(NOT_FOUND);
    expect(await errorBody(await request.get(`${API}/products/BAD%20SLUG`), 400)).toMatch(/slug/);
  });

  test('variants by id and by SKU; bad ids and no ids are 400', async ({ request }) => {
    const seed = await seedData(request);
    const byId = await okBody(await request.get(`${API}/variants?ids=${seed.variantId}`), VariantsResponse);
    expect(byId.items.map((v) => v.id)).toEqual([seed.variantId]);
    expect(byId.items[0].productSlug).toBe(seed.slug);
    const bySku = await okBody(await request.get(`${API}/variants?skus=${encodeURIComponent(seed.sku)}`), VariantsResponse);
    expect(bySku.items.map((v) => v.sku)).toEqual([seed.sku]);
    const unknown = await okBody(await request.get(`${API}/variants?ids=999999999`), VariantsResponse);
    expect(unknown.items).toEqual([]);

    expect(await errorBody(await request.get(`${API}/variants`), 400)).toMatch(/give ids or skus/);
    expect(await errorBody(await request.get(`${API}/variants?ids=1,abc`), 400)).toMatch(/ids/);
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    expect(await errorBody(await request.get(`${API}/variants?ids=${tooMany}`), 400)).toMatch(/ids/);
  });

  test('products/filters/ answers facets for a listing query', async ({ request }) => {
    const seed = await seedData(request);
    const all = await okBody(await request.get(`${API}/products/filters/`), ProductFiltersResponse);
    expect(all.items.length).toBeGreaterThan(0);
    const brandFacet = all.items.find((f) => f.param === 'brand');
    expect(brandFacet?.values.map((v) => v.value)).toContain(seed.brandSlug);
    await okBody(await request.get(`${API}/products/filters?brand=${seed.brandSlug}&category=${seed.category}`), ProductFiltersResponse);
  });
});

/** Listing parameters that must be refused with a 400 naming the parameter. */
const BAD_LISTING_QUERIES: [query: string, names: RegExp][] = [
  ['page=0', /page/],
  ['page=abc', /page/],
  ['page=1.5', /page/],
  ['page=1001', /page/],
  ['page_size=0', /page_size/],
  ['page_size=49', /page_size/],
  ['sort=cheapest', /sort/],
  ['price_min=abc', /price_min/],
  ['price_min=-5', /price_min/],
  ['price_min=5000&price_max=100', /price_min/],
  ['rating=0', /rating/],
  ['rating=6', /rating/],
  ['brand=Not%20A%20Slug', /brand/],
  ['category=makeup/lips/lipstick/extra', /category/],
  ['category=Makeup', /category/],
  ['badge=bestseller', /badge/],
  ['sale=yes', /sale/],
  ['f.skin_type=oily', /f\.skin_type/],
  [`q=${'a'.repeat(101)}`, /q/],
];

test.describe('search', () => {
  test('search/ lists, pages and sorts products; with and without the trailing slash', async ({ request }) => {
    for (const path of [`${API}/search`, `${API}/search/`]) {
      const page1 = await okBody(await request.get(`${path}?page_size=5`), ListingResponse);
      expect(page1.items.length).toBe(5);
      expect(page1).toMatchObject({ page: 1, pageSize: 5, sort: 'featured' });
      expect(page1.total).toBeGreaterThan(5);
    }
    const page1 = await okBody(await request.get(`${API}/search?page_size=5`), ListingResponse);
    const page2 = await okBody(await request.get(`${API}/search?page_size=5&page=2`), ListingResponse);
    expect(page2.page).toBe(2);
    expect(page2.items.map((p) => p.id)).not.toContain(page1.items[0].id);

    const cheap = await okBody(await request.get(`${API}/search?sort=price_asc&page_size=20`), ListingResponse);
    const amounts = cheap.items.map((p) => p.price.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  test('search/ finds a product by its name and filters by brand, in the country’s currency', async ({ request }) => {
    const seed = await seedData(request);
    const byName = await okBody(await request.get(`${API}/search?q=${encodeURIComponent(seed.name)}`), ListingResponse);
    expect(byName.items.map((p) => p.slug)).toContain(seed.slug);
    const byBrand = await okBody(await request.get(`${API}/search?brand=${seed.brandSlug}&page_size=48`), ListingResponse);
    expect(byBrand.items.length).toBeGreaterThan(0);
    expect(byBrand.items.every((p) => p.brand.slug === seed.brandSlug)).toBe(true);
    const th = await okBody(await request.get(`${API}/search?page_size=10`, { headers: TH }), ListingResponse);
    expect(th.items.every((p) => p.price.currency === 'THB')).toBe(true);
    const none = await okBody(await request.get(`${API}/search?q=zzqxjv%20nothing%20like%20this`), ListingResponse);
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  for (const endpoint of ['search', 'products/filters']) {
    test(`${endpoint}/ refuses bad listing parameters with a 400 naming them`, async ({ request }) => {
      for (const [query, names] of BAD_LISTING_QUERIES) {
        const response = await request.get(`${API}/${endpoint}?${query}`);
        expect(response.status(), `${endpoint}?${query}`).toBe(400);
        const body = ApiErrorBody.parse(await response.json());
        expect(body.message, `${endpoint}?${query}`).toMatch(names);
      }
    });
  }

  test('odd input is never a 500', async ({ request }) => {
    const odd = ["q=' OR 1=1 --", 'q=%00', 'q=%F0%9F%92%84', 'page=1e3', 'price_max=99999999999999999999', 'category=../..', 'brand=,,,', 'f.=x', 'f.finish=' + ','.repeat(30), 'sort=', 'page=&page_size='];
    for (const query of odd) {
      const status = (await request.get(`${API}/search?${query}`)).status();
      expect([200, 400], `search?${query} → ${status}`).toContain(status);
    }
  });

  test('search/suggestions answers products, brands and categories; q is required and short', async ({ request }) => {
    const seed = await seedData(request);
    const suggestions = await okBody(await request.get(`${API}/search/suggestions?q=${encodeURIComponent(seed.brandName)}`), Suggestions);
    expect(suggestions.brands.map((b) => b.slug)).toContain(seed.brandSlug);
    expect(await errorBody(await request.get(`${API}/search/suggestions`), 400)).toMatch(/q is required/);
    expect(await errorBody(await request.get(`${API}/search/suggestions?q=${'x'.repeat(101)}`), 400)).toMatch(/q must be at most 100/);
  });

  test('search/suggestions are cached like the listings and expire when a suggested product’s price changes', async ({ request }) => {
    // A product of its own, so that no other test meets its price change: one variant, priced in Singapore, indexed.
    const slug = `suggest-cache-${Date.now().toString(36)}`;
    const name = `Quillmere ${slug.slice(-6)} Balm`;
    const db = new pg.Client({ connectionString: E2E_DATABASE_URL });
    await db.connect();
    const suggested = async () => {
      const body = await okBody(await request.get(`${API}/search/suggestions?q=${encodeURIComponent(name)}`, { headers: { 'x-site-country': 'sg' } }), Suggestions);
      return body.products.find((p) => p.slug === slug)?.price.amount;
    };
    const revalidate = () => request.post('/api/revalidate/catalog', { headers: { 'x-revalidate-secret': DEVELOPMENT_REVALIDATE_SECRET }, data: { productSlugs: [slug] } });
    try {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO products (slug, brand_id, category_id, product_type, content)
         SELECT $1, (SELECT min(id) FROM brands), (SELECT min(id) FROM categories WHERE level = 3), 'lipstick',
                jsonb_build_object('en', jsonb_build_object('name', $2::text, 'description', 'Added by the suggestions test.', 'howToUse', ''))
         RETURNING id`,
        [slug, name],
      );
      const variant = await db.query<{ id: number }>('INSERT INTO variants (product_id, sku) VALUES ($1, $2) RETURNING id', [rows[0].id, `${slug}-sku`]);
      await db.query("INSERT INTO prices (variant_id, country, amount) VALUES ($1, 'SG', 2500)", [variant.rows[0].id]);
      await buildSearchIndex(db, [rows[0].id]);

      expect(await suggested()).toBe(2500);
      await db.query("UPDATE prices SET amount = 2600 WHERE variant_id = $1 AND country = 'SG'", [variant.rows[0].id]);
      // Cached: the same answer until the catalogue says the product changed.
      expect(await suggested()).toBe(2500);
      expect((await revalidate()).status()).toBe(200);
      await expect.poll(suggested, { timeout: 10_000 }).toBe(2600);
    } finally {
      await db.query('DELETE FROM products WHERE slug = $1', [slug]);
      await revalidate();
      await db.end();
    }
  });

  test('search/popular-queries/ includes a query searched in the country', async ({ request }) => {
    // New Zealand: a country other tests do not search in, so the popular list is ours to shape.
    const NZ = { 'X-Site-Country': 'nz' };
    const nzListing = await okBody(await request.get(`${API}/search?page_size=1`, { headers: NZ }), ListingResponse);
    const query = nzListing.items[0].brand.name.toLowerCase();
    // Several visitors (MIN_POPULAR_VISITORS) must have searched it.
    for (let i = 0; i < MIN_POPULAR_VISITORS; i++) {
      const cookie = `device-id=e2e-nz-${Date.now()}-${i}-${Math.random().toString(36).slice(2, 10)}`;
      await okBody(await request.get(`${API}/search?q=${encodeURIComponent(query)}`, { headers: { ...NZ, cookie } }), ListingResponse);
    }
    await expect
      .poll(async () => (await okBody(await request.get(`${API}/search/popular-queries/?limit=20`, { headers: NZ }), PopularQueries)).items.map((i) => i.query))
      .toContain(query);
    const limited = await okBody(await request.get(`${API}/search/popular-queries?limit=1`, { headers: NZ }), PopularQueries);
    expect(limited.items.length).toBeLessThanOrEqual(1);
    expect(await errorBody(await request.get(`${API}/search/popular-queries?limit=0`), 400)).toMatch(/limit/);
    expect(await errorBody(await request.get(`${API}/search/popular-queries?limit=abc`), 400)).toMatch(/limit/);
  });
});

test.describe('featured-products', () => {
  test('resolves references in order, or a source; with and without the trailing slash', async ({ request }) => {
    const seed = await seedData(request);
    for (const path of [`${API}/featured-products`, `${API}/featured-products/`]) {
      const byRef = await okBody(await request.post(path, { data: { refs: [seed.slug] } }), FeaturedProductsResponse);
      expect(byRef.items.map((p) => p.slug)).toEqual([seed.slug]);
    }
    const bySource = await okBody(await request.post(`${API}/featured-products`, { data: { source: 'top_rated', limit: 4 } }), FeaturedProductsResponse);
    expect(bySource.items.length).toBeGreaterThan(0);
    expect(bySource.items.length).toBeLessThanOrEqual(4);
    const sameOrigin = await request.post(`${API}/featured-products`, { data: { source: 'new' }, headers: { 'Sec-Fetch-Site': 'same-origin' } });
    await okBody(sameOrigin, FeaturedProductsResponse);
  });

  test('refuses a body that is not JSON or fails its schema with 400', async ({ request }) => {
    // A string is sent as it is (a Buffer); an object or array as JSON.
    const post = (data: string | object) =>
      request.post(`${API}/featured-products`, { data: typeof data === 'string' ? Buffer.from(data) : data, headers: { 'Content-Type': 'application/json' } });
    expect(await errorBody(await post('refs=a'), 400)).toMatch(/must be JSON/);
    expect(await errorBody(await post({}), 400)).toMatch(/give refs or a source/);
    expect(await errorBody(await post({ source: 'random' }), 400)).toMatch(/source/);
    expect(await errorBody(await post({ source: 'new', limit: 25 }), 400)).toMatch(/limit/);
    expect(await errorBody(await post({ refs: Array.from({ length: 25 }, () => 'x') }), 400)).toMatch(/refs/);
    expect(await errorBody(await post([1, 2]), 400)).toMatch(/object/);
    expect(await errorBody(await post('{"refs":["a\\u0000b"]}'), 400)).toMatch(/NUL/);
  });

  test('refuses a cross-site request with 403', async ({ request }) => {
    const crossSite = await request.post(`${API}/featured-products`, { data: { source: 'new' }, headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' } });
    expect(await errorBody(crossSite, 403)).toMatch(/Cross-site/);
    const foreignOrigin = await request.post(`${API}/featured-products`, { data: { source: 'new' }, headers: { Origin: 'https://evil.example' } });
    expect(await errorBody(foreignOrigin, 403)).toMatch(/Cross-site/);
  });
});

test.describe('documented shapes of the other endpoints', () => {
  test('openapi.json is the OpenAPI 3.1 document', async ({ request }) => {
    const doc = await okBody(await request.get(`${API}/openapi.json`), OpenApiDocumentShape);
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/search', '/products/{slug}', '/featured-products']));
  });

  test('layouts/ and content entries answer what the document says', async ({ request }) => {
    await okBody(await request.get(`${API}/layouts/`), LayoutResponse);
    const entry = await okBody(await request.get(`${API}/contentful/content-entries/gifts-hero`), ContentEntry);
    expect(entry.id).toBe('gifts-hero');
  });
});
