/**
 * The experiment service's HTTP calls (SPEC §7), all through one injected requester: configuration,
 * visitor data, remote data, tracking and the server-sent event stream. Paths follow the vendor's: the
 * embedded service under `app/api/experiments/**` answers the same paths, so switching to the real
 * service is a base URL. Every call but the stream is aborted after 20000 ms; every request names the SDK
 * version 4.9.0.
 */
import { CONFIGURATION_UPDATE_EVENT, REQUEST_TIMEOUT_MS, SDK_NAME, SDK_VERSION, PRODUCTION_ENVIRONMENT } from './constants';
import type { ExperimentsConfiguration } from './types';

export interface ExperimentsRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

/** Sends one request; a `fetch`-compatible answer. Tests and the proxy inject their own. */
export type Requester = (request: ExperimentsRequest) => Promise<Response>;

export const fetchRequester: Requester = ({ url, method, headers, body, signal }) => fetch(url, { method, headers, body, signal, cache: 'no-store' });

/**
 * The service base URL: `EXPERIMENTS_BASE_URL` when set, else the embedded routes of this store
 * (`{origin}/api/experiments`; the origin defaults to this server on `PORT`).
 */
export function experimentsBaseUrl(env: Record<string, string | undefined> = process.env, origin?: string): string {
  const configured = env.EXPERIMENTS_BASE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const own = origin ?? `http://localhost:${env.PORT ?? '3000'}`;
  return `${own.replace(/\/+$/, '')}/api/experiments`;
}

export class ServiceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ServiceError';
  }
}

export interface ConfigurationAnswer {
  /** Absent when the service answered 304 Not Modified. */
  configuration?: ExperimentsConfiguration;
  lastModified?: string;
}

export interface ServiceApiOptions {
  baseUrl: string;
  siteCode: string;
  environment: string;
  requester?: Requester;
  timeoutMs?: number;
}

export interface ConfigurationEvent {
  siteCode: string;
  ts: number;
}

export class ServiceApi {
  readonly baseUrl: string;
  readonly siteCode: string;
  readonly environment: string;
  private readonly requester: Requester;
  private readonly timeoutMs: number;

  constructor({ baseUrl, siteCode, environment, requester = fetchRequester, timeoutMs = REQUEST_TIMEOUT_MS }: ServiceApiOptions) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.siteCode = siteCode;
    this.environment = environment;
    this.requester = requester;
    this.timeoutMs = timeoutMs;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { 'X-Kameleoon-SDK-Type': SDK_NAME, 'X-Kameleoon-SDK-Version': SDK_VERSION, ...extra };
  }

  private url(path: string, query: Record<string, string | number | boolean | undefined>): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
    const search = params.toString();
    return `${this.baseUrl}${path}${search ? `?${search}` : ''}`;
  }

  /** One request with the timeout; a network failure or timeout is a `ServiceError`. */
  private async send(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: string): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new ServiceError(`Request timed out after ${this.timeoutMs} ms: ${url}`)), this.timeoutMs);
    try {
      return await this.requester({ url, method, headers, body, signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted) throw new ServiceError(`Request timed out after ${this.timeoutMs} ms: ${url}`, undefined, { cause: error });
      throw new ServiceError(`Request failed: ${url}`, undefined, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  private async json(response: Response, what: string): Promise<unknown> {
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new ServiceError(`${what} answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`, response.status);
    }
    return response.json();
  }

  configurationUrl(ts?: number): string {
    return this.url(`/v3/${encodeURIComponent(this.siteCode)}`, {
      environment: this.environment === PRODUCTION_ENVIRONMENT ? undefined : this.environment,
      ts,
    });
  }

  async getConfiguration({ ts, ifModifiedSince }: { ts?: number; ifModifiedSince?: string } = {}): Promise<ConfigurationAnswer> {
    const response = await this.send('GET', this.configurationUrl(ts), this.headers(ifModifiedSince ? { 'If-Modified-Since': ifModifiedSince } : {}));
    if (response.status === 304) return {};
    const configuration = (await this.json(response, 'Configuration')) as ExperimentsConfiguration;
    return { configuration, lastModified: response.headers.get('last-modified') ?? undefined };
  }

  async getVisitorData(visitorCode: string, previousVisitAmount: number): Promise<unknown> {
    const url = this.url('/visit/visitor', {
      siteCode: this.siteCode,
      visitorCode,
      maxNumberPreviousVisits: previousVisitAmount,
      customData: true,
      staticData: true,
      currentVisit: true,
    });
    return this.json(await this.send('GET', url, this.headers()), 'Visitor data');
  }

  async getRemoteData(key: string): Promise<unknown> {
    const url = this.url('/map/map', { siteCode: this.siteCode, key });
    return this.json(await this.send('GET', url, this.headers()), 'Remote data');
  }

  /** Sends a tracking body; true when the service accepted it. */
  async track(body: string): Promise<boolean> {
    const url = this.url('/visit/events', { siteCode: this.siteCode, sdkName: SDK_NAME, sdkVersion: SDK_VERSION });
    const response = await this.send('POST', url, this.headers({ 'Content-Type': 'text/plain' }), body);
    if (!response.ok) throw new ServiceError(`Tracking answered ${response.status}`, response.status);
    return true;
  }

  eventsUrl(): string {
    return this.url('/sse', { siteCode: this.siteCode });
  }

  /**
   * Opens the configuration event stream and calls `onEvent` for each `configuration-update-event`
   * (data `{ siteCode, ts }`); the caller decides what a site code that is not ours means. Returns a
   * function that closes the stream. `onError` is called once if the stream cannot be read.
   */
  openConfigurationEvents(onEvent: (event: ConfigurationEvent) => void, onError: (error: unknown) => void): () => void {
    const controller = new AbortController();
    const url = this.eventsUrl();
    (async () => {
      const response = await this.requester({ url, method: 'GET', headers: this.headers({ Accept: 'text/event-stream' }), signal: controller.signal });
      if (!response.ok || !response.body) throw new ServiceError(`Event stream answered ${response.status}`, response.status);
      await readEventStream(response.body, (event, data) => {
        if (event !== CONFIGURATION_UPDATE_EVENT) return;
        const parsed = parseConfigurationEvent(data);
        if (parsed) onEvent(parsed);
      });
    })().catch((error) => {
      if (!controller.signal.aborted) onError(error);
    });
    return () => controller.abort();
  }
}

export function parseConfigurationEvent(data: string): ConfigurationEvent | null {
  try {
    const value = JSON.parse(data) as { siteCode?: unknown; ts?: unknown };
    if (typeof value.siteCode !== 'string' || typeof value.ts !== 'number') return null;
    return { siteCode: value.siteCode, ts: value.ts };
  } catch {
    return null;
  }
}

/** Reads a `text/event-stream` body, calling `onMessage(event, data)` per dispatched message. */
export async function readEventStream(body: ReadableStream<Uint8Array>, onMessage: (event: string, data: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let newline: number;
    while ((newline = buffer.search(/\r?\n/)) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(buffer[newline] === '\r' ? newline + 2 : newline + 1);
      if (line === '') {
        if (data.length) onMessage(event, data.join('\n'));
        event = 'message';
        data = [];
      } else if (!line.startsWith(':')) {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
    }
  }
}
