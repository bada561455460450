import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger, failureKey, installConsole, LOGGING_KEY, levelFrom, RepeatCollapser, requestContext } from './logger.mjs';
import { installRequestIds, requestIdOf } from './request-log.mjs';
import { scrub } from './log-redact.mjs';
import { log } from '@/lib/log';

/** A logger writing into arrays (stdout's lines and stderr's), parsed. */
function capture(level = 'info') {
  const out: string[] = [];
  const err: string[] = [];
  const all: string[] = [];
  const into = (stream: string[]) => ({ write: (line: string) => (stream.push(line), all.push(line)) });
  const logger = createLogger({ level, streams: { out: into(out), err: into(err) } });
  const lines = () => all.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, out, err, lines };
}

const globals = globalThis as unknown as Record<symbol, unknown>;
let sink = capture();
beforeEach(() => {
  sink = capture();
  globals[LOGGING_KEY] = { logger: sink.logger, collapser: new RepeatCollapser(sink.logger) };
});
afterAll(() => {
  delete globals[LOGGING_KEY];
});

describe('request ids', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer(async (request, response) => {
      log.info('serving', { path: request.url });
      // A line written later in the same request, down an async chain, as a page render writes it.
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.warn('still serving');
      response.end('ok');
    });
    installRequestIds(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('puts the request id on every line of the request and answers it in X-Request-Id', async () => {
    const [a, b] = await Promise.all([fetch(`${base}/a`), fetch(`${base}/b`)]);
    const idA = a.headers.get('x-request-id');
    const idB = b.headers.get('x-request-id');
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(idB).not.toBe(idA);
    const lines = sink.lines();
    expect(lines.filter((line) => line.request_id === idA).map((line) => line.msg)).toEqual(['serving', 'still serving']);
    expect(lines.filter((line) => line.request_id === idB).map((line) => line.msg)).toEqual(['serving', 'still serving']);
    // Outside a request: no id.
    log.info('between requests');
    expect(sink.lines().at(-1)).not.toHaveProperty('request_id');
  });

  it("keeps the proxy's id when it has the bounded format, and replaces any other", async () => {
    const nginx = '0123456789abcdef0123456789abcdef';
    const kept = await fetch(`${base}/kept`, { headers: { 'x-request-id': nginx } });
    expect(kept.headers.get('x-request-id')).toBe(nginx);
    expect(sink.lines().filter((line) => line.request_id === nginx)).toHaveLength(2);
    for (const bad of ['short', 'x'.repeat(129), 'has space inside', '"><script>']) {
      const answer = await fetch(`${base}/bad`, { headers: { 'x-request-id': bad } });
      expect(answer.headers.get('x-request-id')).not.toBe(bad);
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdOf(['first-id-12345', 'second-id-1234'])).toBe('first-id-12345');
  });
});

describe('redaction', () => {
  const EMAIL = 'maria.santos+shop@example.co.id';
  const PASSWORD = 'Tr0ub4dor&3-horse';
  const TOKEN = 'q8ZbK2vYx1n4-mW0pR7sT9uV3aB6cD5e';
  const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMiLCJleHAiOjE3MDB9.c2lnbmF0dXJlLXZhbHVlLWhlcmU';
  const CARD = '4242 4242 4242 4242';
  const secrets = [EMAIL, PASSWORD, TOKEN, JWT, '4242424242424242', CARD, 'redispass'];

  it('writes no e-mail, password, token, reset link, JWT, card number or URL credential, in messages or fields', () => {
    log.error(`Password reset link not sent to ${EMAIL}: https://shop.example/id/account/reset-password?token=${TOKEN}`, {
      error: `login failed for ${EMAIL} with password=${PASSWORD}`,
      password: PASSWORD,
      user: { email: EMAIL, name: 'Maria' },
      request: { headers: { authorization: `Bearer ${TOKEN}`, cookie: `session=${JWT}` } },
      deep: { a: { b: { c: { token: TOKEN, note: `card ${CARD}` } } } },
      redis: 'redis://:redispass@cache.internal:6379/0',
      url: `/account/unlock?token=${TOKEN}`,
    });
    log.warn(`session ${JWT} rejected, Authorization: Bearer ${TOKEN}`);
    log.info('payment declined', { error: new Error(`card ${CARD} declined for ${EMAIL}`) });
    const text = [...sink.out, ...sink.err].join('');
    for (const secret of secrets) expect(text).not.toContain(secret);
    // What the line is about stays readable.
    const [first] = sink.lines();
    expect(first.msg).toBe('Password reset link not sent to [email]: https://shop.example/id/account/reset-password?token=[redacted]');
    expect(first.user).toEqual({ email: '[redacted]', name: 'Maria' });
    expect(first.redis).toBe('redis://[redacted]@cache.internal:6379/0');
  });

  it('leaves ordinary numbers, paths and timestamps alone', () => {
    expect(scrub('order 1042 of 3 items, 1733112000000 ms, /products/rose-serum?page=2')).toBe('order 1042 of 3 items, 1733112000000 ms, /products/rose-serum?page=2');
    expect(scrub('digits 1234567812345678 fail Luhn')).toBe('digits 1234567812345678 fail Luhn');
    // The demo editor's published address stays readable in the command a production start names; a shopper's does not.
    expect(scrub('run npm run editors -- disable editor@atelier.example for ana.lim@example.com')).toBe('run npm run editors -- disable editor@atelier.example for [email]');
  });
});

describe('the clock', () => {
  it('stamps a line without reading Date.now or new Date(), which Next refuses while it prerenders a page', () => {
    const readsOfTheClock: string[] = [];
    const dateNow = Date.now;
    Date.now = () => (readsOfTheClock.push('Date.now'), dateNow());
    try {
      const { logger, lines } = capture();
      logger.warn({ status: 404, path: '/nowhere' }, 'Page Not Found: /nowhere');
      const collapser = new RepeatCollapser(logger, { intervalMs: 60_000 });
      collapser.failure('Redis', () => logger.error('Redis: connect ECONNREFUSED'));
      collapser.recovered('Redis');
      expect(readsOfTheClock).toEqual([]);
      // The time is still the wall clock's.
      expect(Math.abs(Date.parse(String(lines()[0].time)) - dateNow())).toBeLessThan(5_000);
    } finally {
      Date.now = dateNow;
    }
  });
});

describe('level', () => {
  it('reads LOG_LEVEL and writes nothing below it; warnings and errors go to stderr', () => {
    expect(levelFrom('DEBUG')).toBe('debug');
    expect(levelFrom(undefined)).toBe('info');
    expect(levelFrom('loud')).toBe('info');
    const quiet = capture('warn');
    quiet.logger.info('not written');
    quiet.logger.debug('not written');
    quiet.logger.warn('written');
    quiet.logger.error('written too');
    expect(quiet.out).toEqual([]);
    expect(quiet.lines().map((line) => [line.level, line.msg])).toEqual([
      ['warn', 'written'],
      ['error', 'written too'],
    ]);
    const chatty = capture('debug');
    chatty.logger.debug('seen');
    expect(chatty.lines().map((line) => line.msg)).toEqual(['seen']);
  });
});

describe('console lines and repeated failures', () => {
  it("turns a library's console lines into JSON, and a retry storm into one line, summaries and one recovery", () => {
    let clock = 0;
    const collapser = new RepeatCollapser(sink.logger, { intervalMs: 10_000, now: () => clock });
    const restore = installConsole(sink.logger, collapser);
    try {
      console.log('\u001b[32m✓\u001b[39m Ready in 412ms');
      // The client's socket was opened while a request was served; its failures are no request's.
      requestContext.run({ requestId: 'request-that-opened-the-socket' }, () => console.error('Redis client error', new Error('connect ECONNREFUSED 127.0.0.1:6379'), 0));
      clock += 15;
      for (let i = 1; i < 2_000; i++) {
        console.error('Redis client error', new Error('connect ECONNREFUSED 127.0.0.1:6379'), i);
        if (i % 3 === 0) console.error('Failed to reconnect Redis client after connection loss:', new Error('Socket closed unexpectedly'));
        clock += 15; // 2,000 retries over 30 s
        if (i % 667 === 666) collapser.flush();
      }
      collapser.recovered('redis');
      console.warn(JSON.stringify({ level: 'warn', msg: 'An inline script of a cached page is not a known form', key: '/x', refused: 1 }));
    } finally {
      restore();
    }
    const lines = sink.lines();
    expect(lines.map((line) => line.msg)).toEqual([
      '✓ Ready in 412ms',
      'Redis client error connect ECONNREFUSED 127.0.0.1:6379 0',
      'redis: still failing, 888 more in the last 10 s',
      'redis: still failing, 889 more in the last 10 s',
      'redis: recovered after 2666 failures',
      'An inline script of a cached page is not a known form',
    ]);
    expect(lines[1]).toMatchObject({ level: 'error', err: { type: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:6379' } });
    expect(lines.filter((line) => 'request_id' in line)).toEqual([]);
    expect(lines.at(-1)).toMatchObject({ key: '/x', refused: 1 });
    expect(failureKey('Subscriber client error: x')).toBe('redis');
    expect(failureKey('Failed at step 12 of 40')).toBe('Failed at step # of #');
  });
});
