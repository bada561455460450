// A small, hand-made catalogue for db tests of the catalogue reads (independent of the big seed), and
// a generated one of seed size for timing. Both insert straight with SQL into a migrated database.
import type pg from 'pg';
import { foundationSeedSteps, runSeed } from '@/demo-data/seed';
import { buildSearchIndex } from '../search-index';

type Lang = 'en' | 'th' | 'id' | 'zh';
type Localized = Partial<Record<Lang, string>> & { en: string };

interface FixtureVariant {
  sku: string;
  shadeName?: string;
  shadeHex?: string;
  size?: string;
  /** Price per country; a country left out does not sell the variant. */
  prices: Partial<Record<string, number | [amount: number, compareAt: number]>>;
  /** Online stock per country (0 when left out). */
  stock?: Partial<Record<string, number>>;
}

interface FixtureProduct {
  slug: string;
  brand: string;
  category: string;
  type: string;
  name: Localized;
  description?: Localized;
  attributes?: Record<string, string | string[]>;
  badges?: string[];
  availableInDays?: number;
  createdDaysAgo?: number;
  rating?: [average: number, count: number];
  popularity?: number;
  featuredRank?: number;
  nonDiscountable?: boolean;
  sampleEligible?: boolean;
  variants: FixtureVariant[];
}

const ALL = (amount: number, extra: Partial<Record<string, number | [number, number]>> = {}) => ({ SG: amount, TH: amount * 25, ID: amount * 110, HK: amount * 6, ...extra });
const STOCK = (n: number, extra: Partial<Record<string, number>> = {}) => ({ SG: n, TH: n, ID: n, HK: n, ...extra });

export const FIXTURE_BRANDS = [
  { slug: 'atelier', name: 'Atelier', house: true, description: { en: 'Our own collection.', th: 'คอลเลกชันของเราเอง' } },
  { slug: 'rouge-co', name: 'Rouge & Co', house: false, description: { en: 'Parisian lip colour.' } },
  { slug: 'glow-lab', name: 'Glow Lab', house: false, description: { en: 'Skin first.' } },
  { slug: 'la-creme', name: 'La Crème', house: false, description: { en: 'French skincare.', zh: '法國護膚' } },
  { slug: 'nova', name: 'Nova', house: false, description: { en: 'Night care.' } },
  { slug: 'empty-brand', name: 'Empty Brand', house: false, description: { en: 'No products.' } },
];

export const FIXTURE_CATEGORIES: { path: string; name: Localized; position: number }[] = [
  { path: 'makeup', name: { en: 'Makeup', th: 'เมคอัพ', id: 'Riasan', zh: '彩妝' }, position: 1 },
  { path: 'makeup/lips', name: { en: 'Lips', th: 'ริมฝีปาก', id: 'Bibir', zh: '唇部' }, position: 1 },
  { path: 'makeup/lips/lipstick', name: { en: 'Lipstick', th: 'ลิปสติก', id: 'Lipstik', zh: '唇膏' }, position: 1 },
  { path: 'makeup/lips/lip-gloss', name: { en: 'Lip Gloss', th: 'ลิปกลอส', id: 'Lip Gloss', zh: '唇彩' }, position: 2 },
  { path: 'makeup/face', name: { en: 'Face', th: 'ใบหน้า', id: 'Wajah', zh: '面部' }, position: 2 },
  { path: 'makeup/face/foundation', name: { en: 'Foundation', th: 'รองพื้น', id: 'Alas Bedak', zh: '粉底' }, position: 1 },
  { path: 'skincare', name: { en: 'Skincare', th: 'ดูแลผิว', id: 'Perawatan Kulit', zh: '護膚' }, position: 2 },
  { path: 'skincare/moisturizers', name: { en: 'Moisturizers', th: 'มอยส์เจอไรเซอร์', id: 'Pelembap', zh: '保濕' }, position: 1 },
  { path: 'skincare/serums', name: { en: 'Serums', th: 'เซรั่ม', id: 'Serum', zh: '精華' }, position: 2 },
  { path: 'skincare/masks', name: { en: 'Masks', th: 'มาสก์', id: 'Masker', zh: '面膜' }, position: 3 },
  { path: 'fragrance', name: { en: 'Fragrance', th: 'น้ำหอม', id: 'Wewangian', zh: '香水' }, position: 3 },
  { path: 'fragrance/perfume', name: { en: 'Perfume', th: 'น้ำหอม', id: 'Parfum', zh: '香水' }, position: 1 },
];

export const FIXTURE_PRODUCTS: FixtureProduct[] = [
  {
    slug: 'velvet-matte-lipstick',
    brand: 'rouge-co',
    category: 'makeup/lips/lipstick',
    type: 'lipstick',
    name: { en: 'Velvet Matte Lipstick', th: 'ลิปสติกเนื้อแมตต์กำมะหยี่', zh: '絲絨霧面唇膏' },
    description: { en: 'A creamy matte lipstick with all-day colour.' },
    attributes: { finish: 'matte', coverage: 'full' },
    rating: [4.6, 120],
    popularity: 90,
    featuredRank: 1,
    createdDaysAgo: 200,
    variants: [
      { sku: 'RC-VML-01', shadeName: 'Rosewood 01', shadeHex: '#A0525A', prices: ALL(3200), stock: STOCK(40) },
      { sku: 'RC-VML-02', shadeName: 'Cherry 02', shadeHex: '#9E1B32', prices: ALL(3200), stock: STOCK(3) },
      { sku: 'RC-VML-03', shadeName: 'Nude 03', shadeHex: '#C89B87', prices: ALL(3200), stock: STOCK(0) },
    ],
  },
  {
    slug: 'satin-lipstick',
    brand: 'atelier',
    category: 'makeup/lips/lipstick',
    type: 'lipstick',
    name: { en: 'Satin Lipstick', th: 'ลิปสติกซาติน' },
    attributes: { finish: 'satin', coverage: 'medium' },
    rating: [3.8, 40],
    popularity: 70,
    featuredRank: 2,
    createdDaysAgo: 10,
    variants: [
      { sku: 'AT-SL-01', shadeName: 'Coral', shadeHex: '#F88379', prices: ALL(2500), stock: STOCK(0) },
      { sku: 'AT-SL-02', shadeName: 'Berry', shadeHex: '#8E4585', prices: ALL(2800), stock: STOCK(12) },
    ],
  },
  {
    slug: 'glossy-lip-shine',
    brand: 'glow-lab',
    category: 'makeup/lips/lip-gloss',
    type: 'lip-gloss',
    name: { en: 'Glossy Lip Shine' },
    attributes: { finish: 'shine' },
    badges: ['app_exclusive'],
    rating: [4.2, 15],
    popularity: 60,
    createdDaysAgo: 5,
    variants: [
      { sku: 'GL-GLS-01', shadeName: 'Clear', shadeHex: '#F5E6E8', prices: ALL(1800, { SG: [1500, 1800] }), stock: STOCK(20) },
      { sku: 'GL-GLS-02', shadeName: 'Pink', shadeHex: '#F4A6B7', prices: ALL(1800, { SG: [1500, 1800] }), stock: STOCK(20) },
    ],
  },
  {
    slug: 'lip-oil',
    brand: 'glow-lab',
    category: 'makeup/lips/lip-gloss',
    type: 'lip-oil',
    name: { en: 'Lip Oil' },
    attributes: { finish: 'shine' },
    rating: [3.1, 4],
    popularity: 1,
    createdDaysAgo: 300,
    variants: [{ sku: 'GL-LO-01', shadeName: 'Clear', shadeHex: '#FFF0F0', prices: ALL(2000), stock: STOCK(10) }],
  },
  {
    slug: 'lip-oil-plumping-duo',
    brand: 'atelier',
    category: 'makeup/lips/lip-gloss',
    type: 'lip-oil',
    name: { en: 'Lip Oil Plumping Duo' },
    description: { en: 'Two lip oil shades that plump.' },
    attributes: { finish: 'shine' },
    rating: [4.9, 300],
    popularity: 99,
    createdDaysAgo: 30,
    variants: [{ sku: 'AT-LOD-01', size: '2 x 4 ml', prices: ALL(4200), stock: STOCK(8) }],
  },
  {
    slug: 'silk-foundation',
    brand: 'rouge-co',
    category: 'makeup/face/foundation',
    type: 'foundation',
    name: { en: 'Silk Foundation', th: 'รองพื้นซิลค์' },
    attributes: { finish: 'natural', coverage: 'medium', skinType: ['dry', 'normal'] },
    rating: [4.0, 60],
    popularity: 50,
    createdDaysAgo: 120,
    variants: [
      { sku: 'RC-SF-10', shadeName: 'Porcelain', shadeHex: '#F3D9C4', prices: ALL(5200), stock: STOCK(0, { TH: 9 }) },
      { sku: 'RC-SF-20', shadeName: 'Sand', shadeHex: '#D8B48F', prices: ALL(5200), stock: STOCK(0, { TH: 9 }) },
    ],
  },
  {
    slug: 'hydra-moisturizer',
    brand: 'la-creme',
    category: 'skincare/moisturizers',
    type: 'moisturizer',
    name: { en: 'Hydra Moisturizer', th: 'ไฮดรา มอยส์เจอไรเซอร์', zh: '水潤保濕霜' },
    description: { en: 'Forty-eight hours of hydration.' },
    attributes: { skinType: ['dry', 'normal'] },
    rating: [4.4, 80],
    popularity: 80,
    createdDaysAgo: 90,
    variants: [
      { sku: 'LC-HM-30', size: '30 ml', prices: ALL(4500), stock: STOCK(30) },
      { sku: 'LC-HM-50', size: '50 ml', prices: ALL(6500, { SG: [6500, 7200] }), stock: STOCK(30) },
    ],
  },
  {
    slug: 'oil-free-moisturizer',
    brand: 'glow-lab',
    category: 'skincare/moisturizers',
    type: 'moisturizer',
    name: { en: 'Oil-Free Moisturizer' },
    attributes: { skinType: ['oily', 'combination'] },
    rating: [3.5, 22],
    popularity: 40,
    createdDaysAgo: 15,
    variants: [{ sku: 'GL-OFM-50', size: '50 ml', prices: ALL(3900), stock: STOCK(100) }],
  },
  {
    slug: 'vitamin-c-serum',
    brand: 'atelier',
    category: 'skincare/serums',
    type: 'serum',
    name: { en: 'Vitamin C Serum' },
    attributes: { skinType: ['normal'] },
    badges: ['coming_soon', 'priority_access'],
    availableInDays: 14,
    rating: [0, 0],
    popularity: 30,
    createdDaysAgo: 2,
    variants: [{ sku: 'AT-VCS-30', size: '30 ml', prices: ALL(5900), stock: STOCK(50) }],
  },
  {
    slug: 'nova-night-serum',
    brand: 'nova',
    category: 'skincare/serums',
    type: 'serum',
    name: { en: 'Nova Night Serum' },
    rating: [4.1, 10],
    popularity: 20,
    createdDaysAgo: 400,
    // Not sold in Thailand.
    variants: [{ sku: 'NV-NS-30', size: '30 ml', prices: { SG: 8800, ID: 880000, HK: 52000 }, stock: STOCK(5) }],
  },
  {
    slug: 'gold-face-mask',
    brand: 'la-creme',
    category: 'skincare/masks',
    type: 'mask',
    name: { en: 'Gold Face Mask', th: 'มาสก์หน้าทองคำ', zh: '黃金面膜' },
    rating: [4.3, 33],
    popularity: 35,
    createdDaysAgo: 70,
    variants: [{ sku: 'LC-GFM-01', size: '5 sheets', prices: ALL(3200), stock: STOCK(15) }],
  },
  {
    slug: 'jasmine-eau-de-parfum',
    brand: 'la-creme',
    category: 'fragrance/perfume',
    type: 'perfume',
    name: { en: 'Jasmine Eau de Parfum', th: 'น้ำหอมมะลิ', zh: '茉莉花香水' },
    attributes: { scentFamily: 'floral' },
    rating: [4.7, 55],
    popularity: 65,
    createdDaysAgo: 45,
    variants: [
      { sku: 'LC-JEP-50', size: '50 ml', prices: ALL(12000), stock: STOCK(7) },
      { sku: 'LC-JEP-100', size: '100 ml', prices: ALL(18000), stock: STOCK(7) },
    ],
  },
];

/** The fixture's ids by slug / SKU. */
export interface FixtureCatalog {
  brandIds: Record<string, number>;
  categoryIds: Record<string, number>;
  productIds: Record<string, number>;
  variantIds: Record<string, number>;
}

/** Inserts the countries (the foundation seed), the fixture catalogue and a few stores, and builds the search index. */
export async function insertFixtureCatalog(pool: pg.Pool): Promise<FixtureCatalog> {
  await runSeed(pool, foundationSeedSteps, () => undefined);
  const out: FixtureCatalog = { brandIds: {}, categoryIds: {}, productIds: {}, variantIds: {} };
  for (const b of FIXTURE_BRANDS) {
    const { rows } = await pool.query('INSERT INTO brands (slug, name, house_brand, description) VALUES ($1, $2, $3, $4) RETURNING id', [b.slug, b.name, b.house, b.description]);
    out.brandIds[b.slug] = rows[0].id;
  }
  for (const c of FIXTURE_CATEGORIES) {
    const parts = c.path.split('/');
    const parent = parts.length > 1 ? out.categoryIds[parts.slice(0, -1).join('/')] : null;
    const { rows } = await pool.query('INSERT INTO categories (parent_id, slug, path, level, name, position) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id', [
      parent,
      parts[parts.length - 1],
      c.path,
      parts.length,
      c.name,
      c.position,
    ]);
    out.categoryIds[c.path] = rows[0].id;
  }
  for (const p of FIXTURE_PRODUCTS) {
    const content: Record<string, Record<string, string>> = {};
    for (const [lang, name] of Object.entries(p.name)) {
      content[lang] = { name, description: p.description?.[lang as Lang] ?? '', howToUse: '' };
    }
    content.en.description ||= `${p.name.en} by ${p.brand}.`;
    content.en.howToUse = 'Apply as needed.';
    const { rows } = await pool.query(
      `INSERT INTO products (slug, brand_id, category_id, product_type, content, ingredients, attributes, badges, available_from,
                             non_discountable, sample_eligible, seeded_rating_average, seeded_rating_count, popularity, featured_rank, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $9::int IS NULL THEN NULL ELSE now() + make_interval(days => $9::int) END,
               $10, $11, $12, $13, $14, $15, now() - make_interval(days => $16::int))
       RETURNING id`,
      [
        p.slug,
        out.brandIds[p.brand],
        out.categoryIds[p.category],
        p.type,
        content,
        'Aqua, Glycerin.',
        p.attributes ?? {},
        p.badges ?? [],
        p.availableInDays ?? null,
        p.nonDiscountable ?? false,
        p.sampleEligible ?? false,
        p.rating?.[0] ?? 0,
        p.rating?.[1] ?? 0,
        p.popularity ?? 0,
        p.featuredRank ?? null,
        p.createdDaysAgo ?? 0,
      ],
    );
    const productId: number = rows[0].id;
    out.productIds[p.slug] = productId;
    for (const [position, v] of p.variants.entries()) {
      const { rows: vr } = await pool.query(
        'INSERT INTO variants (product_id, sku, shade_name, shade_hex, size, position) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [productId, v.sku, v.shadeName ?? null, v.shadeHex ?? null, v.size ?? null, position],
      );
      const variantId: number = vr[0].id;
      out.variantIds[v.sku] = variantId;
      for (const [country, price] of Object.entries(v.prices)) {
        if (price === undefined) continue;
        const [amount, compareAt] = Array.isArray(price) ? price : [price, null];
        await pool.query('INSERT INTO prices (variant_id, country, amount, compare_at) VALUES ($1, $2, $3, $4)', [variantId, country, amount, compareAt]);
        await pool.query('INSERT INTO inventory (variant_id, country, quantity) VALUES ($1, $2, $3)', [variantId, country, v.stock?.[country] ?? 0]);
      }
    }
  }
  await insertFixtureStores(pool);
  await buildSearchIndex(pool);
  return out;
}

async function insertFixtureStores(pool: pg.Pool): Promise<void> {
  const hours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '10:00', closes: day === 0 ? '20:00' : '21:30' }));
  const stores = [
    ['ion-orchard', 'SG', 'Atelier ION Orchard', '2 Orchard Turn, #B2-01', 'Singapore', '238801', '+65 6238 8000', 'Asia/Singapore', 1.304, 103.832, true],
    ['jewel-changi', 'SG', 'Atelier Jewel Changi', '78 Airport Boulevard, #02-210', 'Singapore', '819666', '+65 6241 2000', 'Asia/Singapore', 1.36, 103.989, false],
    ['siam-paragon', 'TH', 'Atelier Siam Paragon', '991 Rama I Rd, Pathum Wan', 'Bangkok', '10330', '+66 2 610 8000', 'Asia/Bangkok', 13.746, 100.535, true],
  ] as const;
  for (const s of stores) {
    await pool.query(
      `INSERT INTO stores (slug, country, name, address_line, city, postcode, phone, opening_hours, time_zone, latitude, longitude, click_and_collect)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [s[0], s[1], s[2], s[3], s[4], s[5], s[6], JSON.stringify(hours), s[7], s[8], s[9], s[10]],
    );
  }
}

/**
 * A generated catalogue of seed size, for timing: `products` products over 40 brands and the fixture's
 * leaf categories, 1–6 variants each, priced and stocked in all eight countries. Set-based SQL, so it
 * takes a second or two. Call after insertFixtureCatalog (it reuses its countries and categories).
 */
export async function insertGeneratedCatalog(pool: pg.Pool, products = 450): Promise<void> {
  await pool.query(`
    INSERT INTO brands (slug, name, description)
    SELECT 'gen-brand-' || g, 'Generated Brand ' || g, jsonb_build_object('en', 'Brand ' || g)
    FROM generate_series(1, 40) g`);
  await pool.query(
    `WITH leaves AS (SELECT id, row_number() OVER (ORDER BY path) - 1 AS n, count(*) OVER () AS total FROM categories WHERE level >= 2
                     AND NOT EXISTS (SELECT 1 FROM categories ch WHERE ch.parent_id = categories.id)),
          gb AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM brands WHERE slug LIKE 'gen-brand-%')
     INSERT INTO products (slug, brand_id, category_id, product_type, content, attributes, badges, seeded_rating_average, seeded_rating_count, popularity, featured_rank, created_at, available_from)
     SELECT 'gen-product-' || g,
            (SELECT id FROM gb WHERE gb.n = g % 40),
            (SELECT id FROM leaves WHERE leaves.n = g % (SELECT max(total) FROM leaves)),
            (ARRAY['lipstick','foundation','serum','moisturizer','perfume','mask'])[1 + g % 6],
            jsonb_build_object('en', jsonb_build_object('name', (ARRAY['Velvet','Silk','Glow','Hydra','Matte','Radiant','Soft','Bold'])[1 + g % 8] || ' ' ||
                                                              (ARRAY['Lipstick','Foundation','Serum','Cream','Perfume','Mask','Balm','Tint'])[1 + (g / 8) % 8] || ' ' || g,
                                                     'description', 'A generated product for timing, number ' || g || '.', 'howToUse', 'Apply.'),
                               'th', jsonb_build_object('name', 'ลิปสติก ' || g)),
            jsonb_build_object('finish', (ARRAY['matte','satin','shine','natural'])[1 + g % 4], 'skinType', jsonb_build_array((ARRAY['dry','oily','normal','combination'])[1 + g % 4])),
            CASE WHEN g % 17 = 0 THEN ARRAY['app_exclusive'] ELSE '{}' END,
            round(((g * 7) % 50) / 10.0, 1), (g * 13) % 500, (g * 31) % 1000,
            CASE WHEN g % 20 = 0 THEN g / 20 END,
            now() - make_interval(days => (g * 3) % 200),
            CASE WHEN g % 41 = 0 THEN now() + interval '10 days' END
     FROM generate_series(1, $1::int) g`,
    [products],
  );
  await pool.query(`
    INSERT INTO variants (product_id, sku, shade_name, shade_hex, size, position)
    SELECT p.id, 'GEN-' || p.id || '-' || k,
           CASE WHEN p.product_type IN ('lipstick','foundation') THEN 'Shade ' || k END,
           CASE WHEN p.product_type IN ('lipstick','foundation') THEN '#' || upper(lpad(to_hex((p.id * 997 + k * 7919) % 16777215), 6, '0')) END,
           CASE WHEN p.product_type NOT IN ('lipstick','foundation') THEN (30 * k) || ' ml' END,
           k
    FROM products p CROSS JOIN LATERAL generate_series(1, 1 + p.id % 6) k
    WHERE p.slug LIKE 'gen-product-%'`);
  await pool.query(`
    INSERT INTO prices (variant_id, country, amount, compare_at)
    SELECT v.id, c.code, (1000 + (v.id * 37) % 9000) * CASE c.code WHEN 'ID' THEN 100 WHEN 'TH' THEN 25 ELSE 1 END,
           CASE WHEN v.id % 9 = 0 THEN (1500 + (v.id * 37) % 9000) * CASE c.code WHEN 'ID' THEN 100 WHEN 'TH' THEN 25 ELSE 1 END END
    FROM variants v JOIN products p ON p.id = v.product_id CROSS JOIN countries c
    WHERE p.slug LIKE 'gen-product-%'`);
  await pool.query(`
    INSERT INTO inventory (variant_id, country, quantity)
    SELECT pr.variant_id, pr.country, (pr.variant_id * 7) % 40 FROM prices pr JOIN variants v ON v.id = pr.variant_id WHERE v.sku LIKE 'GEN-%'`);
  const { rows } = await pool.query(`SELECT id FROM products WHERE slug LIKE 'gen-product-%'`);
  await buildSearchIndex(pool, rows.map((r: { id: number }) => r.id));
  await pool.query('ANALYZE');
}
