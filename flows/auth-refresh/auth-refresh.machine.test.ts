import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createActor, fromPromise } from 'xstate';
import { authRefreshMachine } from './auth-refresh.machine';
import { createRefreshLock } from './refresh-lock';
import { ApiError, createApiClient } from '@/lib/api-client/client';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

function actorWith(refresh: () => Promise<void>, hasSession = true) {
  return createActor(
    authRefreshMachine.provide({ actors: { refreshTokens: fromPromise(refresh) }, guards: { hasSession: () => hasSession } }),
  ).start();
}

const unauthorized = (actor: ReturnType<typeof actorWith>, startedAt = Date.now()) =>
  new Promise<boolean>((settle) => actor.send({ type: 'UNAUTHORIZED', startedAt, settle }));

describe('auth refresh machine (SPEC §4)', () => {
  it('runs one refresh for concurrent 401s; every waiter retries after it', async () => {
    const gate = deferred();
    let calls = 0;
    const actor = actorWith(() => ((calls += 1), gate.promise));
    const waiting = [unauthorized(actor), unauthorized(actor), unauthorized(actor)];
    expect(actor.getSnapshot().value).toBe('refreshing');
    gate.resolve();
    expect(await Promise.all(waiting)).toEqual([true, true, true]);
    expect(calls).toBe(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.refreshCount).toBe(1);
  });

  it('a refused refresh makes every waiter give up (the 401 surfaces)', async () => {
    const actor = actorWith(() => Promise.reject(new Error('refresh token revoked')));
    expect(await Promise.all([unauthorized(actor), unauthorized(actor)])).toEqual([false, false]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('without a session (no jwt-data cookie) nothing is refreshed', async () => {
    let calls = 0;
    const actor = actorWith(async () => void (calls += 1), false);
    expect(await unauthorized(actor)).toBe(false);
    expect(calls).toBe(0);
  });

  it('a 401 for a request sent before the last refresh retries without refreshing again', async () => {
    let calls = 0;
    const actor = actorWith(async () => void (calls += 1));
    const before = Date.now() - 1000;
    expect(await unauthorized(actor)).toBe(true);
    expect(await unauthorized(actor, before)).toBe(true);
    expect(calls).toBe(1);
  });
});

describe('refresh storm through the API client', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it('20 concurrent requests hitting 401 cause exactly one refresh call and all 20 succeed', async () => {
    let token = 'expired';
    let refreshCalls = 0;
    server = createServer((req, res) => {
      if (req.url?.startsWith('/api/web/v1/auth/token')) {
        refreshCalls += 1;
        setTimeout(() => {
          token = `fresh-${refreshCalls}`;
          res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        }, 50);
        return;
      }
      const ok = req.headers.authorization === `Bearer ${token}` && token !== 'expired';
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify(ok ? { name: 'Mei' } : { message: 'Authentication failed.' }));
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/web/v1`;
    // Stands in for the browser's cookie jar: every request carries the current token.
    const withToken: typeof fetch = (input, init) => fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), authorization: `Bearer ${token}` } });

    const lock = createRefreshLock({
      hasSession: () => true,
      refresh: async () => {
        const response = await withToken(`${base}/auth/token`, { method: 'POST', body: JSON.stringify({ grant_type: 'refresh_token', flow: 'client' }) });
        if (!response.ok) throw new Error('refresh refused');
      },
    });
    const client = createApiClient({ baseUrl: base, country: 'sg', language: 'en', fetch: withToken, onUnauthorized: lock.onUnauthorized });

    const results = await Promise.all(Array.from({ length: 20 }, () => client.get<{ name: string }>('account')));
    expect(results.every((r) => r.name === 'Mei')).toBe(true);
    expect(refreshCalls).toBe(1);
    lock.stop();
  });

  it('other errors are rethrown without a refresh', async () => {
    let refreshCalls = 0;
    server = createServer((_req, res) => res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"down"}'));
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/web/v1`;
    const lock = createRefreshLock({ hasSession: () => true, refresh: async () => void (refreshCalls += 1) });
    const client = createApiClient({ baseUrl: base, country: 'sg', language: 'en', onUnauthorized: lock.onUnauthorized });
    await expect(client.get('account')).rejects.toMatchObject({ status: 503 } satisfies Partial<ApiError>);
    expect(refreshCalls).toBe(0);
    lock.stop();
  });
});
