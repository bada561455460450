import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
// Outside Next there is no request scope for connection(); the handler's own logic is what is tested here.
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => undefined }));

import { apiRoute, badRequest, notFound, parseJsonBody, parseParams, parseQuery, readJsonText } from './handler';
import { API_MESSAGES, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@/schemas/api/errors';

const URL_ = 'http://localhost:3100/api/web/v1/thing';
const noParams = { params: Promise.resolve({}) };

describe('apiRoute', () => {
  it('hands the request country and language to the handler', async () => {
    const GET = apiRoute(async ({ locale }) => Response.json({ country: locale.country.code, lang: locale.lang }));
    const response = await GET(new Request(URL_, { headers: { 'x-site-country': 'th', 'accept-language': 'th-TH' } }), noParams);
    expect(await response.json()).toEqual({ country: 'TH', lang: 'th' });
  });

  it('answers 400 for an unknown country before the handler runs', async () => {
    const run = vi.fn(async () => Response.json({}));
    const response = await apiRoute(run)(new Request(`${URL_}?country=xx`), noParams);
    expect(response.status).toBe(400);
    expect(run).not.toHaveBeenCalled();
  });

  it('answers 400 for a query holding NUL before the handler runs (the search answered 500 from the database)', async () => {
    const run = vi.fn(async () => Response.json({}));
    for (const query of ['q=a%00b', 'a%00=1']) {
      const response = await apiRoute(run)(new Request(`${URL_}?${query}`), noParams);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'The query must not contain NUL characters' });
    }
    expect(run).not.toHaveBeenCalled();
  });

  it('refuses a cross-site POST with 403', async () => {
    const run = vi.fn(async () => Response.json({}));
    const POST = apiRoute(run);
    const response = await POST(new Request(URL_, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } }), noParams);
    expect(response.status).toBe(403);
    expect(run).not.toHaveBeenCalled();
  });

  it('turns an unexpected error into a logged JSON 500', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await apiRoute(async () => {
      throw new Error('database is down');
    })(new Request(URL_), noParams);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Something went wrong. Please try again.' });
    expect(error.mock.calls[0][0]).toContain('database is down');
    error.mockRestore();
  });

  it('answers the database out of reach with 503, Retry-After and "try again"; a unique or deadlock conflict with 409 — never 500', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = (error: unknown) => apiRoute(async () => {
      throw error;
    })(new Request(URL_), noParams);
    const refused = Object.assign(new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }), Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })]), { code: 'ECONNREFUSED' });
    for (const down of [refused, Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }), new Error('Connection terminated unexpectedly'), Object.assign(new Error('the database system is starting up'), { code: '57P03' })]) {
      const response = await failing(down);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(await response.json()).toEqual({ message: API_MESSAGES.unavailable });
    }
    for (const conflict of [Object.assign(new Error('duplicate key value violates unique constraint "bag_lines_one_reward"'), { code: '23505' }), Object.assign(new Error('deadlock detected'), { code: '40P01' })]) {
      const response = await failing(conflict);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: API_MESSAGES.concurrentChange });
    }
    expect(warn).toHaveBeenCalledTimes(6);
    warn.mockRestore();
  });

  it('answers a body that is not sent as JSON with 415 and a message before the route runs (text, form, XML, none, UTF-16)', async () => {
    const run = vi.fn(async () => Response.json({ ok: true }));
    const PUT = apiRoute(run);
    const put = (type: string | undefined, body = '{"variantId":1}') => {
      const bytes = new TextEncoder().encode(body);
      // As the request arrives from the wire, with its length (bytes: a string body would make Request add text/plain itself).
      const headers = new Headers({ 'content-length': String(bytes.length), ...(type === undefined ? {} : { 'content-type': type }) });
      return PUT(new Request(URL_, { method: 'PUT', headers, body: bytes }), noParams);
    };
    const refusals: [string | undefined, string][] = [
      ['text/plain', 'Send the body as JSON with Content-Type: application/json, not text/plain.'],
      ['application/x-www-form-urlencoded', 'Send the body as JSON with Content-Type: application/json, not application/x-www-form-urlencoded.'],
      ['multipart/form-data; boundary=----x', 'Send the body as JSON with Content-Type: application/json, not multipart/form-data.'],
      ['application/xml', 'Send the body as JSON with Content-Type: application/json, not application/xml.'],
      ['application/json; charset=utf-16', 'Send the body as JSON with Content-Type: application/json in UTF-8, not utf-16.'],
      [undefined, 'Send the body as JSON with Content-Type: application/json (the request has no Content-Type).'],
    ];
    for (const [type, message] of refusals) {
      const response = await put(type);
      expect([type, response.status, await response.json()]).toEqual([type, 415, { message }]);
    }
    expect(run).not.toHaveBeenCalled();
    for (const type of ['application/json', 'application/json; charset=UTF-8', 'Application/JSON', 'application/vnd.contentful.management.v1+json']) {
      expect([type, (await put(type)).status]).toEqual([type, 200]);
    }
    // No body (a DELETE, the preview banner's empty form): nothing to refuse.
    expect((await apiRoute(run)(new Request(URL_, { method: 'DELETE', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), noParams)).status).toBe(200);
  });

  it('takes a multipart form on a route that reads one, and refuses JSON there', async () => {
    const POST = apiRoute(async () => Response.json({ ok: true }), { body: 'multipart' });
    const form = new FormData();
    form.set('title', 'Summer');
    const multipart = new Request(URL_, { method: 'POST', body: form });
    const bytes = await multipart.arrayBuffer();
    const sent = new Request(URL_, { method: 'POST', headers: { 'content-type': multipart.headers.get('content-type')!, 'content-length': String(bytes.byteLength) }, body: bytes });
    expect((await POST(sent, noParams)).status).toBe(200);
    const json = await POST(new Request(URL_, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '2' }, body: new TextEncoder().encode('{}') }), noParams);
    expect([json.status, await json.json()]).toEqual([415, { message: 'Send the file as a multipart form (Content-Type: multipart/form-data).' }]);
  });

  it('passes route parameters', async () => {
    const GET = apiRoute<{ slug: string }>(async ({ params }) => Response.json(params));
    expect(await (await GET(new Request(URL_), { params: Promise.resolve({ slug: 'a' }) })).json()).toEqual({ slug: 'a' });
  });
});

describe('input helpers', () => {
  const Query = z.object({ q: z.string().min(1), page: z.coerce.number().int().min(1).max(10).default(1), tags: z.string().optional() });

  it('parses a query; repeated list parameters are joined', () => {
    expect(parseQuery(Query, new URLSearchParams('q=a&tags=x&tags=y'), ['tags'])).toEqual({ ok: true, data: { q: 'a', page: 1, tags: 'x,y' } });
  });

  it('answers bad input with 400 and a message naming each parameter', async () => {
    const result = parseQuery(Query, new URLSearchParams('page=11'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(400);
    expect(await result.response.json()).toEqual({
      message: 'The query is not valid: q is required; page must be at most 10',
      details: [
        { path: 'q', message: 'is required' },
        { path: 'page', message: 'must be at most 10' },
      ],
    });
  });

  it('says a scalar parameter given twice must be given once', async () => {
    const result = parseQuery(Query, new URLSearchParams('q=a&q=b'));
    if (result.ok) throw new Error('expected a failure');
    expect((await result.response.json()).details).toEqual([{ path: 'q', message: 'must be given once' }]);
  });

  it('parses route parameters', async () => {
    const Params = z.object({ slug: z.string().regex(/^[a-z-]+$/, 'must be a slug') });
    expect(parseParams(Params, { slug: 'ok-slug' })).toEqual({ ok: true, data: { slug: 'ok-slug' } });
    const bad = parseParams(Params, { slug: 'NO' });
    if (bad.ok) throw new Error('expected a failure');
    expect((await bad.response.json()).message).toBe('The path is not valid: slug must be a slug');
  });

  it('reads a JSON body: 400 when it is not JSON or fails the schema, 413 when too large', async () => {
    const Body = z.object({ refs: z.array(z.string()).max(2) });
    const request = (body: string) => new Request(URL_, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(await parseJsonBody(request('{"refs":["a"]}'), Body)).toEqual({ ok: true, data: { refs: ['a'] } });
    const notJson = await parseJsonBody(request('refs=a'), Body);
    if (notJson.ok) throw new Error('expected a failure');
    expect(notJson.response.status).toBe(400);
    expect(await notJson.response.json()).toEqual({ message: 'The request body must be JSON' });
    const tooMany = await parseJsonBody(request('{"refs":["a","b","c"]}'), Body);
    if (tooMany.ok) throw new Error('expected a failure');
    expect((await tooMany.response.json()).details).toEqual([{ path: 'refs', message: 'Too big: expected array to have <=2 items' }]);
    const nul = await parseJsonBody(request('{"refs":["a\\u0000b"]}'), Body);
    if (nul.ok) throw new Error('expected a failure');
    expect(await nul.response.json()).toEqual({ message: 'The request body must not contain NUL characters' });
    const large = await parseJsonBody(request(JSON.stringify({ refs: ['x'.repeat(100)] })), Body, 50);
    if (large.ok) throw new Error('expected a failure');
    expect(large.response.status).toBe(413);
  });

  it('refuses a JSON body sent under another type with 415 outside the frame too (the webhooks)', async () => {
    const text = await readJsonText(new Request(URL_, { method: 'POST', headers: { 'content-length': '18' }, body: '{"sys":{"id":"a"}}' }));
    if (text.ok) throw new Error('expected a failure');
    expect([text.response.status, await text.response.json()]).toEqual([415, { message: 'Send the body as JSON with Content-Type: application/json, not text/plain.' }]);
    const parsed = await parseJsonBody(new Request(URL_, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '6' }, body: 'refs=a' }), z.object({ refs: z.array(z.string()) }));
    expect(parsed.ok ? 200 : parsed.response.status).toBe(415);
  });

  it('a root-level issue reads as the message itself', async () => {
    const Either = z.object({ a: z.string().optional(), b: z.string().optional() }).refine((v) => v.a || v.b, { message: 'give a or b' });
    const result = Either.safeParse({});
    if (result.success) throw new Error('expected a failure');
    expect(await badRequest(result.error, 'query', {}).json()).toEqual({ message: 'The query is not valid: give a or b', details: [{ path: '(query)', message: 'give a or b' }] });
  });

  it('answers an unknown resource with SPEC’s message', async () => {
    const response = notFound();
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Resource not found!' });
  });
});
