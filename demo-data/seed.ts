// The seed framework. A seed step brings reference/demo data to its wanted state; every step must
// be idempotent (upserts, never blind inserts), because the seed runs on every start of the store.
import type pg from 'pg';
import { countries } from '@/config/countries/registry';
import { withTransaction } from '@/commerce/db/pool';

export interface SeedStep {
  name: string;
  /** Runs inside its own transaction; may return a short summary for the progress line. */
  run: (client: pg.PoolClient) => Promise<string | void>;
}

/** Runs the steps in order, each in its own transaction, logging `seed: <name> … <summary> (<ms> ms)`. */
export async function runSeed(pool: pg.Pool, steps: readonly SeedStep[], log: (line: string) => void = console.log): Promise<void> {
  for (const step of steps) {
    const started = Date.now();
    let summary: string | void;
    try {
      summary = await withTransaction((client) => step.run(client), pool);
    } catch (err) {
      throw new Error(`Seed step "${step.name}" failed: ${(err as Error).message} — nothing from this step was written`, { cause: err });
    }
    log(`seed: ${step.name} … ${summary || 'done'} (${Date.now() - started} ms)`);
  }
}

/**
 * Mirrors config/countries into the countries table. Rows are only rewritten (and updated_at only
 * moves) when a country's data changed; countries removed from config are left in place, since
 * orders may refer to them.
 */
const countriesStep: SeedStep = {
  name: 'countries',
  async run(client) {
    let changed = 0;
    for (const c of countries.list) {
      const result = await client.query(
        `INSERT INTO countries AS t (code, name, currency_code, currency_minor_units, default_language, languages, time_zone)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (code) DO UPDATE SET
           name = excluded.name,
           currency_code = excluded.currency_code,
           currency_minor_units = excluded.currency_minor_units,
           default_language = excluded.default_language,
           languages = excluded.languages,
           time_zone = excluded.time_zone,
           updated_at = now()
         WHERE (t.name, t.currency_code, t.currency_minor_units, t.default_language, t.languages, t.time_zone)
           IS DISTINCT FROM
               (excluded.name, excluded.currency_code, excluded.currency_minor_units, excluded.default_language, excluded.languages, excluded.time_zone)`,
        [c.code, c.name, c.currency.code, c.currency.minorUnits, c.languages[0], c.languages, c.timeZone],
      );
      changed += result.rowCount ?? 0;
    }
    return `${countries.list.length} countries, ${changed} written`;
  },
};

/** What every database needs before the store can run (reference data, not demo content). */
export const foundationSeedSteps: SeedStep[] = [countriesStep];
