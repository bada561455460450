// Next's route/ISR cache without Redis (`cacheHandler` in next.config.ts): Next's own file-system cache, which also
// gives the pages it holds and writes their inline-script policy (inline-script-policy.mjs).
import { createRequire } from 'node:module';
import { withInlineScriptPolicy } from './inline-script-policy.mjs';
import { countCacheLookup } from './cache-metrics.mjs';

const require = createRequire(import.meta.url);
const { default: FileSystemCache } = require('next/dist/server/lib/incremental-cache/file-system-cache.js');

export default class AtelierFileSystemCache extends withInlineScriptPolicy(FileSystemCache) {
  async get(...args) {
    const entry = await super.get(...args);
    countCacheLookup('pages', 'file-system', entry);
    return entry;
  }
}
