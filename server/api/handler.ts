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

/**
 * Wraps a route handler: `await connection()` first, the same-origin check for POST/PUT/PATCH/DELETE, 400 for
 * a query holding NUL, `requestLocale` (400 for an unknown country or language), then `run`. An unexpected error is logged
 * and answered with a JSON 500; Next's own control-flow errors pass through.
 */
export function apiRoute<P extends Record<string, string | string[]> = Record<string, never>>(run: (input: ApiRequest<P>) => Promise<Response>) {
  return async function handler(request: Request, context: RouteContext<P>): Promise<Response> {
    await connection();
    const crossSite = rejectCrossSite(request);
    if (crossSite) return crossSite;
    const url = new URL(request.url);
    // PostgreSQL refuses NUL in text: a query holding one is bad input for every route, not a database error later.
    if ([...url.searchParams].some(([k, v]) => k.includes('\u0000') || v.includes('\u0000'))) {
      return jsonError(400, 'The query must not contain NUL characters');
    }
    const where = requestLocale(request);
    if (!where.ok) return where.response;
    try {
      return await run({ request, url, locale: where.value, params: context ? await context.params : ({} as P) });
    } catch (error) {
      unstable_rethrow(error);
      return failureAnswer(error, request.method, url.pathname);
    }
  };
}

/**
 * The answer to an error no handler answered itself. The database out of reach (down, restarting) is a 503
 * with Retry-After: nothing was written (a transaction is all or nothing) and the same request succeeds once
 * it is back. A unique rule or a deadlock that outlived `withTransaction`'s retries is another request's
 * change at the same moment: 409, try again. Anything else is a logged 500.
 */
export function failureAnswer(error: unknown, method: string, path: string): NextResponse {
  const fields = { method, path, error: error instanceof Error ? error.message : String(error) };
  if (isDatabaseUnavailable(error)) {
    log.warn('API request failed: database unavailable', fields);
    const response = jsonError(503, API_MESSAGES.unavailable);
    response.headers.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return response;
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

/** Reads and parses a JSON body: 413 when too large, 400 when it is not JSON or fails the schema. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S, maxBytes = MAX_BODY_BYTES): Promise<Parsed<z.output<S>>> {
  const read = await readTextBody(request, maxBytes);
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
