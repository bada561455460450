// Databases for db tests. Every db test runs against the embedded server (started once per run by
// vitest.global-setup.ts) and, when TEST_DATABASE_URL is set, against that external server too:
//
//   describe.each(databasesUnderTest())('… on $name', ({ url }) => { … freshDatabase(url) … })
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import pg from 'pg';
import { runMigrations } from '@/commerce/db/migrate';
import { runSeed, type SeedStep } from '@/demo-data/seed';

/** The repository's migrations, located from this file (tests may run with any cwd). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../commerce/db/migrations', import.meta.url));

export interface DatabaseUnderTest {
  name: string;
  /** A URL of some database on that server; freshDatabase() creates the test's own database beside it. */
  url: string;
}

export function databasesUnderTest(): DatabaseUnderTest[] {
  const embedded = inject('embeddedTestDatabaseUrl') ?? process.env.EMBEDDED_TEST_DATABASE_URL;
  if (!embedded) {
    throw new Error('No embedded test database: run db tests through the vitest "db" project (globalSetup tests/db/vitest.global-setup.ts)');
  }
  const list: DatabaseUnderTest[] = [{ name: 'embedded', url: embedded }];
  const external = process.env.TEST_DATABASE_URL;
  if (external) list.push({ name: 'external', url: external });
  return list;
}

/** Creates an empty, uniquely named database on the server of baseUrl; drop() removes it (closing leftover sessions). */
export async function freshDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `atelier_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE "${name}"`); // name is [a-z0-9_] only
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(baseUrl, name) };
}

export interface MigratedTestDatabase {
  pool: pg.Pool;
  url: string;
  /** Ends the pool and drops the database. */
  close: () => Promise<void>;
}

/**
 * A fresh database on the server of serverUrl, migrated and seeded with `seed` (none by default), with a pool
 * of `max` connections: the usual start of a db test's `beforeAll`, whose `afterAll` calls close().
 */
export async function migratedTestDatabase(serverUrl: string, { seed = [], max = 8 }: { seed?: readonly SeedStep[]; max?: number } = {}): Promise<MigratedTestDatabase> {
  const db = await freshDatabase(serverUrl);
  const pool = new pg.Pool({ connectionString: db.url, max });
  const close = async () => {
    await pool.end();
    await db.drop();
  };
  try {
    await runMigrations(pool, { dir: MIGRATIONS_DIR, log: () => undefined });
    await runSeed(pool, seed, () => undefined);
  } catch (error) {
    await close();
    throw error;
  }
  return { pool, url: db.url, close };
}

async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await adminQuery(baseUrl, async (client) => {
    // pool.end() resolves before the server has finished closing those sessions. Give them a
    // moment to go, so that FORCE only ends sessions a failed test really left open (ending a
    // closing session makes its client emit an uncaught "terminating connection" error).
    for (let waited = 0; waited < 5000; waited += 50) {
      const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // WITH (FORCE): PostgreSQL 13+.
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  });
}

async function adminQuery(baseUrl: string, sql: string | ((client: pg.Client) => Promise<void>)): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    if (typeof sql === 'string') await client.query(sql);
    else await sql(client);
  } finally {
    await client.end();
  }
}
