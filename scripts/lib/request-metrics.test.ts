import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createMetrics, installRequestMetrics, methodLabel, routeLabel, routeTable, startMetricsServer, UNMATCHED, type Metrics } from './request-metrics.mjs';
import { countOrder, countRateLimited, METRICS_KEY, watchPoolWaits } from '@/lib/metrics';

// Two routes as Next's routes manifest has them (a static page, a dynamic one).
const table = () =>
  routeTable({
    staticRoutes: [{ page: '/api/health' }, { page: '/' }],
    dynamicRoutes: [
      { page: '/[country]/[lang]/[flags]/products/[slug]', regex: '^/([^/]+?)/([^/]+?)/([^/]+?)/products/([^/]+?)(?:/)?$' },
      { page: '/au/en/[flags]/beauty-pass', regex: '^/au/en/([^/]+?)/beauty\\-pass(?:/)?$' },
      { page: '/[country]/[lang]/[flags]', regex: '^/([^/]+?)/([^/]+?)/([^/]+?)(?:/)?$' },
      { page: '/api/web/v1/cart', regex: '^/api/web/v1/cart(?:/)?$' },
    ],
  });

describe('route labels: the pattern, never the raw path', () => {
  it('names a dynamic page by its pattern, whatever its values and query', () => {
    const t = table();
    // A shop page by its public address (the proxy rewrites it under /{country}/{lang}/{flags}) or its internal one.
    expect(routeLabel('/products/rose-serum?utm=1', t)).toBe('/products/[slug]');
    expect(routeLabel('/products/another/', t)).toBe('/products/[slug]');
    expect(routeLabel('/sg/en/default/products/another', t)).toBe('/products/[slug]');
    expect(routeLabel('/api/health', t)).toBe('/api/health');
    expect(routeLabel('/api/health/', t)).toBe('/api/health');
    expect(routeLabel('/', t)).toBe('/');
    expect(routeLabel('/api/web/v1/cart', t)).toBe('/api/web/v1/cart');
    // A page built per country is one label in every country.
    expect(routeLabel('/au/en/default/beauty-pass', t)).toBe('/beauty-pass');
  });

  it('puts every path no route serves under one label, so scanners cannot grow the label set', () => {
    const t = table();
    const labels = new Set(Array.from({ length: 500 }, (_, i) => routeLabel(`/wp-admin/x/y/${i}.php`, t)));
    expect([...labels]).toEqual([UNMATCHED]);
    expect(routeLabel('http://evil.example/x', t)).toBe(UNMATCHED);
    // The memo of looked-up paths is bounded too.
    for (let i = 0; i < 6000; i += 1) routeLabel(`/scan/a/b/c/${i}`, t);
    expect(t.memo.size).toBeLessThanOrEqual(5000);
  });

  it("labels Next's assets by kind and odd methods as OTHER", () => {
    const t = table();
    expect(routeLabel('/_next/static/chunks/abc123.js', t)).toBe('/_next/static');
    expect(routeLabel('/_next/image?url=%2Fa.png&w=64', t)).toBe('/_next/image');
    expect(routeLabel('/_next/whatever/1', t)).toBe('/_next/other');
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('BREW')).toBe('OTHER');
  });
});

describe('the metrics endpoint and the request counter', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) await new Promise((resolve) => s.close(resolve));
    delete (globalThis as Record<symbol, unknown>)[METRICS_KEY];
  });
  const listen = async (server: Server) => {
    servers.push(server);
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  it('counts each answer under its route and status, and serves them on the metrics port only', async () => {
    const metrics: Metrics = createMetrics({ defaults: false });
    // A server class of its own, so the wrapper does not touch node:http's prototype in this test process.
    class StoreServer extends (createServer().constructor as typeof Server) {}
    installRequestMetrics(metrics, { server: StoreServer.prototype, table: table() });
    const store = new StoreServer((request, response) => {
      response.statusCode = request.url?.startsWith('/api/health') ? 200 : 404;
      response.end('x');
    });
    const storeBase = await listen(store);
    for (const path of ['/api/health', '/api/health?x=1', '/products/a', '/nope/x/y/z']) await (await fetch(storeBase + path)).text();

    const metricsServer = startMetricsServer(metrics, { port: 0, readiness: false });
    await new Promise((resolve) => metricsServer.once('listening', resolve));
    const metricsBase = await listen(metricsServer);
    expect((await fetch(`${metricsBase}/`)).status).toBe(404);
    const response = await fetch(`${metricsBase}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('atelier_http_requests_total{method="GET",route="/api/health",status="200"} 2');
    expect(text).toContain('atelier_http_requests_total{method="GET",route="/products/[slug]",status="404"} 1');
    expect(text).toContain(`atelier_http_requests_total{method="GET",route="${UNMATCHED}",status="404"} 1`);
    expect(text).toMatch(/atelier_http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} 2/);
    // The scrapes themselves are not counted as store requests.
    expect(text).not.toContain('route="/metrics"');
    expect(text).toContain('atelier_job_runs{job="loyalty"} 0');
    expect(text).toContain('atelier_metrics_database_up 0'); // no DATABASE_URL in this test
  });

  it("counts the app's events into the process's registry, and does nothing without one", () => {
    countRateLimited('orders_per_address'); // no registry: nothing happens, nothing throws
    const metrics = createMetrics({ defaults: false });
    (globalThis as Record<symbol, unknown>)[METRICS_KEY] = metrics;
    countRateLimited('orders_per_address');
    countRateLimited('orders_per_address');
    countOrder('placed');
    return Promise.all([metrics.rateLimited.get(), metrics.orders.get()]).then(([limited, orders]) => {
      expect(limited.values).toEqual([{ labels: { limit: 'orders_per_address' }, value: 2 }]);
      expect(orders.values.find((v) => v.labels.outcome === 'placed')?.value).toBe(1);
    });
  });

  it('times waits for a pool connection, callback and promise forms alike', async () => {
    const metrics = createMetrics({ defaults: false });
    (globalThis as Record<symbol, unknown>)[METRICS_KEY] = metrics;
    const client = { release() {} };
    const pool = {
      connect(callback?: (error: Error | undefined, c: unknown, done: () => void) => void) {
        if (callback) return void setTimeout(() => callback(undefined, client, () => undefined), 20);
        return new Promise((resolve) => setTimeout(() => resolve(client), 20));
      },
    };
    watchPoolWaits(pool as never);
    watchPoolWaits(pool as never); // once per pool
    await (pool as { connect(): Promise<unknown> }).connect();
    await new Promise((resolve) => (pool as unknown as { connect(cb: () => void): void }).connect(() => resolve(undefined)));
    const histogram = await metrics.poolAcquire.get();
    expect(histogram.values.find((v) => v.metricName === 'atelier_db_pool_acquire_seconds_count')?.value).toBe(2);
    expect(histogram.values.find((v) => v.metricName === 'atelier_db_pool_acquire_seconds_sum')?.value).toBeGreaterThan(0.03);
  });
});
