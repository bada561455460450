// Next's route/ISR cache (`cacheHandler` in next.config.ts): rendered pages and route answers, shared by every
// instance through Redis. The kept library does the work; this file passes the store's options, gives the pages it
// holds and writes their inline-script policy (inline-script-policy.mjs), and bounds every call (redis-guard.mjs):
// with Redis down a read is a miss and a write is skipped, at once.
import CachedHandler from '@trieb.work/nextjs-turbo-redis-cache';
import { withInlineScriptPolicy } from './inline-script-policy.mjs';
import { createRedisGuard } from './redis-guard.mjs';
import { redisHandlerOptions } from './redis-options.mjs';
import { countCacheLookup } from './cache-metrics.mjs';

let guard;

class GuardedHandler extends CachedHandler {
  constructor(options) {
    const own = redisHandlerOptions();
    super({ ...options, ...own });
    guard ??= createRedisGuard({ url: own.redisUrl });
  }

  get(...args) {
    return guard.run(() => super.get(...args), null);
  }

  set(...args) {
    return guard.run(() => super.set(...args), undefined);
  }

  revalidateTag(...args) {
    return guard.run(() => super.revalidateTag(...args), undefined, { rethrow: true });
  }
  async get(...args) {
    const entry = await super.get(...args);
    countCacheLookup('pages', 'redis', entry);
    return entry;
  }
}

export default class AtelierIncrementalCache extends withInlineScriptPolicy(GuardedHandler) {}
