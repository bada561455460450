/**
 * Loaded into the store's server process (`node --import`, see `serverNodeOptions` and the Dockerfile), beside the
 * other preloads: every request gets a request id — the `X-Request-Id` nginx sends (`$request_id`) when it has the
 * bounded format below, else a new one — which is answered in the response's `X-Request-Id` and kept in an
 * AsyncLocalStorage record, so every log line written while the request is served carries it (logger.mjs).
 *
 * In production (`NODE_ENV=production`) the console goes through the same logger too: Next's own lines ("Ready in",
 * a page's error) and libraries' (the Redis client, the cache handler) become JSON lines with the request id,
 * redacted, and a failure that repeats writes one line, then a summary per interval.
 */
import { randomUUID } from 'node:crypto';
import { Server } from 'node:http';
import { installProcessLogging, requestContext } from './logger.mjs';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An id from the proxy in front: letters, digits and `._:-`, 8 to 128 characters (nginx's is 32 hex digits). */
export const REQUEST_ID_FORMAT = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

const installed = Symbol.for('atelier.requestLog.installed');

/** The id a request is served under: a valid incoming one (the first, when repeated), else a new UUID. */
export function requestIdOf(headerValue) {
  const value = Array.isArray(headerValue) ? headerValue[0] : headerValue;
  return typeof value === 'string' && REQUEST_ID_FORMAT.test(value) ? value : randomUUID();
}

export function installRequestIds(server = Server.prototype) {
  if (server[installed]) return;
  server[installed] = true;
  const emit = server.emit;
  server.emit = function emitWithRequestId(event, request, response, ...rest) {
    if (event !== 'request' || !response) return emit.call(this, event, request, response, ...rest);
    const requestId = requestIdOf(request.headers[REQUEST_ID_HEADER]);
    request.headers[REQUEST_ID_HEADER] = requestId;
    if (!response.headersSent) response.setHeader(REQUEST_ID_HEADER, requestId);
    return requestContext.run({ requestId }, () => emit.call(this, event, request, response, ...rest));
  };
}

installProcessLogging({ console: process.env.NODE_ENV === 'production' });
installRequestIds();
