/**
 * The backup and restore of docs/operations.md, step by step, with PostgreSQL's own tools: a store's database dumped
 * with `pg_dump --format=custom`, restored with `pg_restore --no-owner` into a new database, brought up to the build
 * with `scripts/db.ts migrate`, and read back — the editor signs in, every row is there. Runs on the machine's
 * PostgreSQL (TEST_DATABASE_URL, else 127.0.0.1:5432), whose Debian tools match its version (the embedded server is
 * newer than Debian's pg_dump); skipped, saying why, when that server does not answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { foundationSeedSteps } from '@/demo-data/seed';
import { editorSeedStep } from '@/demo-data/editor/seed';
import { createEditor } from '@/commerce/accounts/editors';
import { signIn } from '@/commerce/accounts/sign-in';
import { withTransaction } from '@/commerce/db/pool';
import { freshDatabase, migratedTestDatabase, type MigratedTestDatabase } from '@/tests/db/test-database';

const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function serverMajor(): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return Number((await client.query<{ v: string }>('SHOW server_version_num')).rows[0].v) / 10_000;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}
const toolMajor = Number(spawnSync('pg_dump', ['--version'], { encoding: 'utf8' }).stdout?.match(/(\d+)\.\d+/)?.[1] ?? 0);
const major = await serverMajor();
const skip = major === undefined ? `no PostgreSQL answers at ${new URL(SERVER).host}` : toolMajor < Math.floor(major) ? `pg_dump ${toolMajor} is older than the server (${Math.floor(major)})` : undefined;
if (skip) console.warn(`\n[backup and restore test] SKIPPED: ${skip}\n`);

const COUNTED = ['accounts', 'password_history', 'schema_migrations', 'brands', 'products'];

describe.skipIf(!!skip)('a dump of the store database restored into a new one (docs/operations.md)', () => {
  let source: MigratedTestDatabase;
  let restored: { url: string; drop: () => Promise<void> } | undefined;
  let dir = '';
  beforeAll(async () => {
    source = await migratedTestDatabase(SERVER, { seed: [...foundationSeedSteps, editorSeedStep] });
    dir = mkdtempSync(join(tmpdir(), 'atelier-backup-'));
  }, 120_000);
  afterAll(async () => {
    await source?.close();
    await restored?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const counts = async (pool: pg.Pool) => Object.fromEntries(await Promise.all(COUNTED.map(async (table) => [table, Number((await pool.query(`SELECT count(*) FROM ${table}`)).rows[0].count)] as const)));

  it('keeps every row and the editor, and the release step finds nothing to do', async () => {
    const email = `restored.editor.${Date.now()}@example.com`;
    await withTransaction((client) => createEditor(client, { email, password: 'Restore-Me#9' }), source.pool);
    const before = await counts(source.pool);
    expect(before.accounts).toBeGreaterThan(0);

    const dump = join(dir, 'atelier.dump');
    const dumped = spawnSync('pg_dump', ['--format=custom', `--file=${dump}`, source.url], { encoding: 'utf8' });
    expect(dumped.stderr).toBe('');
    expect(dumped.status).toBe(0);
    restored = await freshDatabase(SERVER);
    const back = spawnSync('pg_restore', ['--no-owner', `--dbname=${restored.url}`, dump], { encoding: 'utf8' });
    expect(back.stderr).toBe('');
    expect(back.status).toBe(0);
    const migrate = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'migrate'], { encoding: 'utf8', env: { ...process.env, DATABASE_URL: restored.url } });
    expect(migrate.status).toBe(0);

    const pool = new pg.Pool({ connectionString: restored.url, max: 2 });
    try {
      expect(await counts(pool)).toEqual(before);
      expect((await signIn(pool, { email, password: 'Restore-Me#9', clientIp: '127.0.0.1' })).ok).toBe(true);
    } finally {
      await pool.end();
    }
  }, 180_000);
});
