// Next's route/ISR cache (`cacheHandler` in next.config.ts): rendered pages and route answers, shared by every
// instance through Redis. The kept library does the work; this file passes the store's options and gives the pages it
// holds and writes their inline-script policy (inline-script-policy.mjs).
import CachedHandler from '@trieb.work/nextjs-turbo-redis-cache';
import { withInlineScriptPolicy } from './inline-script-policy.mjs';
import { redisHandlerOptions } from './redis-options.mjs';
import { countCacheLookup } from './cache-metrics.mjs';

export default class AtelierIncrementalCache extends withInlineScriptPolicy(CachedHandler) {
  constructor(options) {
    super({ ...options, ...redisHandlerOptions() });
  }
  async get(...args) {
    const entry = await super.get(...args);
    countCacheLookup('pages', 'redis', entry);
    return entry;
  }
}
