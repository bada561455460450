// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, NetworkError, ResponseValidationError, createApiClient } from './client';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type Handler = (req: Recorded, res: ServerResponse) => void;

let server: Server;
let origin: string;
let requests: Recorded[];
let handler: Handler;

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

beforeEach(() => {
  requests = [];
  handler = (_req, res) => json(res, 200, { ok: true });
});

function client(overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({ baseUrl: `${origin}/api/web/v1`, country: 'th', language: 'th', ...overrides });
}

describe('createApiClient against a local server', () => {
  it('sends the standard headers, the path under the base URL and the query', async () => {
    const result = await client().get('cart/bag/', { query: { page: 2, ids: ['a', 'b'], skip: undefined } });

    expect(result).toEqual({ ok: true });
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req.method).toBe('GET');
    expect(req.url).toBe('/api/web/v1/cart/bag/?page=2&ids=a,b');
    expect(req.headers).toMatchObject({
      'content-type': 'application/json',
      'x-platform': 'web',
      'x-app-platform': 'web_desktop',
      'x-app-version': '1.0.0',
      'x-swa': 'web',
      'accept-language': 'th-TH',
      'x-site-country': 'th',
    });
    expect(req.headers['idempotency-key']).toBeUndefined();
  });

  it('joins paths with or without a leading slash', async () => {
    await client({ baseUrl: `${origin}/api/web/v1/` }).get('/brands/');
    expect(requests[0].url).toBe('/api/web/v1/brands/');
  });

  it('sends JSON bodies for writes and lets per-request headers override', async () => {
    const api = client({ country: 'HK', language: 'zh' });
    await api.post('cart/line-items/', { sku: 'A1', qty: 2 }, { headers: { authorization: 'Bearer t' } });
    await api.put('wishlist/', { ids: [1] });
    await api.patch('cart/line-items/7', { qty: 1 });
    await api.delete('cart/discount-coupon/', { body: { code: 'X' } });

    expect(requests.map((r) => [r.method, r.body])).toEqual([
      ['POST', '{"sku":"A1","qty":2}'],
      ['PUT', '{"ids":[1]}'],
      ['PATCH', '{"qty":1}'],
      ['DELETE', '{"code":"X"}'],
    ]);
    expect(requests[0].headers.authorization).toBe('Bearer t');
    expect(requests[0].headers['accept-language']).toBe('zh-HK');
    expect(requests[0].headers['x-site-country']).toBe('hk');
    // Every request says its body is JSON (the API answers any other type 415), whatever its own headers say.
    expect(requests.map((r) => r.headers['content-type'])).toEqual(Array(4).fill('application/json'));
  });

  it('keeps Content-Type application/json when a caller or the client options name another', async () => {
    await client({ headers: { 'Content-Type': 'text/plain' } }).put('wishlist/', { ids: [1] }, { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(requests[0].headers['content-type']).toBe('application/json');
  });

  it('sets Idempotency-Key on post when asked', async () => {
    await client().post('orders', { cart: 1 }, { idempotencyKey: 'order-123' });
    expect(requests[0].headers['idempotency-key']).toBe('order-123');
  });

  it('surfaces the server message of a 4xx in ApiError', async () => {
    handler = (_req, res) => json(res, 422, { message: 'Sorry, the promotion is invalid.', code: 'PROMO' });
    const error = await client().post('cart/discount-coupon/', { code: 'nope' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Sorry, the promotion is invalid.',
      body: { message: 'Sorry, the promotion is invalid.', code: 'PROMO' },
    });
  });

  it('falls back to "HTTP <status>" without a message', async () => {
    handler = (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>nope</h1>');
    };
    const error = await client().get('layouts/').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message: 'HTTP 404', body: '<h1>nope</h1>' });
  });

  it('does not retry a 500 by itself', async () => {
    handler = (_req, res) => json(res, 500, { message: 'boom' });
    await expect(client().get('cart/')).rejects.toMatchObject({ status: 500, message: 'boom' });
    expect(requests).toHaveLength(1);
  });

  it('returns undefined for 204', async () => {
    handler = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    await expect(client().delete('sessions')).resolves.toBeUndefined();
  });

  describe('401 handling', () => {
    it('calls onUnauthorized once, then repeats the request once', async () => {
      let calls = 0;
      handler = (_req, res) => (++calls === 1 ? json(res, 401, { message: 'expired' }) : json(res, 200, { id: 1 }));
      const onUnauthorized = vi.fn(async () => true);

      await expect(client({ onUnauthorized }).post('rewards/', { id: 9 })).resolves.toEqual({ id: 1 });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(requests).toHaveLength(2);
      expect(requests[1].body).toBe('{"id":9}');
      expect(requests[1].headers['x-site-country']).toBe('th');
    });

    it('throws a second 401 after a refresh without refreshing again', async () => {
      handler = (_req, res) => json(res, 401, { message: 'Authentication failed.' });
      const onUnauthorized = vi.fn(async () => true);

      const error = await client({ onUnauthorized }).get('account').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, message: 'Authentication failed.' });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(requests).toHaveLength(2);
    });

    it('throws the 401 without repeating when the refresh fails', async () => {
      handler = (_req, res) => json(res, 401, { message: 'expired' });
      const onUnauthorized = vi.fn(async () => false);

      await expect(client({ onUnauthorized }).get('account')).rejects.toMatchObject({ status: 401, message: 'expired' });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(requests).toHaveLength(1);
    });

    it('keeps the refresh error as the cause when onUnauthorized rejects', async () => {
      handler = (_req, res) => json(res, 401, {});
      const refreshFailure = new Error('refresh down');
      const error = await client({ onUnauthorized: () => Promise.reject(refreshFailure) })
        .get('account')
        .catch((e: unknown) => e);

      expect(error).toMatchObject({ status: 401, message: 'HTTP 401', cause: refreshFailure });
      expect(requests).toHaveLength(1);
    });

    it('throws the 401 when no hook is given, or the call opts out', async () => {
      handler = (_req, res) => json(res, 401, {});
      await expect(client().get('account')).rejects.toMatchObject({ status: 401 });

      const onUnauthorized = vi.fn(async () => true);
      await expect(
        client({ onUnauthorized }).post('auth/token', {}, { refreshOnUnauthorized: false }),
      ).rejects.toMatchObject({ status: 401 });
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(requests).toHaveLength(2);
    });
  });

  describe('schemas', () => {
    const Count = z.object({ count: z.number().int() });

    it('returns the validated data', async () => {
      handler = (_req, res) => json(res, 200, { count: 3, extra: 'dropped' });
      await expect(client().get('cart/items-count/', { schema: Count })).resolves.toEqual({ count: 3 });
    });

    it('throws a status-0 ApiError with a readable message on mismatch', async () => {
      handler = (_req, res) => json(res, 200, { count: 'three' });
      const error = await client().get('cart/items-count/', { schema: Count }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toBeInstanceOf(ResponseValidationError);
      const apiError = error as ApiError;
      expect(apiError.status).toBe(0);
      expect(apiError.body).toEqual({ count: 'three' });
      expect(apiError.message).toContain('GET');
      expect(apiError.message).toContain('/cart/items-count/');
      expect(apiError.message).toMatch(/count/);
      expect(apiError.message).toMatch(/expected number/i);
    });

    it('reports a non-JSON success body as a status-0 error', async () => {
      handler = (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('not json');
      };
      await expect(client().get('brands/')).rejects.toMatchObject({ status: 0, body: 'not json' });
    });
  });

  it('wraps connection failures in NetworkError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const error = await client({ baseUrl: `http://127.0.0.1:${port}/api/web/v1` })
      .get('brands/')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ status: 0 });
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it('passes aborts through untouched', async () => {
    handler = () => {
      /* never answers; the abort ends the request */
    };
    const controller = new AbortController();
    const pending = client().get('brands/', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('createApiClient with an injected fetch', () => {
  it('defaults to /api/web/v1 and credentials include', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"a":1}', { status: 200 }));
    const api = createApiClient({ country: 'id', language: 'id', fetch: fetchMock });

    await expect(api.get('brands/')).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/web/v1/brands/');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('accept-language')).toBe('id-ID');
  });
});
