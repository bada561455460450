/**
 * The app's side of the process's Prometheus metrics (issue 32). The server preload `scripts/lib/metrics.mjs` keeps
 * the one registry of the process on globalThis under this key (Next bundles each route handler on its own, so a
 * module-level registry would be one per bundle); these functions count into it. Without the preload or with
 * METRICS_PORT unset (development server, unit tests) they do nothing. prom-client is not imported here: the app's
 * bundles only call the metric objects the preload made.
 */
import type pg from 'pg';

export const METRICS_KEY = Symbol.for('atelier.metrics');

interface Counting { inc(labels?: Record<string, string>, value?: number): void }
interface Observing { observe(value: number): void }
interface ProcessMetrics {
  rateLimited: Counting;
  orders: Counting;
  payments: Counting;
  poolAcquire: Observing;
}

function metrics(): ProcessMetrics | undefined {
  return (globalThis as Record<symbol, ProcessMetrics | undefined>)[METRICS_KEY];
}

/** A request answered 429 under `limit` (commerce/limits). */
export function countRateLimited(limit: string): void {
  metrics()?.rateLimited.inc({ limit });
}

/** A checkout: placed, refused (a 4xx the shopper can mend) or failed (an error of the store or its database). */
export function countOrder(outcome: 'placed' | 'refused' | 'failed'): void {
  metrics()?.orders.inc({ outcome });
}

/** A payment entered `state` (counted after its transaction committed). */
export function countPaymentState(state: string): void {
  metrics()?.payments.inc({ state });
}

const WATCHED = Symbol.for('atelier.metrics.poolWatched');

/**
 * Times every wait of `pool` for a connection (`pool.connect`, which `pool.query` uses too) into the acquire-wait
 * histogram. Once per pool; the histogram is looked up at each wait, so a pool made before the metrics still counts.
 */
export function watchPoolWaits(pool: pg.Pool): void {
  const marked = pool as pg.Pool & { [WATCHED]?: boolean };
  if (marked[WATCHED]) return;
  marked[WATCHED] = true;
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => Promise<pg.PoolClient> | undefined;
  (pool as unknown as { connect: typeof connect }).connect = function connectTimed(callback?: (...args: unknown[]) => void) {
    const started = performance.now();
    const observe = () => metrics()?.poolAcquire.observe((performance.now() - started) / 1000);
    if (typeof callback === 'function') {
      return connect((...args: unknown[]) => {
        observe();
        callback(...args);
      });
    }
    const waiting = connect() as Promise<pg.PoolClient>;
    waiting.then(observe, observe);
    return waiting;
  };
}
