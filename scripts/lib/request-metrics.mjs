/**
 * The store's Prometheus metrics (issue 32), one registry per process (prom-client). The server preload
 * `metrics.mjs` creates it and keeps it on globalThis under `METRICS_KEY`, so every part of the process — the
 * request wrapper here, the app's route handlers (Next bundles each separately: `lib/metrics.ts` finds the same
 * metrics through the key), the cache handlers Next loads by path — counts into the same metrics.
 *
 * - Requests: every answer of the node:http server is counted and timed under its route *pattern* from the build's
 *   routes manifest (`/[country]/[lang]/products/[slug]`), never the raw path, so a scanner cannot grow the label set.
 * - The database pool's gauges are read from the pool when Prometheus scrapes; the outbox and the job runs (jobs run
 *   as separate commands that exit before any scrape) are read from PostgreSQL at scrape time, bounded by a timeout.
 * - The endpoint is served on its own port (`METRICS_PORT`, off unless set; `METRICS_HOST`, default 127.0.0.1), never
 *   on the store's public one: docs/architecture.md ("Operations: metrics").
 */
import { readFileSync } from 'node:fs';
import { createServer, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import client from 'prom-client';

export const METRICS_KEY = Symbol.for('atelier.metrics');
/** The process's connection pool holder (commerce/db/pool.ts). */
const POOL_KEY = Symbol.for('atelier.commerce.db.pool');
/** Set on the metrics server itself: its scrapes are not store requests. */
const NOT_COUNTED = Symbol.for('atelier.metrics.notCounted');

/** The scheduled jobs there are (commerce/jobs/tasks.ts; a unit test holds the two equal): exposed with 0 before their first run. */
export const KNOWN_JOBS = ['deliver-outbox', 'purge-spent-links', 'loyalty', 'notify-subscribers', 'clean-up'];
/** A claimed run that failed, or has no finish time this long after its claim, is a failed run (the jobs take seconds). */
export const JOB_FAILED_AFTER_SECONDS = 3600;
/** How long a scrape waits for PostgreSQL (the outbox and job figures) before it answers without them. */
export const SCRAPE_DATABASE_TIMEOUT_MS = 2000;
/** How long a scrape waits for the instance's own readiness answer. */
export const SCRAPE_READINESS_TIMEOUT_MS = 2000;

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The label of a path no route of the build serves (404s, scanners). */
export const UNMATCHED = '(unmatched)';
const ROUTE_MEMO_LIMIT = 5000;

/** The build's routes (Next's routes manifest): static pages by exact path, dynamic ones by their regex. */
export function routeTable(manifest) {
  const statics = new Map();
  for (const route of manifest?.staticRoutes ?? []) statics.set(route.page, publicPattern(route.page));
  const dynamics = (manifest?.dynamicRoutes ?? []).map((route, order) => ({ page: route.page, regex: new RegExp(route.regex), order }));
  // By the first segment of the public pattern (`products` of `/[country]/[lang]/[flags]/products/[slug]`): a path is
  // tried against its segment's routes and those whose first segment is dynamic, in the manifest's order.
  const bySegment = new Map();
  const generic = [];
  for (const route of dynamics) {
    const first = publicPattern(route.page).split('/')[1] ?? '';
    if (first === '' || first.startsWith('[')) generic.push(route);
    else bySegment.set(first, [...(bySegment.get(first) ?? []), route]);
  }
  const candidates = new Map([...bySegment].map(([segment, routes]) => [segment, [...routes, ...generic].sort((a, b) => a.order - b.order)]));
  return { statics, dynamics, generic, candidates, memo: new Map() };
}

/** Reads the routes manifest of the build the process serves (`.next`, or ATELIER_DIST_DIR); an empty table without one. */
export function loadRouteTable(cwd = process.cwd(), distDir = process.env.ATELIER_DIST_DIR || '.next') {
  try {
    return routeTable(JSON.parse(readFileSync(join(cwd, distDir, 'routes-manifest.json'), 'utf8')));
  } catch {
    return routeTable(undefined);
  }
}

/**
 * The route pattern a request's address belongs to: Next's own assets by their kind, a page or API route by its
 * pattern, anything else `(unmatched)`. The query is dropped; the label set is bounded by the build's routes.
 */
export function routeLabel(url, table) {
  let path = String(url ?? '/');
  const cut = path.search(/[?#]/);
  if (cut >= 0) path = path.slice(0, cut);
  if (!path.startsWith('/')) return UNMATCHED;
  if (path.startsWith('/_next/')) {
    const kind = path.split('/')[2];
    return ['static', 'image', 'data'].includes(kind) ? `/_next/${kind}` : '/_next/other';
  }
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const known = table.statics.get(path) ?? table.memo.get(path);
  if (known) return known;
  // The address as sent, else as the proxy rewrites a shop page (`/products/x` onto `/{country}/{lang}/{flags}/products/x`).
  const routes = table.candidates.get(path.split('/')[1]) ?? table.generic;
  const match = (candidate, among) => among.find((route) => route.regex.test(candidate))?.page;
  // An internal address (`/sg/en/default/products/x`) is found by the scan of every route, last.
  const page = match(path, routes) ?? (path.startsWith('/api/') ? undefined : match(`/_c/_l/_f${path === '/' ? '' : path}`, routes)) ?? match(path, table.dynamics);
  const label = page === undefined ? UNMATCHED : publicPattern(page);
  if (table.memo.size >= ROUTE_MEMO_LIMIT) table.memo.clear();
  table.memo.set(path, label);
  return label;
}

/**
 * Pages are built under `/[country]/[lang]/[flags]` (proxy.ts; some with the country and language fixed, as
 * `/au/en/[flags]/beauty-pass`): a shop page is labelled by its public pattern, the same in every country.
 */
const LOCALE_PREFIX = /^\/[^/]+\/[^/]+\/\[flags\](?=\/|$)/;
function publicPattern(page) {
  return LOCALE_PREFIX.test(page) ? page.replace(LOCALE_PREFIX, '') || '/' : page;
}

/** A method outside HTTP's usual ones is counted as OTHER (a client may send any token). */
export function methodLabel(method) {
  return METHODS.has(method) ? method : 'OTHER';
}

/** The metrics of one process, on a registry of their own (`createMetrics` once; `processMetrics` finds them). */
export function createMetrics({ defaults = true } = {}) {
  const registry = new client.Registry();
  const m = (Kind, config) => new Kind({ ...config, registers: [registry] });
  const metrics = {
    registry,
    httpRequests: m(client.Counter, { name: 'atelier_http_requests_total', help: 'Answered HTTP requests by method, route pattern and status code', labelNames: ['method', 'route', 'status'] }),
    httpDuration: m(client.Histogram, { name: 'atelier_http_request_duration_seconds', help: 'Time from a request to the end of its answer, by method and route pattern', labelNames: ['method', 'route'], buckets: LATENCY_BUCKETS }),
    poolAcquire: m(client.Histogram, { name: 'atelier_db_pool_acquire_seconds', help: 'Time a query or transaction waited for a connection from the pool', buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30] }),
    cache: m(client.Counter, { name: 'atelier_cache_requests_total', help: "Look-ups in the store's caches by cache (pages: Next's route cache; use-cache: 'use cache' entries), store (redis, file-system) and result (hit, miss)", labelNames: ['cache', 'store', 'result'] }),
    rateLimited: m(client.Counter, { name: 'atelier_rate_limited_total', help: 'Requests answered 429 by limit', labelNames: ['limit'] }),
    orders: m(client.Counter, { name: 'atelier_orders_total', help: 'Checkouts by outcome: placed, refused (4xx: the bag, the address, stock), failed (an error)', labelNames: ['outcome'] }),
    payments: m(client.Counter, { name: 'atelier_payment_transitions_total', help: 'Payments entering a state (pending, paid, failed, expired, blocked, cancelled)', labelNames: ['state'] }),
  };
  const pool = () => globalThis[POOL_KEY]?.pool;
  m(client.Gauge, { name: 'atelier_db_pool_max_connections', help: 'The pool size (DATABASE_POOL_MAX)', collect() { this.set(pool()?.options?.max ?? 0); } });
  m(client.Gauge, { name: 'atelier_db_pool_connections', help: 'Connections of the pool (totalCount)', collect() { this.set(pool()?.totalCount ?? 0); } });
  m(client.Gauge, { name: 'atelier_db_pool_idle_connections', help: 'Idle connections of the pool (idleCount)', collect() { this.set(pool()?.idleCount ?? 0); } });
  m(client.Gauge, { name: 'atelier_db_pool_waiting_clients', help: 'Queries and transactions waiting for a connection (waitingCount)', collect() { this.set(pool()?.waitingCount ?? 0); } });
  metrics.scrapeDatabaseUp = m(client.Gauge, { name: 'atelier_metrics_database_up', help: '1 when the last scrape read the outbox and job figures from PostgreSQL in time, else 0' });
  metrics.outbox = m(client.Gauge, { name: 'atelier_outbox_messages', help: 'Undelivered (pending) messages of the outbox by channel: the e-mail and SMS delivery backlog', labelNames: ['channel'] });
  metrics.outboxFailed = m(client.Gauge, { name: 'atelier_outbox_failed_messages', help: 'Messages of the outbox given up (failed permanently) by channel', labelNames: ['channel'] });
  metrics.outboxOldest = m(client.Gauge, { name: 'atelier_outbox_oldest_message_age_seconds', help: 'Age of the oldest undelivered (pending) message of the outbox' });
  metrics.jobRuns = m(client.Gauge, { name: 'atelier_job_runs', help: 'Finished runs of each scheduled job (job_runs table)', labelNames: ['job'] });
  metrics.jobFailures = m(client.Gauge, { name: 'atelier_job_failed_runs', help: `Runs of each scheduled job claimed more than ${JOB_FAILED_AFTER_SECONDS} s ago and never finished`, labelNames: ['job'] });
  metrics.jobLastSuccess = m(client.Gauge, { name: 'atelier_job_last_success_timestamp_seconds', help: 'When each scheduled job last finished a run (0: never)', labelNames: ['job'] });
  metrics.ready = m(client.Gauge, { name: 'atelier_ready', help: "1 when the instance's readiness check (/api/health/ready) answers 200 at scrape time, else 0" });
  for (const outcome of ['placed', 'refused', 'failed']) metrics.orders.inc({ outcome }, 0);
  for (const job of KNOWN_JOBS) {
    metrics.jobRuns.set({ job }, 0);
    metrics.jobFailures.set({ job }, 0);
    metrics.jobLastSuccess.set({ job }, 0);
  }
  for (const channel of ['email', 'sms']) {
    metrics.outbox.set({ channel }, 0);
    metrics.outboxFailed.set({ channel }, 0);
  }
  if (defaults) client.collectDefaultMetrics({ register: registry, prefix: 'atelier_' });
  return metrics;
}

/** The process's metrics (created once, kept on globalThis). */
export function processMetrics() {
  globalThis[METRICS_KEY] ??= createMetrics();
  return globalThis[METRICS_KEY];
}

/** Counts and times every answer of every node:http server of the process (except the metrics server's). */
export function installRequestMetrics(metrics = processMetrics(), { server = Server.prototype, table = loadRouteTable() } = {}) {
  if (server[METRICS_KEY]) return;
  server[METRICS_KEY] = true;
  const emit = server.emit;
  server.emit = function emitCounted(event, request, response, ...rest) {
    if (event === 'request' && response instanceof ServerResponse && !this[NOT_COUNTED]) {
      const started = process.hrtime.bigint();
      const url = request.url;
      const method = methodLabel(request.method);
      let done = false;
      const record = () => {
        if (done) return;
        done = true;
        const route = routeLabel(url, table);
        metrics.httpRequests.inc({ method, route, status: String(response.statusCode) });
        metrics.httpDuration.observe({ method, route }, Number(process.hrtime.bigint() - started) / 1e9);
      };
      response.once('finish', record);
      response.once('close', record);
    }
    return emit.call(this, event, request, response, ...rest);
  };
}

let scrapePool;
/** Reads the outbox backlog and the job runs from PostgreSQL into the gauges; false when it could not in time. */
export async function readDatabaseFigures(metrics, url = process.env.DATABASE_URL, timeoutMs = SCRAPE_DATABASE_TIMEOUT_MS) {
  if (!url) return false;
  let timer;
  try {
    const { default: pg } = await import('pg');
    if (!scrapePool || scrapePool.options.connectionString !== url) {
      scrapePool = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 60_000, allowExitOnIdle: true, connectionTimeoutMillis: timeoutMs, statement_timeout: timeoutMs, query_timeout: timeoutMs });
      scrapePool.on('error', () => undefined);
    }
    const work = Promise.all([
      scrapePool.query(
        `SELECT channel, count(*) FILTER (WHERE delivery_state = 'pending')::int AS n, count(*) FILTER (WHERE delivery_state = 'failed')::int AS failed,
                coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE delivery_state = 'pending')), 0)::float8 AS oldest
           FROM outbox_messages WHERE delivery_state <> 'sent' GROUP BY channel`,
      ),
      scrapePool.query(
        `SELECT job, count(*) FILTER (WHERE finished_at IS NOT NULL)::int AS finished,
                count(*) FILTER (WHERE finished_at IS NULL AND (failed_at IS NOT NULL OR claimed_at < now() - make_interval(secs => $1)))::int AS failed,
                coalesce(extract(epoch FROM max(finished_at)), 0)::float8 AS last FROM job_runs GROUP BY job`,
        [JOB_FAILED_AFTER_SECONDS],
      ),
    ]);
    const timeout = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('timed out')), timeoutMs); });
    const [outbox, jobs] = await Promise.race([work, timeout]);
    let oldest = 0;
    for (const channel of ['email', 'sms']) {
      metrics.outbox.set({ channel }, 0);
      metrics.outboxFailed.set({ channel }, 0);
    }
    for (const row of outbox.rows) {
      metrics.outbox.set({ channel: row.channel }, row.n);
      metrics.outboxFailed.set({ channel: row.channel }, row.failed);
      oldest = Math.max(oldest, row.oldest);
    }
    metrics.outboxOldest.set(oldest);
    for (const row of jobs.rows) {
      metrics.jobRuns.set({ job: row.job }, row.finished);
      metrics.jobFailures.set({ job: row.job }, row.failed);
      metrics.jobLastSuccess.set({ job: row.job }, row.last);
    }
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Asks the instance's own readiness check (its port is the first store server's that listens). */
async function readReadiness(metrics, port) {
  if (!port) return metrics.ready.set(0);
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`, { signal: AbortSignal.timeout(SCRAPE_READINESS_TIMEOUT_MS) });
    metrics.ready.set(response.status === 200 ? 1 : 0);
    await response.body?.cancel();
  } catch {
    metrics.ready.set(0);
  }
}

/** The store server's port: the first node:http server of the process that listens, other than the metrics one. */
let storePort;
function watchStorePort(server = Server.prototype) {
  const listen = server.listen;
  server.listen = function listenWatched(...args) {
    if (!this[NOT_COUNTED]) this.once('listening', () => { storePort ??= this.address()?.port; });
    return listen.apply(this, args);
  };
}

/** Serves GET /metrics on `host`:`port`; anything else is 404. Never throws: a port in use is said once on stderr. */
export function startMetricsServer(metrics, { port, host = '127.0.0.1', readiness = true } = {}) {
  const server = createServer(async (request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at GET /metrics\n');
      return;
    }
    const [databaseUp] = await Promise.all([readDatabaseFigures(metrics), readiness ? readReadiness(metrics, storePort) : undefined]);
    metrics.scrapeDatabaseUp.set(databaseUp ? 1 : 0);
    response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(await metrics.registry.metrics());
  });
  server[NOT_COUNTED] = true;
  server.on('error', (error) => console.error(`metrics: cannot serve on ${host}:${port}: ${error.message}`));
  server.listen(Number(port), host);
  server.unref();
  return server;
}

/**
 * The preload's work when METRICS_PORT is set: the process's metrics, request counting and the endpoint. Unset, nothing
 * is installed (no cost), and the app's counting (`lib/metrics.ts`) does nothing.
 */
export function installMetrics(env = process.env) {
  if (!env.METRICS_PORT) return undefined;
  const metrics = processMetrics();
  installRequestMetrics(metrics);
  watchStorePort();
  startMetricsServer(metrics, { port: env.METRICS_PORT, host: env.METRICS_HOST || '127.0.0.1' });
  return metrics;
}
