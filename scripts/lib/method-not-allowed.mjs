/**
 * Loaded into the store's server process (`node --import`, see `serverNodeOptions` and the Dockerfile), beside
 * `response-buffers.mjs`: an API address asked with a method it does not serve answers 405 with a readable message
 * and the JSON content type every other API answer has, instead of Next's empty 405 (issue 20: every 4xx has a
 * readable message; the fuzzer found it when `products/./reviews` was normalised onto the GET-only
 * `products/{slug}`).
 *
 * Why here: Next answers a method a route file does not export itself, with an empty body, before any code of the
 * store runs (`autoImplementMethods`), and a route file cannot name a fallback for the others.
 */
import { ServerResponse } from 'node:http';

const marker = Symbol.for('atelier.methodNotAllowed');

/** The message of the answer (English, as the API's other transport-level messages). */
export function methodNotAllowedMessage(method) {
  return `This address does not accept ${String(method ?? 'this method').slice(0, 16)} requests.`;
}

const pending = Symbol('atelier.methodNotAllowed.pending');
const isEmpty = (chunk) => chunk == null || typeof chunk === 'function' || chunk.length === 0;

export function installMethodNotAllowed(proto = ServerResponse.prototype) {
  if (proto[marker]) return;
  const { writeHead, end } = proto;
  // Next sends the head of its empty 405 before ending it (chunked): the content type is set as the head goes out,
  // and the message written when the empty body ends.
  proto.writeHead = function writeHeadWithMessage(statusCode, ...rest) {
    if (statusCode === 405 && !this.hasHeader('content-type') && this.req?.url?.startsWith('/api/')) {
      this.setHeader('content-type', 'application/json; charset=utf-8');
      this.removeHeader('content-length');
      this[pending] = true;
    }
    return writeHead.call(this, statusCode, ...rest);
  };
  proto.end = function endWithMessage(chunk, encoding, callback) {
    if (this.statusCode === 405 && !this.headersSent && !this.hasHeader('content-type') && this.req?.url?.startsWith('/api/')) {
      this.setHeader('content-type', 'application/json; charset=utf-8');
      this.removeHeader('content-length');
      this[pending] = true;
    }
    if (this[pending] && isEmpty(chunk)) {
      this[pending] = false;
      const done = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback;
      return end.call(this, JSON.stringify({ message: methodNotAllowedMessage(this.req.method) }), 'utf8', done);
    }
    return end.call(this, chunk, encoding, callback);
  };
  proto[marker] = true;
}

installMethodNotAllowed();
