import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countries } from '@/config/countries/registry';
import { MigrationError, runMigrations } from './migrate';
import { foundationSeedSteps, runSeed } from '@/demo-data/seed';
import { MIGRATIONS_DIR, databasesUnderTest, freshDatabase } from '@/tests/db/test-database';

describe.each(databasesUnderTest())('runMigrations on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let drop: () => Promise<void>;
  let dbUrl: string;
  let tempDirs: string[] = [];

  beforeEach(async () => {
    const db = await freshDatabase(serverUrl);
    dbUrl = db.url;
    drop = db.drop;
    pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
  });

  afterEach(async () => {
    await pool.end();
    await drop();
    await Promise.all(tempDirs.map((d) => rm(d, { recursive: true, force: true })));
    tempDirs = [];
  });

  async function migrationsDir(files: Record<string, string>): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'atelier-migrations-'));
    tempDirs.push(dir);
    for (const [name, sql] of Object.entries(files)) await writeFile(path.join(dir, name), sql);
    return dir;
  }

  async function tableExists(name: string): Promise<boolean> {
    const { rows } = await pool.query('SELECT to_regclass($1) IS NOT NULL AS exists', [name]);
    return rows[0].exists;
  }

  async function appliedVersions(): Promise<string[]> {
    const { rows } = await pool.query('SELECT version FROM schema_migrations ORDER BY version');
    return rows.map((r) => r.version);
  }

  it('applies the repository migrations to a fresh database, and nothing on a second run', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
    const lines: string[] = [];

    const first = await runMigrations(pool, { dir: MIGRATIONS_DIR, log: (l) => lines.push(l) });
    expect(first.applied).toEqual(files);
    expect(lines).toHaveLength(files.length);
    expect(lines[0]).toMatch(/^migrate: applied 0001_countries\.sql \(\d+ ms\)$/);
    expect(await tableExists('countries')).toBe(true);
    const { rows } = await pool.query("SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'unaccent') ORDER BY 1");
    expect(rows.map((r) => r.extname)).toEqual(['pg_trgm', 'unaccent']);

    const second = await runMigrations(pool, { dir: MIGRATIONS_DIR });
    expect(second.applied).toEqual([]);
    expect(await appliedVersions()).toEqual(files.map((f) => f.slice(0, 4)));
  });

  it('rolls a failing migration back completely and names the file and the PostgreSQL error', async () => {
    const dir = await migrationsDir({
      '0001_good.sql': 'CREATE TABLE good_table (id int PRIMARY KEY);',
      '0002_bad.sql': 'CREATE TABLE bad_table (id int);\nINSERT INTO bad_table VALUES (1);\nINSERT INTO missing_table VALUES (1);\n',
    });

    const error = await runMigrations(pool, { dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    const message = (error as Error).message;
    expect(message).toContain('Migration 0002_bad.sql failed');
    expect(message).toContain('relation "missing_table" does not exist');
    expect(message).toContain('at line 3');
    expect(message).toContain('nothing from this migration was applied');

    expect(await tableExists('good_table')).toBe(true);
    expect(await tableExists('bad_table')).toBe(false);
    expect(await appliedVersions()).toEqual(['0001']);
  });

  it('refuses an applied migration whose file was edited', async () => {
    const dir = await migrationsDir({ '0001_first.sql': 'CREATE TABLE first_table (id int);' });
    await runMigrations(pool, { dir });
    await writeFile(path.join(dir, '0001_first.sql'), 'CREATE TABLE first_table (id bigint);');

    await expect(runMigrations(pool, { dir })).rejects.toThrow(MigrationError);
    await expect(runMigrations(pool, { dir })).rejects.toThrow(/0001_first\.sql was edited after it was applied/);
  });

  it('refuses a .sql file that is not named NNNN_snake_name.sql', async () => {
    const dir = await migrationsDir({ '0001_first.sql': 'SELECT 1;', '2_Second.sql': 'SELECT 2;' });
    await expect(runMigrations(pool, { dir })).rejects.toThrow(/2_Second\.sql is not named NNNN_snake_name\.sql/);
  });

  it('seeds the countries after the migrations, idempotently', async () => {
    await runMigrations(pool, { dir: MIGRATIONS_DIR });
    const lines: string[] = [];
    await runSeed(pool, foundationSeedSteps, (l) => lines.push(l));
    await runSeed(pool, foundationSeedSteps, (l) => lines.push(l));
    const n = countries.list.length;
    expect(lines[0]).toMatch(new RegExp(`^seed: countries … ${n} countries, ${n} written \\(\\d+ ms\\)$`));
    expect(lines[1]).toMatch(new RegExp(`^seed: countries … ${n} countries, 0 written \\(\\d+ ms\\)$`));

    const { rows } = await pool.query('SELECT code, currency_code, default_language, languages, time_zone FROM countries ORDER BY code');
    expect(rows).toHaveLength(n);
    const th = countries.get('TH')!;
    expect(rows.find((r) => r.code === 'TH')).toEqual({
      code: 'TH',
      currency_code: th.currency.code,
      default_language: th.languages[0],
      languages: th.languages,
      time_zone: th.timeZone,
    });
  });

  it('applies each file once when two migrators run at the same time', async () => {
    const dir = await migrationsDir({
      // pg_sleep widens the window in which the second migrator would act without the lock.
      '0001_a.sql': 'SELECT pg_sleep(0.2); CREATE TABLE a (id int);',
      '0002_b.sql': 'CREATE TABLE b (id int);',
      '0003_c.sql': 'CREATE TABLE c (id int);',
    });
    const other = new pg.Pool({ connectionString: dbUrl, max: 4 });
    try {
      const [x, y] = await Promise.all([runMigrations(pool, { dir }), runMigrations(other, { dir })]);
      expect([...x.applied, ...y.applied].sort()).toEqual(['0001_a.sql', '0002_b.sql', '0003_c.sql']);
      expect(await appliedVersions()).toEqual(['0001', '0002', '0003']);
    } finally {
      await other.end();
    }
  });
});
