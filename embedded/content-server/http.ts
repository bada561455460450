// Small node:http helpers: JSON responses, bounded JSON bodies, path matching.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, badRequest } from './errors';

const MAX_BODY_BYTES = 5 * 1024 * 1024;

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/vnd.contentful.delivery.v1+json',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** The request body parsed as JSON; an empty body (or `null`) is `undefined`. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new ApiError(413, 'RequestEntityTooLarge', 'The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) ?? undefined;
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

/** Splits a URL path into decoded segments, ignoring empty ones (`/spaces/x/` = ['spaces', 'x']). */
export function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        throw badRequest('The URL is not correctly encoded.');
      }
    });
}

/** A header's single value (first one when repeated). */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Where a `/spaces/{space}/…` request points. `/spaces/{s}/entries` (no environment) means the
 * default environment, as in Contentful.
 */
export type Target =
  | { level: 'space' }
  | { level: 'environments' }
  | { level: 'environment' }
  | { level: 'resource'; rest: string[] };
