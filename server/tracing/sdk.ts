/**
 * The OpenTelemetry Node SDK of a traced server (instrumentation.ts loads this only when `tracingWanted`; see
 * docs/architecture.md, "Traces"). The SDK reads the standard `OTEL_*` variables itself: the OTLP endpoint, protocol
 * (http/protobuf by default) and headers, the sampler (`OTEL_TRACES_SAMPLER`, `_ARG`), the batch processor's timings,
 * the resource attributes. Traces only: no metric reader and no log processor here (metrics are Prometheus's, logs the
 * logger's). Next makes the request spans (`POST /api/…` with `next.route`, the route handler's and the render's);
 * the instrumentations add a child span for each PostgreSQL query (pg and its pool), each Redis command (node-redis,
 * `@redis/client`) and each outgoing fetch (undici); content/source.ts adds one around each content-source read.
 * Every instrumentation needs a parent span: the pool's and the limiter's work outside a request is not traced.
 *
 * The SDK patches `require` (require-in-the-middle): the packages it patches (pg, redis) and the SDK itself are kept out
 * of Next's bundles (next.config.ts, serverExternalPackages), so the server loads them through Node's require.
 */
import { NodeSDK } from '@opentelemetry/sdk-node';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { RedisInstrumentation } from '@opentelemetry/instrumentation-redis';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { DEFAULT_SERVICE_NAME } from './tracing';

let started: NodeSDK | undefined;

/** Starts the SDK once per process; returns it (a second call returns the first). */
export function startTracing(env: Record<string, string | undefined> = process.env): NodeSDK {
  if (started) return started;
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || DEFAULT_SERVICE_NAME,
    instrumentations: [
      new PgInstrumentation({ requireParentSpan: true }),
      new RedisInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
    ],
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  // The batch processor sends every few seconds; at SIGTERM it sends what it holds while the instance drains (best
  // effort: a drain that ends first, scripts/lib/shutdown-drain.mjs, ends the process with the spans unsent).
  const flush = () => void sdk.shutdown().catch(() => undefined);
  process.once('SIGTERM', flush);
  process.once('beforeExit', flush);
  started = sdk;
  return sdk;
}
