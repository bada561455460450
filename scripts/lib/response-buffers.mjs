/**
 * Loaded into the store's server process (`node --import`, see `startStack`): a response body given to
 * `res.end()` as a long string goes out as a Buffer instead.
 *
 * Why: Next answers a page from its full-route cache with `res.end(html)`, a JavaScript string. Node then
 * joins the response head and that body into ONE string before encoding it, on every request. Past 65,536
 * characters the joined string is a large-object allocation in V8, and our pages are two-byte strings (Thai,
 * Chinese, and curly quotes or dashes in English), so a page just over that size costs about twice one just
 * under it (docs/performance.md, "What a cached page costs to send"). Handed a Buffer, Node writes the head
 * and the body separately and the step is gone. Short bodies keep Node's own path, which is fastest for them.
 */
import { ServerResponse } from 'node:http';

/** Bodies at least this long (in UTF-16 units) are sent as Buffers: the head (~1,100) plus this nears 64 Ki. */
export const BUFFER_FROM_CHARS = 60_000;

const marker = Symbol.for('atelier.responseBuffers');

export function installResponseBuffers(proto = ServerResponse.prototype) {
  if (proto[marker]) return;
  const end = proto.end;
  proto.end = function endWithBuffer(chunk, encoding, callback) {
    if (typeof chunk === 'string' && chunk.length >= BUFFER_FROM_CHARS) {
      const body = Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
      return end.call(this, body, typeof encoding === 'function' ? encoding : callback);
    }
    return end.call(this, chunk, encoding, callback);
  };
  proto[marker] = true;
}

installResponseBuffers();
