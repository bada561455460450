/**
 * Scheduled jobs run once per schedule across the cluster (docs/deploy.md): every instance's scheduler may start
 * the same job at the same time; the first to claim the job's period in `job_runs` runs it, the others skip.
 * One INSERT … ON CONFLICT DO NOTHING: atomic on any PostgreSQL, and safe through PgBouncer's transaction pooling.
 */
import type pg from 'pg';
import { hostname } from 'node:os';

/** The period a run belongs to: the UTC hour it starts in (`2026-11-27T11`), unless the caller names one. */
export function jobPeriod(now: Date, every: 'hour' | 'day' = 'hour'): string {
  const iso = now.toISOString();
  return every === 'day' ? iso.slice(0, 10) : iso.slice(0, 13);
}

/** Claims `job` for `period`; false when another run (any instance) claimed it first. */
export async function claimJobRun(db: pg.Pool | pg.PoolClient, job: string, period: string, claimedBy = `${hostname()}:${process.pid}`): Promise<boolean> {
  const { rowCount } = await db.query('INSERT INTO job_runs (job, period, claimed_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [job, period, claimedBy]);
  return rowCount === 1;
}

/** Marks a claimed run finished (for the operator: a claimed run without a finish time failed or is running). */
export async function finishJobRun(db: pg.Pool | pg.PoolClient, job: string, period: string): Promise<void> {
  await db.query('UPDATE job_runs SET finished_at = now() WHERE job = $1 AND period = $2', [job, period]);
}

/**
 * Runs `work` when this run wins the claim of `job` for `period`; resolves with its result, or undefined when
 * another run had claimed the period (nothing is done).
 */
export async function runOncePerPeriod<T>(db: pg.Pool, job: string, period: string, work: () => Promise<T>): Promise<T | undefined> {
  if (!(await claimJobRun(db, job, period))) return undefined;
  const result = await work();
  await finishJobRun(db, job, period);
  return result;
}
