// Product listings (category and brand pages, Sale, New, search results): filters, sort, page and
// facets in ONE statement.
//
//   sq, m     the text match when q is set (search.ts)
//   base      every candidate product — its row in product_prices: products not priced in the country drop out —
//             with `fails`: a bit set of the facet filters it does NOT pass
//             (brand, price, rating, badge, one bit per `f.<attribute>`); q, category, sale and new
//             are plain conditions (they are not facets)
//   page      base WHERE fails = 0 → the total, and the sorted page → its summaries (summary.ts)
//   facets    base WHERE (fails & ~X) = 0 → facet X counted without its own filter, with all others
import type { Facet, ListingQuery, ListingResponse, ProductSummary } from '@/schemas/api/catalog';
import { MAX_PAGE_SIZE } from '@/schemas/api/catalog';
import { NEW_PRODUCT_DAYS, type CatalogContext, type Queryable } from './context';
import { textMatch } from './search';
import { Params, localizedSql, queryCatalog, summaryRowsSql, toSummary, type SummaryRow } from './summary';

type Sort = ListingQuery['sort'];
/** Listing orders; `relevance` is featured with a text query, `popularity` is for carousels (bestsellers). */
export type ListingOrder = Sort | 'relevance' | 'popularity';

const ORDER_BY: Record<ListingOrder, string> = {
  featured: 'featured_rank ASC NULLS LAST, popularity DESC, id ASC',
  newest: 'created_at DESC, id ASC',
  price_desc: 'min_price DESC, id ASC',
  price_asc: 'min_price ASC, id ASC',
  top_rated: 'rating_average DESC, rating_count DESC, id ASC',
  relevance: 'exact DESC, score DESC, popularity DESC, id ASC',
  popularity: 'popularity DESC, id ASC',
};

/** The filters of a listing (ListingQuery without sort and page; every field optional). */
export interface ListingFilters {
  q?: string;
  category?: string;
  brand?: string[];
  price_min?: number;
  price_max?: number;
  rating?: number;
  badge?: string[];
  sale?: boolean;
  new?: boolean;
  attributes?: Record<string, string[]>;
}

interface BuiltBase {
  /** `WITH priced …, [sq …, m …,] base …` */
  withSql: string;
  hasText: boolean;
  /** Bit of each attribute filter in `fails` (jsonb { key: bit }), for the attribute facets. */
  attributeBits: Record<string, number>;
}

/** Bits of `base.fails`: the facet filters a product does not pass. */
const FAIL = { brand: 1, category: 2, price: 4, rating: 8, badge: 16 } as const;
const FIRST_ATTRIBUTE_BIT = 32;
/** Attribute filters beyond this many share the last bit (their facets then also ignore each other's filters). */
const MAX_ATTRIBUTE_BITS = 24;

function buildBase(p: Params, ctx: CatalogContext, f: ListingFilters): BuiltBase {
  const country = p.add(ctx.country.code);
  const match = f.q ? textMatch(p, ctx, f.q) : null;

  // Every column below is read from product_prices (pp): the product's row in the country, with its lowest price
  // there and the product's own listing columns (migrations 0040, 0042); a text query's score from `m`.
  //
  // `fails` is a bit set (FAIL, then one bit per attribute filter): a product is in the result when
  // it is 0, and counts in facet X when nothing but X's bit is set.
  const fails: string[] = [];
  const where: string[] = [];
  if (f.brand?.length) {
    fails.push(`CASE WHEN pp.brand_id = ANY(ARRAY(SELECT fb.id FROM brands fb WHERE fb.slug = ANY(${p.add(f.brand)}::text[]))) THEN 0 ELSE ${FAIL.brand} END`);
  }
  // The category is a plain condition: its facet counts only the current category's children, so a product outside
  // it counts nowhere, and reading only the categories' rows (product_prices_category) keeps a category listing's
  // work to its own products (a retailer-sized catalogue: a tenth of them or less).
  if (f.category) {
    const cat = p.add(f.category);
    where.push(`pp.category_id = ANY(ARRAY(SELECT fc.id FROM categories fc WHERE fc.path = ${cat} OR left(fc.path, length(${cat}) + 1) = ${cat} || '/'))`);
  }
  if (f.price_min !== undefined || f.price_max !== undefined) {
    const conds: string[] = [];
    if (f.price_min !== undefined) conds.push(`pp.min_price >= ${p.add(f.price_min)}::int`);
    if (f.price_max !== undefined) conds.push(`pp.min_price <= ${p.add(f.price_max)}::int`);
    fails.push(`CASE WHEN ${conds.join(' AND ')} THEN 0 ELSE ${FAIL.price} END`);
  }
  if (f.rating !== undefined) {
    fails.push(`CASE WHEN pp.rating_average >= ${p.add(f.rating)}::numeric THEN 0 ELSE ${FAIL.rating} END`);
  }
  if (f.badge?.length) {
    fails.push(`CASE WHEN pp.badges && ${p.add(f.badge)}::text[] THEN 0 ELSE ${FAIL.badge} END`);
  }
  const attributeBits: Record<string, number> = {};
  let bit = FIRST_ATTRIBUTE_BIT;
  for (const [key, values] of Object.entries(f.attributes ?? {})) {
    if (!values.length) continue;
    attributeBits[key] = bit;
    // attribute_terms holds "key=value" for each value of each attribute (migration 0041).
    fails.push(`CASE WHEN pp.attribute_terms && ${p.add(values.map((v) => `${key}=${v}`))}::text[] THEN 0 ELSE ${bit} END`);
    if (bit < FIRST_ATTRIBUTE_BIT * 2 ** (MAX_ATTRIBUTE_BITS - 1)) bit *= 2;
  }
  // A q with nothing searchable in it (only punctuation) matches nothing.
  if (f.q && !match) where.push('false');
  if (match) where.push('pp.product_id = ANY(ARRAY(SELECT id FROM m))');
  // The Sale listing reads the partial index of the discounted ones; New reads product_prices_created_at.
  if (f.sale) where.push('pp.on_sale');
  if (f.new) where.push(`pp.created_at > now() - make_interval(days => ${p.add(NEW_PRODUCT_DAYS)})`);

  const withSql = `
    WITH ${match ? `${match.ctes},` : ''}
    base AS MATERIALIZED (
      SELECT pp.product_id AS id, pp.brand_id, pp.category_id, pp.attribute_terms, pp.badges,
             pp.rating_average, pp.rating_count, pp.popularity, pp.featured_rank, pp.created_at, pp.min_price,
             ${match ? `${match.exact} AS exact, m.score` : 'false AS exact, 0::float8 AS score'},
             ${fails.length ? fails.map((x) => `(${x})`).join(' | ') : '0'} AS fails
      FROM product_prices pp
      ${match ? 'JOIN m ON m.id = pp.product_id' : ''}
      WHERE pp.country = ${country}
      ${where.map((w) => `AND ${w}`).join(' ')}
    )`;
  return { withSql, hasText: !!match, attributeBits };
}

/**
 * SQL boolean over `base`: an attribute term (a column "key=value") counts for its facet — the product passes every
 * filter but, where there is one, its own key's (that key's bit in `fails`).
 */
function attributeTermCounts(p: Params, attributeBits: Record<string, number>, term: string): string {
  const keys = Object.entries(attributeBits);
  if (keys.length === 0) return 'fails = 0';
  const bitOfKey = `CASE split_part(${term}, '=', 1) ${keys.map(([key, bit]) => `WHEN ${p.add(key)}::text THEN ${bit}`).join(' ')} ELSE 0 END`;
  return `(fails & ~(${bitOfKey})) = 0`;
}

/** SQL of the facet rows (param, value, label, count, lo, hi, pos) over `base`. */
function facetRowsSql(p: Params, ctx: CatalogContext, f: ListingFilters, attributeBits: Record<string, number>): string {
  const lang = p.add(ctx.lang);
  // Category facet: the children of the current category (top categories when there is none),
  // each counting the products in it or below it.
  const depth = f.category ? f.category.split('/').length : 0;
  const childDepth = p.add(depth + 1);
  const current = f.category ? p.add(f.category) : null;
  const inCurrent = current ? `left(lc.path, length(${current}) + 1) = ${current} || '/'` : 'true';
  // Rows that count for facet X: (fails & ~X) = 0.
  const only = (bit: number | string) => `(fails & ~${bit}) = 0`;
  return `
    SELECT 'brand' AS param, b.slug AS value, b.name AS label, x.n AS count, NULL::int AS lo, NULL::int AS hi, NULL::int AS pos
    FROM (SELECT brand_id, count(*)::int AS n FROM base WHERE ${only(FAIL.brand)} GROUP BY brand_id) x
    JOIN brands b ON b.id = x.brand_id
    UNION ALL
    SELECT 'category', cc.path, ${localizedSql('cc.name', lang)}, x.n, NULL, NULL, cc.position
    -- Counted per category first (a top category's 8,454 products are in 23), then each category's products go to
    -- its ancestor at the child depth.
    FROM (SELECT array_to_string((string_to_array(lc.path, '/'))[1:${childDepth}::int], '/') AS child, sum(g.n)::int AS n
          FROM (SELECT category_id, count(*) AS n FROM base WHERE ${only(FAIL.category)} GROUP BY category_id) g
          JOIN categories lc ON lc.id = g.category_id
          WHERE ${inCurrent}
          GROUP BY 1) x
    JOIN categories cc ON cc.path = x.child AND cc.level = ${childDepth}::int
    UNION ALL
    SELECT v.param, v.value, NULL, v.n, v.lo, v.hi, v.pos
    FROM (
      SELECT count(*) FILTER (WHERE ${only(FAIL.rating)} AND rating_average >= 4)::int AS r4,
             count(*) FILTER (WHERE ${only(FAIL.rating)} AND rating_average >= 3)::int AS r3,
             count(*) FILTER (WHERE ${only(FAIL.rating)} AND rating_average >= 2)::int AS r2,
             count(*) FILTER (WHERE ${only(FAIL.rating)} AND rating_average >= 1)::int AS r1,
             count(*) FILTER (WHERE ${only(FAIL.price)})::int AS pn,
             min(min_price) FILTER (WHERE ${only(FAIL.price)}) AS lo,
             max(min_price) FILTER (WHERE ${only(FAIL.price)}) AS hi
      FROM base
    ) a
    CROSS JOIN LATERAL (VALUES ('rating', '4', a.r4, NULL::int, NULL::int, 4), ('rating', '3', a.r3, NULL, NULL, 3),
                               ('rating', '2', a.r2, NULL, NULL, 2), ('rating', '1', a.r1, NULL, NULL, 1),
                               ('price', NULL, a.pn, a.lo, a.hi, NULL)) AS v(param, value, n, lo, hi, pos)
    WHERE v.n > 0
    UNION ALL
    SELECT 'badge', bd, NULL, count(*)::int, NULL, NULL, NULL
    FROM base CROSS JOIN unnest(base.badges) AS bd
    WHERE ${only(FAIL.badge)} AND cardinality(base.badges) > 0
    GROUP BY bd
    UNION ALL
    SELECT 'f.' || split_part(a.term, '=', 1), substr(a.term, strpos(a.term, '=') + 1), NULL, a.n, NULL, NULL, NULL
    FROM (
      -- products.attribute_terms: "key=value" (migration 0041). A term counts where no filter but its own key's fails.
      SELECT t.term, count(*)::int AS n
      FROM base CROSS JOIN unnest(base.attribute_terms) AS t(term)
      WHERE ${attributeTermCounts(p, attributeBits, 't.term')}
      GROUP BY t.term
    ) a`;
}

interface FacetRow {
  param: string;
  value: string | null;
  label: string | null;
  count: number;
  lo: number | null;
  hi: number | null;
  pos: number | null;
}

type FacetLabels = { brand: string; category: string; price: string; rating: string; badge: string; ratingValue: (n: number) => string };
const FACET_LABELS: Record<CatalogContext['lang'], FacetLabels> = {
  en: { brand: 'Brand', category: 'Category', price: 'Price', rating: 'Rating', badge: 'Badge', ratingValue: (n) => `${n} stars & up` },
  id: { brand: 'Merek', category: 'Kategori', price: 'Harga', rating: 'Penilaian', badge: 'Label', ratingValue: (n) => `${n} bintang ke atas` },
  th: { brand: 'แบรนด์', category: 'หมวดหมู่', price: 'ราคา', rating: 'คะแนน', badge: 'ป้าย', ratingValue: (n) => `${n} ดาวขึ้นไป` },
  zh: { brand: '品牌', category: '類別', price: '價格', rating: '評分', badge: '標籤', ratingValue: (n) => `${n} 星或以上` },
};
const BADGE_LABELS: Record<CatalogContext['lang'], Record<string, string>> = {
  en: { coming_soon: 'Coming soon', priority_access: 'Priority access', app_exclusive: 'App exclusive' },
  id: { coming_soon: 'Segera hadir', priority_access: 'Akses prioritas', app_exclusive: 'Eksklusif di aplikasi' },
  th: { coming_soon: 'เร็วๆ นี้', priority_access: 'สิทธิ์เข้าถึงก่อนใคร', app_exclusive: 'เฉพาะในแอป' },
  zh: { coming_soon: '即將推出', priority_access: '優先選購', app_exclusive: 'App 獨家' },
};

/**
 * Names of the attribute facets the catalogue uses, per language. Attribute values are data slugs
 * without translations ("long-wear"), so their labels are the humanized slug; an attribute key not
 * listed here is humanized too.
 */
const ATTRIBUTE_LABELS: Record<string, Partial<Record<CatalogContext['lang'], string>>> = {
  area: { en: 'Area', id: 'Area', th: 'บริเวณ', zh: '部位' },
  benefit: { en: 'Benefit', id: 'Manfaat', th: 'ประโยชน์', zh: '功效' },
  concern: { en: 'Concern', id: 'Masalah kulit', th: 'ปัญหาผิว', zh: '肌膚問題' },
  coverage: { en: 'Coverage', id: 'Daya tutup', th: 'การปกปิด', zh: '遮瑕度' },
  finish: { en: 'Finish', id: 'Hasil akhir', th: 'ลุคที่ได้', zh: '妝效' },
  fragranceFamily: { en: 'Fragrance family', id: 'Keluarga aroma', th: 'กลุ่มกลิ่น', zh: '香調' },
  hairConcern: { en: 'Hair concern', id: 'Masalah rambut', th: 'ปัญหาเส้นผม', zh: '髮質問題' },
  hairType: { en: 'Hair type', id: 'Jenis rambut', th: 'ประเภทเส้นผม', zh: '髮質' },
  intensity: { en: 'Intensity', id: 'Intensitas', th: 'ความเข้มข้น', zh: '濃度' },
  keyIngredient: { en: 'Key ingredient', id: 'Bahan utama', th: 'ส่วนผสมหลัก', zh: '主要成分' },
  keyNotes: { en: 'Key notes', id: 'Nada utama', th: 'โน้ตหลัก', zh: '主要香調' },
  preferences: { en: 'Preferences', id: 'Preferensi', th: 'ความต้องการพิเศษ', zh: '偏好' },
  scent: { en: 'Scent', id: 'Aroma', th: 'กลิ่น', zh: '香味' },
  skinType: { en: 'Skin type', id: 'Jenis kulit', th: 'ประเภทผิว', zh: '膚質' },
  spf: { en: 'SPF', id: 'SPF', th: 'SPF', zh: 'SPF' },
  texture: { en: 'Texture', id: 'Tekstur', th: 'เนื้อสัมผัส', zh: '質地' },
  use: { en: 'Use', id: 'Kegunaan', th: 'การใช้งาน', zh: '用途' },
};

/** "skinType" → "Skin type", "long-wear" → "Long wear". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function toFacets(rows: FacetRow[], ctx: CatalogContext): Facet[] {
  const labels = FACET_LABELS[ctx.lang] ?? FACET_LABELS.en;
  const badgeLabels = BADGE_LABELS[ctx.lang] ?? BADGE_LABELS.en;
  const byParam = new Map<string, FacetRow[]>();
  for (const row of rows) {
    const list = byParam.get(row.param) ?? [];
    list.push(row);
    byParam.set(row.param, list);
  }
  const byCount = (a: Facet['values'][number], b: Facet['values'][number]) => b.count - a.count || a.label.localeCompare(b.label);
  const facets: Facet[] = [];

  const category = byParam.get('category');
  if (category?.length) {
    const values = [...category].sort((a, b) => (a.pos ?? 0) - (b.pos ?? 0) || String(a.value).localeCompare(String(b.value)));
    facets.push({ param: 'category', label: labels.category, type: 'terms', values: values.map((r) => ({ value: r.value!, label: r.label ?? r.value!, count: r.count })) });
  }
  const brand = byParam.get('brand');
  if (brand?.length) {
    const values = brand.map((r) => ({ value: r.value!, label: r.label ?? r.value!, count: r.count })).sort((a, b) => a.label.localeCompare(b.label));
    facets.push({ param: 'brand', label: labels.brand, type: 'terms', values });
  }
  const price = byParam.get('price')?.[0];
  if (price && price.lo !== null && price.hi !== null) {
    facets.push({ param: 'price', label: labels.price, type: 'range', values: [], min: price.lo, max: price.hi });
  }
  const rating = byParam.get('rating');
  if (rating?.length) {
    const values = [...rating].sort((a, b) => (b.pos ?? 0) - (a.pos ?? 0)).map((r) => ({ value: r.value!, label: labels.ratingValue(Number(r.value)), count: r.count }));
    facets.push({ param: 'rating', label: labels.rating, type: 'terms', values });
  }
  const badge = byParam.get('badge');
  if (badge?.length) {
    const values = badge.map((r) => ({ value: r.value!, label: badgeLabels[r.value!] ?? humanize(r.value!), count: r.count })).sort(byCount);
    facets.push({ param: 'badge', label: labels.badge, type: 'terms', values });
  }
  const attributeParams = [...byParam.keys()].filter((k) => k.startsWith('f.')).sort();
  for (const param of attributeParams) {
    const values = byParam.get(param)!.map((r) => ({ value: r.value!, label: humanize(r.value!), count: r.count })).sort(byCount);
    const key = param.slice(2);
    facets.push({ param, label: ATTRIBUTE_LABELS[key]?.[ctx.lang] ?? ATTRIBUTE_LABELS[key]?.en ?? humanize(key), type: 'terms', values });
  }
  return facets;
}

function filtersOf(query: Partial<ListingQuery>): ListingFilters {
  return {
    q: query.q?.trim() || undefined,
    category: query.category,
    brand: query.brand,
    price_min: query.price_min,
    price_max: query.price_max,
    rating: query.rating,
    badge: query.badge,
    sale: query.sale,
    new: query.new,
    attributes: query.attributes,
  };
}

interface PageRequest {
  order: ListingOrder;
  limit: number;
  offset: number;
  facets: boolean;
}

interface ListingResult {
  total: number;
  items: ProductSummary[];
  facets: Facet[];
}

/** The core: one statement for the total, one page of summaries and (optionally) the facets. */
export async function queryListing(db: Queryable, ctx: CatalogContext, filters: ListingFilters, page: PageRequest): Promise<ListingResult> {
  const p = new Params();
  const { withSql, hasText, attributeBits } = buildBase(p, ctx, filters);
  const order = ORDER_BY[page.order === 'relevance' && !hasText ? 'featured' : page.order] ?? ORDER_BY.featured;
  const limit = p.add(page.limit);
  const offset = p.add(page.offset);
  const sql = `${withSql},
    page AS (
      SELECT id, row_number() OVER (ORDER BY ${order}) AS ord, NULL::int AS pref_variant_id
      FROM base
      WHERE fails = 0
      ORDER BY ${order}
      LIMIT ${limit} OFFSET ${offset}
    ),
    summaries AS (${summaryRowsSql(p, ctx, 'page')})
    ${page.facets ? `, facet_rows AS (${facetRowsSql(p, ctx, filters, attributeBits)})` : ''}
    SELECT (SELECT count(*)::int FROM base WHERE fails = 0) AS total,
      (SELECT coalesce(jsonb_agg(to_jsonb(s) ORDER BY s.ord), '[]'::jsonb) FROM summaries s) AS items,
      ${page.facets ? `(SELECT coalesce(jsonb_agg(to_jsonb(f)), '[]'::jsonb) FROM facet_rows f)` : `'[]'::jsonb`} AS facets`;
  const [row] = await queryCatalog<{ total: number; items: SummaryRow[]; facets: FacetRow[] }>(db, sql, p.values);
  return { total: row.total, items: row.items.map((r) => toSummary(r, ctx)), facets: toFacets(row.facets, ctx) };
}

/** A listing: the products priced in the country that pass the filters, one page of them in the sort, and the facets. */
export async function listProducts(db: Queryable, ctx: CatalogContext, query: ListingQuery): Promise<ListingResponse> {
  const sort: Sort = query.sort ?? 'featured';
  const page = Math.max(1, query.page ?? 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, query.page_size ?? 24));
  const filters = filtersOf(query);
  const order: ListingOrder = sort === 'featured' && filters.q ? 'relevance' : sort;
  const result = await queryListing(db, ctx, filters, { order, limit: pageSize, offset: (page - 1) * pageSize, facets: true });
  return { items: result.items, total: result.total, page, pageSize, sort, facets: result.facets };
}

/** The facets of a listing (each computed without its own filter), for `products/filters/`. */
export async function productFacets(db: Queryable, ctx: CatalogContext, query: Partial<ListingQuery>): Promise<Facet[]> {
  const p = new Params();
  const filters = filtersOf(query);
  const { withSql, attributeBits } = buildBase(p, ctx, filters);
  const sql = `${withSql}, facet_rows AS (${facetRowsSql(p, ctx, filters, attributeBits)})
    SELECT coalesce(jsonb_agg(to_jsonb(f)), '[]'::jsonb) AS facets FROM facet_rows f`;
  const [row] = await queryCatalog<{ facets: FacetRow[] }>(db, sql, p.values);
  return toFacets(row.facets, ctx);
}
