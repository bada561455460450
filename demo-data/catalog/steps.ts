// The catalogue seed steps. Each one upserts its part of the generated catalogue (by slug, path or
// SKU) in bulk, and records a fingerprint of what it wrote in seed_versions: on the next start a step
// whose data is unchanged and still present does nothing. Dates are written relative to the start of
// the current UTC day, so a rerun on the same day writes identical rows.
import type pg from 'pg';
import { countries } from '@/config/countries/registry';
import type { SeedStep } from '../seed';
import { buildSearchIndex, SEARCH_INDEX_VERSION } from '@/commerce/catalog/search-index';
import { fingerprint, generateCatalog, type CatalogSeed } from './generate';
import { seedScaleFromEnv } from './retail-scale';
import { parseCatalogue } from '@/commerce/catalog/import/format';
import { catalogueToRecords, recordsToSeed } from './import/convert';

/** Bump when the SQL below would write the same generated data differently. */
const WRITER_VERSION = 1;
/** Transaction-level advisory lock: two processes seeding at once take turns, step by step. */
const SEED_LOCK_KEY = 7_245_010_002;
/** SKUs the seed makes; only products made entirely of these are ever removed by it. */
const SEED_SKU_PATTERN = '^ATL-[A-Z]{3}-[0-9]{5}-[0-9]{2}$';

let cached: CatalogSeed | undefined;

/**
 * The generated catalogue for the configured countries (computed once per process), at the size `SEED_SCALE`
 * asks for: unset, the demo catalogue (454 products); `retail`, about 25,000 (retail-scale.ts).
 */
export function catalogSeedData(): CatalogSeed {
  cached ??= seedThroughImportFormat(generateCatalog(countries.list, seedScaleFromEnv()));
  return cached;
}

/**
 * The generated catalogue as an import file's lines, validated and read back by the import's own parser: the seed
 * loads exactly what `npm run catalogue -- import` would load from the file `export` writes.
 */
function seedThroughImportFormat(generated: CatalogSeed): CatalogSeed {
  const parsed = parseCatalogue(catalogueToRecords(generated).map((r) => JSON.stringify(r)));
  if (parsed.errors.length) throw new Error(`the generated catalogue is not a valid import file: line ${parsed.errors[0].line} ${parsed.errors[0].field} ${parsed.errors[0].message}`);
  const seed = recordsToSeed(parsed);
  // Which countries the generator chose not to sell a product in is its own note (the file says it by leaving the
  // prices out; the search evaluation reads the note): carried over, as the unpriced countries are.
  const notSoldIn = new Map(generated.products.map((p) => [p.slug, p.notSoldIn]));
  return { ...seed, products: seed.products.map((p) => ({ ...p, notSoldIn: notSoldIn.get(p.slug) ?? [] })), unpricedCountries: generated.unpricedCountries };
}

/**
 * Rows per statement when a step writes a large catalogue (the demo's fit in one). Long lists are joined as
 * `unnest($1)`, never matched with `= ANY($1)` row by row (quadratic at retail scale).
 */
const BATCH = 5_000;

/**
 * Fresh planner statistics for tables a step just filled: the step's own later statements (the stale-row
 * anti-joins) and the first requests would otherwise be planned for the empty tables (a nested loop over
 * 67,000 × 67,000 SKUs took minutes at retail scale; 0.2 s once analysed).
 */
async function analyze(client: pg.PoolClient, ...tables: string[]): Promise<void> {
  for (const table of tables) await client.query(`ANALYZE ${table}`);
}

/** Runs `write` over `rows` in batches, adding up the rows each statement wrote. */
async function inBatches<T>(rows: readonly T[], write: (batch: readonly T[]) => Promise<number | null>, progress?: (rows: number) => void): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    written += (await write(batch)) ?? 0;
    progress?.(batch.length);
  }
  return written;
}

/** Midnight UTC of the current day: the fixed point created_at and available_from are offset from. */
export function seedDay(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

interface StepDefinition {
  name: string;
  /** What the fingerprint covers: everything the step writes. */
  data: (seed: CatalogSeed) => unknown;
  /** Is the step's data still in the database (nobody truncated it)? */
  present: (client: pg.PoolClient, seed: CatalogSeed) => Promise<boolean>;
  /** A few words for the progress line when nothing had to be written. */
  describe: (seed: CatalogSeed) => string;
  write: (client: pg.PoolClient, seed: CatalogSeed, options: WriteOptions) => Promise<string>;
}

export interface WriteOptions {
  /**
   * Remove what the seed made before and no longer makes (products and variants with seed SKUs, prices of the
   * written variants in countries no longer listed). The seed does; an import never removes anything.
   */
  removeStale: boolean;
  /** Told after each batch how many rows it held (a long import's progress lines). */
  progress?: (rows: number) => void;
}

function versionedStep(def: StepDefinition): SeedStep & Pick<StepDefinition, 'write'> {
  return {
    name: def.name,
    write: def.write,
    async run(client) {
      await client.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
      const seed = catalogSeedData();
      const version = `${WRITER_VERSION}.${fingerprint(def.data(seed))}`;
      const { rows } = await client.query<{ version: string }>('SELECT version FROM seed_versions WHERE step = $1', [def.name]);
      if (rows[0]?.version === version && (await def.present(client, seed))) return `${def.describe(seed)}, unchanged (seed ${version})`;
      const summary = await def.write(client, seed, { removeStale: true });
      await client.query(
        `INSERT INTO seed_versions (step, version) VALUES ($1, $2)
         ON CONFLICT (step) DO UPDATE SET version = excluded.version, updated_at = now()`,
        [def.name, version],
      );
      return summary;
    },
  };
}

async function count(client: pg.PoolClient, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await client.query<{ n: number }>(sql, params);
  return rows[0].n;
}

/** Runs a removal of stale seed rows; rows that something else still references are kept. */
async function removeStale(client: pg.PoolClient, sql: string, params: unknown[]): Promise<{ removed: number; blocked: boolean }> {
  await client.query('SAVEPOINT catalog_seed_stale');
  try {
    const result = await client.query(sql, params);
    await client.query('RELEASE SAVEPOINT catalog_seed_stale');
    return { removed: result.rowCount ?? 0, blocked: false };
  } catch (err) {
    if ((err as { code?: string }).code !== '23503') throw err; // only a foreign key may block it
    await client.query('ROLLBACK TO SAVEPOINT catalog_seed_stale');
    return { removed: 0, blocked: true };
  }
}

const KEPT = { removed: 0, blocked: false };

const staleNote = (what: string, r: { removed: number; blocked: boolean }) =>
  r.blocked ? `, stale ${what} kept (still referenced)` : r.removed ? `, ${r.removed} stale ${what} removed` : '';

// --- Steps ------------------------------------------------------------------------------------

const storesStep = versionedStep({
  name: 'stores',
  data: (seed) => seed.stores,
  describe: (seed) => `${seed.stores.length} stores`,
  present: async (client, seed) =>
    (await count(client, 'SELECT count(*)::int AS n FROM stores WHERE slug = ANY($1::text[])', [seed.stores.map((s) => s.slug)])) === seed.stores.length,
  async write(client, seed, _options) {
    const rows = seed.stores.map((s) => ({
      slug: s.slug,
      country: s.country,
      name: s.name,
      address_line: s.addressLine,
      city: s.city,
      postcode: s.postcode,
      phone: s.phone,
      opening_hours: s.openingHours,
      time_zone: s.timeZone,
      latitude: s.latitude,
      longitude: s.longitude,
      click_and_collect: s.clickAndCollect,
    }));
    const result = await client.query(
      `INSERT INTO stores AS t (slug, country, name, address_line, city, postcode, phone, opening_hours, time_zone, latitude, longitude, click_and_collect)
       SELECT d.slug, d.country, d.name, d.address_line, d.city, d.postcode, d.phone, d.opening_hours, d.time_zone, d.latitude, d.longitude, d.click_and_collect
         FROM jsonb_to_recordset($1::jsonb) AS d(slug text, country text, name text, address_line text, city text, postcode text, phone text,
                                                 opening_hours jsonb, time_zone text, latitude numeric, longitude numeric, click_and_collect boolean)
         JOIN countries c ON c.code = d.country
       ON CONFLICT (slug) DO UPDATE SET
         country = excluded.country, name = excluded.name, address_line = excluded.address_line, city = excluded.city,
         postcode = excluded.postcode, phone = excluded.phone, opening_hours = excluded.opening_hours, time_zone = excluded.time_zone,
         latitude = excluded.latitude, longitude = excluded.longitude, click_and_collect = excluded.click_and_collect
       WHERE (t.country, t.name, t.address_line, t.city, t.postcode, t.phone, t.opening_hours, t.time_zone, t.latitude, t.longitude, t.click_and_collect)
             IS DISTINCT FROM
             (excluded.country, excluded.name, excluded.address_line, excluded.city, excluded.postcode, excluded.phone, excluded.opening_hours,
              excluded.time_zone, excluded.latitude, excluded.longitude, excluded.click_and_collect)`,
      [JSON.stringify(rows)],
    );
    const countryCount = new Set(seed.stores.map((s) => s.country)).size;
    return `${seed.stores.length} stores in ${countryCount} countries, ${result.rowCount} written`;
  },
});

const brandsStep = versionedStep({
  name: 'brands',
  data: (seed) => seed.brands.map((b) => [b.slug, b.name, !!b.houseBrand, b.description]),
  describe: (seed) => `${seed.brands.length} brands`,
  present: async (client, seed) =>
    (await count(client, 'SELECT count(*)::int AS n FROM brands WHERE slug = ANY($1::text[])', [seed.brands.map((b) => b.slug)])) === seed.brands.length,
  async write(client, seed, _options) {
    const house = seed.brands.find((b) => b.houseBrand)?.slug ?? null;
    // At most one house brand (unique index): hand the flag over before upserting.
    await client.query('UPDATE brands SET house_brand = false WHERE house_brand AND slug IS DISTINCT FROM $1', [house]);
    const rows = seed.brands.map((b) => ({ slug: b.slug, name: b.name, house_brand: !!b.houseBrand, description: b.description }));
    const result = await client.query(
      `INSERT INTO brands AS t (slug, name, house_brand, description)
       SELECT d.slug, d.name, d.house_brand, d.description
         FROM jsonb_to_recordset($1::jsonb) AS d(slug text, name text, house_brand boolean, description jsonb)
       ON CONFLICT (slug) DO UPDATE SET name = excluded.name, house_brand = excluded.house_brand, description = excluded.description
       WHERE (t.name, t.house_brand, t.description) IS DISTINCT FROM (excluded.name, excluded.house_brand, excluded.description)`,
      [JSON.stringify(rows)],
    );
    return `${seed.brands.length} brands, ${result.rowCount} written`;
  },
});

const categoriesStep = versionedStep({
  name: 'categories',
  data: (seed) => seed.categories,
  describe: (seed) => `${seed.categories.length} categories`,
  present: async (client, seed) =>
    (await count(client, 'SELECT count(*)::int AS n FROM categories WHERE path = ANY($1::text[])', [seed.categories.map((c) => c.path)])) ===
    seed.categories.length,
  async write(client, seed, _options) {
    let written = 0;
    // Parents first: each level finds its parents' ids by path.
    for (const level of [1, 2, 3]) {
      const rows = seed.categories
        .filter((c) => c.level === level)
        .map((c) => ({ parent_path: c.parentPath, slug: c.slug, path: c.path, level: c.level, name: c.name, position: c.position }));
      if (rows.length === 0) continue;
      const result = await client.query(
        `INSERT INTO categories AS t (parent_id, slug, path, level, name, position)
         SELECT p.id, d.slug, d.path, d.level, d.name, d.position
           FROM jsonb_to_recordset($1::jsonb) AS d(parent_path text, slug text, path text, level smallint, name jsonb, position int)
           LEFT JOIN categories p ON p.path = d.parent_path
         ON CONFLICT (path) DO UPDATE SET parent_id = excluded.parent_id, slug = excluded.slug, level = excluded.level,
                                          name = excluded.name, position = excluded.position
         WHERE (t.parent_id, t.slug, t.level, t.name, t.position) IS DISTINCT FROM
               (excluded.parent_id, excluded.slug, excluded.level, excluded.name, excluded.position)`,
        [JSON.stringify(rows)],
      );
      written += result.rowCount ?? 0;
    }
    const byLevel = [1, 2, 3].map((l) => seed.categories.filter((c) => c.level === l).length).join('/');
    return `${seed.categories.length} categories (${byLevel} by level), ${written} written`;
  },
});

const productsStep = versionedStep({
  name: 'products',
  data: (seed) => seed.products.map(({ variants: _v, notSoldIn: _n, ...product }) => product),
  describe: (seed) => `${seed.products.length} products`,
  present: async (client, seed) =>
    (await count(client, 'SELECT count(*)::int AS n FROM products p JOIN unnest($1::text[]) AS wanted(slug) ON wanted.slug = p.slug', [seed.products.map((p) => p.slug)])) ===
    seed.products.length,
  async write(client, seed, options) {
    const rows = seed.products.map((p) => ({
      slug: p.slug,
      brand: p.brand,
      category: p.category,
      product_type: p.productType,
      content: p.content,
      ingredients: p.ingredients,
      attributes: p.attributes,
      badges: p.badges,
      available_in_days: p.availableInDays,
      non_discountable: p.nonDiscountable,
      sample_eligible: p.sampleEligible,
      rating_average: p.ratingAverage,
      rating_count: p.ratingCount,
      popularity: p.popularity,
      featured_rank: p.featuredRank,
      created_minutes_ago: p.createdMinutesAgo,
    }));
    // created_at is set when a product is first inserted and then left alone ("new" stays honest).
    const written = await inBatches(rows, async (batch) => (await client.query(
      `INSERT INTO products AS t (slug, brand_id, category_id, product_type, content, ingredients, attributes, badges, available_from,
                                  non_discountable, sample_eligible, seeded_rating_average, seeded_rating_count, popularity, featured_rank, created_at)
       SELECT d.slug, b.id, c.id, d.product_type, d.content, d.ingredients, d.attributes, d.badges,
              CASE WHEN d.available_in_days IS NULL THEN NULL ELSE $2::timestamptz + make_interval(days => d.available_in_days) END,
              d.non_discountable, d.sample_eligible, d.rating_average, d.rating_count, d.popularity, d.featured_rank,
              $2::timestamptz - make_interval(mins => d.created_minutes_ago)
         FROM jsonb_to_recordset($1::jsonb) AS d(slug text, brand text, category text, product_type text, content jsonb, ingredients text,
                                                 attributes jsonb, badges text[], available_in_days int, non_discountable boolean,
                                                 sample_eligible boolean, rating_average numeric, rating_count int, popularity int,
                                                 featured_rank int, created_minutes_ago int)
         JOIN brands b ON b.slug = d.brand
         JOIN categories c ON c.path = d.category
       ON CONFLICT (slug) DO UPDATE SET
         brand_id = excluded.brand_id, category_id = excluded.category_id, product_type = excluded.product_type, content = excluded.content,
         ingredients = excluded.ingredients, attributes = excluded.attributes, badges = excluded.badges, available_from = excluded.available_from,
         non_discountable = excluded.non_discountable, sample_eligible = excluded.sample_eligible, seeded_rating_average = excluded.seeded_rating_average,
         seeded_rating_count = excluded.seeded_rating_count, popularity = excluded.popularity, featured_rank = excluded.featured_rank
       WHERE (t.brand_id, t.category_id, t.product_type, t.content, t.ingredients, t.attributes, t.badges, t.available_from, t.non_discountable,
              t.sample_eligible, t.seeded_rating_average, t.seeded_rating_count, t.popularity, t.featured_rank)
             IS DISTINCT FROM
             (excluded.brand_id, excluded.category_id, excluded.product_type, excluded.content, excluded.ingredients, excluded.attributes,
              excluded.badges, excluded.available_from, excluded.non_discountable, excluded.sample_eligible, excluded.seeded_rating_average,
              excluded.seeded_rating_count, excluded.popularity, excluded.featured_rank)`,
      [JSON.stringify(batch), seedDay().toISOString()],
    )).rowCount, options.progress);
    await analyze(client, 'products');
    const stale = !options.removeStale ? KEPT : await removeStale(
      client,
      `DELETE FROM products p
        WHERE NOT EXISTS (SELECT 1 FROM unnest($1::text[]) AS wanted(slug) WHERE wanted.slug = p.slug)
          AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.sku !~ $2)`,
      [seed.products.map((p) => p.slug), SEED_SKU_PATTERN],
    );
    return `${seed.products.length} products, ${written} written${staleNote('products', stale)}`;
  },
});

const variantsStep = versionedStep({
  name: 'variants',
  data: (seed) => seed.products.map((p) => [p.slug, p.variants.map(({ baseSgdCents: _b, ...v }) => v)]),
  describe: (seed) => `${seed.products.reduce((n, p) => n + p.variants.length, 0)} variants`,
  present: async (client, seed) => {
    const skus = seed.products.flatMap((p) => p.variants.map((v) => v.sku));
    return (await count(client, 'SELECT count(*)::int AS n FROM variants v JOIN unnest($1::text[]) AS wanted(sku) ON wanted.sku = v.sku', [skus])) === skus.length;
  },
  async write(client, seed, options) {
    const cols = { product: [] as string[], sku: [] as string[], shadeName: [] as (string | null)[], shadeHex: [] as (string | null)[], size: [] as (string | null)[], position: [] as number[], image: [] as (string | null)[] };
    for (const p of seed.products) {
      for (const v of p.variants) {
        cols.product.push(p.slug);
        cols.sku.push(v.sku);
        cols.shadeName.push(v.shadeName);
        cols.shadeHex.push(v.shadeHex);
        cols.size.push(v.size);
        cols.position.push(v.position);
        cols.image.push(v.image ? JSON.stringify(v.image) : null);
      }
    }
    const indexes = cols.sku.map((_, i) => i);
    const pick = <T,>(column: T[], batch: readonly number[]) => batch.map((i) => column[i]);
    const written = await inBatches(indexes, async (batch) =>
      (await client.query(
        `INSERT INTO variants AS t (product_id, sku, shade_name, shade_hex, size, position, image)
         SELECT p.id, d.sku, d.shade_name, d.shade_hex, d.size, d.position, d.image
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::jsonb[]) AS d(product_slug, sku, shade_name, shade_hex, size, position, image)
           JOIN products p ON p.slug = d.product_slug
         ON CONFLICT (sku) DO UPDATE SET product_id = excluded.product_id, shade_name = excluded.shade_name, shade_hex = excluded.shade_hex,
                                         size = excluded.size, position = excluded.position, image = excluded.image
         WHERE (t.product_id, t.shade_name, t.shade_hex, t.size, t.position, t.image) IS DISTINCT FROM
               (excluded.product_id, excluded.shade_name, excluded.shade_hex, excluded.size, excluded.position, excluded.image)`,
        [pick(cols.product, batch), pick(cols.sku, batch), pick(cols.shadeName, batch), pick(cols.shadeHex, batch), pick(cols.size, batch), pick(cols.position, batch), pick(cols.image, batch)],
      )).rowCount,
      options.progress,
    );
    await analyze(client, 'variants');
    // Variants of seeded products that the seed no longer makes (a shade dropped from a range).
    const stale = !options.removeStale ? KEPT : await removeStale(
      client,
      `DELETE FROM variants v USING products p, unnest($1::text[]) AS seeded(slug)
        WHERE v.product_id = p.id AND p.slug = seeded.slug AND v.sku ~ $3
          AND NOT EXISTS (SELECT 1 FROM unnest($2::text[]) AS wanted(sku) WHERE wanted.sku = v.sku)`,
      [seed.products.map((p) => p.slug), cols.sku, SEED_SKU_PATTERN],
    );
    return `${cols.sku.length} variants, ${written} written${staleNote('variants', stale)}`;
  },
});

const pricesStep = versionedStep({
  name: 'prices',
  data: (seed) => seed.prices,
  describe: (seed) => `${seed.prices.length} prices`,
  present: async (client, seed) => (await count(client, 'SELECT count(*)::int AS n FROM prices')) >= seed.prices.length,
  async write(client, seed, options) {
    const sku = seed.prices.map((p) => p.sku);
    const country = seed.prices.map((p) => p.country);
    const written = await inBatches(seed.prices, async (batch) =>
      (await client.query(
        `INSERT INTO prices AS t (variant_id, country, amount, compare_at)
         SELECT v.id, d.country, d.amount, d.compare_at
           FROM unnest($1::text[], $2::text[], $3::int[], $4::int[]) AS d(sku, country, amount, compare_at)
           JOIN variants v ON v.sku = d.sku
           JOIN countries c ON c.code = d.country
         ON CONFLICT (variant_id, country) DO UPDATE SET amount = excluded.amount, compare_at = excluded.compare_at
         WHERE (t.amount, t.compare_at) IS DISTINCT FROM (excluded.amount, excluded.compare_at)`,
        [batch.map((p) => p.sku), batch.map((p) => p.country), batch.map((p) => p.amount), batch.map((p) => p.compareAt)],
      )).rowCount,
      options.progress,
    );
    // product_prices too: the price triggers filled it (migration 0040), and listings and suggestions read it first.
    await analyze(client, 'prices', 'product_prices');
    // A seeded variant no longer sold in a country loses its price there.
    const stale = !options.removeStale ? KEPT : await removeStale(
      client,
      `WITH wanted AS (SELECT * FROM unnest($1::text[], $2::text[]) AS w(sku, country))
       DELETE FROM prices pr USING variants v
        WHERE pr.variant_id = v.id
          AND v.sku IN (SELECT sku FROM wanted)
          AND NOT EXISTS (SELECT 1 FROM wanted w WHERE w.sku = v.sku AND w.country = pr.country::text)`,
      [sku, country],
    );
    const onSale = seed.prices.filter((p) => p.compareAt !== null).length;
    const unpriced = seed.unpricedCountries.length ? `, no price level for ${seed.unpricedCountries.join(', ')}` : '';
    return `${seed.prices.length} prices (${onSale} on sale), ${written} written${staleNote('prices', stale)}${unpriced}`;
  },
});

// Stock is live data (orders and restocks change it): the seed only creates missing rows and never
// overwrites a quantity. Each created row with stock gets a 'seed' movement.
const inventoryStep = versionedStep({
  name: 'inventory',
  data: (seed) => [seed.stock, seed.storeStock],
  describe: (seed) => `${seed.stock.length} online and ${seed.storeStock.length} store stock rows`,
  present: async (client, seed) =>
    (await count(client, 'SELECT count(*)::int AS n FROM inventory')) >= seed.stock.length &&
    (await count(client, 'SELECT count(*)::int AS n FROM store_inventory')) >= seed.storeStock.length,
  async write(client, seed, options) {
    // Each batch creates the missing rows and a 'seed' movement for each one with stock; the counts add up.
    let created = 0;
    let movements = 0;
    const createStock = <T extends { sku: string; quantity: number }>(rows: readonly T[], sql: string, place: (row: T) => string) =>
      inBatches(rows, async (batch) => {
        const { rows: [r] } = await client.query<{ inserted: number; movements: number }>(sql, [batch.map((x) => x.sku), batch.map(place), batch.map((x) => x.quantity)]);
        created += r.inserted;
        movements += r.movements;
        return null;
      }, options.progress);
    await createStock(
      seed.stock,
      `WITH d AS (
             SELECT v.id AS variant_id, d.country, d.quantity
               FROM unnest($1::text[], $2::text[], $3::int[]) AS d(sku, country, quantity)
               JOIN variants v ON v.sku = d.sku
               JOIN countries c ON c.code = d.country
           ), ins AS (
             INSERT INTO inventory (variant_id, country, quantity) SELECT variant_id, country, quantity FROM d
             ON CONFLICT (variant_id, country) DO NOTHING
             RETURNING variant_id, country, quantity
           ), mov AS (
             INSERT INTO inventory_movements (variant_id, country, delta, quantity_after, reason, reference)
             SELECT variant_id, country, quantity, quantity, 'seed', 'catalogue seed' FROM ins WHERE quantity > 0
             RETURNING 1
           )
           SELECT (SELECT count(*) FROM ins)::int AS inserted, (SELECT count(*) FROM mov)::int AS movements`,
      (s) => s.country,
    );
    await createStock(
      seed.storeStock,
      `WITH d AS (
             SELECT v.id AS variant_id, s.id AS store_id, s.country, d.quantity
               FROM unnest($1::text[], $2::text[], $3::int[]) AS d(sku, store, quantity)
               JOIN variants v ON v.sku = d.sku
               JOIN stores s ON s.slug = d.store
           ), ins AS (
             INSERT INTO store_inventory (variant_id, store_id, quantity) SELECT variant_id, store_id, quantity FROM d
             ON CONFLICT (variant_id, store_id) DO NOTHING
             RETURNING variant_id, store_id, quantity
           ), mov AS (
             INSERT INTO inventory_movements (variant_id, country, store_id, delta, quantity_after, reason, reference)
             SELECT ins.variant_id, s.country, ins.store_id, ins.quantity, ins.quantity, 'seed', 'catalogue seed'
               FROM ins JOIN stores s ON s.id = ins.store_id
              WHERE ins.quantity > 0
             RETURNING 1
           )
           SELECT (SELECT count(*) FROM ins)::int AS inserted, (SELECT count(*) FROM mov)::int AS movements`,
      (s) => s.store,
    );
    await analyze(client, 'inventory', 'store_inventory', 'inventory_movements');
    const zero = seed.stock.filter((s) => s.quantity === 0).length;
    const low = seed.stock.filter((s) => s.quantity > 0 && s.quantity <= 5).length;
    return (
      `${seed.stock.length} online stock rows (${zero} sold out, ${low} low), ${seed.storeStock.length} store stock rows; ` +
      `${created} created, ${movements} movements`
    );
  },
});

const searchIndexStep = versionedStep({
  name: 'search index',
  data: (seed) => [
    SEARCH_INDEX_VERSION,
    seed.products.map((p) => [p.slug, p.brand, p.category, p.productType, p.content, p.attributes]),
    seed.brands.map((b) => [b.slug, b.name]),
    seed.categories.map((c) => [c.path, c.name]),
  ],
  describe: (seed) => `${seed.products.length} products`,
  present: async (client, seed) => (await count(client, 'SELECT count(*)::int AS n FROM product_search')) >= seed.products.length * 4,
  async write(client) {
    const { products, rows } = await buildSearchIndex(client);
    await analyze(client, 'product_search');
    return `${products} products, ${rows} documents (en, id, th, zh)`;
  },
});

/**
 * The catalogue seed, in dependency order. Runs after foundationSeedSteps (stores and prices refer
 * to the countries table).
 */
/** The writers of the seed steps without their versions: what an import runs (scripts/catalogue.ts). */
export const catalogWriters: readonly Pick<StepDefinition, 'name' | 'write'>[] = [storesStep, brandsStep, categoriesStep, productsStep, variantsStep, pricesStep, inventoryStep];

export const catalogSeedSteps: SeedStep[] = [storesStep, brandsStep, categoriesStep, productsStep, variantsStep, pricesStep, inventoryStep, searchIndexStep];
