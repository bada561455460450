// The product summary (the product card) in one place: the SQL that aggregates a product's variants,
// prices and stock in a country, and the mapping of its rows to the `ProductSummary` shape. Listings,
// search suggestions, carousels and the product page all build on it.
//
// Also the small helpers every catalogue read shares: a parameter list for composing parameterized SQL
// (fragments are constants of this code; every user value goes through `Params.add`), localized-text
// SQL and the stock state of a quantity.
import { createHash } from 'node:crypto';
import type { ProductSummary, Variant } from '@/schemas/api/catalog';
import { LOW_STOCK_THRESHOLD, type CatalogContext, type Queryable } from './context';
import { catalogImageUrl, productImageUrl, type CatalogImage } from './images';

/** How many distinct catalogue statements are kept prepared (per connection, server side) at most. */
const MAX_PREPARED = 200;
const preparedNames = new Set<string>();

/**
 * Runs a catalogue statement as a named prepared statement (the name is a hash of its text), so a
 * connection parses and plans each statement shape once: that saves 2–3 ms of a 10 ms listing. The
 * text depends only on which filters are present, never on their values (those are parameters), so
 * the shapes are few; past MAX_PREPARED distinct shapes, further ones run unprepared.
 */
export async function queryCatalog<R = Record<string, unknown>>(db: Queryable, text: string, values: unknown[]): Promise<R[]> {
  const name = `catalog_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  // DATABASE_PREPARED_STATEMENTS=off: behind a connection pooler in transaction mode (PgBouncer before 1.21, or
  // without max_prepared_statements), a statement prepared on one server connection is not on the next one.
  if (process.env.DATABASE_PREPARED_STATEMENTS === 'off') return (await db.query(text, values)).rows as R[];
  if (preparedNames.has(name) || preparedNames.size < MAX_PREPARED) {
    preparedNames.add(name);
    return (await db.query({ name, text, values })).rows as R[];
  }
  return (await db.query(text, values)).rows as R[];
}

/** The numbered parameters of one statement: `add` returns the placeholder (`$3`) of a value. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** SQL: the text of a `{ "en": …, "th": … }` jsonb column in the language (a placeholder), else English, else ''. */
export function localizedSql(column: string, langParam: string): string {
  return `coalesce(nullif(${column}->>${langParam}, ''), ${column}->>'en', '')`;
}

/** SQL: a field of a product's per-language `content` ({ en: { name, description, howToUse } }), falling back to English. */
export function contentSql(productAlias: string, field: 'name' | 'description' | 'howToUse', langParam: string): string {
  return `coalesce(nullif(${productAlias}.content->${langParam}->>'${field}', ''), ${productAlias}.content->'en'->>'${field}', '')`;
}

export function stockOf(quantity: number): Variant['stock'] {
  if (quantity <= 0) return { state: 'out_of_stock', quantityLeft: null };
  if (quantity <= LOW_STOCK_THRESHOLD) return { state: 'low_stock', quantityLeft: quantity };
  return { state: 'in_stock', quantityLeft: null };
}

/**
 * A variant's image: its photograph from the catalogue file when it has one, else the generated drawing of the
 * product type in its shade (or, without one, in the packaging colour of the SKU's product).
 */
export function imageOf(productType: string, shadeHex: string | null, sku: string | null, alt: string, photo?: CatalogImage | null): ProductSummary['image'] {
  const { url, width, height } = photo ? catalogImageUrl(photo) : productImageUrl(productType, shadeHex?.trim() || null, { sku });
  return { url, width, height, alt };
}

/** A timestamptz from a row (a Date) or from json (a string) as ISO 8601 with offset; null stays null. */
export function isoOrNull(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * SQL of the summary rows of the products in relation `sel` (columns `id int`, `ord bigint`,
 * `pref_variant_id int` — a variant to show first, e.g. a carousel's SKU reference, or null).
 *
 * Only variants priced in the country count (a variant is sold where it has a price); a product with
 * none is left out. Columns are those of `SummaryRow`. Use as a CTE or a subquery; order by `ord`.
 */
export function summaryRowsSql(p: Params, ctx: CatalogContext, sel: string): string {
  const country = p.add(ctx.country.code);
  const lang = p.add(ctx.lang);
  return `
    SELECT sel.ord, p.id, p.slug, ${contentSql('p', 'name', lang)} AS name,
      b.slug AS brand_slug, b.name AS brand_name, p.product_type,
      p.rating_average::float8 AS rating_average, p.rating_count, p.badges,
      p.available_from, coalesce(p.available_from > now(), false) AS coming_soon,
      agg.variant_count, agg.min_amount, agg.max_amount, agg.min_compare_at,
      coalesce(agg.preferred_id, agg.first_in_stock_id, agg.first_id) AS default_variant_id,
      CASE WHEN agg.preferred_id IS NOT NULL THEN agg.preferred_shade_hex ELSE agg.first_shade_hex END AS image_shade_hex,
      CASE WHEN agg.preferred_id IS NOT NULL THEN agg.preferred_sku ELSE agg.first_sku END AS image_sku,
      CASE WHEN agg.preferred_id IS NOT NULL THEN agg.preferred_image ELSE agg.first_image END AS image_photo,
      agg.all_out, coalesce(agg.swatches, '[]'::jsonb) AS swatches
    FROM ${sel} sel
    JOIN products p ON p.id = sel.id
    JOIN brands b ON b.id = p.brand_id
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS variant_count,
        min(x.amount) AS min_amount,
        max(x.amount) AS max_amount,
        (array_agg(x.compare_at ORDER BY x.amount, x.position, x.id))[1] AS min_compare_at,
        (array_agg(x.id ORDER BY x.position, x.id))[1] AS first_id,
        (array_agg(x.shade_hex ORDER BY x.position, x.id))[1] AS first_shade_hex,
        (array_agg(x.sku ORDER BY x.position, x.id))[1] AS first_sku,
        (array_agg(x.image ORDER BY x.position, x.id))[1] AS first_image,
        (array_agg(x.id ORDER BY x.position, x.id) FILTER (WHERE x.quantity > 0))[1] AS first_in_stock_id,
        (array_agg(x.id) FILTER (WHERE x.id = sel.pref_variant_id))[1] AS preferred_id,
        (array_agg(x.shade_hex) FILTER (WHERE x.id = sel.pref_variant_id))[1] AS preferred_shade_hex,
        (array_agg(x.sku) FILTER (WHERE x.id = sel.pref_variant_id))[1] AS preferred_sku,
        (array_agg(x.image) FILTER (WHERE x.id = sel.pref_variant_id))[1] AS preferred_image,
        bool_and(x.quantity = 0) AS all_out,
        jsonb_agg(jsonb_build_object('variantId', x.id, 'shadeName', coalesce(x.shade_name, x.size, x.shade_hex), 'shadeHex', x.shade_hex)
                  ORDER BY x.position, x.id) FILTER (WHERE x.shade_hex IS NOT NULL) AS swatches
      FROM (
        SELECT v.id, v.sku, v.position, v.shade_name, v.shade_hex, v.size, v.image, pr.amount, pr.compare_at, coalesce(i.quantity, 0) AS quantity
        FROM variants v
        JOIN prices pr ON pr.variant_id = v.id AND pr.country = ${country}
        LEFT JOIN inventory i ON i.variant_id = v.id AND i.country = ${country}
        WHERE v.product_id = p.id
      ) x
    ) agg
    WHERE agg.variant_count > 0`;
}

/** A row of `summaryRowsSql` (straight from pg, or through json). */
export interface SummaryRow {
  ord?: number | string;
  id: number;
  slug: string;
  name: string;
  brand_slug: string;
  brand_name: string;
  product_type: string;
  rating_average: number;
  rating_count: number;
  badges: string[];
  available_from: Date | string | null;
  coming_soon: boolean;
  variant_count: number;
  min_amount: number;
  max_amount: number;
  min_compare_at: number | null;
  default_variant_id: number;
  image_shade_hex: string | null;
  image_sku: string | null;
  image_photo: CatalogImage | null;
  all_out: boolean;
  swatches: { variantId: number; shadeName: string; shadeHex: string }[];
}

export const MAX_SWATCHES = 8;

export function toSummary(row: SummaryRow, ctx: CatalogContext): ProductSummary {
  const state: ProductSummary['state'] = row.coming_soon ? 'coming_soon' : row.all_out ? 'out_of_stock' : 'available';
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: { slug: row.brand_slug, name: row.brand_name },
    productType: row.product_type,
    image: imageOf(row.product_type, row.image_shade_hex, row.image_sku, `${row.brand_name} ${row.name}`, row.image_photo),
    price: { amount: row.min_amount, compareAt: row.min_compare_at ?? null, currency: ctx.country.currency.code },
    priceFrom: row.max_amount !== row.min_amount,
    rating: { average: Number(row.rating_average), count: row.rating_count },
    badges: row.badges as ProductSummary['badges'],
    state,
    availableFrom: isoOrNull(row.available_from),
    defaultVariantId: row.default_variant_id,
    variantCount: row.variant_count,
    swatches: row.swatches.slice(0, MAX_SWATCHES).map((s) => ({ variantId: s.variantId, shadeName: s.shadeName, shadeHex: s.shadeHex.trim() })),
  };
}

/** A relation of product ids in a given order: `(SELECT … unnest(ids) WITH ORDINALITY …)`, for `summaryRowsSql`. */
export function orderedIdsSql(p: Params, ids: number[], preferredVariantIds?: (number | null)[]): string {
  const idsParam = p.add(ids);
  const prefParam = p.add(preferredVariantIds ?? ids.map(() => null));
  return `(SELECT u.id, u.ord, u.pref_variant_id FROM unnest(${idsParam}::int[], ${prefParam}::int[]) WITH ORDINALITY AS u(id, pref_variant_id, ord))`;
}

/** The summaries of the given products in the country, in the given order; products not sold there are left out. */
export async function loadSummaries(
  db: Queryable,
  ctx: CatalogContext,
  ids: number[],
  preferredVariantIds?: (number | null)[],
): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const p = new Params();
  const sel = orderedIdsSql(p, ids, preferredVariantIds);
  const sql = `${summaryRowsSql(p, ctx, sel)} ORDER BY sel.ord`;
  const rows = await queryCatalog<SummaryRow>(db, sql, p.values);
  return rows.map((r) => toSummary(r, ctx));
}

/** The columns a variant reference row carries (a bag line, a wish-list item). */
export interface VariantRefRow {
  variant_id: number;
  sku: string;
  slug: string;
  name: string;
  brand_slug: string;
  brand_name: string;
  shade_name: string | null;
  shade_hex: string | null;
  /** variants.image: the photograph from the catalogue file, if any. */
  image: CatalogImage | null;
  product_type: string;
}

/** A variant as the bag and the wish list show it: which product, which shade, its image. */
export function variantRefOf(row: VariantRefRow) {
  return {
    variantId: row.variant_id,
    sku: row.sku,
    productSlug: row.slug,
    name: row.name,
    brand: { slug: row.brand_slug, name: row.brand_name },
    shade: row.shade_name,
    image: imageOf(row.product_type, row.shade_hex, row.sku, `${row.brand_name} ${row.name}`, row.image),
  };
}
