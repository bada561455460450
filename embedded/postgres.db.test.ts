import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startEmbeddedPostgres } from './postgres';
import { runMigrations } from '@/commerce/db/migrate';
import { closePool, getPool, withTransaction } from '@/commerce/db/pool';
import { MIGRATIONS_DIR, databasesUnderTest, freshDatabase } from '@/tests/db/test-database';
import { EMBEDDED_TEST_PORT } from '@/tests/db/vitest.global-setup';

describe.each(databasesUnderTest())('PostgreSQL features on $name', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const db = await freshDatabase(serverUrl);
    drop = db.drop;
    // Enough connections that all 50 orders below really are in flight at once.
    pool = new pg.Pool({ connectionString: db.url, max: 50 });
    await runMigrations(pool, { dir: MIGRATIONS_DIR });
  });

  afterAll(async () => {
    await pool?.end();
    await drop?.();
  });

  it('has pg_trgm and unaccent (from the migrations)', async () => {
    const { rows } = await pool.query(
      "SELECT similarity('lipstick', 'lipstik') > 0.3 AS similar, unaccent('Crème Brûlée') AS folded",
    );
    expect(rows[0]).toEqual({ similar: true, folded: 'Creme Brulee' });
  });

  it('sells exactly 5 units when 50 orders race for a stock of 5 (SELECT … FOR UPDATE)', async () => {
    await pool.query('CREATE TABLE stock_race (sku text PRIMARY KEY, quantity int NOT NULL CHECK (quantity >= 0))');
    await pool.query("INSERT INTO stock_race VALUES ('LIP-01', 5)");

    const order = () =>
      withTransaction(async (client) => {
        const { rows } = await client.query('SELECT quantity FROM stock_race WHERE sku = $1 FOR UPDATE', ['LIP-01']);
        if (rows[0].quantity < 1) return false;
        await client.query('UPDATE stock_race SET quantity = quantity - 1 WHERE sku = $1', ['LIP-01']);
        return true;
      }, pool);

    const results = await Promise.all(Array.from({ length: 50 }, order));
    expect(results.filter(Boolean)).toHaveLength(5);
    const { rows } = await pool.query("SELECT quantity FROM stock_race WHERE sku = 'LIP-01'");
    expect(rows[0].quantity).toBe(0);
  });
});

describe('the embedded server', () => {
  it('listens on 127.0.0.1 only, without a Unix socket', async () => {
    const [{ url }] = databasesUnderTest();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const listen = await client.query('SHOW listen_addresses');
      const sockets = await client.query('SHOW unix_socket_directories');
      expect(listen.rows[0].listen_addresses).toBe('127.0.0.1');
      expect(sockets.rows[0].unix_socket_directories).toBe('');
    } finally {
      await client.end();
    }
  });

  it('reuses a server already running from the same data dir, and then stop() leaves it running', async () => {
    const again = await startEmbeddedPostgres({ dataDir: inject('embeddedTestDataDir'), port: EMBEDDED_TEST_PORT });
    expect(again.reused).toBe(true);
    expect(again.url).toBe(`postgres://postgres:postgres@127.0.0.1:${EMBEDDED_TEST_PORT}/atelier`);
    await again.stop();

    const client = new pg.Client({ connectionString: again.url });
    await client.connect();
    expect((await client.query('SELECT 1 AS one')).rows[0].one).toBe(1);
    await client.end();
  });

  it('initialises a new data dir, starts over a stale postmaster.pid, and stops', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'atelier-pg-'));
    await chmod(parent, 0o755); // mkdtemp makes it 0700; as root the server runs as `postgres` and must enter it
    const dataDir = path.join(parent, 'data');
    const port = EMBEDDED_TEST_PORT + 10;
    try {
      const first = await startEmbeddedPostgres({ dataDir, port });
      expect(first.reused).toBe(false);
      await first.stop();

      // Pretend a server crashed: a postmaster.pid naming a process that no longer exists.
      const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
      await writeFile(path.join(dataDir, 'postmaster.pid'), `${deadPid}\n${dataDir}\n0\n${port}\n\n127.0.0.1\n0 0\nready\n`);

      const lines: string[] = [];
      const second = await startEmbeddedPostgres({ dataDir, port, log: (l) => lines.push(l) });
      expect(second.reused).toBe(false);
      expect(lines).toContain(`embedded-postgres: removing stale postmaster.pid (PID ${deadPid} is not running)`);
      const client = new pg.Client({ connectionString: second.url });
      await client.connect();
      expect((await client.query('SELECT current_database() AS db')).rows[0].db).toBe('atelier');
      await client.end();
      await second.stop();
      await expect(new pg.Client({ connectionString: second.url }).connect()).rejects.toThrow();
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});

describe('the app pool (getPool / withTransaction)', () => {
  const saved = process.env.DATABASE_URL;
  afterAll(async () => {
    await closePool();
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  });

  it('explains how to start the database when DATABASE_URL is not set', () => {
    delete process.env.DATABASE_URL;
    expect(() => getPool()).toThrow('DATABASE_URL is not set; start the store with npm start, which starts the embedded database');
  });

  it('is one pool per process, and rolls a failed transaction back', async () => {
    const db = await freshDatabase(databasesUnderTest()[0].url);
    try {
      process.env.DATABASE_URL = db.url;
      const pool = getPool();
      expect(getPool()).toBe(pool);
      await pool.query('CREATE TABLE notes (body text)');

      await expect(
        withTransaction(async (client) => {
          await client.query("INSERT INTO notes VALUES ('lost')");
          throw new Error('payment declined');
        }),
      ).rejects.toThrow('payment declined');
      await withTransaction((client) => client.query("INSERT INTO notes VALUES ('kept')"));

      const { rows } = await pool.query('SELECT body FROM notes');
      expect(rows).toEqual([{ body: 'kept' }]);
      expect(pool.totalCount).toBeLessThanOrEqual(10);
      expect(pool.waitingCount).toBe(0);
    } finally {
      await closePool();
      await db.drop();
    }
  });
});
