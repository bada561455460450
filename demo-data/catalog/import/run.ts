// Import and export of the catalogue in the import format (docs/catalogue-import.md). An import validates
// the whole file first, compares it with what the database holds (an export), and writes the records through
// the seed's own writers (demo-data/catalog/steps.ts) in one transaction; it never removes anything.
import type pg from 'pg';
import { catalogWriters, seedDay } from '@/demo-data/catalog/steps';
import type { CatalogSeed } from '@/demo-data/catalog/generate';
import { buildSearchIndex } from '@/commerce/catalog/search-index';
import { parseCatalogue, type ParsedCatalogue } from '@/commerce/catalog/import/format';
import { checkCataloguePhotos } from '@/commerce/catalog/import/read-photos';
import { storePhotos } from '@/commerce/catalog/photos';
import type { CatalogImage } from '@/commerce/catalog/images';
import { catalogueToRecords, recordsToSeed } from './convert';


/** What the database's catalogue holds, as the writers' rows (stock included: live quantities). */
export async function readCatalogue(client: pg.Pool | pg.PoolClient): Promise<CatalogSeed> {
  const day = seedDay().toISOString();
  const stores = await client.query(
    `SELECT slug, country, name, address_line, city, postcode, phone, opening_hours, time_zone, latitude::float8 AS latitude,
            longitude::float8 AS longitude, click_and_collect FROM stores ORDER BY country, slug`,
  );
  const brands = await client.query('SELECT slug, name, house_brand, description FROM brands ORDER BY slug');
  const categories = await client.query('SELECT path, slug, level, name, position FROM categories ORDER BY level, path');
  const products = await client.query(
    `SELECT p.id, p.slug, b.slug AS brand, c.path AS category, p.product_type, p.content, p.ingredients, p.attributes, p.badges,
            CASE WHEN p.available_from IS NULL THEN NULL ELSE round(extract(epoch FROM p.available_from - $1::timestamptz) / 86400)::int END AS available_in_days,
            p.non_discountable, p.sample_eligible, p.seeded_rating_average::float8 AS rating_average, p.seeded_rating_count AS rating_count,
            p.popularity, p.featured_rank, greatest(0, round(extract(epoch FROM $1::timestamptz - p.created_at) / 60))::int AS created_minutes_ago
       FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id ORDER BY p.slug`,
    [day],
  );
  const variants = await client.query('SELECT product_id, sku, shade_name, shade_hex, size, image FROM variants ORDER BY product_id, position, id');
  const prices = await client.query('SELECT v.sku, pr.country::text AS country, pr.amount, pr.compare_at FROM prices pr JOIN variants v ON v.id = pr.variant_id ORDER BY v.id, pr.country');
  const stock = await client.query('SELECT v.sku, i.country::text AS country, i.quantity FROM inventory i JOIN variants v ON v.id = i.variant_id ORDER BY v.id, i.country');
  const storeStock = await client.query('SELECT v.sku, s.slug AS store, si.quantity FROM store_inventory si JOIN variants v ON v.id = si.variant_id JOIN stores s ON s.id = si.store_id ORDER BY v.id, s.country, s.slug');
  const byProduct = new Map<number, typeof variants.rows>();
  for (const v of variants.rows) byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v]);
  return {
    stores: stores.rows.map((s) => ({ slug: s.slug, country: s.country, name: s.name, addressLine: s.address_line, city: s.city, postcode: s.postcode, phone: s.phone, openingHours: s.opening_hours, timeZone: s.time_zone, latitude: s.latitude, longitude: s.longitude, clickAndCollect: s.click_and_collect })),
    brands: brands.rows.map((b) => ({ slug: b.slug, name: b.name, ...(b.house_brand ? { houseBrand: true } : {}), description: b.description, focus: [], tier: 0 })),
    categories: categories.rows.map((c) => ({ path: c.path, parentPath: c.level === 1 ? null : c.path.slice(0, c.path.lastIndexOf('/')), slug: c.slug, level: c.level, name: c.name, position: c.position })),
    products: products.rows.map((p, i) => ({
      number: i + 1, slug: p.slug, brand: p.brand, category: p.category, productType: p.product_type, content: p.content, ingredients: p.ingredients,
      attributes: p.attributes, badges: p.badges, availableInDays: p.available_in_days, nonDiscountable: p.non_discountable, sampleEligible: p.sample_eligible,
      ratingAverage: p.rating_average, ratingCount: p.rating_count, popularity: p.popularity, featuredRank: p.featured_rank, createdMinutesAgo: p.created_minutes_ago,
      variants: (byProduct.get(p.id) ?? []).map((v, position) => ({ sku: v.sku, shadeName: v.shade_name, shadeHex: v.shade_hex, size: v.size, position, baseSgdCents: 0, ...(v.image ? { image: v.image } : {}) })),
      notSoldIn: [],
    })),
    prices: prices.rows.map((r) => ({ sku: r.sku, country: r.country, amount: r.amount, compareAt: r.compare_at })),
    stock: stock.rows,
    storeStock: storeStock.rows,
    unpricedCountries: [],
  };
}

/** The export file's lines (JSON Lines, one record a line). */
export async function exportCatalogue(client: pg.Pool | pg.PoolClient): Promise<string[]> {
  return catalogueToRecords(await readCatalogue(client)).map((r) => JSON.stringify(r));
}

export interface KindCount {
  added: number;
  changed: number;
  unchanged: number;
}

export interface ImportSummary {
  stores: KindCount;
  brands: KindCount;
  categories: KindCount;
  products: KindCount;
  /** Rows each writer wrote (insert or update), by table step. */
  written: Record<string, string>;
  /** Products added or changed: their cached pages are stale. */
  changedProducts: string[];
  skippedProducts: number;
  changed: number;
}

/** JSON with object keys sorted: jsonb and the parser each order keys their own way. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** Compares records by key: the JSON of a record without the fields an import never updates. */
function diff<T>(incoming: readonly T[], existing: readonly T[], key: (r: T) => string, comparable: (r: T) => unknown): KindCount & { changedKeys: string[] } {
  const before = new Map(existing.map((r) => [key(r), canonical(comparable(r))]));
  const out = { added: 0, changed: 0, unchanged: 0, changedKeys: [] as string[] };
  for (const r of incoming) {
    const was = before.get(key(r));
    if (was === undefined) out.added += 1;
    else if (was !== canonical(comparable(r))) out.changed += 1;
    else out.unchanged += 1;
    if (was !== canonical(comparable(r))) out.changedKeys.push(key(r));
  }
  return out;
}

/** A product as an import compares it: its record without stock (never overwritten) and its creation time (kept). */
function comparableProduct(seed: CatalogSeed) {
  const prices = new Map<string, unknown[]>();
  for (const p of seed.prices) prices.set(p.sku, [...(prices.get(p.sku) ?? []), [p.country, p.amount, p.compareAt]]);
  return (p: CatalogSeed['products'][number]) => {
    const { number: _n, createdMinutesAgo: _c, notSoldIn: _s, variants, ...rest } = p;
    return [rest, variants.map((v) => [v.sku, v.shadeName, v.shadeHex, v.size, v.position, (prices.get(v.sku) ?? []).sort(), v.image ? [v.image.key, v.image.source] : null])];
  };
}

/** How often a long step says how far it is. */
const PROGRESS_EVERY_MS = 10_000;

export interface ImportOptions {
  dryRun?: boolean;
  /** The catalogue file's folder: photographs named by a relative path are read from it (default: the working folder). */
  baseDir?: string;
  /** Fetch photographs' URLs again even where the database holds that URL's picture already. */
  refreshPhotos?: boolean;
  /** Import the valid products when some are invalid (stores, brands and categories must all be valid). */
  partial?: boolean;
  progress?: (line: string) => void;
}

export type ImportResult = { ok: false; parsed: ParsedCatalogue } | { ok: true; parsed: ParsedCatalogue; summary: ImportSummary };

/** The photographs variants have, by the source the file named them by. */
async function knownPhotos(db: pg.Pool): Promise<Map<string, CatalogImage>> {
  const { rows } = await db.query<{ image: CatalogImage }>(
    `SELECT DISTINCT ON (v.image->>'source') v.image FROM variants v JOIN catalog_images ci ON ci.key = v.image->>'key' WHERE v.image IS NOT NULL`,
  );
  return new Map(rows.map((r) => [r.image.source, r.image]));
}

export async function importCatalogue(pool: pg.Pool, lines: Iterable<string>, options: ImportOptions = {}): Promise<ImportResult> {
  const parsed = parseCatalogue(lines);
  const photos = await checkCataloguePhotos(parsed, {
    baseDir: options.baseDir ?? process.cwd(),
    known: await knownPhotos(pool),
    refresh: options.refreshPhotos,
    progress: (done, total) => options.progress?.(`import: photographs … ${done} of ${total} read`),
  });
  const onlyProductErrors = parsed.errors.every((e) => parsed.productErrorLines.has(e.line));
  if (parsed.errors.length && !(options.partial && onlyProductErrors)) return { ok: false, parsed };
  const incoming = recordsToSeed(parsed, photos.bySource);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    if (!options.dryRun && photos.photos.length) {
      const stored = await storePhotos(client, photos.photos);
      options.progress?.(`import: photographs … ${stored} stored, ${photos.photos.length - stored} kept already`);
    }
    const existing = await readCatalogue(client);
    const stores = diff(incoming.stores, existing.stores, (s) => s.slug, (s) => s);
    const brands = diff(incoming.brands, existing.brands, (b) => b.slug, (b) => [b.name, !!b.houseBrand, b.description]);
    const categories = diff(incoming.categories, existing.categories, (c) => c.path, (c) => [c.name, c.position]);
    const compareIn = comparableProduct(incoming);
    const compareEx = comparableProduct(existing);
    const before = new Map(existing.products.map((p) => [p.slug, canonical(compareEx(p))]));
    const products = { added: 0, changed: 0, unchanged: 0 };
    const changedProducts: string[] = [];
    for (const p of incoming.products) {
      const was = before.get(p.slug);
      const now = canonical(compareIn(p));
      if (was === undefined) products.added += 1;
      else if (was !== now) products.changed += 1;
      else products.unchanged += 1;
      if (was !== now) changedProducts.push(p.slug);
    }
    const written: Record<string, string> = {};
    let changed = stores.added + stores.changed + brands.added + brands.changed + categories.added + categories.changed + changedProducts.length;
    if (!options.dryRun) {
      for (const writer of catalogWriters) {
        const started = Date.now();
        // A step of a large catalogue runs for tens of seconds (a retail one's stock: about 50 s): a line every 10 s.
        let rows = 0;
        let said = started;
        const progress = (batch: number) => {
          rows += batch;
          if (Date.now() - said < PROGRESS_EVERY_MS) return;
          said = Date.now();
          options.progress?.(`import: ${writer.name} … ${rows.toLocaleString('en')} rows so far (${Math.round((said - started) / 1000)} s)`);
        };
        written[writer.name] = await writer.write(client, incoming, { removeStale: false, progress });
        options.progress?.(`import: ${writer.name} … ${written[writer.name]} (${Date.now() - started} ms)`);
      }
      const newStock = /(\d+) created/.exec(written.inventory ?? '');
      changed += newStock ? Number(newStock[1]) : 0;
      if (changed > 0) {
        const index = await buildSearchIndex(client);
        options.progress?.(`import: search index … ${index.products} products`);
      }
    }
    await client.query(options.dryRun ? 'ROLLBACK' : 'COMMIT');
    return {
      ok: true,
      parsed,
      summary: { stores, brands, categories, products, written, changedProducts, skippedProducts: parsed.skippedProducts, changed },
    };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
