/**
 * Sessions, measured on the production build through its HTTP routes (issue 20): access tokens that are forged,
 * altered, unsigned (`alg: none`) or expired are no session; a refresh token reused after its rotation is refused
 * (and ends its family) outside the 30 s grace window and honoured once inside it; a deleted account's token names
 * nobody; and every cookie the store sets along a shopper's journey carries SPEC §9's attributes.
 *
 * The store runs with a signing key of this file's (AUTH_JWT_SECRET), so the test can sign an expired token that is
 * genuine in every other way. docs/reliability/sessions.md describes the figures.
 */
import { SignJWT, base64url } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFigures, type Figure } from './figures';
import { startFaultStack } from './fault-stack';
import { client } from '@/tests/e2e/api/fetch-client';
import { issueAccessToken, sessionEnded, ACCESS_TOKEN_SECONDS } from '@/commerce/accounts/tokens';
import { hashToken, ROTATION_GRACE_MS } from '@/commerce/accounts/sessions';
import { SandboxUserResponse, SANDBOX_DEFAULT_PASSWORD } from '@/schemas/api/sandbox-users';
import { ListingResponse, ProductDetail } from '@/schemas/api/catalog';
// @ts-expect-error plain JavaScript module of the scripts
import { testLimitsEnv } from '../../scripts/lib/stack.mjs';

const TOPIC = 'sessions';
const SECRET = 'reliability-sessions-signing-key-0123456789';
const KEY = new TextEncoder().encode(SECRET);
const figures: Figure[] = [];
const figure = (measure: string, value: number | string, budget: string, ok: boolean) => figures.push({ measure, value: String(value), budget, ok });

let stopAll: () => Promise<void> = async () => {};
let url = '';
let db: pg.Pool;

type Shopper = ReturnType<typeof client>;
const REFRESH = { grant_type: 'refresh_token', flow: 'client' };
const cookieHeader = (pairs: Record<string, string>) => Object.entries(pairs).map(([k, v]) => `${k}=${v}`).join('; ');
const decode = (part: string) => JSON.parse(new TextDecoder().decode(base64url.decode(part)));
const encode = (value: unknown) => base64url.encode(JSON.stringify(value));

/** A signed-in sandbox member: its client (cookie jar), account id and e-mail. */
async function member(): Promise<{ shopper: Shopper; id: string; email: string }> {
  const { user } = SandboxUserResponse.parse((await client(url).call('POST', '/sandbox/users', {})).body);
  const shopper = client(url);
  const signedIn = await shopper.call('POST', '/sessions', { email: user.email, password: SANDBOX_DEFAULT_PASSWORD });
  expect(signedIn.status).toBe(200);
  return { shopper, id: String(user.id), email: user.email };
}

/** How an access token (header.payload.signature) fares: GET account by cookies and by bearer, and auth/token/verify. */
async function presentAccessToken(token: string) {
  const lastDot = token.lastIndexOf('.');
  const cookies = cookieHeader({ 'jwt-data': token.slice(0, lastDot), 'jwt-signature': token.slice(lastDot + 1) });
  const byCookie = await client(url).call('GET', '/account', undefined, { cookie: cookies });
  const byBearer = await client(url).call('GET', '/account', undefined, { authorization: `Bearer ${token}` });
  const verify = await client(url).call('POST', '/auth/token/verify', { token });
  return { byCookie: byCookie.status, byBearer: byBearer.status, verified: verify.body.valid === true, verifyStatus: verify.status, sub: String((byCookie.body.account as { id?: unknown } | undefined)?.id) };
}

/** A refresh with the given refresh token and device id (client flow, as the browser sends it). */
async function refreshWith(refreshToken: string, deviceId: string) {
  const answer = await client(url).call('POST', '/auth/token', REFRESH, { cookie: cookieHeader({ 'jwt-refresh-token': refreshToken, 'device-id': deviceId }) });
  return { status: answer.status, reason: (answer.body.details as { reason?: string } | undefined)?.reason, setCookie: answer.setCookie, refreshToken: answer.cookies.get('jwt-refresh-token') };
}

beforeAll(async () => {
  // The store signs with a secret the test knows (to make a genuinely expired token), without Redis, and with the
  // loopback exempt from the per-address limits (the journeys sign in many times from one address).
  const stack = await startFaultStack({ webEnv: { AUTH_JWT_SECRET: SECRET, REDIS_URL: '', ...testLimitsEnv() } });
  stopAll = stack.stop;
  url = stack.url;
  db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
});

afterAll(async () => {
  recordFigures(TOPIC, figures);
  await db?.end();
  await stopAll();
});

describe('access tokens the store must refuse', () => {
  it('forged, altered, unsigned (alg: none) and expired tokens are no session, by cookie, by bearer or to verify', async () => {
    const owner = await member();
    const other = await member();
    const data = owner.shopper.jar.get('jwt-data')!;
    const signature = owner.shopper.jar.get('jwt-signature')!;
    const [header, payload] = data.split('.');
    const claims = decode(payload);
    expect(claims).toMatchObject({ sub: owner.id, iss: 'atelier' });

    // The genuine token is accepted all three ways: the refusals below are the tokens', not the test's.
    const genuine = await presentAccessToken(`${data}.${signature}`);
    expect(genuine).toMatchObject({ byCookie: 200, byBearer: 200, verified: true, sub: owner.id });

    const otherKey = new TextEncoder().encode('not-the-store-key-but-long-enough-0123456789');
    const forgedWhole = await new SignJWT({ ...claims, sub: other.id }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(otherKey);
    const forgedSignature = (await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(otherKey)).split('.')[2];
    const now = Date.now();
    // Of the owner's live session (its `sid`): the expiry is the only thing wrong with them.
    const expired = await issueAccessToken({ sub: owner.id, did: claims.did, sid: claims.sid }, KEY, now - (ACCESS_TOKEN_SECONDS + 60) * 1000);
    const expiredLongAgo = await issueAccessToken({ sub: owner.id, did: claims.did, sid: claims.sid }, KEY, now - 61 * 24 * 3600 * 1000);
    // Genuinely signed and unexpired, but naming no session (as tokens did before issue 30), or another one.
    const sessionless = await issueAccessToken({ sub: owner.id, did: claims.did } as unknown as Parameters<typeof issueAccessToken>[0], KEY, now);
    const otherSession = await issueAccessToken({ sub: owner.id, did: claims.did, sid: decode(other.shopper.jar.get('jwt-data')!.split('.')[1]).sid }, KEY, now);
    const none = (alg: string, sig: string) => `${encode({ alg, typ: 'JWT' })}.${encode({ ...claims, sub: other.id })}.${sig}`;
    const cases: Record<string, string> = {
      'forged signature (another key) on the genuine payload': `${data}.${forgedSignature}`,
      'whole token signed with another key, naming another account': forgedWhole,
      'payload altered to another account id, old signature': `${header}.${encode({ ...claims, sub: other.id })}.${signature}`,
      'payload altered to a later expiry, old signature': `${header}.${encode({ ...claims, exp: claims.exp + 86_400 })}.${signature}`,
      'alg: none, empty signature': none('none', ''),
      'alg: None, empty signature': none('None', ''),
      'alg: none, the genuine signature kept': none('none', signature),
      'expired a minute ago (genuinely signed)': expired.token,
      'expired 61 days ago (genuinely signed)': expiredLongAgo.token,
      'genuinely signed, naming no session': sessionless.token,
      'genuinely signed, naming another account\'s session': otherSession.token,
    };
    const accepted: string[] = [];
    let tries = 0;
    for (const [name, token] of Object.entries(cases)) {
      const seen = await presentAccessToken(token);
      tries += 3;
      if (seen.byCookie !== 401) accepted.push(`${name}: cookie ${seen.byCookie}`);
      if (seen.byBearer !== 401) accepted.push(`${name}: bearer ${seen.byBearer}`);
      if (seen.verified || seen.verifyStatus !== 200) accepted.push(`${name}: verify ${seen.verifyStatus} valid=${seen.verified}`);
    }
    figure(`forged, altered, alg: none and expired access tokens accepted (${Object.keys(cases).length} tokens × cookie, bearer, verify)`, `${accepted.length} of ${tries}`, '0', accepted.length === 0);
    expect(accepted).toEqual([]);
  });

  it('a deleted account\'s token names nobody: account 404, orders as a guest, verify false, refresh 401', async () => {
    const gone = await member();
    const token = `${gone.shopper.jar.get('jwt-data')}.${gone.shopper.jar.get('jwt-signature')}`;
    const before = await presentAccessToken(token);
    expect(before).toMatchObject({ byCookie: 200, byBearer: 200, verified: true });
    expect((await client(url).call('DELETE', `/sandbox/users/${gone.id}`)).status).toBe(200);
    const after = await presentAccessToken(token);
    const account = await gone.shopper.call('GET', '/account');
    const orders = await gone.shopper.call('GET', '/orders');
    const refresh = await gone.shopper.call('POST', '/auth/token', REFRESH);
    const seen = `account ${after.byCookie} (bearer ${after.byBearer}), orders ${orders.status}, verify valid=${after.verified}, refresh ${refresh.status}`;
    const ok = after.byCookie === 404 && after.byBearer === 404 && orders.status === 401 && !after.verified && refresh.status === 401;
    figure('a deleted account\'s unexpired token: GET account, GET orders, verify, refresh', seen, 'account 404 (bearer 404), orders 401, verify valid=false, refresh 401', ok);
    expect(account.body.message).toBe('User not found.');
    expect(seen).toBe('account 404 (bearer 404), orders 401, verify valid=false, refresh 401');
  });

  it('sign-out ends the access token at once: the kept cookies get 401 on the account API and the studio API, the studio page sends them to sign in (issue 30)', async () => {
    const editor = await member();
    await db.query("UPDATE accounts SET role = 'editor' WHERE id = $1", [editor.id]);
    const kept = cookieHeader(Object.fromEntries(editor.shopper.jar));
    const token = `${editor.shopper.jar.get('jwt-data')}.${editor.shopper.jar.get('jwt-signature')}`;
    const studioPage = async () => (await fetch(`${url}/studio`, { headers: { cookie: kept }, redirect: 'manual' }));
    const seen = async () => {
      const page = await studioPage();
      return {
        account: (await client(url).call('GET', '/account', undefined, { cookie: kept })).status,
        bearer: (await client(url).call('GET', '/account', undefined, { authorization: `Bearer ${token}` })).status,
        studioApi: (await client(url).call('GET', '/api/studio/pages', undefined, { cookie: kept })).status,
        studioPage: `${page.status} ${page.headers.get('location') ?? ''}`.trim(),
        verified: (await client(url).call('POST', '/auth/token/verify', { token })).body.valid,
      };
    };
    expect(await seen()).toEqual({ account: 200, bearer: 200, studioApi: 200, studioPage: '200', verified: true });
    expect((await editor.shopper.call('DELETE', '/sessions')).status).toBe(200);
    const after = await seen();
    const expected = { account: 401, bearer: 401, studioApi: 401, studioPage: '307 /sign_in?return_to=%2Fstudio', verified: false };
    figure('the access token kept after sign-out, on the next request: GET account (cookie, bearer), studio API, studio page, verify', JSON.stringify(after), JSON.stringify(expected), JSON.stringify(after) === JSON.stringify(expected));
    expect(after).toEqual(expected);
  });

  it('what the session check costs: one indexed query per verification', async () => {
    const owner = await member();
    const claims = decode(owner.shopper.jar.get('jwt-data')!.split('.')[1]);
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = process.hrtime.bigint();
      expect(await sessionEnded(db, claims)).toBe(false);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    const median = times[100];
    const p95 = times[190];
    figure('the session check of an access token (one query on accounts and refresh_tokens), 200 in a row: median, p95', `${median.toFixed(2)} ms, ${p95.toFixed(2)} ms`, 'median < 5 ms', median < 5);
    expect(median).toBeLessThan(5);
  });
});

describe('refresh-token rotation through POST auth/token', () => {
  it('a token reused after its grace window is refused and ends its family (the window aged in the database)', async () => {
    const { shopper } = await member();
    const old = shopper.jar.get('jwt-refresh-token')!;
    const deviceId = shopper.jar.get('device-id')!;
    expect((await shopper.call('POST', '/auth/token', REFRESH)).status).toBe(200);
    const successor = shopper.jar.get('jwt-refresh-token')!;
    expect(successor).not.toBe(old);
    // As if the rotation happened a second more than the window ago (the test does not wait 30 s).
    const aged = await db.query(`UPDATE refresh_tokens SET rotated_at = rotated_at - make_interval(secs => $2) WHERE token_hash = $1 AND rotated_at IS NOT NULL`, [hashToken(old), ROTATION_GRACE_MS / 1000 + 1]);
    expect(aged.rowCount).toBe(1);
    const reused = await refreshWith(old, deviceId);
    const afterTheft = await refreshWith(successor, deviceId);
    const value = `${reused.status} ${reused.reason}; newest token then ${afterTheft.status} ${afterTheft.reason}`;
    const want = '401 reused; newest token then 401 revoked';
    figure('refresh token reused after rotation, outside the 30 s window (the family\'s newest token after it)', value, want, value === want);
    expect(value).toBe(want);
    // The refusal removes the session cookies.
    expect(reused.setCookie.filter((line) => /max-age=0/i.test(line)).map((line) => line.split('=')[0]).sort()).toEqual(['jwt-data', 'jwt-refresh-token', 'jwt-signature']);
  });

  it('inside the window a rotated token is honoured once: the third use is refused, the family lives on', async () => {
    const { shopper } = await member();
    const old = shopper.jar.get('jwt-refresh-token')!;
    const deviceId = shopper.jar.get('device-id')!;
    const uses = [];
    for (let i = 0; i < 5; i++) uses.push(await refreshWith(old, deviceId));
    expect(uses.map((u) => `${u.status}${u.reason ? ` ${u.reason}` : ''}`)).toEqual(['200', '200', '401 grace_used', '401 grace_used', '401 grace_used']);
    // The refusals inside the window leave the browser's cookies alone (a concurrent answer may have set the newest).
    expect(uses.slice(2).flatMap((u) => u.setCookie)).toEqual([]);
    // Both successors still rotate.
    expect((await refreshWith(uses[0].refreshToken!, deviceId)).status).toBe(200);
    expect((await refreshWith(uses[1].refreshToken!, deviceId)).status).toBe(200);

    // Fired at once: the row lock numbers them, whatever the order of arrival.
    const racer = await member();
    const token = racer.shopper.jar.get('jwt-refresh-token')!;
    const atOnce = await Promise.all(Array.from({ length: 10 }, () => refreshWith(token, racer.shopper.jar.get('device-id')!)));
    const accepted = atOnce.filter((u) => u.status === 200).length;
    const graceAccepted = uses.filter((u) => u.status === 200).length - 1;
    figure('reuses of a rotated refresh token answered 200 inside its 30 s window (4 one after another)', `${graceAccepted} of 4`, '1', graceAccepted === 1);
    figure('refreshes with one token fired at once answered 200 (the rotation and one grace)', `${accepted} of 10`, '2', accepted === 2);
    expect(accepted).toBe(2);
    expect(atOnce.filter((u) => u.status === 401 && u.reason === 'grace_used')).toHaveLength(8);
    const { rows } = await db.query(
      `SELECT count(*)::int AS tokens, count(*) FILTER (WHERE revoked_at IS NOT NULL)::int AS revoked
         FROM refresh_tokens WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
      [hashToken(token)],
    );
    expect(rows[0]).toEqual({ tokens: 3, revoked: 0 });
  });
});

/** SPEC §9, written out here (not read from lib/cookies.ts, which is what is checked). */
interface Attributes { maxAge?: number; path: string; sameSite: string; secure: boolean; httpOnly: boolean }
const YEAR = 31_536_000;
const JWT = { maxAge: 5_184_000, path: '/', sameSite: 'lax', secure: true };
const EXPECTED: Record<string, Attributes & { rule: string }> = {
  // "Country and language cookies last 365 days, path /."
  locale: { maxAge: YEAR, path: '/', sameSite: 'lax', secure: false, httpOnly: false, rule: 'SPEC §9: 365 days, path /' },
  language: { maxAge: YEAR, path: '/', sameSite: 'lax', secure: false, httpOnly: false, rule: 'SPEC §9: 365 days, path /' },
  // "JWT cookies last 5184000 seconds, lax same-site, secure. The signature and refresh token cookies are HTTP-only."
  'jwt-data': { ...JWT, httpOnly: false, rule: 'SPEC §9: 5184000 s, lax, secure; readable (SPEC §4)' },
  'jwt-signature': { ...JWT, httpOnly: true, rule: 'SPEC §9: 5184000 s, lax, secure, HTTP-only' },
  'jwt-refresh-token': { ...JWT, httpOnly: true, rule: 'SPEC §9: 5184000 s, lax, secure, HTTP-only' },
  // "The visitor cookie lasts 31536000 seconds, path /."
  kameleoonVisitorCode: { maxAge: YEAR, path: '/', sameSite: 'lax', secure: false, httpOnly: false, rule: 'SPEC §9: 31536000 s, path /' },
  // Not in SPEC §9: the store's own (commerce/accounts/README.md, lib/cookies.ts).
  'device-id': { maxAge: YEAR, path: '/', sameSite: 'lax', secure: false, httpOnly: true, rule: 'store: a year, HTTP-only' },
  'experiment-flags': { path: '/', sameSite: 'lax', secure: false, httpOnly: false, rule: 'store: session cookie' },
  'visitor-country': { path: '/', sameSite: 'lax', secure: false, httpOnly: false, rule: 'store: session cookie' },
};

function parseSetCookie(line: string) {
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  const name = pair.slice(0, pair.indexOf('='));
  const found: Attributes & { removal: boolean } = { path: '', sameSite: '', secure: false, httpOnly: false, removal: false };
  for (const attribute of attributes) {
    const [key, value = ''] = attribute.split('=');
    const k = key.toLowerCase();
    if (k === 'max-age') found.maxAge = Number(value);
    else if (k === 'path') found.path = value;
    else if (k === 'samesite') found.sameSite = value.toLowerCase();
    else if (k === 'secure') found.secure = true;
    else if (k === 'httponly') found.httpOnly = true;
  }
  found.removal = found.maxAge === 0;
  return { name, ...found };
}

describe('cookie attributes (SPEC §9) on every cookie the store sets along a journey', () => {
  it('first visit, language change, sign in, refresh, bag add, sign out: each Set-Cookie as SPEC §9 says', async () => {
    const seen: { step: string; line: string }[] = [];
    const browser = client(url);
    const step = async (name: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}, who: Shopper = browser) => {
      const answer = await who.call(method, path, body, headers);
      for (const line of answer.setCookie) seen.push({ step: name, line });
      return answer;
    };
    /** A page, as the browser asks for it (its cookie jar kept as the API client keeps it; no redirect followed). */
    const page = async (name: string, path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${url}${path}`, { headers: { cookie: cookieHeader(Object.fromEntries(browser.jar)), ...headers }, redirect: 'manual' });
      await response.arrayBuffer();
      const cookies = new Map<string, string>();
      for (const line of response.headers.getSetCookie()) {
        seen.push({ step: name, line });
        const { name: cookie, removal } = parseSetCookie(line);
        const value = line.split(';')[0].slice(cookie.length + 1);
        cookies.set(cookie, value);
        if (removal) browser.jar.delete(cookie);
        else browser.jar.set(cookie, value);
      }
      return { status: response.status, cookies };
    };
    // A first visit to Thailand's storefront, in Thai, from a CDN that names the visitor's country.
    const first = await page('first visit', '/?country_code=TH', { 'accept-language': 'th-TH,th;q=0.9', 'x-visitor-country': 'TH' });
    expect(first.status).toBeLessThan(400);
    expect(first.cookies.get('locale')).toBe('TH');
    // The language switcher sets the cookie in the browser and reloads with the language parameter.
    const switched = await page('language change', '/?language=en', { 'accept-language': 'th-TH' });
    expect(switched.cookies.get('language')).toBe('lng_en');
    // Consent to experiment tracking given (the banner's cookie): the visitor cookie may be kept.
    browser.jar.set('experiment-consent', '1');
    await page('experiment consent given', '/en');
    const { user } = SandboxUserResponse.parse((await client(url).call('POST', '/sandbox/users', {})).body);
    expect((await step('sign in', 'POST', '/sessions', { email: user.email, password: SANDBOX_DEFAULT_PASSWORD })).status).toBe(200);
    expect((await step('refresh', 'POST', '/auth/token', REFRESH)).status).toBe(200);
    // A bag add from a client that has no device id yet (an app, or a browser's first request being an add).
    const listing = ListingResponse.parse((await browser.call('GET', '/search?sort=price_asc&page_size=12&q=lipstick')).body);
    let variantId: number | undefined;
    for (const item of listing.items.filter((p) => p.state === 'available')) {
      variantId = ProductDetail.parse((await browser.call('GET', `/products/${item.slug}`)).body).variants.find((v) => v.stock.state === 'in_stock')?.id;
      if (variantId) break;
    }
    expect(variantId).toBeGreaterThan(0);
    expect((await step('bag add (member)', 'POST', '/cart/line-items', { variantId })).status).toBe(201);
    expect((await step('bag add (new guest)', 'POST', '/cart/line-items', { variantId }, {}, client(url))).status).toBe(201);
    // Consent withdrawn: the visitor cookie is expired (SPEC §4).
    browser.jar.set('experiment-consent', '0');
    await page('experiment consent withdrawn', '/en');
    expect((await step('sign out', 'DELETE', '/sessions')).status).toBe(200);

    const wrong: string[] = [];
    const rows: string[] = [];
    for (const { step: at, line } of seen) {
      const cookie = parseSetCookie(line);
      const expected = EXPECTED[cookie.name];
      if (!expected) {
        wrong.push(`${at}: ${cookie.name} is not a cookie the store should set (${line})`);
        continue;
      }
      const want = { maxAge: cookie.removal ? 0 : expected.maxAge, path: expected.path, sameSite: expected.sameSite, secure: expected.secure, httpOnly: expected.httpOnly };
      const got = { maxAge: cookie.maxAge, path: cookie.path, sameSite: cookie.sameSite, secure: cookie.secure, httpOnly: cookie.httpOnly };
      if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${at}: ${cookie.name} ${JSON.stringify(got)}, expected ${JSON.stringify(want)} (${expected.rule})`);
      rows.push(`${at}: ${cookie.name}${cookie.removal ? ' (removed)' : ''} Max-Age=${cookie.maxAge ?? 'session'} Path=${cookie.path} SameSite=${cookie.sameSite} ${cookie.secure ? 'Secure' : '-'} ${cookie.httpOnly ? 'HttpOnly' : '-'}`);
    }
    console.log(`[sessions] cookies set along the journey:\n  ${rows.join('\n  ')}`);
    const names = [...new Set(seen.map((s) => parseSetCookie(s.line).name))].sort();
    figure(`Set-Cookie headers of a journey (first visit to sign-out; ${names.length} cookies) whose attributes differ from SPEC §9 or the store's rules`, `${wrong.length} of ${seen.length}`, '0', wrong.length === 0);
    expect(wrong).toEqual([]);
    // Every cookie SPEC §9 names was seen at least once, so none went unchecked.
    expect(names).toEqual(expect.arrayContaining(['locale', 'language', 'jwt-data', 'jwt-signature', 'jwt-refresh-token', 'device-id']));
    // The session cookies were removed on sign-out, with the attributes they were set with.
    expect(seen.filter((s) => s.step === 'sign out').map((s) => parseSetCookie(s.line)).filter((c) => c.removal).map((c) => c.name).sort()).toEqual(['jwt-data', 'jwt-refresh-token', 'jwt-signature']);
  });
});
