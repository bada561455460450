// Set-up shared by the catalogue's db tests: a fresh, migrated database with the fixture catalogue.
import pg from 'pg';
import { countries } from '@/config/countries/registry';
import type { LanguageCode } from '@/config/countries/types';
import { runMigrations } from '@/commerce/db/migrate';
import { MIGRATIONS_DIR, freshDatabase } from '@/tests/db/test-database';
import type { CatalogContext } from '../context';
import { insertFixtureCatalog, type FixtureCatalog } from './fixture-catalog';

export function ctxOf(country: string, lang: LanguageCode = 'en'): CatalogContext {
  const config = countries.get(country);
  if (!config) throw new Error(`No country ${country}`);
  return { country: config, lang };
}

export interface CatalogTestDatabase {
  pool: pg.Pool;
  fixture: FixtureCatalog;
  close: () => Promise<void>;
}

/** A new database on the server of serverUrl, migrated, with the fixture catalogue; close() drops it. */
export async function createCatalogTestDatabase(serverUrl: string): Promise<CatalogTestDatabase> {
  const db = await freshDatabase(serverUrl);
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  try {
    await runMigrations(pool, { dir: MIGRATIONS_DIR, log: () => undefined });
    const fixture = await insertFixtureCatalog(pool);
    return {
      pool,
      fixture,
      close: async () => {
        await pool.end();
        await db.drop();
      },
    };
  } catch (err) {
    await pool.end();
    await db.drop();
    throw err;
  }
}
