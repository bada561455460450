import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUFFER_FROM_CHARS, installResponseBuffers } from './response-buffers.mjs';

// A two-byte page just past the 64 Ki-character step, and a short one.
const long = `<p>ร้านค้า — “quotes”</p>`.repeat(Math.ceil((BUFFER_FROM_CHARS + 5_000) / 24));
const short = 'short — body';

let server: Server;
let base = '';
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    const body = request.url === '/long' ? long : short;
    if (request.url === '/latin1') return response.end('abc', 'latin1');
    response.end(body, () => seen.push(request.url ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('long response bodies go out as Buffers', () => {
  it('sends a long two-byte page whole, with its UTF-8 length, and still calls the callback', async () => {
    const response = await fetch(`${base}/long`);
    const text = await response.text();
    expect(text).toBe(long);
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(long));
    expect(seen).toContain('/long');
  });

  it('leaves short bodies and explicit encodings as they were', async () => {
    expect(await (await fetch(`${base}/short`)).text()).toBe(short);
    expect(await (await fetch(`${base}/latin1`)).text()).toBe('abc');
  });
});

describe('installResponseBuffers', () => {
  it('hands the original end a Buffer for a long string, the string itself for a short one, once installed twice', () => {
    const calls: unknown[][] = [];
    const proto = { end: (...args: unknown[]) => calls.push(args) } as unknown as NonNullable<Parameters<typeof installResponseBuffers>[0]>;
    installResponseBuffers(proto);
    installResponseBuffers(proto);
    const done = () => {};
    (proto.end as (...a: unknown[]) => void)(long, done);
    (proto.end as (...a: unknown[]) => void)(short, 'utf8', done);
    expect(Buffer.isBuffer(calls[0][0])).toBe(true);
    expect(calls[0][1]).toBe(done);
    expect(calls[1]).toEqual([short, 'utf8', done]);
    expect(calls).toHaveLength(2);
  });
});
