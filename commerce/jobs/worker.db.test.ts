/**
 * Two workers (`npm run worker`, scripts/worker.ts) on one database, and the one running the Beauty Pass job killed
 * (SIGKILL) in the middle of it (issue 31): the other worker takes the run over once the job timeout has passed, and
 * every job of the period is done exactly once — each member's points expire once, each job's period finishes once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foundationSeedSteps } from '@/demo-data/seed';
import { databasesUnderTest, migratedTestDatabase, type MigratedTestDatabase } from '@/tests/db/test-database';
import { installJobQueue } from './worker';
import { SCHEDULED_TASKS } from './tasks';

const root = join(__dirname, '..', '..');
const MEMBERS = 1500;
const JOB_TIMEOUT_SECONDS = 6;

interface Worker { process: ChildProcess; output: string[]; exited: Promise<number | null> }

function startWorker(url: string): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, WORKER_JOB_TIMEOUT_SECONDS: String(JOB_TIMEOUT_SECONDS), NODE_ENV: 'test', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { process: child, output, exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number, everyMs = 20): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

describe.each(databasesUnderTest())('two workers and one killed mid-job, on $name PostgreSQL', ({ url: serverUrl }) => {
  let db: MigratedTestDatabase;
  const workers: Worker[] = [];

  beforeAll(async () => {
    db = await migratedTestDatabase(serverUrl, { seed: foundationSeedSteps });
    await installJobQueue(db.url);
    // Members whose last purchase was two years ago: the Beauty Pass job expires each one's points.
    await db.pool.query(
      `WITH a AS (
         INSERT INTO accounts (email, password_hash, first_name, last_name, mobile_calling_code, mobile_number, birth_date, consented_at, card_number, country, language, created_at)
         SELECT 'member' || n || '@example.com', 'x', 'Member', 'No ' || n, '+65', lpad(n::text, 8, '8'), '1990-01-01', now() - interval '3 years', 'BP' || lpad(n::text, 10, '0'), 'SG', 'en', now() - interval '3 years'
           FROM generate_series(1, $1::int) n RETURNING id)
       INSERT INTO loyalty_ledger (account_id, points, source, reference, created_at)
       SELECT id, 100, 'purchase_points_with_order_number', 'order-' || id, now() - interval '2 years' FROM a`,
      [MEMBERS],
    );
  }, 120_000);

  afterAll(async () => {
    for (const w of workers) if (w.process.exitCode === null) w.process.kill('SIGKILL');
    await db?.close();
  });

  const expiredCount = async () => (await db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM loyalty_ledger WHERE source = 'expired_points'")).rows[0].n;

  // No retry: the first try's workers and finished runs would stand in a second try's way.
  it('the other worker finishes the period: every member expired once, every job of the period finished once', { timeout: 240_000, retry: 0 }, async () => {
    workers.push(startWorker(db.url), startWorker(db.url));
    // The worker that claimed the Beauty Pass job, caught with part of the members done.
    const claimant = await until('a worker in the middle of the Beauty Pass job', async () => {
      const { rows } = await db.pool.query<{ claimed_by: string; finished: boolean }>("SELECT claimed_by, finished_at IS NOT NULL AS finished FROM job_runs WHERE job = 'loyalty'");
      if (!rows[0]) return undefined;
      if (rows[0].finished) throw new Error('the Beauty Pass job finished before it could be interrupted: give it more members');
      const done = await expiredCount();
      return done > 0 ? rows[0].claimed_by : undefined;
    }, 90_000);
    const killed = workers.find((w) => claimant.endsWith(`:${w.process.pid}`));
    expect(killed, `claimed by ${claimant}`).toBeDefined();
    killed!.process.kill('SIGKILL');
    await killed!.exited;
    const doneAtKill = await expiredCount();
    expect(doneAtKill).toBeGreaterThan(0);
    expect(doneAtKill).toBeLessThan(MEMBERS);

    const run = await until('the Beauty Pass run to finish on the other worker', async () => {
      const { rows } = await db.pool.query<{ claimed_by: string; attempts: number }>("SELECT claimed_by, attempts FROM job_runs WHERE job = 'loyalty' AND finished_at IS NOT NULL");
      return rows[0];
    }, 90_000, 200);
    const survivor = workers.find((w) => w !== killed)!;
    expect(run.claimed_by.endsWith(`:${survivor.process.pid}`)).toBe(true);
    expect(run.attempts).toBeGreaterThanOrEqual(2);

    // Each member's points expired exactly once: the killed run's members were not expired again.
    const perMember = await db.pool.query<{ times: number; members: number }>(
      `SELECT times, count(*)::int AS members FROM (
         SELECT a.id, count(l.id)::int AS times FROM accounts a
           LEFT JOIN loyalty_ledger l ON l.account_id = a.id AND l.source = 'expired_points' GROUP BY a.id) t GROUP BY times`,
    );
    expect(perMember.rows).toEqual([{ times: 1, members: MEMBERS }]);

    // Every job of the table ran for its period, once (a period is one row; a finished one is never run again).
    // (A job the killed worker held is taken over once its timeout has passed, as the Beauty Pass run was.)
    const all = SCHEDULED_TASKS.map((t) => t.name).sort();
    const finishedJobs = async () => (await db.pool.query<{ job: string }>('SELECT DISTINCT job FROM job_runs WHERE finished_at IS NOT NULL')).rows.map((r) => r.job).sort();
    await until('every job of the table to finish its period', async () => ((await finishedJobs()).length === all.length ? true : undefined), 90_000, 200).catch(() => undefined);
    expect(await finishedJobs()).toEqual(all);
    // (An every-minute job may be in the middle of its next minute's run here.)
    const everyMinute = SCHEDULED_TASKS.filter((t) => t.every === 'minute').map((t) => t.name);
    const { rows: unfinished } = await db.pool.query('SELECT job, period FROM job_runs WHERE finished_at IS NULL AND job <> ALL($1::text[])', [everyMinute]);
    expect(unfinished).toEqual([]);

    // SIGTERM: the survivor stops taking jobs and exits 0.
    survivor.process.kill('SIGTERM');
    expect(await survivor.exited, survivor.output.join('')).toBe(0);
  });
});
