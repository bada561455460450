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
import Module, { createRequire } from 'node:module';
import { join } from 'node:path';
import { DEFAULT_SERVICE_NAME } from './tracing';

/** The packages the instrumentations patch when they load: pg (and its pool) and node-redis. */
const TRACED_PACKAGES = ['pg', 'pg-pool', 'redis', '@redis/client'];

/**
 * The instrumentations patch a package as it is required, through a hook on every `require` (require-in-the-middle):
 * it resolves each call's file name before Node's cache answers, and Next requires modules on every request. That
 * hook was most of tracing's cost on a cached page (docs/performance.md, "Tracing"). So the traced packages are
 * required here, at once, while the hook is in place (the instrumentations patch their prototypes, which the app's
 * later requires share), and then `require` is given back its own function: a package loaded after this is not traced,
 * and none of the traced ones is.
 */
function patchTracedPackagesNow(original: NodeJS.Require): void {
  const load = createRequire(join(process.cwd(), 'package.json'));
  for (const name of TRACED_PACKAGES) {
    try {
      load(name);
    } catch {
      // Not installed here (redis without REDIS_URL is still installed; a slimmed image may lack one): nothing to trace.
    }
  }
  (Module.prototype as unknown as { require: NodeJS.Require }).require = original;
}

let started: NodeSDK | undefined;

/** How long an exiting process waits for the SDK to send the spans it holds. */
export const FLUSH_AT_EXIT_MS = 2_000;

/**
 * The batch processor sends every few seconds. The spans of the requests an instance answers while it drains after
 * SIGTERM (scripts/lib/shutdown-drain.mjs) end after the signal, so the SDK is shut down (its batch sent) when the
 * process exits, not when the signal arrives: whoever ends the process — Next once its connections are closed, or the
 * drain's bound — calls `process.exit`, and that call first waits, at most FLUSH_AT_EXIT_MS, for the SDK. Shutting the
 * SDK down at SIGTERM (as this did) dropped every span that ended during the drain.
 */
export function flushBeforeExit(sdk: Pick<NodeSDK, 'shutdown'>, proc: Pick<NodeJS.Process, 'exit' | 'once'> = process, boundMs = FLUSH_AT_EXIT_MS): void {
  const exit = proc.exit.bind(proc);
  let exiting = false;
  proc.exit = ((code?: number | string | null) => {
    if (exiting) return exit(code);
    exiting = true;
    const bound = new Promise<void>((resolve) => setTimeout(resolve, boundMs));
    void Promise.race([sdk.shutdown().catch(() => undefined), bound]).finally(() => exit(code));
  }) as NodeJS.Process['exit'];
  // A process that ends by itself (no more work) sends its spans too.
  proc.once('beforeExit', () => void sdk.shutdown().catch(() => undefined));
}

/** Starts the SDK once per process; returns it (a second call returns the first). */
export function startTracing(env: Record<string, string | undefined> = process.env): NodeSDK {
  if (started) return started;
  const originalRequire = (Module.prototype as unknown as { require: NodeJS.Require }).require;
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
  patchTracedPackagesNow(originalRequire);
  flushBeforeExit(sdk);
  started = sdk;
  return sdk;
}
