/**
 * The clean-up job (issue 31; the worker runs it hourly, commerce/jobs/tasks.ts): deletes what has expired and is
 * read by nothing any more. Each kind in one statement of its own; safe to run any number of times at once.
 *
 * - refresh tokens a day after they expired (an expired token signs nobody in; its family's reuse check needs it
 *   only while it could still be presented);
 * - reset and unlock links a day after they were used or expired (their e-mail's link is purged by the outbox);
 * - rate-limit counters whose window has ended;
 * - order idempotency keys older than their 24 hours;
 * - sign-in attempts older than 90 days (the lock-out reads the last window only; 90 days answer a support question);
 * - scheduled-job runs of every-minute jobs older than 7 days (the other jobs' runs are kept: one a day or hour).
 */
import type pg from 'pg';
import { IDEMPOTENCY_TTL_MS } from '@/commerce/orders/place-order';

export interface CleanUpCounts {
  refreshTokens: number;
  accountLinks: number;
  rateLimits: number;
  idempotencyKeys: number;
  signInAttempts: number;
  jobRuns: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const SIGN_IN_ATTEMPTS_KEPT_DAYS = 90;

export async function cleanUpExpired(pool: pg.Pool, everyMinuteJobs: readonly string[], now = new Date()): Promise<CleanUpCounts> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const count = async (sql: string, params: unknown[]) => (await pool.query(sql, params)).rowCount ?? 0;
  return {
    refreshTokens: await count('DELETE FROM refresh_tokens WHERE expires_at < $1', [dayAgo]),
    accountLinks: await count('DELETE FROM account_links WHERE expires_at < $1 OR used_at < $1', [dayAgo]),
    rateLimits: await count('DELETE FROM rate_limits WHERE expire IS NOT NULL AND expire < $1', [now.getTime()]),
    idempotencyKeys: await count('DELETE FROM idempotency_keys WHERE created_at < $1', [new Date(now.getTime() - IDEMPOTENCY_TTL_MS)]),
    signInAttempts: await count('DELETE FROM sign_in_attempts WHERE created_at < $1', [new Date(now.getTime() - SIGN_IN_ATTEMPTS_KEPT_DAYS * DAY_MS)]),
    jobRuns: await count('DELETE FROM job_runs WHERE job = ANY($1::text[]) AND claimed_at < $2 AND finished_at IS NOT NULL', [everyMinuteJobs, new Date(now.getTime() - 7 * DAY_MS)]),
  };
}
