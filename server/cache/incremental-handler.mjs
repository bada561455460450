// Next's route/ISR cache (`cacheHandler` in next.config.ts): rendered pages and route answers, shared by every
// instance through Redis. The kept library does the work; this file only passes the store's options.
import CachedHandler from '@trieb.work/nextjs-turbo-redis-cache';
import { redisHandlerOptions } from './redis-options.mjs';

export default class AtelierIncrementalCache extends CachedHandler {
  constructor(options) {
    super({ ...options, ...redisHandlerOptions() });
  }
}
