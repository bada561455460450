/**
 * Issue 32, traces: the production build's store with the standard OTEL_* variables pointing at an OTLP/HTTP receiver
 * of the suite (otlp-receiver.ts; the SDK's real exporter, in OTLP's JSON encoding). One add-to-bag request must
 * arrive as one trace holding Next's request span with its route and the PostgreSQL queries it made, as its
 * descendants. The bag itself lives in PostgreSQL alone (no cache, no Redis on that path), so the Redis span is seen on
 * the bag's promo-code request, whose per-bag limit counts in Redis when REDIS_URL is set: with a Redis on
 * 127.0.0.1:6379 it is, and its trace must hold a Redis command; without one (said when the file runs) the limit counts
 * in PostgreSQL and that trace must hold the rate_limits query instead. A readiness check reads the content source (the
 * hand-made `content.read` span of content/source.ts), PostgreSQL and Redis: its trace must hold each.
 */
import { connect } from 'node:net';
import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFigures } from './figures';
import { RELIABILITY_PORTS, startFaultStack, type FaultStack } from './fault-stack';
import { ID_HEADERS, stockedVariants } from './database-order-load';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver';

const TOPIC = 'Traces';
const SERVICE = 'atelier-traces-test';
const RECEIVER_PORT = RELIABILITY_PORTS.port + 9;

/** True when a Redis answers PING on 127.0.0.1:6379 within a second. */
function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 6379 });
    const done = (ok: boolean) => { socket.destroy(); resolve(ok); };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

const dbSystem = (span: ReceivedSpan) => span.attributes['db.system'] ?? span.attributes['db.system.name'];

/** Whether `span` has `ancestor` above it (parent, parent's parent …) among the received spans. */
function descendsFrom(span: ReceivedSpan, ancestor: ReceivedSpan, spans: ReceivedSpan[]): boolean {
  const byId = new Map(spans.filter((s) => s.traceId === span.traceId).map((s) => [s.spanId, s]));
  for (let at = byId.get(span.parentSpanId), hops = 0; at && hops < 100; at = byId.get(at.parentSpanId), hops++) {
    if (at.spanId === ancestor.spanId) return true;
  }
  return false;
}

/** Next's span of the whole request (BaseServer.handleRequest) whose route is `route`. */
function requestSpan(spans: ReceivedSpan[], method: string, route: string): ReceivedSpan | undefined {
  return spans.find((s) => s.service === SERVICE && s.attributes['next.span_type'] === 'BaseServer.handleRequest' && s.attributes['http.method'] === method && s.attributes['next.route'] === route);
}

describe('traces (OpenTelemetry, OTLP)', () => {
  let stack: FaultStack;
  let receiver: OtlpReceiver;
  let redis = false;
  let variantId: number;
  const device = `device-id=${randomUUID()}`;

  beforeAll(async () => {
    redis = await redisAnswers();
    if (!redis) console.warn('\n[traces tests] no Redis on 127.0.0.1:6379: the limits count in PostgreSQL, the Redis span is not asserted\n');
    receiver = await startOtlpReceiver(RECEIVER_PORT);
    stack = await startFaultStack({
      webEnv: {
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_SERVICE_NAME: SERVICE,
        OTEL_BSP_SCHEDULE_DELAY: '200',
        ...(redis ? { REDIS_URL: 'redis://127.0.0.1:6379/0', RATE_LIMIT_REDIS_PREFIX: `traces-test-${randomUUID()}` } : { REDIS_URL: '' }),
      },
    });
    const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 1 });
    try {
      [variantId] = await stockedVariants(db, 1, 100);
    } finally {
      await db.end();
    }
  });

  afterAll(async () => {
    await stack?.stop();
    await receiver?.close();
  });

  const post = (path: string, body: unknown) =>
    fetch(`${stack.url}/api/web/v1${path}`, {
      method: 'POST',
      headers: { ...ID_HEADERS, 'content-type': 'application/json', accept: 'application/json', cookie: device },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });

  it('one add-to-bag request is one trace: the request span with its route, and its PostgreSQL queries under it', async () => {
    const answer = await post('/cart/line-items', { variantId, quantity: 1 });
    expect(answer.status).toBe(201);
    const route = '/api/web/v1/cart/line-items';
    const { request, queries } = await receiver.until((spans) => {
      const request = requestSpan(spans, 'POST', route);
      if (!request) return undefined;
      const queries = spans.filter((s) => s.traceId === request.traceId && dbSystem(s) === 'postgresql');
      return queries.length > 0 && queries.every((q) => descendsFrom(q, request, spans)) ? { request, queries } : undefined;
    });
    expect(request.name).toBe(`POST ${route}`);
    expect(request.parentSpanId).toBe('');
    expect(request.attributes['http.status_code']).toBe(201);
    // The bag's reads and its write, each a span of the pg instrumentation, all in the request's one trace.
    expect(queries.length).toBeGreaterThanOrEqual(2);
    expect(queries.some((q) => /INSERT|UPDATE/i.test(String(q.attributes['db.statement'] ?? q.attributes['db.query.text'] ?? q.name)))).toBe(true);
    const traces = new Set(receiver.spans.filter((s) => s.attributes['next.route'] === route).map((s) => s.traceId));
    expect(traces.size).toBe(1);
    recordFigures(`${TOPIC} (add to bag)`, [
      { measure: 'add-to-bag request: traces / PostgreSQL spans under its request span', value: `${traces.size} / ${queries.length}`, budget: '1 / ≥ 1', ok: traces.size === 1 && queries.length >= 1 },
    ]);
  });

  it(`the bag's promo-code request holds its limit's ${'Redis command'} (PostgreSQL's count without Redis) in its trace`, async () => {
    const answer = await post('/cart/discount-coupon', { code: `NOSUCH${Date.now()}` });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    const route = '/api/web/v1/cart/discount-coupon';
    const found = await receiver.until((spans) => {
      const request = requestSpan(spans, 'POST', route);
      if (!request) return undefined;
      const counted = spans.filter((s) => s.traceId === request.traceId && descendsFrom(s, request, spans) &&
        (redis ? dbSystem(s) === 'redis' : dbSystem(s) === 'postgresql' && /rate_limits/.test(String(s.attributes['db.statement'] ?? s.attributes['db.query.text'] ?? ''))));
      return counted.length > 0 ? { request, counted } : undefined;
    });
    expect(found.counted.length).toBeGreaterThan(0);
    recordFigures(`${TOPIC} (cache)`, [
      { measure: `promo-code request: ${redis ? 'Redis' : 'PostgreSQL rate-limit (no Redis here)'} spans in its trace`, value: String(found.counted.length), budget: '≥ 1', ok: found.counted.length > 0 },
    ]);
  });
  it('a readiness check holds its content-source read, its PostgreSQL query and (with Redis) its Redis command in its trace', async () => {
    const answer = await fetch(`${stack.url}/api/health/ready`, { signal: AbortSignal.timeout(30_000) });
    expect(answer.status).toBe(200);
    const found = await receiver.until((spans) => {
      const request = spans.find((s) => s.service === SERVICE && s.attributes['next.span_type'] === 'BaseServer.handleRequest' && s.attributes['next.route'] === '/api/health/ready');
      if (!request) return undefined;
      const under = spans.filter((s) => s.traceId === request.traceId && descendsFrom(s, request, spans));
      const content = under.filter((s) => s.name === 'content.read');
      const queries = under.filter((s) => dbSystem(s) === 'postgresql');
      const commands = under.filter((s) => dbSystem(s) === 'redis');
      return content.length > 0 && queries.length > 0 && (!redis || commands.length > 0) ? { content, queries, commands } : undefined;
    });
    expect(found.content[0].kind).toBe(3); // client
    expect(found.content[0].attributes['server.address']).toBe(`127.0.0.1:${stack.ports.contentPort}`);
    recordFigures(`${TOPIC} (readiness)`, [
      { measure: `readiness check: content-source / PostgreSQL / Redis spans in its trace${redis ? '' : ' (no Redis here)'}`, value: `${found.content.length} / ${found.queries.length} / ${found.commands.length}`, budget: redis ? '≥ 1 each' : '≥ 1 / ≥ 1 / 0', ok: found.content.length > 0 && found.queries.length > 0 && (!redis || found.commands.length > 0) },
    ]);
  });

  // Last: it ends the instance.
  it('a request answered while the instance drains after SIGTERM still sends its trace', async () => {
    const route = '/api/web/v1/cart/line-items';
    const tracesOfRoute = () => new Set(receiver.spans.filter((s) => s.service === SERVICE && s.attributes['next.route'] === route && s.attributes['next.span_type'] === 'BaseServer.handleRequest').map((s) => s.traceId)).size;
    const before = tracesOfRoute();
    const web = stack.web()!;
    const exited = new Promise<void>((resolve) => web.once('exit', () => resolve()));
    // The request is in flight at the signal: its headers and half its body sent, the rest once the drain has begun.
    const body = JSON.stringify({ variantId, quantity: 1 });
    const url = new URL(`${stack.url}/api/web/v1/cart/line-items`);
    const answered = new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { ...ID_HEADERS, 'content-type': 'application/json', accept: 'application/json', cookie: device, 'content-length': Buffer.byteLength(body) } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.write(body.slice(0, 5));
      void (async () => {
        // Wait until the server has the request's first bytes on its connection, then signal.
        await new Promise<void>((resolve) => req.once('socket', (socket) => (socket.connecting ? socket.once('connect', () => resolve()) : resolve())));
        process.kill(web.pid!, 'SIGTERM');
        // The drain has begun when readiness says so (or the listener is closed).
        const deadline = Date.now() + 30_000;
        for (;;) {
          const ready = await fetch(`${stack.url}/api/health/ready`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.status, () => 0);
          if (ready !== 200 || Date.now() > deadline) break;
        }
        req.end(body.slice(5));
      })();
    });
    expect(await answered).toBe(201);
    await exited;
    const traced = await receiver.until(() => (tracesOfRoute() > before ? tracesOfRoute() : undefined));
    expect(traced).toBe(before + 1);
    recordFigures(`${TOPIC} (shutdown)`, [
      { measure: 'a request answered during the drain after SIGTERM: its trace received', value: `${traced - before} of 1`, budget: '1 of 1', ok: traced - before === 1 },
    ]);
  });
});
