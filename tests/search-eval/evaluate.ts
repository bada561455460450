// Runs the judged queries through the store's search (listProducts with `q`, the service behind
// GET /api/.../products?q=) against a seeded database and scores the answers.
//
// Metrics, per query, averaged per language (macro average: every query weighs the same):
//   precision@5 = |relevant ∩ first 5| / min(5, |relevant|)
//   recall@20   = |relevant ∩ first 20| / min(20, |relevant|)
// The denominators are capped so that a query with one right answer can score 1 (P@5), and a query with
// 40 right answers is not punished for a page of 20 (R@20). See README.md.
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { countries } from '@/config/countries/registry';
import type { LanguageCode } from '@/config/countries/types';
import { runMigrations } from '@/commerce/db/migrate';
import { listProducts } from '@/commerce/catalog/listing';
import { ListingQuery } from '@/schemas/api/catalog';
import { catalogSeedSteps } from '@/demo-data/catalog';
import { foundationSeedSteps, runSeed } from '@/demo-data/seed';
import { judgedCases, type JudgedCase } from './judge';
import type { EvalLang } from './queries';

export const P_AT = 5;
export const R_AT = 20;

export interface QueryResult {
  lang: EvalLang;
  q: string;
  kind: string;
  relevant: number;
  precision: number;
  recall: number;
  /** The first five slugs returned, for the worst-queries list. */
  top: string[];
}

export interface LanguageFigures {
  lang: EvalLang;
  queries: number;
  precisionAt5: number;
  recallAt20: number;
}

export interface EvalReport {
  results: QueryResult[];
  languages: LanguageFigures[];
}

export function score(returned: readonly string[], relevant: ReadonlySet<string>): { precision: number; recall: number } {
  const hits = (n: number) => returned.slice(0, n).filter((s) => relevant.has(s)).length;
  if (relevant.size === 0) throw new Error('A judged query needs at least one relevant product');
  return { precision: hits(P_AT) / Math.min(P_AT, relevant.size), recall: hits(R_AT) / Math.min(R_AT, relevant.size) };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

export function summarize(results: QueryResult[]): LanguageFigures[] {
  const langs = [...new Set(results.map((r) => r.lang))];
  return langs.map((lang) => {
    const rs = results.filter((r) => r.lang === lang);
    return { lang, queries: rs.length, precisionAt5: mean(rs.map((r) => r.precision)), recallAt20: mean(rs.map((r) => r.recall)) };
  });
}

/** Runs every judged query against the database of `pool` (migrated and seeded with the demo catalogue). */
export async function evaluateSearch(pool: pg.Pool, cases: JudgedCase[] = judgedCases()): Promise<EvalReport> {
  const results: QueryResult[] = [];
  for (const c of cases) {
    const country = countries.get(c.country)!;
    const answer = await listProducts(pool, { country, lang: c.lang as LanguageCode }, ListingQuery.parse({ q: c.q, page_size: R_AT }));
    const slugs = answer.items.map((i) => i.slug);
    results.push({ lang: c.lang, q: c.q, kind: c.kind, relevant: c.relevant.size, ...score(slugs, c.relevant), top: slugs.slice(0, P_AT) });
  }
  return { results, languages: summarize(results) };
}

/** The worst queries: lowest precision@5 + recall@20 first. */
export function worstQueries(results: QueryResult[], n = 12): QueryResult[] {
  return [...results].sort((a, b) => a.precision + a.recall - (b.precision + b.recall) || a.q.localeCompare(b.q)).slice(0, n);
}

/**
 * A new database beside serverUrl's, migrated and seeded with the default demo catalogue (the seed `npm start`
 * runs, search index included); close() drops it.
 */
export async function seededSearchDatabase(serverUrl: string): Promise<{ pool: pg.Pool; close: () => Promise<void> }> {
  const name = `atelier_search_eval_${Math.random().toString(16).slice(2, 10)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  const close = async () => {
    await pool.end();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    // Migrated through sessions of their own: a session opened before migration 0031 set the database's typo
    // threshold (ALTER DATABASE … SET, read when a session starts) would match typos at pg_trgm's default instead.
    const migrating = new pg.Pool({ connectionString: url.toString(), max: 1 });
    try {
      await runMigrations(migrating, { dir: fileURLToPath(new URL('../../commerce/db/migrations', import.meta.url)), log: () => undefined });
    } finally {
      await migrating.end();
    }
    await runSeed(pool, [...foundationSeedSteps, ...catalogSeedSteps], () => undefined);
  } catch (error) {
    await close();
    throw error;
  }
  return { pool, close };
}

export function formatReport(report: EvalReport, worst = 12): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const lines = ['lang  queries  precision@5  recall@20'];
  for (const l of report.languages) lines.push(`${l.lang.padEnd(6)}${String(l.queries).padStart(7)}  ${pct(l.precisionAt5).padStart(11)}  ${pct(l.recallAt20).padStart(9)}`);
  lines.push('', `Worst ${worst} queries (P@5, R@20, relevant, first results):`);
  for (const r of worstQueries(report.results, worst)) {
    lines.push(`  ${r.lang} ${JSON.stringify(r.q)} [${r.kind}]  P@5 ${pct(r.precision)}  R@20 ${pct(r.recall)}  of ${r.relevant}  → ${r.top.join(', ') || '(nothing)'}`);
  }
  return lines.join('\n');
}
