// The `'use cache'` handler (`cacheHandlers.default` and `.remote` in next.config.ts): cached data scopes and
// their tags' expiry, shared by every instance through Redis. A tag expired on one instance is published to
// the others (the library's synced tag map), so each serves fresh data on its next request. Every call is bounded
// (redis-guard.mjs): with Redis down a read is a miss, a write is skipped and no tag is known expired.
import { getRedisCacheComponentsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { createRedisGuard, detached } from './redis-guard.mjs';
import { redisHandlerOptions } from './redis-options.mjs';
import { countCacheLookup } from './cache-metrics.mjs';

let handler;
let guard;
const shared = () => {
  if (!handler) {
    const options = redisHandlerOptions();
    // Its connections outlive the request that first asks: their lines carry no request id.
    handler = detached(() => getRedisCacheComponentsHandler(options));
    guard = createRedisGuard({ url: options.redisUrl });
  }
  return handler;
};

const useCacheHandler = {
  get: async (...args) => {
    shared();
    const entry = await guard.run(() => handler.get(...args), undefined);
    countCacheLookup('use-cache', 'redis', entry);
    return entry;
  },
  set: (...args) => (shared(), guard.run(() => handler.set(...args), undefined)),
  refreshTags: (...args) => (shared(), guard.run(() => handler.refreshTags(...args), undefined)),
  getExpiration: (...args) => (shared(), guard.run(() => handler.getExpiration(...args), 0)),
  updateTags: (...args) => (shared(), guard.run(() => handler.updateTags(...args), undefined, { rethrow: true })),
};

export default useCacheHandler;
