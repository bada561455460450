import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parserErrorAnswer } from './parser-errors.mjs';

let server: Server;
let port = 0;

beforeAll(async () => {
  // Importing the module installed the preload on node:http's Server, as `node --import` does in the store.
  server = createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends a request through node:http (no limit of its own on header size) and reads the whole answer. */
function send(path: string, headers: Record<string, string> = {}): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type']), body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Writes raw bytes to the server and reads what comes back until it closes. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('a request the HTTP parser refuses', () => {
  it('answers a 20 kB query and a 20 kB header with 431 and a JSON message', async () => {
    for (const answer of [await send(`/api/web/v1/search?q=${'x'.repeat(20_000)}`), await send('/', { 'x-long': 'y'.repeat(20_000) })]) {
      expect(answer.status).toBe(431);
      expect(answer.contentType).toBe('application/json; charset=utf-8');
      expect(JSON.parse(answer.body)).toEqual({ message: parserErrorAnswer('HPE_HEADER_OVERFLOW').message });
    }
    expect(parserErrorAnswer('HPE_HEADER_OVERFLOW').message).toMatch(/too large \(at most 16 kB together\)/);
  });

  it('answers bytes that are not HTTP with 400 and a JSON message, and leaves good requests alone', async () => {
    const answer = await raw('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message: parserErrorAnswer('HPE_INVALID_HEADER_TOKEN').message });
    expect(await send('/fine')).toMatchObject({ status: 200, body: 'ok' });
  });

  it("keeps a server's own clientError answer", async () => {
    const own = createServer((_q, r) => r.end());
    own.on('clientError', (_error, socket) => socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\nown'));
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect((own.address() as AddressInfo).port, '127.0.0.1', () => socket.write('NOT HTTP\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    await new Promise<void>((resolve) => own.close(() => resolve()));
    expect(answer.endsWith('own')).toBe(true);
  });
});
