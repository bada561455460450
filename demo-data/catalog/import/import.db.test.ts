import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '@/config/countries/registry';
import { runMigrations } from '@/commerce/db/migrate';
import { foundationSeedSteps, runSeed } from '@/demo-data/seed';
import { catalogSeedSteps, catalogWriters } from '@/demo-data/catalog/steps';
import { generateCatalog } from '@/demo-data/catalog/generate';
import { MIGRATIONS_DIR, databasesUnderTest, freshDatabase } from '@/tests/db/test-database';
import { exportCatalogue, importCatalogue } from './run';

/** A digest of every catalogue table (ids included), as the seed's own test takes it. */
async function snapshot(pool: pg.Pool): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  // Movements without their created_at (the time of the write).
  const movements = '(SELECT id, variant_id, country, store_id, delta, quantity_after, reason, reference FROM inventory_movements)';
  for (const table of ['stores', 'brands', 'categories', 'products', 'variants', 'prices', 'inventory', 'store_inventory', 'product_search', movements]) {
    const { rows } = await pool.query(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${table} t`);
    out[table === movements ? 'inventory_movements' : table] = `${rows[0].n}:${rows[0].digest}`;
  }
  return out;
}

async function emptyDatabase(serverUrl: string) {
  const db = await freshDatabase(serverUrl);
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  await runMigrations(pool, { dir: MIGRATIONS_DIR });
  await runSeed(pool, foundationSeedSteps, () => undefined);
  return { pool, drop: async () => { await pool.end(); await db.drop(); } };
}

describe.each(databasesUnderTest())('catalogue import on $name PostgreSQL', ({ url: serverUrl }) => {
  const cleanup: (() => Promise<void>)[] = [];
  let seeded: pg.Pool;
  let exported: string[];

  beforeAll(async () => {
    const db = await emptyDatabase(serverUrl);
    cleanup.push(db.drop);
    seeded = db.pool;
    await runSeed(seeded, catalogSeedSteps, () => undefined);
    exported = await exportCatalogue(seeded);
  });

  afterAll(async () => {
    for (const drop of cleanup) await drop();
  });

  it('the seed through the import format writes exactly what the generator wrote directly', async () => {
    const direct = await emptyDatabase(serverUrl);
    cleanup.push(direct.drop);
    // Today's path before the import format: the generator's rows straight into the writers.
    const generated = generateCatalog(countries.list);
    const client = await direct.pool.connect();
    try {
      await client.query('BEGIN');
      for (const writer of catalogWriters) await writer.write(client, generated, { removeStale: true });
      const { buildSearchIndex } = await import('@/commerce/catalog/search-index');
      await buildSearchIndex(client);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await snapshot(seeded)).toEqual(await snapshot(direct.pool));
    expect(exported.filter((l) => l.startsWith('{"type":"product"'))).toHaveLength(generated.products.length);
  });

  it('imports an export into an empty database, exports the same file, and a second import changes nothing', async () => {
    const target = await emptyDatabase(serverUrl);
    cleanup.push(target.drop);
    const first = await importCatalogue(target.pool, exported);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.summary.products.added).toBe(exported.filter((l) => l.startsWith('{"type":"product"')).length);
    expect(await exportCatalogue(target.pool)).toEqual(exported);
    const before = await snapshot(target.pool);
    const second = await importCatalogue(target.pool, exported);
    expect(second.ok && second.summary.changed).toBe(0);
    expect(second.ok && second.summary.products.unchanged).toBe(first.summary.products.added);
    expect(await snapshot(target.pool)).toEqual(before);
  });

  it('writes nothing when a row is invalid, and with --partial imports the valid products and counts the skipped', async () => {
    const target = await emptyDatabase(serverUrl);
    cleanup.push(target.drop);
    const lines = [...exported];
    const at = lines.findIndex((l) => l.startsWith('{"type":"product"'));
    const broken = JSON.parse(lines[at]);
    broken.variants[0].prices = { SG: { amount: -5, compareAt: null } };
    lines[at] = JSON.stringify(broken);
    const refused = await importCatalogue(target.pool, lines);
    expect(refused.ok).toBe(false);
    expect(refused.parsed.errors).toEqual([{ line: at + 1, field: 'variants.0.prices.SG.amount', message: 'must be more than 0' }]);
    expect((await target.pool.query('SELECT count(*)::int AS n FROM products')).rows[0].n).toBe(0);
    const partial = await importCatalogue(target.pool, lines, { partial: true });
    expect(partial.ok && partial.summary.skippedProducts).toBe(1);
    const total = exported.filter((l) => l.startsWith('{"type":"product"')).length;
    expect((await target.pool.query('SELECT count(*)::int AS n FROM products')).rows[0].n).toBe(total - 1);
  });

  it('a dry run reports what would change and writes nothing', async () => {
    const target = await emptyDatabase(serverUrl);
    cleanup.push(target.drop);
    const dry = await importCatalogue(target.pool, exported, { dryRun: true });
    expect(dry.ok && dry.summary.products.added).toBeGreaterThan(400);
    expect((await target.pool.query('SELECT count(*)::int AS n FROM products')).rows[0].n).toBe(0);
  });
});
