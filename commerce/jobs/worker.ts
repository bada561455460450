/**
 * The worker (issue 31; `npm run worker`, docs/deploy.md "Jobs"): runs the scheduled jobs of commerce/jobs/tasks.ts on
 * pg-boss, a job queue on the store's own PostgreSQL (docs/architecture.md, "Scheduled jobs"). Any number of workers
 * may run; each job runs once per period across them:
 *
 * - pg-boss's cron starts a job at most once a minute across all workers (its schedule clock is claimed in the
 *   database), and each job's queue is "stately": at most one job waiting and one running;
 * - a run claims its period in `job_runs` (commerce/jobs/runs.ts) before doing anything; a period that finished is
 *   never run again, whoever asks;
 * - a worker killed mid-run leaves its job active: after `jobTimeoutSeconds` pg-boss's maintenance (in any worker)
 *   gives it up and queues a retry, and the retry takes the run's claim over, as the claim's lease is as long.
 *   Every job is safe to repeat in part (each of its steps commits on its own and skips what was done), so the
 *   retry finishes the period's work without doing any of it twice.
 */
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { claimJobRun, failJobRun, finishJobRun, jobPeriod } from './runs';
import type { ScheduledTask, TaskContext } from './tasks';

export interface WorkerLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface WorkerOptions {
  connectionString: string;
  /** The store's pool, which the jobs use (the queue keeps a small pool of its own). */
  pool: pg.Pool;
  tasks: readonly ScheduledTask[];
  mail?: TaskContext['mail'];
  /** A run going on longer than this is taken as dead and run again by another try (WORKER_JOB_TIMEOUT_SECONDS). */
  jobTimeoutSeconds: number;
  /** How often each worker asks for a job of each queue. */
  pollingIntervalSeconds?: number;
  log: WorkerLog;
  /** Who claims runs (host:pid by default). */
  workerId?: string;
}

/** The job queue's schema in the store's database (installed by the release step, scripts/db.ts migrate). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** Installs or upgrades the job queue's tables: part of the release step, never of a build or a start. */
export async function installJobQueue(connectionString: string): Promise<void> {
  const boss = new PgBoss({ connectionString, schema: JOB_QUEUE_SCHEMA, max: 1, migrate: true, supervise: false, schedule: false, application_name: 'atelier-migrate' });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: true });
}

export interface RunningWorker {
  /** Stops taking jobs, waits up to `timeoutMs` for running ones, then gives those up to a retry. */
  stop(timeoutMs?: number): Promise<void>;
}

/** A job's queue: one waiting run at a time (stately), a failed or given-up run tried again 5 times after a delay
 *  doubling each time, and given up once it has run longer than the job timeout. */
function queuePolicy(name: string, jobTimeoutSeconds: number): PgBoss.Queue {
  return {
    name,
    policy: 'stately',
    retryLimit: 5,
    retryDelay: Math.min(30, jobTimeoutSeconds),
    retryBackoff: true,
    expireInSeconds: jobTimeoutSeconds,
  };
}

const DEADLOCK = '40P01';

async function retryOnDeadlock(work: () => Promise<void>, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 250));
    }
  }
}

export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const { pool, tasks, log, jobTimeoutSeconds, mail } = options;
  const workerId = options.workerId;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: JOB_QUEUE_SCHEMA,
    application_name: 'atelier-worker',
    max: 3,
    migrate: false,
    // Its maintenance gives up jobs past their timeout: checked well within the timeout.
    maintenanceIntervalSeconds: Math.max(1, Math.min(120, Math.floor(jobTimeoutSeconds / 3))),
  });
  boss.on('error', (error) => log.warn('job queue error', { error: error.message }));
  try {
    await boss.start();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(/not installed|requires migrations/.test(message)
      ? `the job queue's tables are missing or old (${message}): run the release step first, node --import tsx scripts/db.ts migrate`
      : message);
  }

  for (const task of tasks) {
    // Created by the first worker (a second one's create does nothing: ON CONFLICT DO NOTHING), then set to this
    // worker's timeout, so a changed WORKER_JOB_TIMEOUT_SECONDS applies on the next start. Two workers starting at
    // once can deadlock creating a queue's table: PostgreSQL cancels one, which tries again.
    const policy = queuePolicy(task.name, jobTimeoutSeconds);
    await retryOnDeadlock(async () => {
      await boss.createQueue(task.name, policy);
      await boss.updateQueue(task.name, policy);
    });
    await boss.schedule(task.name, task.cron, {}, { tz: 'UTC' });
    await boss.work(task.name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async ([job]) => {
      const period = jobPeriod(job.createdOn, task.every);
      const claimed = await claimJobRun(pool, task.name, period, { leaseSeconds: jobTimeoutSeconds, ...(workerId ? { claimedBy: workerId } : {}) });
      if (!claimed) {
        log.info(`${task.name}: ${period} already done or running elsewhere`, { job: task.name, period });
        return;
      }
      const started = Date.now();
      try {
        const summary = await task.run({ pool, now: job.createdOn, mail });
        await finishJobRun(pool, task.name, period);
        log.info(`${task.name}: ${summary}`, { job: task.name, period, attempt: job.retryCount + 1, ms: Date.now() - started });
      } catch (error) {
        await failJobRun(pool, task.name, period, error).catch(() => undefined);
        log.error(`${task.name} failed: ${error instanceof Error ? error.message : String(error)}`, { job: task.name, period, attempt: job.retryCount + 1 });
        throw error;
      }
    });
  }
  // A start asks for each job at once: a period without its run (the worker was down) gets it now, not at the next
  // cron minute. The queue keeps one waiting job per name, so a fleet starting together asks once.
  for (const task of tasks) await boss.send(task.name, {});
  log.info(`worker: ${tasks.length} scheduled jobs: ${tasks.map((t) => `${t.name} (${t.cron}, once per ${t.every})`).join(', ')}`);

  return {
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
    },
  };
}
