// Database CLI: `node --import tsx scripts/db.ts <setup|serve|migrate> [--verbose]`
//
//   setup    start the embedded server unless DATABASE_URL is set, migrate, seed the foundation data,
//            print `DATABASE_URL=<url>`, stop the server again (if this process started it), exit 0.
//   serve    the same, but keep the embedded server running in the foreground; prints
//            `ready DATABASE_URL=<url>` when usable and stops cleanly on SIGINT/SIGTERM.
//   migrate  the release step: migrations and the reference data every database needs (the countries of
//            config/countries), against DATABASE_URL or the embedded server; no demo data.
//
// `serve --no-seed` migrates but does not seed: the reliability suite brings a stopped database back that way,
// as a restarted server would come back (tests/reliability/database-outage.test.ts).
//
// Any failure prints one line to stderr and exits 1, so a failed migration stops start-up.
// Progress goes to stdout; `--verbose` also shows every line the embedded server logs.
// EMBEDDED_PG_DIR and EMBEDDED_PG_PORT override the embedded server's data dir and port
// (scripts/lib/stack.mjs uses them to run a separate server for e2e tests).
//
// The printed URL is the embedded server's full connection string (a fixed local password), which
// scripts/lib/stack.mjs reads from the `ready` line and hands to Next. An external DATABASE_URL is
// printed with its password masked; stack.mjs passes the environment's own value on.
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@/embedded/postgres';
import { runMigrations } from '@/commerce/db/migrate';
import { scheduledTask } from '@/commerce/jobs/tasks';
import { installJobQueue } from '@/commerce/jobs/worker';
import { foundationSeedSteps, runSeed } from '@/demo-data/seed';
import { catalogSeedSteps } from '@/demo-data/catalog';
import { bookingsSeedStep } from '@/demo-data/bookings/seed';
import { bagSeedStep } from '@/demo-data/bag/seed';
import { perksSeedStep } from '@/demo-data/perks/seed';
import { editorSeedStep } from '@/demo-data/editor/seed';

const COMMANDS = ['setup', 'serve', 'migrate'] as const;
type Command = (typeof COMMANDS)[number];

interface Database {
  url: string;
  embedded?: EmbeddedPostgres;
}

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(args: string[]): Promise<void> {
  const command = args.find((a) => !a.startsWith('-')) as Command | undefined;
  const verbose = args.includes('--verbose');
  if (!command || !COMMANDS.includes(command)) {
    process.stderr.write(`usage: node --import tsx scripts/db.ts <${COMMANDS.join('|')}> [--verbose] [--no-seed]\n`);
    process.exit(2);
  }

  let db: Database | undefined;
  try {
    db = await openDatabase(verbose);
    await prepare(db.url, command, { seed: !args.includes('--no-seed') });
  } catch (err) {
    await fail(command, err, db);
  }
  if (!db) return; // unreachable: fail() exits

  if (command === 'serve') {
    await serve(db);
    return;
  }
  if (command === 'setup') say(`DATABASE_URL=${printable(db)}`);
  await db.embedded?.stop();
  process.exit(0);
}

/** DATABASE_URL when set, else the embedded server (started or reused). */
async function openDatabase(verbose: boolean): Promise<Database> {
  const external = process.env.DATABASE_URL;
  if (external) return { url: external };
  const embedded = await startEmbeddedPostgres({
    dataDir: process.env.EMBEDDED_PG_DIR || undefined,
    port: portFromEnv('EMBEDDED_PG_PORT'),
    // Our own progress lines always; the server's chatter only when asked for or when it complains.
    log: (line) => {
      if (verbose || !line.startsWith('postgres: ') || /\b(WARNING|ERROR|FATAL|PANIC):/.test(line)) say(line);
    },
  });
  return { url: embedded.url, embedded };
}

/** The URL for logs: an external server's password never reaches them. */
function printable(db: Database): string {
  if (db.embedded) return db.url;
  try {
    const url = new URL(db.url);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(DATABASE_URL)';
  }
}

async function prepare(url: string, command: Command, { seed }: { seed: boolean }): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined); // idle-client errors surface on the next query anyway
  try {
    const { applied } = await runMigrations(pool, { log: say });
    if (applied.length === 0) say('migrate: nothing to apply');
    // The reference data every database needs (the countries of config/countries, which accounts, stores and prices
    // refer to) is part of the release step too: on a production database that had only `migrate`, no account could
    // be made (the first editor's failed on the countries foreign key). Idempotent, and no demo content.
    await runSeed(pool, foundationSeedSteps, say);
    // The worker's job queue (pg-boss's own tables, schema pgboss): installed or upgraded here, never by a worker.
    await installJobQueue(url);
    // The demo: catalogue steps after the foundation ones (stores and prices refer to the countries table).
    if (command !== 'migrate' && seed) {
      await runSeed(pool, [...catalogSeedSteps, bagSeedStep, perksSeedStep, bookingsSeedStep, editorSeedStep], say);
      // The demo has no worker: the coming-soon reminders of products that opened while the store was down, and the
      // points and tier years that fell due, run now (rows of the worker's table, commerce/jobs/tasks.ts).
      for (const name of ['notify-subscribers', 'loyalty']) say(`${name}: ${await scheduledTask(name).run({ pool, now: new Date() })}`);
    }
  } finally {
    await pool.end();
  }
}

/** Keeps running until SIGINT/SIGTERM (or until the server dies), then stops what we started. */
async function serve(db: Database): Promise<void> {
  say(`ready DATABASE_URL=${printable(db)}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`db: ${signal} received, stopping`);
    try {
      await db.embedded?.stop();
      say('db: stopped');
      process.exit(0);
    } catch (err) {
      process.stderr.write(`db serve: could not stop the embedded server cleanly: ${(err as Error).message}\n`);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // If the server goes away under us (killed, crashed), say so and exit rather than pretend to serve.
  const pid = db.embedded?.pid;
  const watch = setInterval(() => {
    if (stopping || !pid) return;
    try {
      process.kill(pid, 0);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EPERM') return;
      clearInterval(watch);
      process.stderr.write(`db serve: the embedded PostgreSQL server (PID ${pid}) has exited\n`);
      process.exit(1);
    }
  }, 2000);

  // Without a server process of our own there is nothing keeping the event loop alive but `watch`.
  await new Promise<never>(() => undefined);
}

async function fail(command: Command, err: unknown, db: Database | undefined): Promise<never> {
  const message = (err instanceof Error ? err.message : String(err)).replace(/\s*\n\s*/g, ' ');
  process.stderr.write(`db ${command} failed: ${message}\n`);
  await db?.embedded?.stop().catch(() => undefined);
  process.exit(1);
}

function portFromEnv(name: string): number | undefined {
  const value = process.env[name];
  if (!value) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name}=${value} is not a TCP port`);
  return port;
}

void main(process.argv.slice(2)).catch((err) => {
  process.stderr.write(`db: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
