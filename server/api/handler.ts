/**
 * The frame of an API route handler under app/api/web/v1: dynamic (`await connection()`), cross-site
 * protection for mutating methods, the request's country and language, and a JSON 500 (logged) instead
 * of an empty one when something unexpected fails. Input parsing and answers have small helpers here so
 * every route answers bad input the same way: 400 with a readable message per parameter.
 */
import 'server-only';
import { connection, type NextResponse } from 'next/server';
import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import { log } from '@/lib/log';
import { invalidInput, json, jsonError, requestLocale, type RequestLocale } from './respond';
import { rejectCrossSite } from './same-origin';
import { queryObject } from '@/lib/api/listing-query';
import { isDatabaseUnavailable, isRetryableConflict, isUniqueViolation } from '@/commerce/db/errors';
import { mayHaveCommitted, recordingCommits } from '@/commerce/db/commit-outcome';
import { API_MESSAGES, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@/schemas/api/errors';

export const NOT_FOUND_MESSAGE = 'Resource not found!';
/** Request bodies larger than this are refused (413) before parsing. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface ApiRequest<P> {
  request: Request;
  url: URL;
  /** Country, language and Intl locale of the request; also a catalogue `CatalogContext`. */
  locale: RequestLocale;
  params: P;
}

type RouteContext<P> = { params: Promise<P> };

/** How a route is framed. */
export interface ApiRouteOptions {
  /**
   * What a request body must be: JSON (every API route but one), or a multipart form (the studio's image upload).
   * A body of another type is refused with 415 before the route runs.
   */
  body?: 'json' | 'multipart';
  /** Its GET changes state, so it gets the same-origin check too. */
  changesState?: boolean;
}

/**
 * Wraps a route handler: `await connection()` first, the same-origin check for POST/PUT/PATCH/DELETE (and GET for a
 * route whose GET `changesState`), 415 for a body that is not of the route's type (`options.body`: JSON unless said),
 * 400 for a query holding NUL, `requestLocale` (400 for an unknown country or language), then `run`. An unexpected
 * error is logged and answered with a JSON 500; Next's own control-flow errors pass through.
 */
export function apiRoute<P extends Record<string, string | string[]> = Record<string, never>>(run: (input: ApiRequest<P>) => Promise<Response>, options: ApiRouteOptions = {}) {
  return async function handler(request: Request, context: RouteContext<P>): Promise<Response> {
    await connection();
    const crossSite = rejectCrossSite(request, { changesState: options.changesState ?? false });
    if (crossSite) return crossSite;
    const wrongType = bodyTypeRefusal(request, options.body ?? 'json');
    if (wrongType) return wrongType;
    const url = new URL(request.url);
    // PostgreSQL refuses NUL in text: a query holding one is bad input for every route, not a database error later.
    if ([...url.searchParams].some(([k, v]) => k.includes('\u0000') || v.includes('\u0000'))) {
      return jsonError(400, 'The query must not contain NUL characters');
    }
    const where = requestLocale(request);
    if (!where.ok) return where.response;
    // The request's own record of commits: a failure after one is never answered "nothing was changed".
    return recordingCommits(async () => {
      try {
        return await run({ request, url, locale: where.value, params: context ? await context.params : ({} as P) });
      } catch (error) {
        unstable_rethrow(error);
        return failureAnswer(error, request.method, url.pathname);
      }
    });
  };
}

/** A 503 "try again" with Retry-After and `message`. */
export function unavailableAnswer(message: string): NextResponse {
  const response = jsonError(503, message);
  response.headers.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return response;
}

/**
 * The answer to an error no handler answered itself. The database out of reach (down, restarting) is a 503 with
 * Retry-After, and the same request succeeds once it is back. It says "nothing was changed" only when that is known
 * (`mayHaveCommitted`: the failure came before any COMMIT of the request was sent); when a change may have been
 * made — a COMMIT whose answer was lost, a failure after one — it says the change could not be confirmed (issue
 * 30). A unique rule or a deadlock that outlived `withTransaction`'s retries is another request's change at the
 * same moment: 409, try again. Anything else is a logged 500.
 */
export function failureAnswer(error: unknown, method: string, path: string): NextResponse {
  const fields = { method, path, error: error instanceof Error ? error.message : String(error) };
  if (isDatabaseUnavailable(error)) {
    const unconfirmed = mayHaveCommitted(error, method);
    log.warn(unconfirmed ? 'API request failed: database unavailable, a change may have committed' : 'API request failed: database unavailable', fields);
    return unavailableAnswer(unconfirmed ? API_MESSAGES.unconfirmed : API_MESSAGES.unavailable);
  }
  if (isUniqueViolation(error) || isRetryableConflict(error)) {
    log.warn('API request failed: concurrent change', fields);
    return jsonError(409, API_MESSAGES.concurrentChange);
  }
  log.error('API request failed', fields);
  return jsonError(500, API_MESSAGES.unexpected);
}

/**
 * A 200 JSON answer whose body is typed by its response schema. Production sends it as it is; in
 * development and tests a body that does not match the contract is logged (the answer still goes out).
 */
export function ok<S extends z.ZodType>(schema: S, body: z.output<S>, init?: ResponseInit): NextResponse {
  if (process.env.NODE_ENV !== 'production') {
    const checked = schema.safeParse(body);
    if (!checked.success) log.warn('API response does not match its schema', { issues: checked.error.issues.slice(0, 5) });
  }
  return json(body, init);
}

/** SPEC's 404 body for an unknown id or slug. */
export function notFound(): NextResponse {
  return jsonError(404, NOT_FOUND_MESSAGE);
}

type InputKind = 'query' | 'body' | 'path';

/**
 * A person-readable message for one issue: number bounds say the bound (rather than a schema-wide
 * message), a missing value is "is required", a scalar given twice is "must be given once".
 */
function readableMessage(issue: z.core.$ZodIssue, what: InputKind, input: unknown): string {
  if ((issue.code === 'too_big' || issue.code === 'too_small') && issue.origin === 'number') {
    const bound = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
    if (issue.code === 'too_big') return issue.inclusive ? `must be at most ${bound}` : `must be below ${bound}`;
    return issue.inclusive ? `must be at least ${bound}` : `must be above ${bound}`;
  }
  const given = input && typeof input === 'object' && issue.path.length > 0 ? (input as Record<PropertyKey, unknown>)[issue.path[0]] : input;
  if (issue.code === 'invalid_type' && given === undefined) return 'is required';
  if (what === 'query' && Array.isArray(given) && issue.path.length === 1 && issue.code !== 'custom') return 'must be given once';
  return issue.message;
}

/**
 * 400 for input that failed its schema: `message` names every bad parameter in one sentence
 * ("The query is not valid: page must be at least 1; sort Invalid option: …"), `details` lists them.
 * `input` is what was parsed, so a missing or repeated parameter can be named as such.
 */
export function badRequest(error: z.ZodError, what: InputKind, input?: unknown): NextResponse {
  const issues = error.issues.map((issue) => ({ ...issue, message: readableMessage(issue, what, input) }));
  const summary = issues.map((i) => (i.path.length ? `${i.path.map(String).join('.')} ${i.message}` : i.message)).join('; ');
  // An issue about the whole input (a refinement such as "give ids or skus") is listed under `(query)`, `(path)` or `(body)`.
  const listed = issues.map((i) => (i.path.length ? i : { ...i, path: [`(${what})`] }));
  return invalidInput(new z.ZodError(listed), `The ${what} is not valid: ${summary}`);
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

/** Parses query parameters with a schema; `listParams` are comma-separated lists that may repeat. */
export function parseQuery<S extends z.ZodType>(schema: S, searchParams: URLSearchParams, listParams: readonly string[] = []): Parsed<z.output<S>> {
  const input = queryObject(searchParams, listParams);
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, response: badRequest(result.error, 'query', input) };
}

/** Parses route parameters (`[slug]`, `[id]`) with a schema. */
export function parseParams<S extends z.ZodType>(schema: S, params: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(params);
  return result.success ? { ok: true, data: result.data } : { ok: false, response: badRequest(result.error, 'path', params) };
}

/** Reads a request body as text: 413 when it is (or says it is) larger than `maxBytes`. */
export async function readTextBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Parsed<string>> {
  const tooLarge = () => ({ ok: false as const, response: jsonError(413, `The request body must be at most ${maxBytes} bytes`) });
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return tooLarge();
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > maxBytes) return tooLarge();
  return { ok: true, data: text };
}

/** What a JSON body must be sent as: `application/json` or a `+json` type (a webhook's), in UTF-8 when a charset is named. */
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json$/;

/**
 * Whether the request carries a body, by HTTP's framing: a `Content-Length` above 0, or one sent in chunks. (Not
 * `request.body`: Next gives every request but GET and HEAD a body stream, empty or not.)
 */
export function carriesBody(request: Request): boolean {
  return Number(request.headers.get('content-length') ?? '0') > 0 || request.headers.has('transfer-encoding');
}

/**
 * Why a request's `Content-Type` does not announce a JSON body, or undefined when it does. A body under another type
 * (`text/plain`, a form, XML, none) is refused rather than parsed anyway: a client that labels its body wrongly has a
 * bug to hear about (SPEC §7: every request carries `Content-Type: application/json`), and a form or a `text/plain`
 * body is what another site's page can send without a CORS preflight (the same-origin check refuses those as well).
 */
export function jsonContentTypeProblem(header: string | null): string | undefined {
  const wanted = 'Send the body as JSON with Content-Type: application/json';
  if (!header?.trim()) return `${wanted} (the request has no Content-Type).`;
  const [type, ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (!JSON_MEDIA_TYPE.test(type)) return `${wanted}, not ${type.slice(0, 80) || 'an empty type'}.`;
  const charset = parameters.find((p) => p.startsWith('charset='))?.slice('charset='.length).replace(/^"|"$/g, '');
  if (charset && charset !== 'utf-8' && charset !== 'utf8') return `${wanted} in UTF-8, not ${charset.slice(0, 40)}.`;
  return undefined;
}

/** 415 for a request whose body is not of the type the route reads (JSON, or a multipart form); nothing for a request without a body. */
function bodyTypeRefusal(request: Request, type: 'json' | 'multipart'): NextResponse | undefined {
  if (!carriesBody(request)) return undefined;
  const header = request.headers.get('content-type');
  if (type === 'multipart') {
    return /^multipart\/form-data\s*;/i.test(header ?? '') ? undefined : jsonError(415, 'Send the file as a multipart form (Content-Type: multipart/form-data).');
  }
  const problem = jsonContentTypeProblem(header);
  return problem ? jsonError(415, problem) : undefined;
}

/**
 * Reads a body that must be JSON, as text (for a signature over the raw bytes, or for `parseJsonBody`): 415 with a
 * message when it is not sent as JSON, 413 when too large. `apiRoute` refuses such a body before its route runs; this
 * holds the rule for the webhooks outside it as well.
 */
export async function readJsonText(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Parsed<string>> {
  const wrongType = bodyTypeRefusal(request, 'json');
  if (wrongType) return { ok: false, response: wrongType };
  return readTextBody(request, maxBytes);
}

/** Reads and parses a JSON body: 415 when it is not sent as JSON, 413 when too large, 400 when it is not JSON or fails the schema. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S, maxBytes = MAX_BODY_BYTES): Promise<Parsed<z.output<S>>> {
  const read = await readJsonText(request, maxBytes);
  if (!read.ok) return read;
  const text = read.data;
  let body: unknown;
  let hasNul = false;
  try {
    // PostgreSQL refuses NUL in text: a string holding one is bad input here, not a database error later.
    body = JSON.parse(text, (_key, value: unknown) => {
      if (typeof value === 'string' && value.includes('\u0000')) hasNul = true;
      return value;
    });
  } catch {
    return { ok: false, response: jsonError(400, 'The request body must be JSON') };
  }
  if (hasNul) return { ok: false, response: jsonError(400, 'The request body must not contain NUL characters') };
  const result = schema.safeParse(body);
  return result.success ? { ok: true, data: result.data } : { ok: false, response: badRequest(result.error, 'body', body) };
}
