/**
 * Abuse, measured on the production build (issue 20): each rate limit's tries answered per minute from one client
 * (address, account, e-mail, bag), the client address read through trusted proxies only, the sign-in lockout
 * under 20 concurrent tries, and sign-in and reset answers that do not tell whether an account exists.
 *
 * The store runs with `TRUSTED_PROXIES=127.0.0.2` and no exempt address: requests sent from 127.0.0.2 play a
 * trusted proxy naming each simulated client in `X-Forwarded-For`; requests from 127.0.0.1 are a client talking
 * to the store directly, whose `X-Forwarded-For` must be ignored. docs/reliability/abuse.md describes the figures.
 */
import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFigures, type Figure } from './figures';
import { LIMITS, type LimitName } from '@/commerce/limits/limits';
import { SLOWDOWN } from '@/commerce/accounts/sign-in';
import { catalogues } from '@/lib/i18n/catalogues';
// @ts-expect-error plain JavaScript module of the scripts
import { offsetPorts, PROFILES, startStack, startWeb } from '../../scripts/lib/stack.mjs';

const TOPIC = 'abuse';
const PROXY = '127.0.0.2';
const PASSWORD = 'Rosewood15!';
const figures: Figure[] = [];
const figure = (measure: string, value: number | string, budget: string, ok: boolean) => figures.push({ measure, value: String(value), budget, ok });

let stopAll: () => Promise<void> = async () => {};
let port = 0;
let db: pg.Pool;

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: Record<string, unknown>; ms: number }

/** One request to the store: from `from` (a local address), naming a client in X-Forwarded-For when given. */
function call(method: string, path: string, options: { body?: unknown; from?: string; client?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = httpRequest({
      host: '127.0.0.1', port, method, path: `/api/web/v1${path}`, localAddress: options.from ?? '127.0.0.1',
      headers: {
        'content-type': 'application/json', accept: 'application/json', 'accept-language': 'en',
        ...(options.client ? { 'x-forwarded-for': options.client } : {}),
        ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}),
        ...options.headers,
      },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        let body: Record<string, unknown> = {};
        try { body = JSON.parse(text); } catch { body = { text }; }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms });
      });
    });
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

let clients = 0;
/** A new client address, as a trusted proxy forwards it. */
const newClient = () => `198.18.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
let emails = 0;
const newEmail = () => `abuse${++emails}.${Date.now()}@example.com`;

const registration = (email: string) => ({
  email, password: PASSWORD, passwordConfirmation: PASSWORD, firstName: 'Abuse', lastName: 'Tester',
  mobile: { callingCode: '+65', number: '81234567' }, birthDate: '1990-01-01',
  consents: { overMinimumAge: true, policyAgreement: true, personalInformation: true, thirdPartyDisclosure: true, marketing: false },
});

async function register(email = newEmail()): Promise<{ email: string; cookie: string }> {
  const answer = await call('POST', '/users', { body: registration(email), from: PROXY, client: newClient() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const cookie = ([] as string[]).concat(answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  return { email, cookie };
}

/**
 * Fires `tries` calls one after another (or all at once: the count is atomic, so as many get through); the number
 * answered before the first 429, and that 429.
 */
async function untilRefused(tries: number, send: (i: number) => Promise<Answer>, atOnce = false) {
  let answers: Answer[] = [];
  if (atOnce) {
    answers = await Promise.all(Array.from({ length: tries }, (_, i) => send(i)));
    answers.sort((a, b) => Number(a.status === 429) - Number(b.status === 429));
  } else {
    for (let i = 0; i < tries; i++) answers.push(await send(i));
  }
  const first = answers.findIndex((a) => a.status === 429);
  return { allowed: first === -1 ? answers.length : first, refused: answers[first], answers };
}

/** Records and checks one limit: exactly its points are answered within the minute, then 429 with Retry-After. */
function expectLimit(limit: LimitName, what: string, result: Awaited<ReturnType<typeof untilRefused>>) {
  const { points } = LIMITS[limit];
  const ok = result.allowed === points && result.refused !== undefined;
  figure(`${what}: tries answered in one minute before 429 (\`${limit}\`)`, result.allowed, `= ${points}`, ok);
  expect(result.allowed).toBe(points);
  expect(result.refused?.status).toBe(429);
  expect(Number(result.refused?.headers['retry-after'])).toBeGreaterThan(0);
  expect(result.answers.slice(points).every((a) => a.status === 429)).toBe(true);
  // The tries let through were answered as the route answers them (a 4xx for a guess or an empty bag), never a 5xx.
  expect(result.answers.slice(0, points).filter((a) => a.status >= 500)).toEqual([]);
}

beforeAll(async () => {
  const stack = await startStack({ profile: 'reliability', build: true, anyData: true, serve: false, log: false });
  stopAll = stack.stop;
  const options = offsetPorts(PROFILES.reliability);
  port = options.port;
  const web = await startWeb({
    port,
    env: { DATABASE_URL: stack.databaseUrl, CONTENT_PORT: String(options.contentPort), TRUSTED_PROXIES: PROXY, RATE_LIMIT_EXEMPT_ADDRESSES: '', REDIS_URL: '' },
    name: 'web-abuse',
  });
  const stopStack = stack.stop;
  stopAll = async () => { await web.stop(); await stopStack(); };
  db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
  // Counts from an earlier run on the same data folder would shorten this run's limits.
  await db.query('DELETE FROM rate_limits');
});

afterAll(async () => {
  recordFigures(TOPIC, figures);
  await db?.end();
  await stopAll();
});

describe('rate limits: tries answered per minute from one client', () => {
  it('registrations per address', async () => {
    const client = newClient();
    expectLimit('register-address', 'registrations from one address', await untilRefused(LIMITS['register-address'].points + 2, () =>
      call('POST', '/users', { body: registration(newEmail()), from: PROXY, client })));
  });

  it('password-reset requests per address (the 429 in the shopper\'s language), and per e-mail: 30 requests for one e-mail send 3 e-mails', async () => {
    const client = newClient();
    const fromOneAddress = await untilRefused(LIMITS['reset-address'].points + 2, () =>
      call('POST', '/auth/password-reset', { body: { email: newEmail() }, from: PROXY, client, headers: { 'accept-language': 'th-TH', 'x-site-country': 'TH' } }));
    expectLimit('reset-address', 'password-reset requests from one address', fromOneAddress);
    expect(fromOneAddress.refused?.body.message).toBe(catalogues.th['api.tooManyRequests']);
    const victim = await register();
    const result = await untilRefused(30, () => call('POST', '/auth/password-reset', { body: { email: victim.email }, from: PROXY, client: newClient() }));
    expectLimit('reset-email', 'password-reset requests for one e-mail (from 30 addresses)', result);
    await new Promise((r) => setTimeout(r, 1500)); // the e-mails go out after the answers
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox_messages WHERE recipient = $1 AND kind = 'password_reset'", [victim.email]);
    figure('reset e-mails sent for 30 requests for one e-mail', rows[0].n, `= ${LIMITS['reset-email'].points}`, rows[0].n === LIMITS['reset-email'].points);
    expect(rows[0].n).toBe(LIMITS['reset-email'].points);
  });

  it('unlock-link requests per address and per e-mail', async () => {
    const client = newClient();
    expectLimit('unlock-address', 'unlock-link requests from one address', await untilRefused(LIMITS['unlock-address'].points + 2, () =>
      call('POST', '/users/unlock', { body: { email: newEmail() }, from: PROXY, client })));
    const email = newEmail();
    expectLimit('unlock-email', 'unlock-link requests for one e-mail (from many addresses)', await untilRefused(LIMITS['unlock-email'].points + 2, () =>
      call('POST', '/users/unlock', { body: { email }, from: PROXY, client: newClient() })));
  });

  it('promo-code guesses per address (a new browser each try) and per bag', async () => {
    const client = newClient();
    expectLimit('promo-address', 'invalid promo codes from one address', await untilRefused(LIMITS['promo-address'].points + 2, (i) =>
      call('POST', '/cart/discount-coupon', { body: { code: `GUESS${i}X${Date.now()}` }, from: PROXY, client })));
    const cookie = `device-id=${randomUUID()}`;
    expectLimit('promo-owner', 'invalid promo codes on one bag (from many addresses)', await untilRefused(LIMITS['promo-owner'].points + 2, (i) =>
      call('POST', '/cart/discount-coupon', { body: { code: `BAG${i}X${Date.now()}` }, from: PROXY, client: newClient(), headers: { cookie } })));
  });

  it('gift-card balance checks per address; a client\'s own X-Forwarded-For does not reset it, a trusted proxy\'s does', async () => {
    const letters = '23456789ABC';
    const code = (i: number) => `ZZZZ-ZZZZ-ZZZZ-Z${letters[i % letters.length]}${letters[Math.floor(i / letters.length) % letters.length]}Z`;
    const client = newClient();
    expectLimit('gift-card-address', 'unknown gift-card codes from one address', await untilRefused(LIMITS['gift-card-address'].points + 2, (i) =>
      call('GET', `/gift-cards/${code(i)}/balance`, { from: PROXY, client })));
    // Straight to the store from 127.0.0.1, a new X-Forwarded-For on each try: still one address.
    await db.query("DELETE FROM rate_limits WHERE key LIKE 'gift-card-address:127.0.0.1%'");
    const direct = await untilRefused(LIMITS['gift-card-address'].points + 2, (i) => call('GET', `/gift-cards/${code(i + 20)}/balance`, { client: `192.0.2.${i + 1}` }));
    figure('gift-card guesses with a new X-Forwarded-For each, from an untrusted peer, before 429', direct.allowed, `= ${LIMITS['gift-card-address'].points}`, direct.allowed === LIMITS['gift-card-address'].points);
    expect(direct.allowed).toBe(LIMITS['gift-card-address'].points);
    // Through the trusted proxy each forwarded address is its own client.
    const proxied = await Promise.all(Array.from({ length: 12 }, (_, i) => call('GET', `/gift-cards/${code(i + 40)}/balance`, { from: PROXY, client: newClient() })));
    expect(proxied.map((a) => a.status)).toEqual(Array(12).fill(404));
  });

  it('bookings per member', async () => {
    const member = await register();
    const contact = { fullName: 'Abuse Tester', email: member.email, callingCode: '+65', phone: '81234567' };
    expectLimit('booking-account', 'bookings by one member (from many addresses)', await untilRefused(LIMITS['booking-account'].points + 2, () =>
      call('POST', '/reservation-service/create', { body: { slotId: 999_999_999, contact, answers: [] }, from: PROXY, client: newClient(), headers: { cookie: member.cookie } })));
  });

  it('orders per bag owner and per address', async () => {
    const order = { email: 'abuse@example.com', delivery: 'delivery', address: { line1: '1 Orchard Road', city: 'Singapore', postcode: '238823' },
      recipient: { firstName: 'Abu', lastName: 'Se', callingCode: '+65', phone: '91234567' }, paymentMethod: 'card' };
    const cookie = `device-id=${randomUUID()}`;
    expectLimit('order-owner', 'orders by one browser (from many addresses)', await untilRefused(LIMITS['order-owner'].points + 2, () =>
      call('POST', '/orders', { body: order, from: PROXY, client: newClient(), headers: { cookie, 'idempotency-key': randomUUID() } })));
    const client = newClient();
    expectLimit('order-address', 'orders from one address (a new browser each), fired at once', await untilRefused(LIMITS['order-address'].points + 2, () =>
      call('POST', '/orders', { body: order, from: PROXY, client, headers: { 'idempotency-key': randomUUID() } }), true));
  });
});

describe('sign-in guessing from one address slows down, never locks the address out (issue 30)', () => {
  const CONCURRENCY = 6;
  const MEASURE_MS = 20_000;
  const wrong = (client: string) => call('POST', '/sessions', { body: { email: newEmail(), password: 'Wrong-pass1' }, from: PROXY, client });
  /** Sends `send` from `CONCURRENCY` workers, for `tries` tries or until `until`; the answers. */
  async function attack(send: () => Promise<Answer>, stop: { tries?: number; until?: number }) {
    const answers: Answer[] = [];
    let started = 0;
    const more = () => (stop.tries !== undefined ? started < stop.tries : Date.now() < stop.until!);
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (more()) {
        started++;
        answers.push(await send());
      }
    }));
    return answers;
  }

  it('an attacker spraying e-mails from one address is answered, slowed to one guess per 4 s per connection, while members behind that address sign in (with and without a known browser)', async () => {
    const attacker = newClient();
    // Two members; each registered from elsewhere, so the browser that registered is a device they are known on.
    const stranger = await register();
    const regular = await register();
    const regularDevice = regular.cookie.split('; ').find((c) => c.startsWith('device-id='))!;
    expect(regularDevice).toMatch(/^device-id=\S+$/);

    // Warm-up: past the free failures and through the doublings, to the longest wait.
    const free = SLOWDOWN.freeFailures + 4 * SLOWDOWN.doubleEvery + 1;
    const warmUp = await attack(() => wrong(attacker), { tries: free });
    expect(warmUp.map((a) => a.status)).toEqual(Array(free).fill(401));

    // The attack goes on for MEASURE_MS; half-way, both members sign in from the same address.
    const until = Date.now() + MEASURE_MS;
    const attackRun = attack(() => wrong(attacker), { until });
    await new Promise((r) => setTimeout(r, MEASURE_MS / 2));
    const newBrowser = await call('POST', '/sessions', { body: { email: stranger.email, password: PASSWORD }, from: PROXY, client: attacker });
    const knownBrowser = await call('POST', '/sessions', { body: { email: regular.email, password: PASSWORD }, from: PROXY, client: attacker, headers: { cookie: regularDevice } });
    const answers = await attackRun;

    const statuses = [...new Set(answers.map((a) => a.status))];
    const perHour = Math.round((answers.length * 3_600_000) / MEASURE_MS);
    const ceiling = Math.round((CONCURRENCY * 3_600_000) / SLOWDOWN.maxDelayMs);
    figure(`wrong passwords answered an hour from one address, ${CONCURRENCY} connections, each try a new e-mail (from ${answers.length} in ${MEASURE_MS / 1000} s)`, perHour, `≤ ${ceiling} (one per ${SLOWDOWN.maxDelayMs / 1000} s per connection)`, perHour <= ceiling);
    figure('answers to that attack other than 401 (a 429 would lock the address out)', answers.filter((a) => a.status !== 401).length, '0', statuses.join() === '401');
    expect(statuses).toEqual([401]);
    expect(perHour).toBeLessThanOrEqual(ceiling);
    expect(Math.min(...answers.map((a) => a.ms))).toBeGreaterThanOrEqual(SLOWDOWN.maxDelayMs * 0.95);

    const budgetNew = SLOWDOWN.maxDelayMs + 3_000;
    figure('a member\'s right password from the attacked address, on a browser it never signed in on', `${newBrowser.status} in ${(newBrowser.ms / 1000).toFixed(1)} s`, `200 in < ${budgetNew / 1000} s`, newBrowser.status === 200 && newBrowser.ms < budgetNew);
    figure('a member\'s right password from the attacked address, on a browser it signed in on before', `${knownBrowser.status} in ${(knownBrowser.ms / 1000).toFixed(1)} s`, `200 in < ${SLOWDOWN.maxDelayMs / 1000} s (not slowed)`, knownBrowser.status === 200 && knownBrowser.ms < SLOWDOWN.maxDelayMs);
    expect(newBrowser.status).toBe(200);
    expect(newBrowser.ms).toBeGreaterThanOrEqual(SLOWDOWN.maxDelayMs * 0.95);
    expect(newBrowser.ms).toBeLessThan(budgetNew);
    expect(knownBrowser.status).toBe(200);
    expect(knownBrowser.ms).toBeLessThan(SLOWDOWN.maxDelayMs);
  });

  it('guesses an hour on one account: what the account\'s count lets through, driven from many addresses', async () => {
    const victim = await register();
    const started = Date.now();
    const answers: Answer[] = [];
    // For 10 s, a wrong password from a new address each time, one after another.
    while (Date.now() - started < 10_000) answers.push(await call('POST', '/sessions', { body: { email: victim.email, password: `Wrong-pass${answers.length}` }, from: PROXY, client: newClient() }));
    const checked = answers.filter((a) => a.status === 401).length;
    expect(answers.slice(0, checked).every((a) => a.status === 401)).toBe(true);
    expect(answers.slice(checked).every((a) => a.status === 423)).toBe(true);
    // The window the limiter enforces, read from its row: the count restarts only when it ends.
    const { rows } = await db.query<{ expire: string }>('SELECT expire FROM rate_limits WHERE key LIKE $1', [`sign-in-account:${victim.email}@%`]);
    const windowSeconds = Math.round((Number(rows[0].expire) - started) / 1000);
    const withoutBlocking = Math.floor(((checked) * 3600) / windowSeconds);
    figure(`wrong passwords checked on one account in 10 s from ${answers.length} addresses before 423`, checked + 1, `= ${LIMITS['sign-in-account'].points} (the last one blocks)`, checked + 1 === LIMITS['sign-in-account'].points);
    figure(`guesses an hour on one account without blocking it (${checked} per ${windowSeconds} s window)`, withoutBlocking, '≤ 16', withoutBlocking <= 16);
    expect(checked).toBe(LIMITS['sign-in-account'].points - 1);
    expect(withoutBlocking).toBeLessThanOrEqual(16);
  });
});

describe('the sign-in lockout and account enumeration', () => {
  it('20 concurrent wrong sign-ins on one account: 4 answered 401, the rest blocked (423, one reference); then the right password is blocked too', async () => {
    const member = await register();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      call('POST', '/sessions', { body: { email: member.email, password: `Wrong-pass${i}` }, from: PROXY, client: newClient() })));
    const statuses = answers.map((a) => a.status);
    const failed = statuses.filter((s) => s === 401).length;
    const max = LIMITS['sign-in-account'].points;
    figure('concurrent wrong sign-ins on one account answered 401 (of 20; the 5th failure blocks)', failed, `= ${max - 1}`, failed === max - 1);
    expect(failed).toBe(max - 1);
    expect(statuses.filter((s) => s === 423)).toHaveLength(20 - (max - 1));
    expect(new Set(answers.filter((a) => a.status === 423).map((a) => a.body.referenceId)).size).toBe(1);
    const right = await call('POST', '/sessions', { body: { email: member.email, password: PASSWORD }, from: PROXY, client: newClient() });
    figure('the right password after 20 concurrent wrong ones', right.status, '423', right.status === 423);
    expect(right.status).toBe(423);
  });

  it('a real and an unknown e-mail answer the same statuses, body shapes and reference behaviour', async () => {
    const member = await register();
    const tries = async (email: string) => {
      const seen = [];
      for (let i = 0; i < 7; i++) seen.push(await call('POST', '/sessions', { body: { email, password: 'Wrong-pass1' }, from: PROXY, client: newClient() }));
      return seen;
    };
    const real = await tries(member.email);
    const unknown = await tries(newEmail());
    const shape = (answers: Answer[]) => answers.map((a) => `${a.status} ${Object.keys(a.body).sort().join(',')}`);
    expect(shape(real)).toEqual(shape(unknown));
    expect(real.map((a) => a.status)).toEqual([401, 401, 401, 401, 423, 423, 423]);
    const references = (answers: Answer[]) => new Set(answers.filter((a) => a.status === 423).map((a) => a.body.referenceId)).size;
    expect(references(real)).toBe(1);
    expect(references(unknown)).toBe(1);
    figure('sign-in answers that differ between a real and an unknown e-mail (status, body keys, reference id), 7 tries each', 0, '0', true);
  });

  it('a reset request takes as long for a real e-mail as for an unknown one', async () => {
    const N = 20;
    const real = [];
    for (let i = 0; i < N; i++) real.push((await register()).email);
    const unknown = Array.from({ length: N }, () => newEmail());
    const times: { real: number[]; unknown: number[] } = { real: [], unknown: [] };
    const reset = async (email: string) => {
      // A pause first, so the e-mail a previous request sends after its answer does not slow this one.
      await new Promise((r) => setTimeout(r, 80));
      return (await call('POST', '/auth/password-reset', { body: { email }, from: PROXY, client: newClient() })).ms;
    };
    for (let i = 0; i < 4; i++) await reset(newEmail()); // warm-up, not counted
    // In the order real, unknown, unknown, real, real, unknown…: each kind follows a real request (whose link is
    // mailed after its answer) as often as an unknown one, so a busy machine slows both alike. Plain alternation
    // put every unknown request right after a real one's mailing, and on a loaded machine only those were slowed.
    for (let i = 0; i < N; i++) {
      const pair = [['real', real[i]], ['unknown', unknown[i]]] as const;
      for (const [kind, email] of i % 2 === 0 ? pair : [...pair].reverse()) times[kind].push(await reset(email));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const gap = Math.abs(median(times.real) - median(times.unknown));
    const tolerance = Math.max(1, 0.2 * median(times.unknown));
    figure(`reset answer, median of ${N}: real vs unknown e-mail`, `${median(times.real).toFixed(1)} ms vs ${median(times.unknown).toFixed(1)} ms`, `gap ≤ ${tolerance.toFixed(1)} ms`, gap <= tolerance);
    expect(gap).toBeLessThanOrEqual(tolerance);
  });
});
