/**
 * Scheduled jobs run once per period across the cluster (docs/deploy.md): the worker of every instance, or an
 * operator's `npm run loyalty`, may start the same job for the same period; the first to claim the period in
 * `job_runs` runs it, the others skip. One INSERT … ON CONFLICT: atomic on any PostgreSQL, and safe through
 * PgBouncer's transaction pooling.
 *
 * A claim is a lease: a run that failed, or whose claim is older than the lease (its process was killed mid-run),
 * is claimed again by the next try, which counts an attempt. A run that finished is never run again.
 */
import type pg from 'pg';
import { hostname } from 'node:os';

export type JobEvery = 'minute' | 'hour' | 'day';

/** The period a run belongs to: the UTC minute, hour (`2026-11-27T11`) or day (`2026-11-27`) it starts in. */
export function jobPeriod(now: Date, every: JobEvery = 'hour'): string {
  const iso = now.toISOString();
  return every === 'day' ? iso.slice(0, 10) : every === 'hour' ? iso.slice(0, 13) : iso.slice(0, 16);
}

/** How long a claimed run may go without finishing before another try takes it over, unless told otherwise. */
export const DEFAULT_LEASE_SECONDS = 3600;

/** The worker's job timeout unless WORKER_JOB_TIMEOUT_SECONDS says otherwise: a run longer than this is taken as dead. */
export const DEFAULT_JOB_TIMEOUT_SECONDS = 900;

export interface ClaimOptions {
  claimedBy?: string;
  leaseSeconds?: number;
}

type Db = pg.Pool | pg.PoolClient;

/** Claims `job` for `period`; false when the period finished, or another run holds an unexpired claim of it. */
export async function claimJobRun(db: Db, job: string, period: string, options: ClaimOptions = {}): Promise<boolean> {
  const { claimedBy = `${hostname()}:${process.pid}`, leaseSeconds = DEFAULT_LEASE_SECONDS } = options;
  const { rowCount } = await db.query(
    `INSERT INTO job_runs AS r (job, period, claimed_by) VALUES ($1, $2, $3)
     ON CONFLICT (job, period) DO UPDATE
        SET claimed_by = EXCLUDED.claimed_by, claimed_at = now(), attempts = r.attempts + 1, failed_at = NULL
      WHERE r.finished_at IS NULL AND (r.failed_at IS NOT NULL OR r.claimed_at < now() - make_interval(secs => $4::float8))`,
    [job, period, claimedBy, leaseSeconds],
  );
  return rowCount === 1;
}

/** Marks a claimed run finished: no try runs this period again. */
export async function finishJobRun(db: Db, job: string, period: string): Promise<void> {
  await db.query('UPDATE job_runs SET finished_at = now(), last_error = NULL WHERE job = $1 AND period = $2', [job, period]);
}

/** Marks a claimed run failed, with the reason: the next try may claim the period at once. */
export async function failJobRun(db: Db, job: string, period: string, error: unknown): Promise<void> {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  await db.query('UPDATE job_runs SET failed_at = now(), last_error = $3 WHERE job = $1 AND period = $2 AND finished_at IS NULL', [job, period, reason]);
}

/**
 * Runs `work` when this try wins the claim of `job` for `period`; resolves with its result, or undefined when the
 * period finished or another try holds it (nothing is done). A failure is recorded on the run and thrown again.
 */
export async function runOncePerPeriod<T>(db: pg.Pool, job: string, period: string, work: () => Promise<T>, options: ClaimOptions = {}): Promise<T | undefined> {
  if (!(await claimJobRun(db, job, period, options))) return undefined;
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await failJobRun(db, job, period, error).catch(() => undefined);
    throw error;
  }
  await finishJobRun(db, job, period);
  return result;
}
