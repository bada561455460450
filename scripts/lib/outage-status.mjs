/**
 * Loaded into the store's server process (`node --import`, see `startStack` and the Dockerfile), beside
 * `response-buffers.mjs`: a page that failed because the content source did not answer is sent with 503 and
 * `Retry-After` instead of Next's 500 (issue 20, docs/reliability/faults.md).
 *
 * Why here: Next sets 500 for any error a page throws (it knows statuses only for `notFound()`, `forbidden()` and
 * `unauthorized()`), and a page cannot set its own status. So every request runs in an AsyncLocalStorage record,
 * shared with the app through a global key (`lib/content-outage.ts`); the content layer marks the record when the
 * source fails a read, and the response's head is rewritten from 500 to 503 for a marked request only. An error of
 * our own in the same request stays a 500.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Server, ServerResponse } from 'node:http';

export const REQUEST_FAULTS_KEY = Symbol.for('atelier.requestFaults');
/** What a 503 tells clients and caches: try again after this many seconds (the content circuit's trial is sooner). */
export const RETRY_AFTER_SECONDS = 5;

const recordOf = Symbol('atelier.requestFaults.record');

export function installOutageStatus(server = Server.prototype, response = ServerResponse.prototype) {
  if (server[REQUEST_FAULTS_KEY]) return server[REQUEST_FAULTS_KEY];
  const faults = globalThis[REQUEST_FAULTS_KEY] ?? new AsyncLocalStorage();
  globalThis[REQUEST_FAULTS_KEY] = faults;
  const emit = server.emit;
  server.emit = function emitInFaultRecord(event, request, res, ...rest) {
    if (event !== 'request' || !res) return emit.call(this, event, request, res, ...rest);
    const record = { contentUnavailable: false };
    res[recordOf] = record;
    return faults.run(record, () => emit.call(this, event, request, res, ...rest));
  };
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadForOutage(statusCode, ...rest) {
    if (statusCode === 500 && this[recordOf]?.contentUnavailable) {
      statusCode = 503;
      this.statusCode = 503;
      this.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
      this.setHeader('cache-control', 'no-store');
    }
    return writeHead.call(this, statusCode, ...rest);
  };
  server[REQUEST_FAULTS_KEY] = faults;
  return faults;
}

installOutageStatus();
