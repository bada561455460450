import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from './peer-address.mjs';

let server: Server;
let port = 0;

beforeAll(async () => {
  // Importing the module installed the preload on node:http's Server, as `node --import` does in the store.
  server = createServer((request, response) => response.end(String(request.headers[PEER_ADDRESS_HEADER])));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The peer address the handler saw, for a request sent from `localAddress` with the given headers. */
const seenFrom = (localAddress: string, headers: Record<string, string> = {}) => new Promise<string>((resolve, reject) => {
  const req = httpRequest({ host: '127.0.0.1', port, localAddress, headers }, (res) => {
    let body = '';
    res.on('data', (chunk) => (body += chunk));
    res.on('end', () => resolve(body));
  });
  req.on('error', reject);
  req.end();
});

describe('the peer-address preload', () => {
  it('tells the handler the TCP peer, and a client cannot choose it by sending the header itself', async () => {
    expect(await seenFrom('127.0.0.3')).toBe('127.0.0.3');
    expect(await seenFrom('127.0.0.4', { [PEER_ADDRESS_HEADER]: '198.51.100.1', 'x-forwarded-for': '198.51.100.1' })).toBe('127.0.0.4');
  });
});
