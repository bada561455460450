// The database of a command run against a running store (`npm run notify-subscribers`, `npm run loyalty`):
// DATABASE_URL is required; the pool is closed when the work is done.
import pg from 'pg';
import { jobPeriod, runOncePerPeriod, type JobEvery } from '@/commerce/jobs/runs';
import type { ScheduledTask } from '@/commerce/jobs/tasks';

export async function withCommandDatabase<T>(command: string, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(`DATABASE_URL is not set: run this against a running store (npm start prints it), e.g. DATABASE_URL=postgres://… npm run ${command}`);
    process.exit(1);
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}

/**
 * A scheduled job (`npm run loyalty`, `npm run notify-subscribers`) that every instance's scheduler may start: it
 * runs once per period across the cluster (commerce/jobs/runs.ts). The period is the UTC `every` it starts in, or
 * `--period <name>` (e.g. a cron's own run id); `--force` runs without claiming. Prints one line when it skips.
 */
export async function withScheduledJob<T>(command: string, every: JobEvery, work: (pool: pg.Pool) => Promise<T>): Promise<T | undefined> {
  const args = process.argv.slice(2);
  const period = args.includes('--period') ? args[args.indexOf('--period') + 1] : jobPeriod(new Date(), every);
  if (!period) {
    console.error(`${command}: --period needs a value`);
    process.exit(1);
  }
  return withCommandDatabase(command, async (pool) => {
    if (args.includes('--force')) return work(pool);
    // A box around the result: work that returns nothing must not read as a run another instance made.
    const ran = await runOncePerPeriod(pool, command, period, async () => ({ result: await work(pool) }));
    if (ran === undefined) console.log(`${command}: already run for ${period} (by another instance or run); nothing to do`);
    return ran?.result;
  });
}

/**
 * A job of the worker's table run by hand (`npm run loyalty`): once for its period unless `--force`, printing what it
 * did in one line; a failure prints one line and exits 1. An async main, not top-level await: tsx runs these .ts
 * files as CommonJS on Node 20, where top-level await fails.
 */
export function runScheduledTask(task: ScheduledTask): void {
  withScheduledJob(task.name, task.every, async (pool) => {
    console.log(`${task.name}: ${await task.run({ pool, now: new Date() })}`);
  }).catch((error: unknown) => {
    console.error(`${task.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
