// Cache hits and misses into the process's Prometheus metrics (issue 32): the registry the server preload
// scripts/lib/metrics.mjs keeps on globalThis (lib/metrics.ts). Plain JavaScript: Next loads the cache handlers by
// path, outside the app's bundles. Without the preload (or with METRICS_PORT unset) nothing is counted.
const METRICS_KEY = Symbol.for('atelier.metrics');

/** One look-up of `cache` (`pages`: Next's route cache; `use-cache`) in `store` (`redis`, `file-system`). */
export function countCacheLookup(cache, store, entry) {
  globalThis[METRICS_KEY]?.cache.inc({ cache, store, result: entry == null ? 'miss' : 'hit' });
}
