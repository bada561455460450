import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '@/config/countries/registry';
import { runMigrations } from '@/commerce/db/migrate';
import { foundationSeedSteps, runSeed } from '../seed';
import { MIGRATIONS_DIR, databasesUnderTest, freshDatabase } from '@/tests/db/test-database';
import { segmentWords } from '@/commerce/catalog/search-index';
import { cmsBrands, cmsCategoryPaths } from './cms-references';
import { catalogSeedSteps } from './index';

/** A digest of everything the catalogue seed writes (ids and timestamps included). */
async function snapshot(pool: pg.Pool): Promise<Record<string, string>> {
  const tables = ['stores', 'brands', 'categories', 'products', 'variants', 'prices', 'inventory', 'store_inventory', 'product_search'];
  const out: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await pool.query(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${table} t`);
    out[table] = `${rows[0].n}:${rows[0].digest}`;
  }
  const { rows } = await pool.query('SELECT count(*)::int AS n FROM inventory_movements');
  out.inventory_movements = String(rows[0].n);
  return out;
}

async function timedSeed(pool: pg.Pool): Promise<{ lines: string[]; ms: number }> {
  const lines: string[] = [];
  const started = Date.now();
  await runSeed(pool, catalogSeedSteps, (l) => lines.push(l));
  return { lines, ms: Date.now() - started };
}

// The whole-number step of each currency's shelf prices, in minor units (IDR has none: "round
// thousands" is a multiple of 1000 rupiah). A new country's currency must be added here.
const PRICE_STEP: Record<string, number> = { AUD: 50, NZD: 50, SGD: 50, MYR: 100, PHP: 100, THB: 100, HKD: 100, IDR: 1000 };

describe.each(databasesUnderTest())('catalogue seed on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let drop: () => Promise<void>;
  let first: { lines: string[]; ms: number };
  let afterFirst: Record<string, string>;

  beforeAll(async () => {
    const db = await freshDatabase(serverUrl);
    drop = db.drop;
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    await runMigrations(pool, { dir: MIGRATIONS_DIR });
    await runSeed(pool, foundationSeedSteps, () => undefined);
    first = await timedSeed(pool);
    afterFirst = await snapshot(pool);
  });

  afterAll(async () => {
    await pool?.end();
    await drop?.();
  });

  it('seeds every part with a progress line, well within the time budget', () => {
    const names = ['stores', 'brands', 'categories', 'products', 'variants', 'prices', 'inventory', 'search index'];
    expect(first.lines).toHaveLength(names.length);
    first.lines.forEach((line, i) => expect(line).toMatch(new RegExp(`^seed: ${names[i]} … .+ written.* \\(\\d+ ms\\)$|^seed: ${names[i]} … .+ \\(\\d+ ms\\)$`)));
    expect(first.lines[3]).toMatch(/^seed: products … \d+ products, \d+ written/);
    console.info(`catalogue seed, first run: ${first.ms} ms\n  ${first.lines.join('\n  ')}`);
    expect(first.ms).toBeLessThan(10_000);
  });

  it('does nothing on a second run, quickly, and the data is unchanged', async () => {
    const second = await timedSeed(pool);
    console.info(`catalogue seed, second run: ${second.ms} ms\n  ${second.lines.join('\n  ')}`);
    for (const line of second.lines) expect(line).toMatch(/, unchanged \(seed [0-9a-f.]+\) \(\d+ ms\)$/);
    expect(second.ms).toBeLessThan(Math.max(1500, first.ms / 3));
    expect(await snapshot(pool)).toEqual(afterFirst);
  });

  it('writes identical rows when forced to rerun, and never resets stock', async () => {
    const { rows } = await pool.query<{ id: number }>(
      "SELECT v.id FROM variants v JOIN inventory i ON i.variant_id = v.id AND i.country = 'SG' WHERE i.quantity > 10 ORDER BY v.sku LIMIT 1",
    );
    await pool.query('DELETE FROM seed_versions');
    const rerun = await timedSeed(pool);
    for (const name of ['stores', 'brands', 'products', 'variants', 'prices']) {
      expect(rerun.lines.find((l) => l.startsWith(`seed: ${name} …`))).toMatch(/, 0 written/);
    }
    expect(await snapshot(pool)).toEqual(afterFirst);

    // A sale lowers stock; the next forced seed leaves the lowered quantity alone.
    await pool.query("UPDATE inventory SET quantity = quantity - 1 WHERE variant_id = $1 AND country = 'SG'", [rows[0].id]);
    const lowered = await pool.query("SELECT quantity FROM inventory WHERE variant_id = $1 AND country = 'SG'", [rows[0].id]);
    await pool.query('DELETE FROM seed_versions');
    await timedSeed(pool);
    const after = await pool.query("SELECT quantity FROM inventory WHERE variant_id = $1 AND country = 'SG'", [rows[0].id]);
    expect(after.rows[0].quantity).toBe(lowered.rows[0].quantity);
    await pool.query("UPDATE inventory SET quantity = quantity + 1 WHERE variant_id = $1 AND country = 'SG'", [rows[0].id]);
  });

  it('has the catalogue the store needs: 40+ brands, 400+ products priced somewhere, stores in every country', async () => {
    const one = async (sql: string) => (await pool.query(sql)).rows[0].n as number;
    expect(await one('SELECT count(*)::int AS n FROM brands')).toBeGreaterThanOrEqual(40);
    expect(await one('SELECT count(*)::int AS n FROM products')).toBeGreaterThanOrEqual(400);
    expect(await one('SELECT count(*)::int AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM variants v JOIN prices pr ON pr.variant_id = v.id WHERE v.product_id = p.id)')).toBe(0);
    expect(await one('SELECT count(*)::int AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id)')).toBe(0);
    expect(await one('SELECT count(*)::int AS n FROM categories WHERE level = 3')).toBeGreaterThan(40);
    expect(await one("SELECT count(*)::int AS n FROM products WHERE 'coming_soon' = ANY(badges) AND available_from > now()")).toBeGreaterThan(0);
    expect(await one("SELECT count(*)::int AS n FROM products WHERE created_at > now() - interval '60 days'")).toBeGreaterThan(0);

    const stores = await pool.query<{ country: string; n: number; without_cc: number }>(
      'SELECT country, count(*)::int AS n, count(*) FILTER (WHERE NOT click_and_collect)::int AS without_cc FROM stores GROUP BY country',
    );
    const byCountry = new Map(stores.rows.map((r) => [r.country, r]));
    for (const c of countries.list) expect(byCountry.get(c.code)?.n ?? 0, c.code).toBeGreaterThanOrEqual(2);
    expect(stores.rows.reduce((n, r) => n + r.without_cc, 0)).toBe(1);
  });

  it('uses the CMS brand slugs and names and the CMS category slugs', async () => {
    const brands = await pool.query<{ slug: string; name: string; house_brand: boolean }>('SELECT slug, name, house_brand FROM brands');
    const bySlug = new Map(brands.rows.map((b) => [b.slug, b]));
    for (const cms of cmsBrands()) {
      expect(bySlug.get(cms.slug), cms.slug).toMatchObject({ name: cms.name, house_brand: cms.houseBrand });
    }
    const categories = await pool.query<{ path: string; level: number }>('SELECT path, level FROM categories');
    const paths = new Map(categories.rows.map((c) => [c.path, c.level]));
    for (const path of cmsCategoryPaths()) expect(paths.get(path), path).toBe(path.split('/').length);
  });

  it('stores money as whole minor units on each currency’s step (IDR: round thousands)', async () => {
    for (const c of countries.list) expect(PRICE_STEP[c.currency.code], `price step for ${c.currency.code}`).toBeDefined();
    const { rows } = await pool.query<{ code: string; minor_units: number; amount: number; compare_at: number | null }>(
      `SELECT c.currency_code AS code, c.currency_minor_units AS minor_units, pr.amount, pr.compare_at
         FROM prices pr JOIN countries c ON c.code = pr.country`,
    );
    expect(rows.length).toBeGreaterThan(1000);
    const bad = rows.filter(
      (r) =>
        !Number.isInteger(r.amount) ||
        r.amount % PRICE_STEP[r.code] !== 0 ||
        (r.compare_at !== null && (r.compare_at <= r.amount || r.compare_at % PRICE_STEP[r.code] !== 0)),
    );
    expect(bad).toEqual([]);
    // IDR has no minor units, so its amounts are rupiah: a lipstick costs hundreds of thousands.
    const idr = rows.filter((r) => r.code === 'IDR');
    expect(idr[0].minor_units).toBe(0);
    expect(Math.min(...idr.map((r) => r.amount))).toBeGreaterThanOrEqual(50_000);
    const sgd = rows.filter((r) => r.code === 'SGD');
    expect(Math.min(...sgd.map((r) => r.amount))).toBeGreaterThanOrEqual(500); // S$5.00, in cents
  });

  it('has online stock for every priced variant and store stock for click and collect', async () => {
    const one = async (sql: string) => (await pool.query(sql)).rows[0].n as number;
    expect(await one('SELECT count(*)::int AS n FROM prices pr LEFT JOIN inventory i USING (variant_id, country) WHERE i.quantity IS NULL')).toBe(0);
    const zero = await one('SELECT (count(*) FILTER (WHERE quantity = 0) * 100 / count(*))::int AS n FROM inventory');
    expect(zero).toBeGreaterThanOrEqual(5);
    expect(zero).toBeLessThanOrEqual(11);
    expect(await one('SELECT count(*)::int AS n FROM store_inventory si JOIN stores s ON s.id = si.store_id WHERE s.click_and_collect AND si.quantity > 0')).toBeGreaterThan(1000);
    expect(await one("SELECT count(*)::int AS n FROM inventory_movements WHERE reason = 'seed'")).toBeGreaterThan(0);
  });

  it('indexes every product in four languages, with Thai and Chinese split into words', async () => {
    const one = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0].n as number;
    expect(await one('SELECT count(*)::int AS n FROM product_search')).toBe((await one('SELECT count(*)::int AS n FROM products')) * 4);
    // "ลิปสติก" (lipstick) is a word inside names such as "ลิปสติกเนื้อแมตต์กำมะหยี่": only segmentation makes it a token.
    expect(segmentWords('ลิปสติกเนื้อแมตต์กำมะหยี่').split(' ')).toContain('ลิปสติก');
    const thai = await one(
      `SELECT count(*)::int AS n FROM product_search ps JOIN products p ON p.id = ps.product_id
        WHERE ps.lang = 'th' AND ps.document @@ to_tsquery('simple', $1) AND p.product_type = 'lipstick'`,
      ['ลิปสติก'],
    );
    expect(thai).toBeGreaterThan(5);
    const chinese = await one("SELECT count(*)::int AS n FROM product_search WHERE lang = 'zh' AND document @@ to_tsquery('simple', $1)", ['唇膏']);
    expect(chinese).toBeGreaterThan(5);
    // English words find products on every language's index, accents folded.
    const english = await one("SELECT count(*)::int AS n FROM product_search WHERE lang = 'th' AND document @@ to_tsquery('simple', 'lipstick')");
    expect(english).toBeGreaterThan(5);
    expect(await one("SELECT count(*)::int AS n FROM product_search WHERE lang = 'en' AND search_text LIKE 'maison lumiere %'")).toBeGreaterThan(0);
    // Trigram matching with a typo.
    expect(await one("SELECT count(*)::int AS n FROM product_search WHERE lang = 'en' AND search_text % 'velvet mate lipstick'")).toBeGreaterThan(0);
  });
});
