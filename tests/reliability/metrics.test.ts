/**
 * Prometheus metrics (issue 32; docs/deploy.md, "Metrics"): the production build of the store with METRICS_PORT set,
 * scraped every second by Debian's real Prometheus on 127.0.0.1. Requests sent to the store — answers of a route, a
 * 404 of a product page that does not exist, a 429 of the password-reset limit — must rise the store's counters by
 * exactly what was sent, as Prometheus's query API reads them. The store's public port does not serve the metrics.
 * The shipped alert rules pass `promtool check rules`, and the example scrape configuration `promtool check config`.
 */
import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELIABILITY_PORTS } from './fault-stack';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { ensureBuilt, root, startContent, startDatabase, startService, startWeb } from '@/scripts/lib/stack.mjs';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { ensureDebianPackages } from '@/scripts/lib/debian-packages.mjs';

const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
const port = RELIABILITY_PORTS.port + 9;
const metricsPort = 9464 + offset;
const prometheusPort = 9090 + offset;
const base = `http://127.0.0.1:${port}`;
const prometheus = `http://127.0.0.1:${prometheusPort}`;

const missing: string[] = ensureDebianPackages([{ program: 'prometheus', pkg: 'prometheus' }, { program: 'promtool', pkg: 'prometheus' }], "Debian's Prometheus for the metrics tests");
if (missing.length > 0) console.warn(`metrics.test.ts: skipped, ${missing.join(' ')} is not installed`);

interface Service { stop: () => Promise<void>; env: Record<string, string> }
const started: Service[] = [];
let dataDir = '';

/** One instant query through Prometheus's HTTP API: the summed value, 0 when no series matches. */
async function query(expr: string): Promise<number> {
  const response = await fetch(`${prometheus}/api/v1/query?query=${encodeURIComponent(expr)}`, { signal: AbortSignal.timeout(10_000) });
  const body = (await response.json()) as { status: string; data: { result: { value: [number, string] }[] } };
  expect(body.status).toBe('success');
  return body.data.result.reduce((sum, series) => sum + Number(series.value[1]), 0);
}

/** Waits until `expr` reads `wanted` in Prometheus (a scrape a second), or returns the last value read after 30 s. */
async function queryUntil(expr: string, wanted: number): Promise<number> {
  const deadline = Date.now() + 30_000;
  let value = await query(expr);
  while (value !== wanted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await query(expr);
  }
  return value;
}

/** POST of a JSON body from the loopback address `from`; resolves with the answer's status. */
function postFrom(from: string, path: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'x-site-country': 'SG' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The time of the last scrape of the store, as Prometheus records it. */
const lastScrape = async () => {
  const response = await fetch(`${prometheus}/api/v1/targets`, { signal: AbortSignal.timeout(10_000) });
  const body = (await response.json()) as { data: { activeTargets: { health: string; lastScrape: string }[] } };
  const target = body.data.activeTargets[0];
  return target?.health === 'up' ? Date.parse(target.lastScrape) : 0;
};

/** Waits for a scrape that began after now: what Prometheus reads afterwards includes everything answered before. */
async function nextScrape(): Promise<void> {
  const after = Date.now();
  const deadline = after + 30_000;
  while ((await lastScrape()) <= after) {
    if (Date.now() > deadline) throw new Error('Prometheus did not scrape the store within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  if (missing.length > 0) return;
  const content: Service = await startContent({ ...RELIABILITY_PORTS, webPort: port, reseedContent: true, log: false });
  started.push(content);
  const db: Service = await startDatabase({ ...RELIABILITY_PORTS, log: false });
  started.push(db);
  ensureBuilt({ env: { ...content.env, ...db.env }, anyData: true });
  // No exempt address: the loopback client meets the limits as a shopper would.
  started.push(await startWeb({ port, env: { ...content.env, ...db.env, METRICS_PORT: String(metricsPort) }, name: 'web-metrics' }));
  dataDir = mkdtempSync(join(tmpdir(), 'atelier-prometheus-'));
  writeFileSync(
    join(dataDir, 'prometheus.yml'),
    ['global:', '  scrape_interval: 1s', 'scrape_configs:', '  - job_name: atelier', '    scrape_timeout: 1s', '    static_configs:', `      - targets: ['127.0.0.1:${metricsPort}']`, ''].join('\n'),
  );
  started.push(
    await startService('prometheus', 'prometheus', [`--config.file=${join(dataDir, 'prometheus.yml')}`, `--storage.tsdb.path=${join(dataDir, 'data')}`, `--web.listen-address=127.0.0.1:${prometheusPort}`], {
      ready: /Server is ready to receive web requests/,
      timeoutMs: 60_000,
    }),
  );
  await nextScrape();
});

afterAll(async () => {
  for (const service of started.reverse()) await service.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(missing.length > 0)("the store's metrics, scraped by Prometheus", () => {
  it('counts the requests sent to a route, a 404 and a 429 under their route patterns, as Prometheus reads them', async () => {
    const health = 'atelier_http_requests_total{route="/api/health",status="200"}';
    const missingProduct = 'atelier_http_requests_total{route="/products/[slug]",status="404"}';
    const limited = 'atelier_http_requests_total{route="/api/web/v1/auth/password-reset",status="429"}';
    const limitCounter = 'atelier_rate_limited_total{limit="reset-email"}';
    await nextScrape();
    const before = { health: await query(health), missingProduct: await query(missingProduct), limited: await query(limited), limit: await query(limitCounter) };

    for (let i = 0; i < 5; i += 1) expect((await fetch(`${base}/api/health`)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${base}/products/no-such-product-${i}`)).status).toBe(404);
    // reset-email allows 3 requests an hour for one e-mail: the 4th and 5th are 429. Sent from a loopback address of
    // their own, so the per-address limit (10 in 10 minutes) of an earlier run on the same database is not met.
    const email = `metrics-${Date.now()}@example.com`;
    const from = `127.0.${1 + Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push(await postFrom(from, '/api/web/v1/auth/password-reset', { email }));
    expect(statuses).toEqual([202, 202, 202, 429, 429]);

    expect(await queryUntil(health, before.health + 5)).toBe(before.health + 5);
    expect(await queryUntil(missingProduct, before.missingProduct + 3)).toBe(before.missingProduct + 3);
    expect(await queryUntil(limited, before.limited + 2)).toBe(before.limited + 2);
    expect(await queryUntil(limitCounter, before.limit + 2)).toBe(before.limit + 2);
    // The latency histogram counted the same answers.
    expect(await query('sum(atelier_http_request_duration_seconds_count{route="/api/health"})')).toBeGreaterThanOrEqual(before.health + 5);
  });

  it('reads the pool, the readiness, the outbox and the job runs at scrape time', async () => {
    await nextScrape();
    expect(await query('atelier_ready')).toBe(1);
    expect(await query('atelier_metrics_database_up')).toBe(1);
    expect(await query('atelier_db_pool_max_connections')).toBeGreaterThan(0);
    expect(await query('atelier_db_pool_connections')).toBeGreaterThan(0);
    expect(await query('count(atelier_job_runs)')).toBeGreaterThanOrEqual(2);
    // A raw path never becomes a label: every series' route is one of the build's patterns.
    const response = await fetch(`${prometheus}/api/v1/label/route/values`);
    const routes = ((await response.json()) as { data: string[] }).data;
    expect(routes.some((route) => route.includes('no-such-product'))).toBe(false);
  });

  it('does not serve the metrics on the public port', async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('atelier_http_requests_total');
  });
});

describe.skipIf(missing.length > 0)('the shipped Prometheus files', () => {
  it('promtool accepts the alert rules and the example configuration', () => {
    const dir = join(root, 'deploy/prometheus');
    const rules = readdirSync(dir).filter((file) => file.endsWith('.yml')).map((file) => join(dir, file));
    expect(rules.length).toBeGreaterThan(0);
    const checked = spawnSync('promtool', ['check', 'rules', ...rules], { encoding: 'utf8' });
    expect(checked.status, checked.stdout + checked.stderr).toBe(0);
    expect(checked.stdout).toMatch(/SUCCESS: 6 rules found/);
    const config = spawnSync('promtool', ['check', 'config', join(dir, 'prometheus.example.yaml')], { encoding: 'utf8' });
    expect(config.status, config.stdout + config.stderr).toBe(0);
  });
});
