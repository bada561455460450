// The one connection pool of the process. Every commerce service talks to PostgreSQL through it;
// the URL comes from DATABASE_URL alone (the embedded server or an external one; the code cannot tell).
import pg from 'pg';
import pRetry from 'p-retry';
import { CommitUnconfirmedError, isDatabaseUnavailable, isRetryableConflict } from './errors';
import { markRolledBack, noteCommit } from './commit-outcome';
import { watchPoolWaits } from '@/lib/metrics';

const DEFAULT_POOL_MAX = 10;

/**
 * Connections per instance: DATABASE_POOL_MAX (1–100), else 10. With N instances the database sees up to
 * N × this many (docs/deploy.md); a value that is not a whole number in range is refused at start-up.
 */
export function poolMax(value = process.env.DATABASE_POOL_MAX): number {
  if (value === undefined || value === '') return DEFAULT_POOL_MAX;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1 || max > 100) throw new Error(`DATABASE_POOL_MAX must be a whole number from 1 to 100, not "${value}"`);
  return max;
}

interface PoolHolder {
  url: string;
  pool: pg.Pool;
}

// Next.js dev re-evaluates modules on every hot reload; keeping the pool on globalThis under a
// registered symbol means a reload reuses it instead of leaking ten more connections each time.
const POOL_KEY = Symbol.for('atelier.commerce.db.pool');
type GlobalWithPool = typeof globalThis & { [POOL_KEY]?: PoolHolder };
const store = globalThis as GlobalWithPool;

/**
 * How long a request waits for a connection (a new one, or a busy pool's next free one) before it fails as
 * "database unavailable" (503, try again) instead of hanging while the server is overloaded. A server that is down
 * refuses at once; the wait is for a slow one. Generous: the build's prerendering queues many queries on each
 * worker's pool (5 s failed a build on a busy machine).
 */
export const CONNECT_TIMEOUT_MS = 30_000;

/**
 * A connection the server ends (restart, shutdown, network) makes its client emit 'error'. An idle client's
 * goes to the pool's 'error' event (the pool discards it); a checked-out client's has no listener of the
 * pool's, and an 'error' event without a listener ends the process. Every client gets one of its own when it
 * connects, so a dying connection fails only the query on it (which rejects as usual) and never the store.
 */
export function keepConnectionErrorsFromCrashing(pool: pg.Pool): void {
  pool.on('error', (err) => {
    console.error(`db: idle connection error: ${err.message}`);
  });
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      console.error(`db: connection error: ${err.message}`);
    });
  });
}

/** The process-wide pool for DATABASE_URL, created on first use. */
export function getPool(): pg.Pool {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error('DATABASE_URL is not set; start the store with npm start, which starts the embedded database');
  }
  const held = store[POOL_KEY];
  if (held && held.url === url) return held.pool;
  if (held) {
    // DATABASE_URL changed under a running process (only plausible in dev): retire the old pool.
    void held.pool.end().catch(() => undefined);
  }
  const pool = new pg.Pool({ connectionString: url, max: poolMax(), connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  keepConnectionErrorsFromCrashing(pool);
  watchPoolWaits(pool); // the acquire-wait histogram (lib/metrics.ts); the pool's gauges are read at scrape time
  store[POOL_KEY] = { url, pool };
  return pool;
}

/** Ends the process-wide pool (if any); the next getPool() creates a new one. */
export async function closePool(): Promise<void> {
  const held = store[POOL_KEY];
  if (!held) return;
  delete store[POOL_KEY];
  await held.pool.end();
}

/** How many times a transaction that hit a deadlock or a serialization failure is run again. */
export const TRANSACTION_RETRIES = 3;

/**
 * Runs fn inside BEGIN … COMMIT on one client; rolls back when fn throws (and rethrows its error, marked as rolled
 * back: `commit-outcome.ts`). A connection lost once COMMIT was sent rejects with `CommitUnconfirmedError`: the
 * transaction may have committed, and the request's answer must say so (issue 30). A COMMIT that went through is
 * noted in the request's record. The client is always released; a client whose ROLLBACK or COMMIT failed is
 * destroyed rather than reused.
 * A deadlock (40P01) or serialization failure (40001) rolled the whole transaction back, so it is run again
 * from the start, up to TRANSACTION_RETRIES times after a short random pause (`p-retry`); fn must therefore
 * do nothing but database work on `client` (every caller's does). Any other error is rethrown at once.
 */
export async function withTransaction<T>(fn: (client: pg.PoolClient) => Promise<T>, pool: pg.Pool = getPool()): Promise<T> {
  return pRetry(() => transactionOnce(fn, pool), {
    retries: TRANSACTION_RETRIES,
    minTimeout: 10,
    maxTimeout: 150,
    randomize: true,
    shouldRetry: ({ error }) => isRetryableConflict(error),
    onFailedAttempt: ({ error, attemptNumber }) => {
      if (isRetryableConflict(error)) console.warn(`db: transaction attempt ${attemptNumber} ended by ${(error as { code?: string }).code} (${error.message}); running it again`);
    },
  });
}

async function transactionOnce<T>(fn: (client: pg.PoolClient) => Promise<T>, pool: pg.Pool): Promise<T> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (err) {
    markRolledBack(err); // never connected: nothing was sent
    throw err;
  }
  let broken: Error | undefined;
  try {
    let result: T;
    try {
      await client.query('BEGIN');
      result = await fn(client);
    } catch (err) {
      // Before COMMIT: the transaction is rolled back (by ROLLBACK, or by the server when the connection is gone).
      markRolledBack(err);
      try {
        await client.query('ROLLBACK');
      } catch (rollbackErr) {
        broken = rollbackErr instanceof Error ? rollbackErr : new Error(String(rollbackErr));
      }
      throw err;
    }
    try {
      await client.query('COMMIT');
    } catch (err) {
      // The server refused the COMMIT (a deferred rule, a serialization failure): rolled back, and said so. The
      // connection lost once COMMIT was sent: the server may have committed before it went, and nobody can say.
      if (!isDatabaseUnavailable(err)) {
        markRolledBack(err);
        throw err;
      }
      broken = err instanceof Error ? err : new Error(String(err));
      throw new CommitUnconfirmedError(err);
    }
    noteCommit();
    return result;
  } finally {
    client.release(broken);
  }
}
