// Product reads: the product page, variants by id or SKU (bag, wish list), and carousels.
import type { FeaturedProductsRequest, ProductDetail, ProductSummary, Variant, VariantsResponse } from '@/schemas/api/catalog';
import type { CatalogContext, Queryable } from './context';
import type { CatalogImage } from './images';
import { queryListing, type ListingFilters, type ListingOrder } from './listing';
import { Params, contentSql, imageOf, localizedSql, loadSummaries, queryCatalog, stockOf, summaryRowsSql, toSummary, type SummaryRow } from './summary';

type VariantItem = VariantsResponse['items'][number];

interface VariantRow {
  id: number;
  sku: string;
  shade_name: string | null;
  shade_hex: string | null;
  size: string | null;
  image: CatalogImage | null;
  amount: number;
  compare_at: number | null;
  quantity: number;
}

function toVariant(row: VariantRow, productType: string, productLabel: string, ctx: CatalogContext): Variant {
  const shadeHex = row.shade_hex?.trim() ?? null;
  const variantLabel = [row.shade_name, row.size].filter(Boolean).join(', ');
  return {
    id: row.id,
    sku: row.sku,
    shadeName: row.shade_name,
    shadeHex,
    size: row.size,
    image: imageOf(productType, shadeHex, row.sku, variantLabel ? `${productLabel} — ${variantLabel}` : productLabel, row.image),
    price: { amount: row.amount, compareAt: row.compare_at ?? null, currency: ctx.country.currency.code },
    stock: stockOf(row.quantity),
  };
}

/** The product page: the product with its variants priced in the country; null when unknown or not sold there. */
export async function getProduct(db: Queryable, ctx: CatalogContext, slug: string): Promise<ProductDetail | null> {
  const p = new Params();
  const slugParam = p.add(slug);
  const summary = summaryRowsSql(p, ctx, `(SELECT id, 1::bigint AS ord, NULL::int AS pref_variant_id FROM products WHERE slug = ${slugParam})`);
  const lang = p.add(ctx.lang);
  const country = p.add(ctx.country.code);
  const sql = `
    WITH s AS (${summary})
    SELECT to_jsonb(s) AS summary,
      ${contentSql('p', 'description', lang)} AS description,
      ${contentSql('p', 'howToUse', lang)} AS how_to_use,
      p.ingredients, p.attributes, p.non_discountable, p.sample_eligible,
      c.path AS category_path, ${localizedSql('c.name', lang)} AS category_name,
      (SELECT jsonb_agg(jsonb_build_object('path', a.path, 'name', ${localizedSql('a.name', lang)}) ORDER BY a.level)
       FROM categories a WHERE a.path = c.path OR left(c.path, length(a.path) + 1) = a.path || '/') AS breadcrumb,
      (SELECT jsonb_agg(jsonb_build_object('id', v.id, 'sku', v.sku, 'shade_name', v.shade_name, 'shade_hex', v.shade_hex, 'size', v.size, 'image', v.image,
                                           'amount', pr.amount, 'compare_at', pr.compare_at, 'quantity', coalesce(i.quantity, 0))
                        ORDER BY v.position, v.id)
       FROM variants v
       JOIN prices pr ON pr.variant_id = v.id AND pr.country = ${country}
       LEFT JOIN inventory i ON i.variant_id = v.id AND i.country = ${country}
       WHERE v.product_id = p.id) AS variants
    FROM s JOIN products p ON p.id = s.id JOIN categories c ON c.id = p.category_id`;
  const [row] = await queryCatalog<{
    summary: SummaryRow;
    description: string;
    how_to_use: string;
    ingredients: string;
    attributes: ProductDetail['attributes'];
    non_discountable: boolean;
    sample_eligible: boolean;
    category_path: string;
    category_name: string;
    breadcrumb: ProductDetail['breadcrumb'];
    variants: VariantRow[];
  }>(db, sql, p.values);
  if (!row) return null;
  const base = toSummary(row.summary, ctx);
  const label = `${base.brand.name} ${base.name}`;
  return {
    ...base,
    description: row.description,
    howToUse: row.how_to_use,
    ingredients: row.ingredients,
    attributes: row.attributes,
    category: { path: row.category_path, name: row.category_name },
    breadcrumb: row.breadcrumb ?? [],
    variants: row.variants.map((v) => toVariant(v, base.productType, label, ctx)),
    nonDiscountable: row.non_discountable,
    sampleEligible: row.sample_eligible,
  };
}

/** Variants by id and/or SKU with price and stock in the country, in the order asked (ids, then SKUs); unknown or unpriced ones are left out. */
export async function getVariants(db: Queryable, ctx: CatalogContext, refs: { ids?: number[]; skus?: string[] }): Promise<VariantItem[]> {
  const ids = refs.ids ?? [];
  const skus = refs.skus ?? [];
  if (ids.length === 0 && skus.length === 0) return [];
  type Row = VariantRow & { product_slug: string; product_name: string; product_type: string; brand_slug: string; brand_name: string };
  const rows = await queryCatalog<Row>(
    db,
    `SELECT v.id, v.sku, v.shade_name, v.shade_hex, v.size, v.image, pr.amount, pr.compare_at, coalesce(i.quantity, 0) AS quantity,
            p.slug AS product_slug, ${contentSql('p', 'name', '$4')} AS product_name, p.product_type, b.slug AS brand_slug, b.name AS brand_name
     FROM variants v
     JOIN prices pr ON pr.variant_id = v.id AND pr.country = $3
     LEFT JOIN inventory i ON i.variant_id = v.id AND i.country = $3
     JOIN products p ON p.id = v.product_id
     JOIN brands b ON b.id = p.brand_id
     WHERE v.id = ANY($1::int[]) OR v.sku = ANY($2::text[])`,
    [ids, skus, ctx.country.code, ctx.lang],
  );
  const byId = new Map<number, Row>();
  const bySku = new Map<string, Row>();
  for (const r of rows) {
    byId.set(r.id, r);
    bySku.set(r.sku, r);
  }
  const seen = new Set<number>();
  const out: VariantItem[] = [];
  const push = (r: Row | undefined) => {
    if (!r || seen.has(r.id)) return;
    seen.add(r.id);
    out.push({
      ...toVariant(r, r.product_type, `${r.brand_name} ${r.product_name}`, ctx),
      productSlug: r.product_slug,
      productName: r.product_name,
      brand: { slug: r.brand_slug, name: r.brand_name },
    });
  };
  for (const id of ids) push(byId.get(id));
  for (const sku of skus) push(bySku.get(sku));
  return out;
}

const SOURCE_ORDER: Record<NonNullable<FeaturedProductsRequest['source']>, { order: ListingOrder; filters: ListingFilters }> = {
  new: { order: 'newest', filters: { new: true } },
  sale: { order: 'popularity', filters: { sale: true } },
  bestsellers: { order: 'popularity', filters: {} },
  top_rated: { order: 'top_rated', filters: {} },
};

/**
 * A carousel's products. With `refs` (product slugs or variant SKUs): those products in that order,
 * skipping unknown ones and ones not sold in the country (a SKU makes its variant the card's default);
 * otherwise the `source` (new, sale, bestsellers, top rated), narrowed to a category and/or brand.
 * At most `limit` products.
 */
export async function featuredProducts(db: Queryable, ctx: CatalogContext, req: FeaturedProductsRequest): Promise<ProductSummary[]> {
  const limit = Math.max(1, Math.min(24, req.limit ?? 12));
  if (req.refs?.length) {
    // A ref is a product slug, else a variant SKU (whose variant must be sold in the country).
    const rows = await queryCatalog<{ product_id: number; variant_id: number | null }>(
      db,
      `SELECT coalesce(p.id, v.product_id) AS product_id, v.id AS variant_id
       FROM unnest($1::text[]) WITH ORDINALITY AS r(ref, ord)
       LEFT JOIN products p ON p.slug = r.ref
       LEFT JOIN variants v ON p.id IS NULL AND v.sku = r.ref
         AND EXISTS (SELECT 1 FROM prices pr WHERE pr.variant_id = v.id AND pr.country = $2)
       WHERE p.id IS NOT NULL OR v.id IS NOT NULL
       ORDER BY r.ord`,
      [req.refs, ctx.country.code],
    );
    const ids: number[] = [];
    const preferred: (number | null)[] = [];
    for (const r of rows) {
      if (ids.includes(r.product_id)) continue;
      ids.push(r.product_id);
      preferred.push(r.variant_id);
    }
    return (await loadSummaries(db, ctx, ids, preferred)).slice(0, limit);
  }
  if (!req.source) return [];
  const { order, filters } = SOURCE_ORDER[req.source];
  const result = await queryListing(
    db,
    ctx,
    { ...filters, category: req.category, brand: req.brand ? [req.brand] : undefined },
    { order, limit, offset: 0, facets: false },
  );
  return result.items;
}
