// Options shared by the two Redis cache handlers (the route/ISR `cacheHandler` and the `'use cache'`
// `cacheHandlers`), read from the environment when Next first loads a handler. Plain JavaScript: Next loads
// these files by path, outside the app's bundles. See docs/architecture.md ("Scale-out: shared caches").

import { redisSocketOptions } from './redis-guard.mjs';

/** The Redis URL, or undefined when the store runs with Next's own in-process caches. */
export function redisUrl() {
  return process.env.REDIS_URL || undefined;
}

/**
 * The handler library's options. The database number comes from the URL's path (`redis://host:6379/2`), 0 by
 * default (the library would otherwise pick 1 outside Vercel). Keys are prefixed by `REDIS_KEY_PREFIX`, else
 * by the build's id, so the instances of one build share entries and a new build starts empty.
 */
export function redisHandlerOptions() {
  const url = redisUrl() ?? 'redis://127.0.0.1:6379';
  const database = Number(new URL(url).pathname.replace(/^\//, '') || 0);
  // Key-space events only prune the library's in-memory tag map early; its periodic resync does it too. A
  // managed Redis often forbids CONFIG GET, so the check is skipped unless the operator asks for it.
  process.env.SKIP_KEYSPACE_CONFIG_CHECK ??= 'true';
  return {
    redisUrl: url,
    database: Number.isInteger(database) ? database : 0,
    ...(process.env.REDIS_KEY_PREFIX ? { keyPrefix: process.env.REDIS_KEY_PREFIX } : {}),
    // A bounded connect and reconnects that back off (redis-guard.mjs), not one attempt per 0.5 s during an outage.
    socketOptions: redisSocketOptions(),
  };
}
