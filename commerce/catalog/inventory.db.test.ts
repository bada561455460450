import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../db/migrate';
import { withTransaction } from '../db/pool';
import { foundationSeedSteps, runSeed } from '@/demo-data/seed';
import { MIGRATIONS_DIR, databasesUnderTest, freshDatabase } from '@/tests/db/test-database';
import { OutOfStockError, UnknownLocationError, UnknownVariantError, adjustInventory } from './inventory';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const SKU = 'ATL-LIP-90001-01';
const OTHER_SKU = 'ATL-LIP-90001-02';

/** A minimal catalogue: one brand, one product with two variants, a store in SG and one in TH. */
async function fixture(pool: pg.Pool): Promise<{ variantId: number; sgStore: number; thStore: number }> {
  await pool.query("INSERT INTO brands (slug, name) VALUES ('test-brand', 'Test Brand')");
  await pool.query(`INSERT INTO categories (slug, path, level, name) VALUES ('makeup', 'makeup', 1, '{"en":"Makeup"}')`);
  await pool.query(
    `INSERT INTO products (slug, brand_id, category_id, product_type, content)
     SELECT 'test-lipstick', b.id, c.id, 'lipstick', '{"en":{"name":"Test Lipstick","description":"","howToUse":""}}'
       FROM brands b, categories c WHERE b.slug = 'test-brand' AND c.path = 'makeup'`,
  );
  const variants = await pool.query<{ id: number }>(
    `INSERT INTO variants (product_id, sku, shade_name, shade_hex)
     SELECT id, unnest(ARRAY[$1, $2]), 'Rosewood 15', '#A65E5E' FROM products WHERE slug = 'test-lipstick'
     RETURNING id`,
    [SKU, OTHER_SKU],
  );
  const store = (slug: string, country: string) =>
    pool.query<{ id: number }>(
      `INSERT INTO stores (slug, country, name, address_line, city, postcode, phone, opening_hours, time_zone, latitude, longitude)
       VALUES ($1, $2, $1, '1 Test Road', 'Test City', '000000', '+65 6000 0000', '[]', 'Asia/Singapore', 1.3, 103.8) RETURNING id`,
      [slug, country],
    );
  const sg = await store('test-store-sg', 'SG');
  const th = await store('test-store-th', 'TH');
  return { variantId: variants.rows[0].id, sgStore: sg.rows[0].id, thStore: th.rows[0].id };
}

describe.each(databasesUnderTest())('adjustInventory on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let dbUrl: string;
  let drop: () => Promise<void>;
  let ids: Awaited<ReturnType<typeof fixture>>;

  const quantity = async (country = 'SG', sku = SKU) =>
    (await pool.query("SELECT i.quantity FROM inventory i JOIN variants v ON v.id = i.variant_id WHERE v.sku = $1 AND i.country = $2", [sku, country])).rows[0]
      ?.quantity as number | undefined;

  beforeAll(async () => {
    const db = await freshDatabase(serverUrl);
    dbUrl = db.url;
    drop = db.drop;
    pool = new pg.Pool({ connectionString: db.url, max: 25 });
    await runMigrations(pool, { dir: MIGRATIONS_DIR });
    await runSeed(pool, foundationSeedSteps, () => undefined);
    ids = await fixture(pool);
  });

  beforeEach(async () => {
    await pool.query('DELETE FROM inventory_movements');
    await pool.query('DELETE FROM inventory');
    await pool.query('DELETE FROM store_inventory');
  });

  afterAll(async () => {
    await pool?.end();
    await drop?.();
  });

  it('sells exactly the stock there is when 50 orders race for 5 units', async () => {
    const restock = await adjustInventory(pool, { sku: SKU, country: 'SG', delta: 5, reason: 'restock' });
    expect(restock).toMatchObject({ quantityBefore: 0, quantityAfter: 5, becameAvailable: true });

    const attempts = Array.from({ length: 50 }, (_, i) =>
      withTransaction(async (client) => {
        const result = await adjustInventory(client, { sku: SKU, country: 'SG', delta: -1, reason: 'order', reference: `order-${i}` });
        // Hold the row lock a moment, as an order transaction would while it writes its lines.
        await client.query('SELECT pg_sleep(0.005)');
        return result;
      }, pool),
    );
    const results = await Promise.allSettled(attempts);

    const sold = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(sold).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const r of refused) expect(r.reason).toBeInstanceOf(OutOfStockError);
    expect(sold.map((r) => (r as PromiseFulfilledResult<{ quantityAfter: number }>).value.quantityAfter).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(await quantity()).toBe(0);

    const moves = await pool.query<{ delta: number; n: number }>("SELECT delta, count(*)::int AS n FROM inventory_movements WHERE reason = 'order' GROUP BY delta");
    expect(moves.rows).toEqual([{ delta: -1, n: 5 }]);
  });

  it('reports becameAvailable only for a change from 0 to more than 0', async () => {
    expect(await adjustInventory(pool, { sku: SKU, country: 'SG', delta: 3, reason: 'restock' })).toMatchObject({ quantityAfter: 3, becameAvailable: true });
    expect(await adjustInventory(pool, { sku: SKU, country: 'SG', delta: 2, reason: 'restock' })).toMatchObject({ quantityAfter: 5, becameAvailable: false });
    expect(await adjustInventory(pool, { sku: SKU, country: 'SG', delta: -5, reason: 'order' })).toMatchObject({ quantityAfter: 0, becameAvailable: false });
    expect(await adjustInventory(pool, { variantId: ids.variantId, country: 'sg', delta: 1, reason: 'cancellation', reference: 'order-7' })).toEqual({
      variantId: ids.variantId,
      sku: SKU,
      quantityBefore: 0,
      quantityAfter: 1,
      becameAvailable: true,
    });
    const moves = await pool.query('SELECT country, store_id, delta, quantity_after, reason, reference FROM inventory_movements ORDER BY id');
    expect(moves.rows).toEqual([
      { country: 'SG', store_id: null, delta: 3, quantity_after: 3, reason: 'restock', reference: null },
      { country: 'SG', store_id: null, delta: 2, quantity_after: 5, reason: 'restock', reference: null },
      { country: 'SG', store_id: null, delta: -5, quantity_after: 0, reason: 'order', reference: null },
      { country: 'SG', store_id: null, delta: 1, quantity_after: 1, reason: 'cancellation', reference: 'order-7' },
    ]);
  });

  it('refuses to go below zero without changing anything, and says what is missing', async () => {
    await adjustInventory(pool, { sku: SKU, country: 'SG', delta: 2, reason: 'restock' });
    const error = await adjustInventory(pool, { sku: SKU, country: 'SG', delta: -3, reason: 'order' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutOfStockError);
    expect((error as Error).message).toBe(`Not enough stock of ${SKU} in SG: 3 requested, 2 available`);
    expect(error).toMatchObject({ sku: SKU, country: 'SG', requested: 3, available: 2 });
    // No row at all in a country counts as zero.
    await expect(adjustInventory(pool, { sku: SKU, country: 'TH', delta: -1, reason: 'order' })).rejects.toThrow(/in TH: 1 requested, 0 available/);
    expect(await quantity()).toBe(2);
    expect((await pool.query('SELECT count(*)::int AS n FROM inventory_movements')).rows[0].n).toBe(1);
  });

  it('rejects unknown variants, countries and stores, and nonsense deltas', async () => {
    await expect(adjustInventory(pool, { sku: 'ATL-NOPE-1', country: 'SG', delta: 1, reason: 'restock' })).rejects.toThrow(UnknownVariantError);
    await expect(adjustInventory(pool, { sku: 'ATL-NOPE-1', country: 'SG', delta: 1, reason: 'restock' })).rejects.toThrow('No variant with SKU "ATL-NOPE-1"');
    await expect(adjustInventory(pool, { variantId: 999_999, country: 'SG', delta: 1, reason: 'restock' })).rejects.toThrow(UnknownVariantError);
    await expect(adjustInventory(pool, { sku: SKU, variantId: ids.variantId + 1, country: 'SG', delta: 1, reason: 'restock' })).rejects.toThrow(UnknownVariantError);
    await expect(adjustInventory(pool, { sku: SKU, country: 'XX', delta: 1, reason: 'restock' })).rejects.toThrow(UnknownLocationError);
    await expect(adjustInventory(pool, { sku: SKU, country: 'SG', storeId: 999_999, delta: 1, reason: 'restock' })).rejects.toThrow('Unknown store: 999999');
    await expect(adjustInventory(pool, { sku: SKU, country: 'SG', storeId: ids.thStore, delta: 1, reason: 'restock' })).rejects.toThrow(/is in TH, not SG/);
    await expect(adjustInventory(pool, { sku: SKU, country: 'SG', delta: 0, reason: 'restock' })).rejects.toThrow(RangeError);
    await expect(adjustInventory(pool, { sku: SKU, country: 'SG', delta: 1.5, reason: 'restock' })).rejects.toThrow(RangeError);
    await expect(adjustInventory(pool, { sku: SKU, country: 'SG', delta: 1, reason: ' ' })).rejects.toThrow(RangeError);
    expect((await pool.query('SELECT count(*)::int AS n FROM inventory_movements')).rows[0].n).toBe(0);
  });

  it('keeps store stock (click and collect) apart from online stock', async () => {
    await adjustInventory(pool, { sku: SKU, country: 'SG', delta: 4, reason: 'restock' });
    const inStore = await adjustInventory(pool, { sku: SKU, country: 'SG', storeId: ids.sgStore, delta: 2, reason: 'restock' });
    expect(inStore).toMatchObject({ quantityAfter: 2, becameAvailable: true });
    expect(await adjustInventory(pool, { sku: SKU, country: 'SG', storeId: ids.sgStore, delta: -2, reason: 'order' })).toMatchObject({ quantityAfter: 0 });
    await expect(adjustInventory(pool, { sku: SKU, country: 'SG', storeId: ids.sgStore, delta: -1, reason: 'order' })).rejects.toThrow(
      `Not enough stock of ${SKU} at store ${ids.sgStore} (SG): 1 requested, 0 available`,
    );
    expect(await quantity()).toBe(4);
    const moves = await pool.query('SELECT store_id, delta FROM inventory_movements WHERE store_id IS NOT NULL ORDER BY id');
    expect(moves.rows).toEqual([
      { store_id: ids.sgStore, delta: 2 },
      { store_id: ids.sgStore, delta: -2 },
    ]);
  });

  it('rolls back with the transaction it runs in', async () => {
    await adjustInventory(pool, { sku: SKU, country: 'SG', delta: 3, reason: 'restock' });
    await expect(
      withTransaction(async (client) => {
        await adjustInventory(client, { sku: SKU, country: 'SG', delta: -2, reason: 'order' });
        throw new Error('payment declined');
      }, pool),
    ).rejects.toThrow('payment declined');
    expect(await quantity()).toBe(3);
    expect((await pool.query('SELECT count(*)::int AS n FROM inventory_movements')).rows[0].n).toBe(1);
  });

  describe('npm run restock', () => {
    const restock = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'scripts/restock.ts', ...args], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: dbUrl } }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
      );

    it('adds stock and says when a variant is back', async () => {
      const first = await restock(OTHER_SKU, 'th', '12');
      expect(first).toMatchObject({ code: 0, stderr: '' });
      expect(first.stdout).toBe(`restock: ${OTHER_SKU} in TH: 0 → 12 (+12), back in stock\n`);
      const second = await restock(OTHER_SKU, 'TH', '3');
      expect(second.stdout).toBe(`restock: ${OTHER_SKU} in TH: 12 → 15 (+3)\n`);
      expect(await quantity('TH', OTHER_SKU)).toBe(15);
      const store = await restock(OTHER_SKU, 'SG', '2', '--store', 'test-store-sg');
      expect(store.stdout).toBe(`restock: ${OTHER_SKU} at test-store-sg: 0 → 2 (+2), back in stock\n`);
    }, 60_000);

    it('answers bad input with one clear line and exit code 1', async () => {
      const cases: [string[], RegExp][] = [
        [['ATL-NOPE-00000-01', 'SG', '5'], /^restock: unknown SKU: SKU "ATL-NOPE-00000-01"\n$/],
        [[SKU, 'ZZ', '5'], /^restock: unknown country "ZZ" \(one of AU, HK, ID, MY, NZ, PH, SG, TH\)\n$/],
        [[SKU, 'SG', '0'], /^restock: quantity must be a whole number from 1 to 100000, got "0"\n$/],
        [[SKU, 'SG', '2.5'], /^restock: quantity must be a whole number from 1 to 100000, got "2.5"\n$/],
        [[SKU, 'SG'], /^restock: usage: npm run restock -- <sku> <country> <qty>/],
        [[SKU, 'SG', '1', '--store', 'test-store-th'], /^restock: store "test-store-th" is in TH, not SG\n$/],
      ];
      const results = await Promise.all(cases.map(([args]) => restock(...args)));
      results.forEach((result, i) => {
        expect(result.code, cases[i][0].join(' ')).toBe(1);
        expect(result.stdout).toBe('');
        expect(result.stderr).toMatch(cases[i][1]);
      });
    }, 60_000);
  });
});
