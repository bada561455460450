// The one migration system: plain SQL files in commerce/db/migrations named NNNN_snake_name.sql,
// applied in order, each in its own transaction together with its schema_migrations row, so a
// migration is either wholly applied and recorded or not applied at all. A migration file therefore
// must not contain BEGIN/COMMIT itself, nor statements PostgreSQL refuses inside a transaction
// (CREATE INDEX CONCURRENTLY, CREATE DATABASE, VACUUM).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

/** A migration could not be read, checked or applied. The message is meant for the person starting the store. */
export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

export interface MigrationFile {
  /** The NNNN prefix, e.g. "0001". */
  version: string;
  /** The snake_name part, e.g. "countries". */
  name: string;
  /** The file name, e.g. "0001_countries.sql". */
  file: string;
  sql: string;
  /** sha256 (hex) of the file's content. */
  checksum: string;
}

const FILE_PATTERN = /^(\d{4})_([a-z0-9]+(?:_[a-z0-9]+)*)\.sql$/;

// Key of the session advisory lock that serialises migrators (an arbitrary constant of this app).
const MIGRATION_LOCK_KEY = 7_245_010_001;

/** commerce/db/migrations under the repo root (process.cwd()). */
export function defaultMigrationsDir(): string {
  return path.resolve(process.cwd(), 'commerce', 'db', 'migrations');
}

/** Reads and checks the migration files of dir, in order. Other files (README…) are ignored; a badly named .sql file is an error. */
export async function readMigrations(dir: string = defaultMigrationsDir()): Promise<MigrationFile[]> {
  let entries: string[];
  try {
    entries = await fs.readdir(dir);
  } catch (err) {
    throw new MigrationError(`Cannot read the migrations directory ${dir}: ${(err as Error).message}`, { cause: err });
  }
  const migrations: MigrationFile[] = [];
  for (const file of entries.filter((f) => f.endsWith('.sql')).sort()) {
    const match = FILE_PATTERN.exec(file);
    if (!match) {
      throw new MigrationError(`Migration file ${file} is not named NNNN_snake_name.sql (e.g. 0002_add_products.sql)`);
    }
    const sql = await fs.readFile(path.join(dir, file), 'utf8');
    migrations.push({ version: match[1], name: match[2], file, sql, checksum: sha256(sql) });
  }
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i].version === migrations[i - 1].version) {
      throw new MigrationError(`Migrations ${migrations[i - 1].file} and ${migrations[i].file} share the version ${migrations[i].version}`);
    }
  }
  return migrations;
}

/**
 * Applies every pending migration of opts.dir (default commerce/db/migrations) to the database of pool.
 * Safe to call from several processes at once: a session advisory lock lets one migrate at a time,
 * and the others then find nothing left to do.
 */
export async function runMigrations(
  pool: pg.Pool,
  opts: { dir?: string; log?: (line: string) => void } = {},
): Promise<{ applied: string[] }> {
  const log = opts.log ?? (() => undefined);
  const migrations = await readMigrations(opts.dir);
  const applied: string[] = [];

  // The lock is held by a session, so everything below runs on this one client.
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(`
        CREATE TABLE IF NOT EXISTS schema_migrations (
          version text PRIMARY KEY,
          name text NOT NULL,
          checksum text NOT NULL,
          applied_at timestamptz NOT NULL DEFAULT now()
        )`);
      const { rows } = await client.query<{ version: string; name: string; checksum: string }>(
        'SELECT version, name, checksum FROM schema_migrations',
      );
      const done = new Map(rows.map((r) => [r.version, r]));

      for (const m of migrations) {
        const previous = done.get(m.version);
        if (previous) {
          if (previous.checksum !== m.checksum || previous.name !== m.name) {
            throw new MigrationError(
              `Migration ${m.file} was edited after it was applied (applied as ${previous.version}_${previous.name}.sql, ` +
                `checksum ${previous.checksum.slice(0, 12)}…, now ${m.checksum.slice(0, 12)}…). ` +
                'Applied migrations must not change: restore the file and add a new migration instead.',
            );
          }
          continue;
        }
        const started = Date.now();
        await applyOne(client, m);
        applied.push(m.file);
        log(`migrate: applied ${m.file} (${Date.now() - started} ms)`);
      }

      const known = new Set(migrations.map((m) => m.version));
      for (const r of rows) {
        if (!known.has(r.version)) log(`migrate: warning: ${r.version}_${r.name}.sql is applied but has no file here`);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch((err: Error) => {
        broken = err; // the session is unusable; destroying the client also frees the lock
      });
    }
  } finally {
    client.release(broken);
  }
  return { applied };
}

/** Runs one migration and records it, in one transaction. */
async function applyOne(client: pg.PoolClient, m: MigrationFile): Promise<void> {
  await client.query('BEGIN');
  try {
    // No parameters: pg sends the file with the simple query protocol, so it may hold many statements.
    await client.query(m.sql);
    await client.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [m.version, m.name, m.checksum]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw new MigrationError(
      `Migration ${m.file} failed${lineOf(m.sql, err)}: ${(err as Error).message} — nothing from this migration was applied`,
      { cause: err },
    );
  }
}

/** " at line N" from a PostgreSQL error's 1-based character position, when it has one. */
function lineOf(sql: string, err: unknown): string {
  const position = Number((err as { position?: string }).position);
  if (!(position > 0)) return '';
  return ` at line ${sql.slice(0, position - 1).split('\n').length}`;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Throws, naming the release step, unless the database has every migration up to `needed`: an instance is not ready
 * on it (server/readiness.ts) and a build does not prerender from it (scripts/build.ts). A database ahead of the build
 * is fine: in a rolling deploy the new release migrates first and the old instances serve on (migrations add, they do
 * not take away what a running build reads).
 */
export async function checkSchemaVersion(query: Query, needed: string): Promise<void> {
  let newest: string | undefined;
  try {
    const { rows } = await query('SELECT max(version) AS newest FROM schema_migrations');
    newest = (rows[0]?.newest as string | null) ?? undefined;
  } catch (error) {
    if ((error as { code?: string }).code !== '42P01') throw error; // 42P01: no schema_migrations table
  }
  if (!newest) throw new Error(`the database has no migrations; this build needs ${needed}: run the release step (scripts/db.ts migrate)`);
  if (newest < needed) throw new Error(`the database is at migration ${newest}, this build needs ${needed}: run the release step (scripts/db.ts migrate)`);
}
