/**
 * Loaded into the store's server process (`node --import`, beside peer-address.mjs; see `startStack` and the
 * Dockerfile): a request whose head repeats a header line gets the `x-atelier-repeated-headers` header naming those
 * headers (lower case, comma-separated), replacing any value the client sent.
 *
 * Why: Node joins a repeated header (with ", "; a Cookie with "; ") or keeps the first of some (Host), and Next takes
 * its router headers (RSC, Next-Router-State-Tree, …) out of the request before the proxy runs, so the proxy cannot
 * tell two header lines from one — while a cache in front keys on the first line (nginx). With the names known the
 * proxy stores nowhere an answer to a request that repeats a header of a cache's key (lib/shared-cache.ts, issue 30).
 */
import { Server } from 'node:http';

export const REPEATED_HEADERS_HEADER = 'x-atelier-repeated-headers';
const marker = Symbol.for('atelier.repeatedHeaders');

/** The names (lower case, sorted) that stand more than once in a raw header list (`message.rawHeaders`). */
export function repeatedHeaderNames(rawHeaders) {
  const seen = new Set();
  const repeated = new Set();
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = String(rawHeaders[i]).toLowerCase();
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  repeated.delete(REPEATED_HEADERS_HEADER);
  return [...repeated].sort();
}

export function installRepeatedHeaders(proto = Server.prototype) {
  if (proto[marker]) return;
  const emit = proto.emit;
  proto.emit = function emitWithRepeatedHeaders(event, request, ...rest) {
    if (event === 'request' && request?.headers) {
      delete request.headers[REPEATED_HEADERS_HEADER];
      const repeated = repeatedHeaderNames(request.rawHeaders ?? []);
      if (repeated.length > 0) request.headers[REPEATED_HEADERS_HEADER] = repeated.join(', ');
    }
    return emit.call(this, event, request, ...rest);
  };
  proto[marker] = true;
}

installRepeatedHeaders();
