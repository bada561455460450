/**
 * Loaded into the store's server process (`node --import`, see `serverNodeOptions` and the Dockerfile), beside the
 * other preloads: a request Node's HTTP parser refuses before any route runs answers with a short JSON message, not
 * with Node's bare status line (issue 30: a 20 kB query got `431` with an empty body; every answer has a readable
 * message). Node answers these itself — the request line and headers larger than `maxHeaderSize` (16 kB) with 431,
 * anything it cannot parse with 400, a request that took too long to arrive with 408 — and Next never sees them.
 *
 * How: Node asks the server's `clientError` listeners first and writes its own answer only when there is none (Next's
 * server adds none). For a server without a listener of its own, this answers as Node would (same statuses, only
 * when nothing of a response was sent yet, then the connection is closed), with a body that says what to change.
 * A server that listens to `clientError` itself keeps its own answer.
 */
import { Server, STATUS_CODES } from 'node:http';

const marker = Symbol.for('atelier.parserErrors');

/** Status and message for a parser error's code (Node's `HPE_*` codes, `ERR_HTTP_REQUEST_TIMEOUT`). */
export function parserErrorAnswer(code) {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'The request\u2019s address and headers are too large (at most 16 kB together). Shorten the query string or send fewer or smaller cookies.' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: 'The request body\u2019s chunk extensions are too large.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive. Please send it again.' };
    default:
      return { status: 400, message: 'The request could not be read: it is not well-formed HTTP.' };
  }
}

/** The whole HTTP answer (status line, headers, JSON body) written to the socket. */
export function parserErrorResponse(code) {
  const { status, message } = parserErrorAnswer(code);
  const body = Buffer.from(JSON.stringify({ message }), 'utf8');
  const head =
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${body.length}\r\n` +
    'Cache-Control: no-store\r\n' +
    'X-Content-Type-Options: nosniff\r\n' +
    'Connection: close\r\n\r\n';
  return Buffer.concat([Buffer.from(head, 'ascii'), body]);
}

function answerClientError(error, socket) {
  // As Node's own answer: only on a socket still open for writing where no response has begun (a client that reset
  // the connection gets nothing), then the connection ends.
  if (error?.code !== 'ECONNRESET' && socket.writable && (!socket._httpMessage || !socket._httpMessage._headerSent)) {
    socket.write(parserErrorResponse(error?.code));
  }
  socket.destroy(error);
}

export function installParserErrors(proto = Server.prototype) {
  if (proto[marker]) return;
  const emit = proto.emit;
  proto.emit = function emitWithParserAnswer(event, ...args) {
    if (event === 'clientError' && this.listenerCount('clientError') === 0) {
      answerClientError(args[0], args[1]);
      return true;
    }
    return emit.call(this, event, ...args);
  };
  proto[marker] = true;
}

installParserErrors();
