/**
 * Typed JSON client for /api/web/v1 (SPEC §7), usable in the browser and on the server. It never
 * retries on its own; the only second attempt is the one after a successful token refresh (SPEC §4).
 */
import type { ZodError, ZodType } from 'zod';
import { appendQuery, standardHeaders, type QueryParams } from './headers';

export const DEFAULT_BASE_URL = '/api/web/v1';

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  /** `status` is the HTTP status, or 0 when the failure is not an HTTP error response. */
  constructor(status: number, body: unknown, message?: string, options?: { cause?: unknown }) {
    super(message ?? messageFromBody(body) ?? `HTTP ${status}`, options);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The request never got a response (connection refused, reset, DNS, CORS). `cause` holds the fetch error. */
export class NetworkError extends ApiError {
  constructor(method: string, url: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(0, undefined, `Network error on ${method} ${url}: ${reason}`, { cause });
    this.name = 'NetworkError';
  }
}

/** The response arrived but was not valid JSON or did not match the expected schema. Status 0. */
export class ResponseValidationError extends ApiError {
  constructor(message: string, body: unknown, cause?: unknown) {
    super(0, body, message, { cause });
    this.name = 'ResponseValidationError';
  }
}

/**
 * A schema mismatch in words, one line per issue with its path. Written here rather than taken from zod so
 * the client imports zod for types only: a page that validates no response never downloads it.
 */
function describeIssues(error: ZodError): string {
  return error.issues.map((issue) => `✖ ${issue.message}${issue.path.length ? `\n  → at ${issue.path.map(String).join('.')}` : ''}`).join('\n');
}

function messageFromBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

export interface ApiClientOptions {
  baseUrl?: string;
  country: string;
  language: string;
  fetch?: typeof fetch;
  /** Extra headers on every request, e.g. a forwarded Cookie on the server. Standard headers win. */
  headers?: Record<string, string>;
  /**
   * Called once when a request gets a 401. Resolve true when the login was refreshed and the
   * request should be repeated (once); false, or a rejection, makes the 401 ApiError surface.
   */
  onUnauthorized?: (request: { startedAt: number }) => Promise<boolean>;
}

interface BaseRequestOptions<T> {
  query?: QueryParams;
  schema?: ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Set false for calls that must not trigger a refresh, such as the refresh call itself. */
  refreshOnUnauthorized?: boolean;
}

export type GetOptions<T> = BaseRequestOptions<T>;

export interface WriteOptions<T> extends BaseRequestOptions<T> {
  /** Sent as `Idempotency-Key`; reuse the same key when the user repeats the same action. */
  idempotencyKey?: string;
}

export interface DeleteOptions<T> extends WriteOptions<T> {
  body?: unknown;
}

export interface ApiClient {
  get<T = unknown>(path: string, options?: GetOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: WriteOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: WriteOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: WriteOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: DeleteOptions<T>): Promise<T>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

interface ReadBody {
  text: string;
  json: unknown;
  isJson: boolean;
}

async function readBody(method: Method, url: string, response: Response): Promise<ReadBody> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new NetworkError(method, url, error);
  }
  if (text.trim() === '') return { text, json: undefined, isJson: true };
  try {
    return { text, json: JSON.parse(text), isJson: true };
  } catch {
    return { text, json: undefined, isJson: false };
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URL;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const standard = standardHeaders({ country: options.country, language: options.language });

  async function send(method: Method, url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, { ...init, method });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new NetworkError(method, url, error);
    }
  }

  async function parse<T>(method: Method, url: string, response: Response, schema?: ZodType<T>): Promise<T> {
    if (response.status === 204 || response.status === 205) return undefined as T;
    const { text, json, isJson } = await readBody(method, url, response);

    if (!response.ok) throw new ApiError(response.status, isJson ? json : text);
    if (!isJson) {
      throw new ResponseValidationError(`Response from ${method} ${url} is not valid JSON`, text);
    }
    if (!schema) return json as T;

    const result = schema.safeParse(json);
    if (!result.success) {
      throw new ResponseValidationError(
        `Response from ${method} ${url} does not match the expected shape:\n${describeIssues(result.error)}`,
        json,
        result.error,
      );
    }
    return result.data;
  }

  async function request<T>(method: Method, path: string, body: unknown, opts: DeleteOptions<T> = {}): Promise<T> {
    const url = appendQuery(joinUrl(baseUrl, path), opts.query);
    // Headers merges case-insensitively: client extras < standard headers < per-request headers.
    const headers = new Headers(options.headers);
    for (const [name, value] of Object.entries(standard)) headers.set(name, value);
    for (const [name, value] of Object.entries(opts.headers ?? {})) headers.set(name, value);
    // The body is always JSON (SPEC §7), and the API refuses another type with 415: no caller's header changes it.
    headers.set('Content-Type', standard['Content-Type']);
    if (opts.idempotencyKey !== undefined) headers.set('Idempotency-Key', opts.idempotencyKey);
    const init: RequestInit = {
      headers,
      credentials: 'include',
      signal: opts.signal,
      body: body === undefined ? undefined : JSON.stringify(body),
    };

    const startedAt = Date.now();
    let response = await send(method, url, init);
    if (response.status === 401 && options.onUnauthorized && opts.refreshOnUnauthorized !== false) {
      let refreshed = false;
      let refreshError: unknown;
      try {
        refreshed = await options.onUnauthorized({ startedAt });
      } catch (error) {
        refreshError = error;
      }
      if (!refreshed) {
        const { text, json, isJson } = await readBody(method, url, response);
        const cause = refreshError === undefined ? undefined : { cause: refreshError };
        throw new ApiError(401, isJson ? json : text, undefined, cause);
      }
      // Release the first response's connection before repeating the request.
      await response.body?.cancel().catch(() => undefined);
      response = await send(method, url, init);
    }
    return parse(method, url, response, opts.schema);
  }

  return {
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    patch: (path, body, opts) => request('PATCH', path, body, opts),
    delete: (path, opts) => request('DELETE', path, opts?.body, opts),
  };
}
