// A Redis outage never hangs a request (docs/reliability/faults.md, "Redis"): every call of the two Redis cache
// handlers passes this guard. A probe connection (one per process) tells whether Redis answers; while it does not, a
// read is a miss and a write is skipped at once, without asking the library (whose readiness wait is 30 s). Every
// call is bounded by REDIS_COMMAND_TIMEOUT_MS, and a circuit (cockatiel) opens after consecutive failures, so a
// Redis that accepts connections but does not answer costs one timeout per few seconds, not one per request.
// The outage is logged once: the first failure, a summary per interval (scripts/lib/logger.mjs), a "recovered" line.
import { circuitBreaker, ConsecutiveBreaker, handleAll } from 'cockatiel';
import { createClient } from 'redis';

export const REDIS_FAILURE = 'redis';
/** After this many consecutive failed or timed-out calls the circuit opens; it tries one call again after HALF_OPEN_AFTER_MS. */
export const CONSECUTIVE_FAILURES = 3;
export const HALF_OPEN_AFTER_MS = 5_000;

export class RedisUnavailableError extends Error {
  constructor(message = 'Redis is not connected') {
    super(message);
    this.name = 'RedisUnavailableError';
  }
}

export function commandTimeoutMs() {
  const value = Number(process.env.REDIS_COMMAND_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : 500;
}

/** Socket options of the cache clients: a bounded connect, and reconnects backing off to 2 s (the library's own: 0.5 s). */
export function redisSocketOptions() {
  return { connectTimeout: Math.max(2_000, commandTimeoutMs() * 4), reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) };
}

const logging = () => globalThis[Symbol.for('atelier.logging')];
/** Runs `fn` outside the request being served (scripts/lib/logger.mjs): a connection outlives the request that opened it. */
export const detached = (fn) => {
  const context = globalThis[Symbol.for('atelier.requestContext')];
  return context ? context.exit(fn) : fn();
};

function reportFailure(error) {
  const write = () => detached(() => {
    const logger = logging()?.logger;
    const message = 'Redis unavailable: cache reads are misses and pages render without the shared cache';
    if (logger) logger.error({ failure: REDIS_FAILURE, err: error }, message);
    else console.error(JSON.stringify({ level: 'error', msg: message, error: String(error?.message ?? error) }));
  });
  const collapser = logging()?.collapser;
  if (collapser) collapser.failure(REDIS_FAILURE, write);
  else if (!reportFailure.reported) {
    reportFailure.reported = true;
    write();
  }
}

function reportRecovery() {
  reportFailure.reported = false;
  detached(() => logging()?.collapser.recovered(REDIS_FAILURE));
}

/** The process's probe connection to `url` (its state gates the guard). */
function probeFor(url) {
  const probes = (globalThis[Symbol.for('atelier.redisProbes')] ??= new Map());
  const probe = probes.get(url);
  if (probe) return probe;
  return detached(() => {
    const made = openProbe(url);
    probes.set(url, made);
    return made;
  });
}

function openProbe(url) {
  const client = createClient({ url, disableOfflineQueue: true, pingInterval: 5_000, socket: redisSocketOptions() });
  client.on('error', reportFailure);
  client.on('ready', reportRecovery);
  client.connect().catch(reportFailure);
  return { isReady: () => client.isReady, client };
}

function withTimeout(operation, ms) {
  let timer;
  return Promise.race([
    Promise.resolve().then(operation),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new RedisUnavailableError(`Redis did not answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * A guard: `run(operation, fallback)` answers the operation's result, or `fallback` when Redis is not connected,
 * the call failed, took longer than the timeout, or the circuit is open; `{ rethrow: true }` throws instead of
 * falling back (tag expiry, whose caller must know it was not recorded). `isReady` replaces the probe (tests).
 */
export function createRedisGuard({ url, timeoutMs = commandTimeoutMs(), isReady = url && process.env.NEXT_PHASE !== 'phase-production-build' ? probeFor(url).isReady : () => true } = {}) {
  const breaker = circuitBreaker(handleAll, { halfOpenAfter: HALF_OPEN_AFTER_MS, breaker: new ConsecutiveBreaker(CONSECUTIVE_FAILURES) });
  breaker.onReset(() => reportRecovery());
  return {
    breaker,
    async run(operation, fallback, { rethrow = false } = {}) {
      // Not connected: the probe has reported it; nothing to wait for.
      if (!isReady()) {
        if (rethrow) throw new RedisUnavailableError();
        return fallback;
      }
      try {
        return await breaker.execute(() => withTimeout(operation, timeoutMs));
      } catch (error) {
        reportFailure(error);
        if (rethrow) throw error;
        return fallback;
      }
    },
  };
}
