/**
 * A build never writes to a database (issue 31): `npm run build` (scripts/build.mjs, the Docker image's build stage)
 * refuses a database that has not had the release step, and changes nothing in it; without DATABASE_URL it names the
 * setting and the demo build; every session it and `next build` open is read-only (scripts/lib/read-only-build.mjs),
 * so a write while prerendering fails instead of reaching the database. The whole `next build` over read-only sessions
 * runs in `npm test` itself: the suites' build is made by ensureBuilt, which passes the same PGOPTIONS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { databasesUnderTest, freshDatabase, migratedTestDatabase, type MigratedTestDatabase } from '@/tests/db/test-database';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { readOnlyDatabaseEnv } from './lib/read-only-build.mjs';

const root = join(__dirname, '..');
/** `npm run build` with `env` and none of the caller's database settings. */
function build(env: Record<string, string>) {
  const own = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL' && name !== 'PGOPTIONS'));
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.mjs'], { cwd: root, env: { ...own, ...env } as NodeJS.ProcessEnv, encoding: 'utf8', timeout: 120_000 });
}

describe('npm run build without a catalogue to prerender from', () => {
  it('exits 1 naming DATABASE_URL and the demo build', () => {
    const result = build({});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL is not set');
    expect(result.stderr).toContain('npm run build -- --demo');
  }, 120_000);
});

describe.each(databasesUnderTest())('the build and the database on $name PostgreSQL', ({ url }) => {
  let empty: { url: string; drop: () => Promise<void> };
  let migrated: MigratedTestDatabase;
  beforeAll(async () => {
    empty = await freshDatabase(url);
    migrated = await migratedTestDatabase(url);
  });
  afterAll(async () => {
    await empty?.drop();
    await migrated?.close();
  });

  it('refuses a database without the release step, naming it, and leaves it empty', async () => {
    const result = build({ DATABASE_URL: empty.url });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Not building: the database has no migrations');
    expect(result.stderr).toContain('run the release step (scripts/db.ts migrate)');
    const client = new pg.Client({ connectionString: empty.url });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'");
      expect(rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
  }, 120_000);

  it("opens sessions that refuse every write, as the build's processes do", async () => {
    const { PGOPTIONS } = readOnlyDatabaseEnv({});
    const client = new pg.Client({ connectionString: migrated.url, options: PGOPTIONS });
    await client.connect();
    try {
      expect((await client.query('SELECT count(*)::int AS n FROM countries')).rows[0].n).toBeGreaterThanOrEqual(0);
      await expect(client.query("INSERT INTO job_runs (job, period, claimed_by) VALUES ('build-test', 'x', 'build')")).rejects.toMatchObject({ code: '25006' });
      await expect(client.query('CREATE TABLE build_wrote_this (id int)')).rejects.toMatchObject({ code: '25006' });
    } finally {
      await client.end();
    }
  });
});
