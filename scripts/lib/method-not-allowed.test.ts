import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methodNotAllowedMessage } from './method-not-allowed.mjs';

let server: Server;
let base = '';

beforeAll(async () => {
  // Importing the module installed the preload on node:http's ServerResponse, as `node --import` does in the store.
  server = createServer((request, response) => {
    if (request.url === '/api/own-message' || request.url === '/own-message') {
      response.writeHead(405, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ message: 'Route says no.' }));
    }
    response.statusCode = request.url?.endsWith('/ok') ? 200 : 405;
    // As Next sends its empty 405: the head first (chunked), then an empty end.
    response.flushHeaders();
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('an API address asked with a method it does not serve', () => {
  it('answers 405 in JSON with a message naming the method', async () => {
    const answer = await fetch(`${base}/api/web/v1/products/reviews`, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await answer.json()).toEqual({ message: methodNotAllowedMessage('POST') });
    expect(methodNotAllowedMessage('POST')).toBe('This address does not accept POST requests.');
  });

  it("keeps a route's own 405 message, and leaves pages and other statuses alone", async () => {
    expect(await (await fetch(`${base}/api/own-message`, { method: 'DELETE' })).json()).toEqual({ message: 'Route says no.' });
    const page = await fetch(`${base}/own-message-page`, { method: 'PUT' });
    expect([page.status, page.headers.get('content-type'), await page.text()]).toEqual([405, null, '']);
    const fine = await fetch(`${base}/api/ok`);
    expect([fine.status, await fine.text()]).toEqual([200, '']);
  });
});
