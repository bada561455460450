/**
 * The content source: Contentful's own SDK, pointed at the embedded content server by default or at
 * Contentful itself when CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are set.
 */
import { createClient, type ContentfulClientApi } from 'contentful';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { CircuitBreakerPolicy, CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhen, isBrokenCircuitError } from 'cockatiel';
import space from '@/demo-data/content/space.json';
import { CONTENT_UNAVAILABLE_DIGEST, markRequestContentUnavailable } from '@/lib/content-outage';
import { log } from '@/lib/log';

export interface ContentSourceConfig {
  space: string;
  environment: string;
  accessToken: string;
  previewToken: string;
  /** host[:port] of the API; undefined for Contentful's own hosts. */
  host?: string;
  previewHost?: string;
  insecure: boolean;
  embedded: boolean;
}

export const EMBEDDED_DEFAULTS = {
  port: 54400,
  deliveryToken: 'atelier-delivery-token',
  previewToken: 'atelier-preview-token',
};

export function contentSourceConfig(env: NodeJS.ProcessEnv = process.env): ContentSourceConfig {
  if (env.CONTENTFUL_SPACE_ID && env.CONTENTFUL_ACCESS_TOKEN) {
    return {
      space: env.CONTENTFUL_SPACE_ID,
      environment: env.CONTENTFUL_ENVIRONMENT ?? 'master',
      accessToken: env.CONTENTFUL_ACCESS_TOKEN,
      previewToken: env.CONTENTFUL_PREVIEW_TOKEN ?? '',
      host: undefined,
      previewHost: 'preview.contentful.com',
      insecure: false,
      embedded: false,
    };
  }
  const host = env.CONTENT_HOST ?? `127.0.0.1:${env.CONTENT_PORT ?? EMBEDDED_DEFAULTS.port}`;
  return {
    space: space.spaceId,
    environment: space.environment,
    accessToken: env.CONTENT_DELIVERY_TOKEN ?? EMBEDDED_DEFAULTS.deliveryToken,
    previewToken: env.CONTENT_PREVIEW_TOKEN ?? EMBEDDED_DEFAULTS.previewToken,
    host,
    previewHost: host,
    insecure: true,
    embedded: true,
  };
}

/**
 * How long one content request may take before the source counts as down (`CONTENT_TIMEOUT_MS`, default 2 s): an
 * uncached page must answer its error view within 3 s when the source hangs (issue 20). `ensureBuilt`
 * (scripts/lib/stack.mjs) sets 10 s for `next build`, which prerenders the whole site with no shopper waiting.
 * (Not read from NEXT_PHASE: the bundler inlines it as the build's phase, so the server would keep the build's value.)
 */
export function contentTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.CONTENT_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 2_000;
}

const clients = new Map<string, ContentfulClientApi<undefined>>();

/** The SDK client for published content, or for drafts when `preview` is true. */
export function contentClient(preview = false): ContentfulClientApi<undefined> {
  const config = contentSourceConfig();
  const key = `${preview}|${config.host}|${config.space}`;
  let client = clients.get(key);
  if (!client) {
    client = createClient({
      space: config.space,
      environment: config.environment,
      accessToken: preview ? config.previewToken : config.accessToken,
      ...(preview ? (config.previewHost ? { host: config.previewHost } : {}) : config.host ? { host: config.host } : {}),
      insecure: config.insecure,
      // No retries inside a request: the SDK's waits (about 2, 2.5, 3.3 s …) would hold a shopper's page past any
      // budget. A failing source fails fast; the circuit below keeps it from being asked on every render.
      retryOnError: false,
      timeout: contentTimeoutMs(),
    });
    clients.set(key, client);
  }
  return client;
}

/** All locale codes of the space, default first (from the seed for the embedded server). */
export const contentLocales: readonly string[] = space.locales.map((l) => l.code);

/** The source did not answer: thrown by `readContent` for a refused or timed-out request, a 5xx, a 429, or an open circuit. */
export class ContentUnavailableError extends Error {
  /** Kept by Next through the render, so the error view and the status mapping can tell an outage (lib/content-outage.ts). */
  readonly digest = CONTENT_UNAVAILABLE_DIGEST;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContentUnavailableError';
  }
}

/** The HTTP status of an SDK error (its message is the JSON of the failed answer), if it had an answer. */
function statusOf(error: Error): number | undefined {
  const fromAxios = (error as { response?: { status?: unknown } }).response?.status;
  if (typeof fromAxios === 'number') return fromAxios;
  try {
    const parsed = JSON.parse(error.message) as { status?: unknown };
    return typeof parsed.status === 'number' ? parsed.status : undefined;
  } catch {
    return undefined;
  }
}

/** A short account of an SDK error for logs and health (its message is a JSON page with the request's headers). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = statusOf(error);
  return status === undefined ? error.message : `the source answered ${status} (${error.name})`;
}

/**
 * True when an error of the SDK means the source is down rather than the question wrong: no answer at all (refused,
 * reset, timed out), a 5xx or a 429. A 400/401/404 is an answer, and stays the caller's error.
 */
export function isSourceOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = statusOf(error);
  if (status !== undefined) return status >= 500 || status === 429;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || /timeout|socket hang up|network/i.test(error.message);
}

/** After the circuit opened, the next read may try the source again this long later (one trial; the rest fail at once). */
export const HALF_OPEN_AFTER_MS = 2_000;

interface SourceCircuit {
  policy: CircuitBreakerPolicy;
  since?: number;
  lastError?: string;
}

/**
 * One circuit per API host, kept on a global key: Next bundles the pages, the route handlers and the health route
 * as separate module instances, and all of them must see the same state.
 */
const circuits: Map<string, SourceCircuit> = ((globalThis as Record<symbol, unknown>)[Symbol.for('atelier.contentCircuits')] ??= new Map()) as Map<string, SourceCircuit>;

function circuitFor(preview: boolean): SourceCircuit {
  const config = contentSourceConfig();
  const host = (preview ? config.previewHost : config.host) ?? (preview ? 'preview.contentful.com' : 'cdn.contentful.com');
  let circuit = circuits.get(host);
  if (!circuit) {
    const policy = circuitBreaker(handleWhen(isSourceOutage), { halfOpenAfter: HALF_OPEN_AFTER_MS, breaker: new ConsecutiveBreaker(1) });
    const created: SourceCircuit = { policy };
    policy.onBreak((reason) => {
      created.since ??= Date.now();
      created.lastError = 'error' in reason ? describeError(reason.error) : 'isolated';
      log.warn('Content source unavailable: cached pages are served, uncached ones answer 503', { host, error: created.lastError });
    });
    policy.onReset(() => {
      log.info('Content source answers again', { host, downMs: created.since ? Date.now() - created.since : 0 });
      created.since = undefined;
      created.lastError = undefined;
    });
    circuits.set(host, created);
    circuit = created;
  }
  return circuit;
}

const tracer = trace.getTracer('atelier.content-source');

/**
 * Every read of the content source goes through here: the SDK client for published content (or drafts with
 * `preview`), inside the source's circuit. A source that does not answer fails this read with a
 * `ContentUnavailableError` within the timeout — or at once while the circuit is open — and marks the request, so its
 * error view is sent with 503 (scripts/lib/outage-status.mjs). The circuit closes by itself once a trial read answers.
 */
export async function readContent<T>(read: (client: ContentfulClientApi<undefined>) => Promise<T>, preview = false): Promise<T> {
  const circuit = circuitFor(preview);
  const config = contentSourceConfig();
  const host = (preview ? config.previewHost : config.host) ?? 'cdn.contentful.com';
  // A span per read (traces, server/tracing/sdk.ts): the SDK's HTTP client is not one the tracing instruments. With
  // tracing off the API's tracer is a no-op.
  return tracer.startActiveSpan('content.read', { kind: SpanKind.CLIENT, attributes: { 'server.address': host, 'content.preview': preview } }, async (span) => {
    try {
      return await circuit.policy.execute(() => read(contentClient(preview)));
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
      if (!isBrokenCircuitError(error) && !isSourceOutage(error)) throw error;
      markRequestContentUnavailable();
      const message = isBrokenCircuitError(error) ? `the source has not answered since ${new Date(circuit.since ?? Date.now()).toISOString()}` : describeError(error);
      throw new ContentUnavailableError(`Content source unavailable: ${message}`, { cause: error });
    } finally {
      span.end();
    }
  });
}

export interface ContentSourceHealth {
  ok: boolean;
  /** closed: answering; open: failing fast; half-open: one trial read on its way. */
  circuit: 'closed' | 'open' | 'half-open';
  /** When the current outage began (ISO), while there is one. */
  downSince?: string;
  message?: string;
}

/**
 * What the process last saw of the published source, without asking it (liveness must depend on nothing outside the
 * process): the circuit's state, and since when it has been failing.
 */
export function contentCircuitState(): ContentSourceHealth {
  const circuit = circuitFor(false);
  const open = circuit.policy.state !== CircuitState.Closed;
  return { ok: !open, ...circuitReport(circuit), ...(open && circuit.lastError ? { message: circuit.lastError } : {}) };
}

function circuitReport(circuit: SourceCircuit): Pick<ContentSourceHealth, 'circuit' | 'downSince'> {
  const state = circuit.policy.state;
  return {
    circuit: state === CircuitState.Closed ? 'closed' : state === CircuitState.HalfOpen ? 'half-open' : 'open',
    ...(circuit.since ? { downSince: new Date(circuit.since).toISOString() } : {}),
  };
}

/** Asks the source for one entry (through the circuit) and reports what the store currently sees. */
export async function contentSourceHealth(): Promise<ContentSourceHealth> {
  const circuit = circuitFor(false);
  let message: string | undefined;
  try {
    await readContent((client) => client.getEntries({ limit: 1 }));
  } catch (error) {
    message = error instanceof Error ? error.message : String(error);
  }
  return { ok: message === undefined, ...circuitReport(circuit), ...(message ? { message } : {}) };
}
