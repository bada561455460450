import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPEATED_HEADERS_HEADER, repeatedHeaderNames } from './repeated-headers.mjs';

let server: Server;
let port = 0;

beforeAll(async () => {
  // Importing the module installed the preload on node:http's Server, as `node --import` does in the store.
  server = createServer((request, response) => response.end(String(request.headers[REPEATED_HEADERS_HEADER] ?? '')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What the handler saw for a request with these raw header lines (Node's raw header array: name, value, …; a Host first). */
const seen = (headers: string[]) => new Promise<string>((resolve, reject) => {
  const req = httpRequest({ host: '127.0.0.1', port, headers: ['host', `127.0.0.1:${port}`, ...headers] }, (res) => {
    let body = '';
    res.on('data', (chunk) => (body += chunk));
    res.on('end', () => resolve(body));
  });
  req.on('error', reject);
  req.end();
});

describe('the repeated-headers preload (issue 30)', () => {
  it('names the headers a request repeats, whatever their case, and a client cannot choose the list', async () => {
    expect(await seen(['RSC', '1', 'rsc', '1', 'x-site-country', 'th', 'X-Site-Country', 'sg', 'accept', '*/*'])).toBe('rsc, x-site-country');
    expect(await seen(['cookie', 'locale=SG', 'cookie', 'locale=TH'])).toBe('cookie');
    expect(await seen([REPEATED_HEADERS_HEADER, 'nothing', 'x-site-country', 'th'])).toBe('');
    expect(await seen([REPEATED_HEADERS_HEADER, 'a', REPEATED_HEADERS_HEADER, 'b'])).toBe('');
  });

  it('reads a raw header list', () => {
    expect(repeatedHeaderNames(['Host', 'a', 'host', 'b', 'Next-Router-Prefetch', '1'])).toEqual(['host']);
    expect(repeatedHeaderNames([])).toEqual([]);
  });
});
