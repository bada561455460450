import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_UNAVAILABLE_DIGEST, isContentUnavailable } from '@/lib/content-outage';
import { ContentUnavailableError, HALF_OPEN_AFTER_MS, contentSourceHealth, isSourceOutage, readContent } from './source';

/** A stand-in content source whose behaviour the test switches: answer, hang, or answer with a status. */
function fakeSource() {
  let mode: 'answer' | 'hang' | number = 'answer';
  let hits = 0;
  const server: Server = createServer((request, response) => {
    hits += 1;
    if (mode === 'hang') return; // never answers
    if (typeof mode === 'number') {
      response.writeHead(mode, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ sys: { id: mode === 404 ? 'NotFound' : 'ServerError' }, message: 'nope' }));
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ sys: { type: 'Array' }, total: 0, skip: 0, limit: 1, items: [] }));
  });
  return {
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`127.0.0.1:${(server.address() as AddressInfo).port}`))),
    set: (next: typeof mode) => {
      mode = next;
    },
    hits: () => hits,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

const servers: ReturnType<typeof fakeSource>[] = [];
async function sourceAt(timeoutMs = 300) {
  const source = fakeSource();
  servers.push(source);
  process.env.CONTENT_HOST = await source.listen();
  process.env.CONTENT_TIMEOUT_MS = String(timeoutMs);
  return source;
}
const entries = () => readContent((client) => client.getEntries({ limit: 1 }));

afterEach(async () => {
  delete process.env.CONTENT_HOST;
  delete process.env.CONTENT_TIMEOUT_MS;
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('isSourceOutage: what counts as the source being down', () => {
  it('no answer, a 5xx or a 429 is an outage; a 4xx answer is not', () => {
    expect(isSourceOutage(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isSourceOutage(Object.assign(new Error('timeout of 2000ms exceeded'), { code: 'ECONNABORTED' }))).toBe(true);
    expect(isSourceOutage(Object.assign(new Error(JSON.stringify({ status: 503 })), { name: '503 Service Unavailable' }))).toBe(true);
    expect(isSourceOutage(Object.assign(new Error(JSON.stringify({ status: 429 })), { name: 'RateLimitExceeded' }))).toBe(true);
    expect(isSourceOutage(Object.assign(new Error(JSON.stringify({ status: 404 })), { name: 'NotFound' }))).toBe(false);
    expect(isSourceOutage(Object.assign(new Error(JSON.stringify({ status: 400 })), { name: 'InvalidQuery' }))).toBe(false);
    expect(isSourceOutage('a string')).toBe(false);
  });
});

describe('readContent: a failing source fails fast and recovers by itself (issue 20)', () => {
  it('a hung source fails the read within the timeout, as ContentUnavailable with the outage digest', async () => {
    const source = await sourceAt(300);
    source.set('hang');
    const started = Date.now();
    const error = await entries().catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(error).toBeInstanceOf(ContentUnavailableError);
    expect((error as ContentUnavailableError).digest).toBe(CONTENT_UNAVAILABLE_DIGEST);
    expect(isContentUnavailable(error)).toBe(true);
  });

  it('while the circuit is open, reads fail at once without asking the source; a trial read closes it again', async () => {
    const source = await sourceAt();
    source.set(503);
    await expect(entries()).rejects.toThrow(ContentUnavailableError);
    const asked = source.hits();
    const started = Date.now();
    await expect(entries()).rejects.toThrow(/has not answered since/);
    expect(Date.now() - started).toBeLessThan(50);
    expect(source.hits()).toBe(asked);
    expect((await contentSourceHealth()).circuit).toBe('open');

    source.set('answer');
    await new Promise((resolve) => setTimeout(resolve, HALF_OPEN_AFTER_MS + 100));
    await expect(entries()).resolves.toMatchObject({ items: [] });
    expect(await contentSourceHealth()).toEqual({ ok: true, circuit: 'closed' });
  }, 10_000);

  it('an answer such as a 404 is the caller’s error: passed on as it is, and the circuit stays closed', async () => {
    const source = await sourceAt();
    source.set(404);
    const error = await entries().catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ContentUnavailableError);
    expect((error as Error).name).toBe('NotFound');
    source.set('answer');
    await expect(entries()).resolves.toMatchObject({ items: [] });
  });

  it('health reports the outage and since when', async () => {
    const source = await sourceAt();
    source.set(500);
    const health = await contentSourceHealth();
    expect(health).toMatchObject({ ok: false, circuit: 'open' });
    expect(health.message).toMatch(/^Content source unavailable/);
    expect(Date.parse(health.downSince ?? '')).toBeGreaterThan(Date.now() - 5_000);
  });
});
