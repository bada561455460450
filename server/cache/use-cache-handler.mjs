// The `'use cache'` handler (`cacheHandlers.default` and `.remote` in next.config.ts): cached data scopes and
// their tags' expiry, shared by every instance through Redis. A tag expired on one instance is published to
// the others (the library's synced tag map), so each serves fresh data on its next request.
import { getRedisCacheComponentsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { redisHandlerOptions } from './redis-options.mjs';
import { countCacheLookup } from './cache-metrics.mjs';

let handler;
const shared = () => (handler ??= getRedisCacheComponentsHandler(redisHandlerOptions()));

const useCacheHandler = {
  get: async (...args) => {
    const entry = await shared().get(...args);
    countCacheLookup('use-cache', 'redis', entry);
    return entry;
  },
  set: (...args) => shared().set(...args),
  refreshTags: (...args) => shared().refreshTags(...args),
  getExpiration: (...args) => shared().getExpiration(...args),
  updateTags: (...args) => shared().updateTags(...args),
};

export default useCacheHandler;
