import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BrandsResponse,
  CategoriesResponse,
  FeaturedProductsRequest,
  FeaturedProductsResponse,
  ProductDetail,
  StoreLocation,
  StoreLocationsResponse,
  VariantsResponse,
} from '@/schemas/api/catalog';
import { databasesUnderTest } from '@/tests/db/test-database';
import { categoryTree, listBrands } from './brands';
import { featuredProducts, getProduct, getVariants } from './products';
import { getStore, listStores } from './stores';
import { ctxOf, createCatalogTestDatabase, type CatalogTestDatabase } from './testing/catalog-test-db';

const SG = ctxOf('SG');
const TH = ctxOf('TH', 'th');

describe.each(databasesUnderTest())('product, brand and store reads on $name PostgreSQL', ({ url }) => {
  let t: CatalogTestDatabase;
  beforeAll(async () => {
    t = await createCatalogTestDatabase(url);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('getProduct', () => {
    it('returns the product page with variants, stock states, category and breadcrumb', async () => {
      const p = ProductDetail.parse(await getProduct(t.pool, SG, 'velvet-matte-lipstick'));
      expect(p.name).toBe('Velvet Matte Lipstick');
      expect(p.description).toBe('A creamy matte lipstick with all-day colour.');
      expect(p.howToUse).toBe('Apply as needed.');
      expect(p.ingredients).toBe('Aqua, Glycerin.');
      expect(p.attributes).toEqual({ finish: 'matte', coverage: 'full' });
      expect(p.category).toEqual({ path: 'makeup/lips/lipstick', name: 'Lipstick' });
      expect(p.breadcrumb).toEqual([
        { path: 'makeup', name: 'Makeup' },
        { path: 'makeup/lips', name: 'Lips' },
        { path: 'makeup/lips/lipstick', name: 'Lipstick' },
      ]);
      expect(p.variants.map((v) => [v.sku, v.stock])).toEqual([
        ['RC-VML-01', { state: 'in_stock', quantityLeft: null }],
        ['RC-VML-02', { state: 'low_stock', quantityLeft: 3 }],
        ['RC-VML-03', { state: 'out_of_stock', quantityLeft: null }],
      ]);
      expect(p.variants[0]).toMatchObject({ shadeName: 'Rosewood 01', shadeHex: '#A0525A', size: null, price: { amount: 3200, compareAt: null, currency: 'SGD' } });
      expect(p.variants[0].image.url).toBeTruthy();
      expect(p.nonDiscountable).toBe(false);
      expect(p.state).toBe('available');
      expect(p.defaultVariantId).toBe(t.fixture.variantIds['RC-VML-01']);
    });

    it('localizes with English fallback per field', async () => {
      const p = ProductDetail.parse(await getProduct(t.pool, TH, 'velvet-matte-lipstick'));
      expect(p.name).toBe('ลิปสติกเนื้อแมตต์กำมะหยี่');
      expect(p.description).toBe('A creamy matte lipstick with all-day colour.');
      expect(p.category.name).toBe('ลิปสติก');
      expect(p.breadcrumb[0].name).toBe('เมคอัพ');
      expect(p.variants[0].price).toEqual({ amount: 80000, compareAt: null, currency: 'THB' });
    });

    it('shows sale prices, sizes, coming soon and out of stock', async () => {
      const hydra = ProductDetail.parse(await getProduct(t.pool, SG, 'hydra-moisturizer'));
      expect(hydra.variants.map((v) => [v.size, v.price.amount, v.price.compareAt])).toEqual([
        ['30 ml', 4500, null],
        ['50 ml', 6500, 7200],
      ]);
      expect(hydra.priceFrom).toBe(true);
      expect(hydra.swatches).toEqual([]);
      const serum = ProductDetail.parse(await getProduct(t.pool, SG, 'vitamin-c-serum'));
      expect(serum.state).toBe('coming_soon');
      const silk = ProductDetail.parse(await getProduct(t.pool, SG, 'silk-foundation'));
      expect(silk.state).toBe('out_of_stock');
      expect(silk.variants.every((v) => v.stock.state === 'out_of_stock')).toBe(true);
      expect(ProductDetail.parse(await getProduct(t.pool, TH, 'silk-foundation')).state).toBe('available');
    });

    it('returns null for an unknown slug or a product not priced in the country', async () => {
      expect(await getProduct(t.pool, SG, 'no-such-product')).toBeNull();
      expect(await getProduct(t.pool, TH, 'nova-night-serum')).toBeNull();
      expect(ProductDetail.parse(await getProduct(t.pool, SG, 'nova-night-serum')).variants).toHaveLength(1);
    });
  });

  describe('getVariants', () => {
    it('returns variants by id and SKU in the order asked, with product and brand, skipping unknown and unpriced ones', async () => {
      const ids = [t.fixture.variantIds['RC-VML-02'], 999_999, t.fixture.variantIds['AT-SL-01']];
      const items = VariantsResponse.parse({ items: await getVariants(t.pool, SG, { ids, skus: ['LC-HM-50', 'NOPE', 'RC-VML-02'] }) }).items;
      expect(items.map((v) => v.sku)).toEqual(['RC-VML-02', 'AT-SL-01', 'LC-HM-50']);
      expect(items[0]).toMatchObject({
        productSlug: 'velvet-matte-lipstick',
        productName: 'Velvet Matte Lipstick',
        brand: { slug: 'rouge-co', name: 'Rouge & Co' },
        stock: { state: 'low_stock', quantityLeft: 3 },
      });
      expect(items[2].price).toEqual({ amount: 6500, compareAt: 7200, currency: 'SGD' });
      expect(await getVariants(t.pool, TH, { skus: ['NV-NS-30'] })).toEqual([]);
      expect((await getVariants(t.pool, TH, { skus: ['AT-SL-02'] }))[0].productName).toBe('ลิปสติกซาติน');
      expect(await getVariants(t.pool, SG, {})).toEqual([]);
    });
  });

  describe('featuredProducts', () => {
    const featured = async (req: Record<string, unknown>, ctx = SG) =>
      FeaturedProductsResponse.parse({ items: await featuredProducts(t.pool, ctx, FeaturedProductsRequest.parse(req)) }).items;

    it('resolves product slugs and variant SKUs in order, skipping unknown ones and ones not sold in the country', async () => {
      const refs = ['lip-oil', 'RC-VML-02', 'no-such-thing', 'nova-night-serum', 'lip-oil', 'hydra-moisturizer'];
      const sg = await featured({ refs });
      expect(sg.map((p) => p.slug)).toEqual(['lip-oil', 'velvet-matte-lipstick', 'nova-night-serum', 'hydra-moisturizer']);
      // A SKU makes its variant the card's default.
      expect(sg[1].defaultVariantId).toBe(t.fixture.variantIds['RC-VML-02']);
      const th = await featured({ refs }, TH);
      expect(th.map((p) => p.slug)).toEqual(['lip-oil', 'velvet-matte-lipstick', 'hydra-moisturizer']);
      expect((await featured({ refs, limit: 2 })).map((p) => p.slug)).toEqual(['lip-oil', 'velvet-matte-lipstick']);
      expect(await featured({ refs: ['NV-NS-30'] }, TH)).toEqual([]);
    });

    it('fills from a source, narrowed by category or brand and limited', async () => {
      expect((await featured({ source: 'bestsellers', limit: 3 })).map((p) => p.slug)).toEqual(['lip-oil-plumping-duo', 'velvet-matte-lipstick', 'hydra-moisturizer']);
      expect((await featured({ source: 'top_rated', limit: 2 })).map((p) => p.slug)).toEqual(['lip-oil-plumping-duo', 'jasmine-eau-de-parfum']);
      expect((await featured({ source: 'new', limit: 3 })).map((p) => p.slug)).toEqual(['vitamin-c-serum', 'glossy-lip-shine', 'satin-lipstick']);
      expect(new Set((await featured({ source: 'sale' })).map((p) => p.slug))).toEqual(new Set(['glossy-lip-shine', 'hydra-moisturizer']));
      expect(await featured({ source: 'sale' }, TH)).toEqual([]);
      expect((await featured({ source: 'bestsellers', category: 'skincare' })).map((p) => p.slug)).toEqual([
        'hydra-moisturizer',
        'oil-free-moisturizer',
        'gold-face-mask',
        'vitamin-c-serum',
        'nova-night-serum',
      ]);
      expect((await featured({ source: 'top_rated', brand: 'rouge-co' })).map((p) => p.slug)).toEqual(['velvet-matte-lipstick', 'silk-foundation']);
    });
  });

  describe('brands and categories', () => {
    it('lists brands with products priced in the country, A–Z, with counts and localized descriptions', async () => {
      const sg = BrandsResponse.parse({ items: await listBrands(t.pool, SG) }).items;
      expect(sg.map((b) => [b.slug, b.productCount])).toEqual([
        ['atelier', 3],
        ['glow-lab', 3],
        ['la-creme', 3],
        ['nova', 1],
        ['rouge-co', 2],
      ]);
      expect(sg[0]).toEqual({ slug: 'atelier', name: 'Atelier', houseBrand: true, productCount: 3, description: 'Our own collection.' });
      const th = await listBrands(t.pool, TH);
      expect(th.map((b) => b.slug)).not.toContain('nova');
      expect(th[0].description).toBe('คอลเลกชันของเราเอง');
      expect(th.find((b) => b.slug === 'glow-lab')!.description).toBe('Skin first.');
      expect((await listBrands(t.pool, ctxOf('HK', 'zh'))).find((b) => b.slug === 'la-creme')!.description).toBe('法國護膚');
    });

    it('returns the category tree, nested and localized', async () => {
      const tree = CategoriesResponse.parse({ items: await categoryTree(t.pool, SG) }).items;
      expect(tree.map((c) => c.path)).toEqual(['makeup', 'skincare', 'fragrance']);
      expect(tree[0]).toMatchObject({ slug: 'makeup', name: 'Makeup', level: 1 });
      expect(tree[0].children.map((c) => c.path)).toEqual(['makeup/lips', 'makeup/face']);
      expect(tree[0].children[0].children.map((c) => [c.slug, c.level])).toEqual([
        ['lipstick', 3],
        ['lip-gloss', 3],
      ]);
      const th = await categoryTree(t.pool, TH);
      expect(th[0].name).toBe('เมคอัพ');
      expect(th[0].children[0].children[0].name).toBe('ลิปสติก');
    });
  });

  describe('stores', () => {
    it('lists the country’s stores and finds one by slug', async () => {
      const sg = StoreLocationsResponse.parse({ items: await listStores(t.pool, SG) }).items;
      expect(sg.map((s) => s.slug)).toEqual(['ion-orchard', 'jewel-changi']);
      expect(sg[0]).toMatchObject({
        country: 'SG',
        address: { city: 'Singapore', postcode: '238801' },
        timeZone: 'Asia/Singapore',
        coordinates: { latitude: 1.304, longitude: 103.832 },
        clickAndCollect: true,
      });
      expect(sg[0].openingHours).toHaveLength(7);
      const paragon = StoreLocation.parse(await getStore(t.pool, TH, 'siam-paragon'));
      expect(paragon.name).toBe('Atelier Siam Paragon');
      expect(await getStore(t.pool, SG, 'siam-paragon')).toBeNull();
      expect(await getStore(t.pool, SG, 'nowhere')).toBeNull();
      expect(await listStores(t.pool, ctxOf('AU'))).toEqual([]);
    });
  });
});
