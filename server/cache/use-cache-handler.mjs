// The `'use cache'` handler (`cacheHandlers.default` and `.remote` in next.config.ts): cached data scopes and
// their tags' expiry, shared by every instance through Redis. A tag expired on one instance is published to
// the others (the library's synced tag map), so each serves fresh data on its next request.
import { getRedisCacheComponentsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { redisHandlerOptions } from './redis-options.mjs';

let handler;
const shared = () => (handler ??= getRedisCacheComponentsHandler(redisHandlerOptions()));

const useCacheHandler = {
  get: (...args) => shared().get(...args),
  set: (...args) => shared().set(...args),
  refreshTags: (...args) => shared().refreshTags(...args),
  getExpiration: (...args) => shared().getExpiration(...args),
  updateTags: (...args) => shared().updateTags(...args),
};

export default useCacheHandler;
