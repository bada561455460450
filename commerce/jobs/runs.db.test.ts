import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, migratedTestDatabase } from '@/tests/db/test-database';
import { claimJobRun, jobPeriod, runOncePerPeriod } from './runs';

describe.each(databasesUnderTest())('scheduled jobs once per period on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ pool, close } = await migratedTestDatabase(serverUrl, { max: 8 }));
  }, 120_000);
  afterAll(async () => {
    await close?.();
  });

  it('of eight instances starting the same job at once, exactly one runs it', async () => {
    let runs = 0;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => runOncePerPeriod(pool, 'loyalty', '2026-11-27', async () => ++runs)),
    );
    expect(runs).toBe(1);
    expect(results.filter((r) => r !== undefined)).toEqual([1]);
    const { rows } = await pool.query("SELECT count(*)::int AS n, count(finished_at)::int AS finished FROM job_runs WHERE job = 'loyalty'");
    expect(rows[0]).toEqual({ n: 1, finished: 1 });
  });

  it('runs again in the next period, and another job in the same period', async () => {
    expect(await claimJobRun(pool, 'loyalty', '2026-11-28')).toBe(true);
    expect(await claimJobRun(pool, 'notify-subscribers', '2026-11-27')).toBe(true);
    expect(await claimJobRun(pool, 'notify-subscribers', '2026-11-27')).toBe(false);
  });

  it('takes over a run that failed or whose claim outlived its lease, never one that finished', async () => {
    await expect(runOncePerPeriod(pool, 'clean-up', '2026-11-27T10', async () => { throw new Error('database went away'); })).rejects.toThrow('database went away');
    const failed = await pool.query("SELECT attempts, last_error, failed_at IS NOT NULL AS failed FROM job_runs WHERE job = 'clean-up'");
    expect(failed.rows[0]).toEqual({ attempts: 1, last_error: 'database went away', failed: true });
    expect(await runOncePerPeriod(pool, 'clean-up', '2026-11-27T10', async () => 'done')).toBe('done');
    expect(await runOncePerPeriod(pool, 'clean-up', '2026-11-27T10', async () => 'again')).toBeUndefined();
    // A claim held by a run that was killed: not taken while the lease runs, taken once it is over.
    expect(await claimJobRun(pool, 'clean-up', '2026-11-27T11', { claimedBy: 'killed-worker' })).toBe(true);
    expect(await claimJobRun(pool, 'clean-up', '2026-11-27T11', { leaseSeconds: 3600 })).toBe(false);
    await pool.query("UPDATE job_runs SET claimed_at = now() - interval '10 seconds' WHERE job = 'clean-up' AND period = '2026-11-27T11'");
    expect(await claimJobRun(pool, 'clean-up', '2026-11-27T11', { leaseSeconds: 5, claimedBy: 'second-worker' })).toBe(true);
    const taken = await pool.query("SELECT claimed_by, attempts FROM job_runs WHERE job = 'clean-up' AND period = '2026-11-27T11'");
    expect(taken.rows[0]).toEqual({ claimed_by: 'second-worker', attempts: 2 });
  });

  it('names the period by the UTC hour or day the run starts in', () => {
    const at = new Date('2026-11-27T23:59:00+07:00');
    expect(jobPeriod(at)).toBe('2026-11-27T16');
    expect(jobPeriod(at, 'day')).toBe('2026-11-27');
    expect(jobPeriod(at, 'minute')).toBe('2026-11-27T16:59');
  });
});
