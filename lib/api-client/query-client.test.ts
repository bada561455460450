// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiClient } from './client';
import { QUERY_STALE_TIME_MS, createQueryClient } from './query-client';
import { retryDelay, shouldRetryQuery } from './retry';

let server: Server;
let api: ApiClient;
const hits = new Map<string, number>();

beforeAll(async () => {
  // `/status/<code>` answers with that status; `/flaky` fails twice with 503 and then succeeds.
  server = createServer((req, res) => {
    const url = req.url ?? '';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    req.resume();
    req.on('end', () => {
      const match = /\/status\/(\d{3})$/.exec(url);
      const flakyOk = url.endsWith('/flaky') && (hits.get(url) ?? 0) > 2;
      const status = match ? Number(match[1]) : flakyOk ? 200 : 503;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status === 200 ? { ok: true } : { message: `failed with ${status}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  api = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api/web/v1`, country: 'sg', language: 'en' });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let queryClient: QueryClient;

function withoutDelay(client: QueryClient): QueryClient {
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return client;
}

beforeEach(() => {
  hits.clear();
  queryClient = withoutDelay(createQueryClient());
});

afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
});

const hitsOn = (suffix: string) => [...hits].find(([url]) => url.endsWith(suffix))?.[1] ?? 0;

describe('createQueryClient defaults', () => {
  it('uses a 5 minute stale time and the shared retry policy', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(QUERY_STALE_TIME_MS).toBe(300_000);
    expect(queries?.staleTime).toBe(QUERY_STALE_TIME_MS);
    expect(queries?.retry).toBe(shouldRetryQuery);
    expect(queries?.retryDelay).toBe(retryDelay);
    expect(mutations?.retry).toBe(false);
  });

  it('retries a 503 query 3 times, then errors', async () => {
    const error = await queryClient
      .fetchQuery({ queryKey: ['s503'], queryFn: () => api.get('status/503') })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503 });
    expect(hitsOn('/status/503')).toBe(4);
    expect(queryClient.getQueryState(['s503'])).toMatchObject({ status: 'error', fetchFailureCount: 4 });
  });

  it('recovers when a retry succeeds', async () => {
    await expect(queryClient.fetchQuery({ queryKey: ['flaky'], queryFn: () => api.get('flaky') })).resolves.toEqual({
      ok: true,
    });
    expect(hitsOn('/flaky')).toBe(3);
  });

  it.each([404, 400, 401, 422])('does not retry a %i query', async (status) => {
    await expect(
      queryClient.fetchQuery({ queryKey: ['s', status], queryFn: () => api.get(`status/${status}`) }),
    ).rejects.toMatchObject({ status });
    expect(hitsOn(`/status/${status}`)).toBe(1);
  });

  it('never retries a mutation, even on a retryable status', async () => {
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => api.post('status/503', { sku: 'A1' }),
    });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ status: 503 });
    expect(hitsOn('/status/503')).toBe(1);
  });

  it('waits 1 s, 2 s and 4 s between retries with the default delay', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(new ApiError(503, null)));
    const result = client.fetchQuery({ queryKey: ['timed'], queryFn }).catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toMatchObject({ status: 503 });
    client.clear();
  });
});
