// `npm run worker`: the store's scheduled jobs (commerce/jobs/tasks.ts) on the database of DATABASE_URL, as long as it
// runs; run one or more beside the store's instances (docker-compose.yml's `worker`; docs/deploy.md, "Jobs"). Each job
// runs once per period however many workers run. Reads DATABASE_URL, WORKER_JOB_TIMEOUT_SECONDS, LOG_LEVEL and the
// mail settings (SMTP_URL, MAIL_DELIVERY, MAIL_FROM, MAIL_FROM_<CC>); a production worker (NODE_ENV=production)
// refuses without SMTP_URL unless MAIL_DELIVERY=outbox, as the store does. Logs JSON lines. SIGTERM or SIGINT: stops
// taking jobs, lets a running one finish for up to SHUTDOWN_TIMEOUT_MS (default 10 s), then gives it up to a retry
// by another worker, and exits 0.
import nodemailer from 'nodemailer';
import pg from 'pg';
import { installProcessLogging } from './lib/logger.mjs';
import { startWorker } from '@/commerce/jobs/worker';
import { DEFAULT_JOB_TIMEOUT_SECONDS } from '@/commerce/jobs/runs';
import { SCHEDULED_TASKS } from '@/commerce/jobs/tasks';
import { mailConfiguration, mailRequirementProblems } from '@/commerce/outbox/mail-config';
import { checkSchemaVersion, readMigrations } from '@/commerce/db/migrate';
import { environmentProblems } from '@/server/environment';

function refuse(lines: string[]): never {
  process.stderr.write(`${['worker: refusing to start:', ...lines.map((l) => `  ${l}`)].join('\n')}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const env = process.env;
  const production = env.NODE_ENV === 'production';
  const problems = environmentProblems(env, { production: false });
  if (production) problems.push(...mailRequirementProblems(env, { production: true }));
  if (!env.DATABASE_URL) problems.push({ name: 'DATABASE_URL', problem: 'is not set: the worker runs the jobs of that database' });
  if (problems.length > 0) refuse(problems.map((p) => `${p.name} ${p.problem}`));

  const { logger } = installProcessLogging({ console: true });
  const log = {
    info: (message: string, fields: Record<string, unknown> = {}) => logger.info(fields, message),
    warn: (message: string, fields: Record<string, unknown> = {}) => logger.warn(fields, message),
    error: (message: string, fields: Record<string, unknown> = {}) => logger.error(fields, message),
  };
  const mailConfig = mailConfiguration(env);
  const transport = mailConfig.smtpUrl ? nodemailer.createTransport(mailConfig.smtpUrl) : undefined;
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 4, application_name: 'atelier-worker-jobs' });
  pool.on('error', (error) => log.warn('database connection lost', { error: error.message }));

  // The jobs read the tables of this checkout's migrations: a worker refuses a database they have not reached.
  const migrations = await readMigrations();
  await checkSchemaVersion((sql) => pool.query(sql), migrations.at(-1)!.version);

  const worker = await startWorker({
    connectionString: env.DATABASE_URL!,
    pool,
    tasks: SCHEDULED_TASKS,
    mail: { transport, config: mailConfig },
    jobTimeoutSeconds: Number(env.WORKER_JOB_TIMEOUT_SECONDS ?? DEFAULT_JOB_TIMEOUT_SECONDS),
    log,
  });
  if (mailConfig.delivery === 'outbox') log.warn('MAIL_DELIVERY=outbox: e-mail stays in the outbox table; SMS go to the sandbox outbox');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`worker: ${signal}: stopping`);
    await worker.stop(Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000));
    transport?.close();
    await pool.end();
    log.info('worker: stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`worker failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
