import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS, installOutageStatus } from './outage-status.mjs';
import { markRequestContentUnavailable } from '@/lib/content-outage';

installOutageStatus();

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    // The content layer marks the request somewhere down an async chain, as a page render does.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (path.startsWith('/marked')) markRequestContentUnavailable();
    const status = path.endsWith('/ok') ? 200 : 500;
    response.statusCode = status;
    response.setHeader('cache-control', 's-maxage=3600');
    response.end(status === 200 ? 'page' : 'error view');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a page the content source failed answers 503 (scripts/lib/outage-status.mjs)', () => {
  it('turns the 500 of a marked request into 503 with Retry-After, never cached', async () => {
    const response = await fetch(`${base}/marked`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('error view');
  });

  it('leaves a 500 of our own a 500, and a marked request that still answered 200 a 200', async () => {
    expect((await fetch(`${base}/unmarked`)).status).toBe(500);
    const served = await fetch(`${base}/marked/ok`);
    expect(served.status).toBe(200);
    expect(served.headers.get('retry-after')).toBeNull();
  });

  it('keeps each request’s mark to itself when they run at once', async () => {
    const answers = await Promise.all(['/marked', '/unmarked', '/marked', '/unmarked'].map((path) => fetch(base + path).then((r) => r.status)));
    expect(answers).toEqual([503, 500, 503, 500]);
  });
});
