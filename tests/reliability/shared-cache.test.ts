/**
 * Issue 20, a shared cache in front cannot be poisoned (docs/reliability/hostile-input.md, "A shared cache in
 * front"). One production store behind nginx configured as a plain HTTP cache — a CDN's defaults: the key is the
 * scheme, host and URL, and the store's own `Cache-Control` (`s-maxage`, `private`), `Vary` and `Set-Cookie` decide
 * what is kept. The same URL is asked for with different x-site-country headers, country and language cookies and
 * experiment visitors; each gets its own country's, language's and variant's page, while the page of a country's
 * domain under a language prefix is still answered from the cache.
 *
 * Issue 30: a second nginx, from the deploy template (`npm run cluster`'s, whose key holds the host, the country and
 * language cookies, the page-flags cookie, the x-site-country and x-forwarded-host headers and Next's router
 * headers), takes requests that repeat one of those inputs (two cookies of a name, in one Cookie header or two, or
 * spelt in a way only nginx reads as it; two header lines, sent raw): nginx keys on the first, and the shopper who
 * comes next with the plain value must get their own page, never a HIT of the attacker's. Skipped, with the reason
 * printed, when nginx is missing.
 */
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES, languageCookieValue } from '@/lib/cookies';
import { DEFAULT_PAGE_FLAGS_TOKEN } from '@/lib/experiments/page-flags';
import { newDeviceId } from '@/lib/device-id';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { ensureDebianPackages } from '@/scripts/lib/debian-packages.mjs';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { nginxConfig, startNginx } from '@/scripts/lib/cluster.mjs';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { root } from '@/scripts/lib/stack.mjs';
import { recordFigures } from './figures';
import { RELIABILITY_PORTS, startFaultStack, type FaultStack } from './fault-stack';

const TOPIC = 'Shared cache';
const missing: string[] = ensureDebianPackages([{ program: 'nginx', pkg: 'nginx-light' }, { program: '/usr/sbin/nginx', pkg: 'nginx-light' }], 'nginx for the shared-cache tests');
if (missing.length > 0) console.warn(`\n[shared-cache tests] SKIPPED: nginx (Debian package nginx-light) is not installed\n`);

/** nginx's port: beside the store's (the reliability profile's, shifted by STACK_PORT_OFFSET). */
const CACHE_PORT = RELIABILITY_PORTS.port + 7;
/** The deploy template's nginx: the port after it. */
const TEMPLATE_PORT = RELIABILITY_PORTS.port + 8;
const NO_EXPERIMENTS = { EXPERIMENTS_BASE_URL: 'http://127.0.0.1:1', EXPERIMENTS_SITE_CODE: 'atelier0001', EXPERIMENTS_ENVIRONMENT: 'production' };

/** A CDN's defaults: one copy per scheme, host and URL (and per the headers the answer's Vary names). */
const sharedCacheConfig = (storePort: number) => ({ USER_LINE, RUN_DIR }: { USER_LINE: string; RUN_DIR: string }) => `${USER_LINE}
worker_processes 1;
daemon off;
pid ${RUN_DIR}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${RUN_DIR}/client-body;
  proxy_temp_path ${RUN_DIR}/proxy-temp;
  fastcgi_temp_path ${RUN_DIR}/fastcgi-temp;
  uwsgi_temp_path ${RUN_DIR}/uwsgi-temp;
  scgi_temp_path ${RUN_DIR}/scgi-temp;
  proxy_cache_path ${RUN_DIR}/cache levels=1:2 keys_zone=shared:1m max_size=64m inactive=10m use_temp_path=off;
  server {
    listen 127.0.0.1:${CACHE_PORT};
    location / {
      proxy_pass http://127.0.0.1:${storePort};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_cache shared;
      proxy_cache_key $scheme$http_host$request_uri;
      # A CDN takes response heads of tens of kB; nginx's 4 kB default is less than a first answer's (cookies, the
      # font preloads and two policies, one of them the page's script hashes: docs/deploy.md).
      proxy_buffer_size 16k;
      proxy_buffers 8 16k;
      proxy_busy_buffers_size 32k;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;

interface Answer {
  status: number;
  cache: string;
  cacheControl: string;
  contentType: string;
  vary: string;
  location: string;
  setCookie: string[];
  body: string;
}

/**
 * One GET through a cache (the CDN-like one unless `port` says otherwise), with the Host a browser sends for `host`
 * (fetch cannot set it). `raw` header lines are sent as they are, in order, a name repeated as often as it is given
 * (Node's raw header array): the way to send two x-site-country headers or two Cookie headers.
 */
interface Via {
  host?: string;
  headers?: Record<string, string>;
  raw?: [string, string][];
  port?: number;
}
function viaCache(path: string, { port = CACHE_PORT, host = `127.0.0.1:${port}`, headers = {}, raw = [] }: Via = {}): Promise<Answer> {
  const lines = [['host', host], ...Object.entries(headers), ...raw].flat();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: lines, timeout: 60_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          cache: String(res.headers['x-cache-status'] ?? ''),
          cacheControl: String(res.headers['cache-control'] ?? ''),
          contentType: String(res.headers['content-type'] ?? ''),
          vary: String(res.headers.vary ?? ''),
          location: String(res.headers.location ?? ''),
          setCookie: res.headers['set-cookie'] ?? [],
          body,
        }),
      );
    });
    req.on('timeout', () => req.destroy(new Error(`${path}: no answer within 60 s`)));
    req.on('error', reject);
    req.end();
  });
}

/** A returning shopper's cookies, all as the store wrote them (so the store writes none: no Set-Cookie to keep the answer out). */
function returning({ country, lang, visitor, flags = DEFAULT_PAGE_FLAGS_TOKEN }: { country: string; lang: string; visitor?: string; flags?: string }): string {
  const cookies: Record<string, string> = {
    [COOKIES.country.name]: country,
    [COOKIES.language.name]: languageCookieValue(lang),
    [COOKIES.deviceId.name]: newDeviceId(),
    [COOKIES.experimentFlags.name]: flags,
  };
  if (visitor) cookies[COOKIES.visitor.name] = visitor;
  return Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ');
}

/** What a shopper reads that tells the country and language apart: the page's language tag and its currency. */
const htmlLang = (body: string) => /<html[^>]*\slang="([^"]+)"/.exec(body)?.[1];
const PAGE = '/brands/maison-lumiere';
const CURRENCY: Record<string, RegExp> = { SG: /S\$|SGD/, MY: /RM|MYR/, TH: /฿|THB/ };

let stack: FaultStack;
let nginx: { stop: () => Promise<void> } | undefined;
let templateNginx: { stop: () => Promise<void> } | undefined;
/** Two experiment visitors whose header-promo-strip variations differ (found by the experiment test): by strip shown. */
const byStrip = new Map<boolean, { visitor: string; flags: string }>();
/** Answers served with another country's, language's or variant's page, of all the answers compared. */
const wrong = { count: 0, of: 0 };
const count = (ok: boolean) => {
  wrong.of++;
  if (!ok) wrong.count++;
};
/** Poisoning attempts through the template's nginx: the next shopper got another's page, or the attack's answer was storable. */
const poisoned = { count: 0, of: 0 };
const storable = { count: 0, of: 0 };
let attempts = 0;
/**
 * One poisoning attempt through the deploy template's nginx, then the plain shopper for the same URL (a URL of its
 * own, so attempts do not meet). The attack's answer must be stored nowhere (`no-store`: the store saw the input
 * repeated) — unless it sets a cookie, which nginx never stores either, or nginx itself replaced the repeated
 * header (`reachesStore` false), so the store never saw it.
 */
async function poisonThenVisit(attack: Via, shopper: Via, { path = PAGE, reachesStore = true }: { path?: string; reachesStore?: boolean } = {}) {
  const url = `${path}?attempt=${++attempts}`;
  const sent = await viaCache(url, { port: TEMPLATE_PORT, ...attack });
  const got = await viaCache(url, { port: TEMPLATE_PORT, ...shopper });
  if (reachesStore) {
    storable.of++;
    if (!/no-store/.test(sent.cacheControl) && sent.setCookie.length === 0) storable.count++;
  }
  return { sent, got, url };
}
const counted = (ok: boolean) => {
  poisoned.of++;
  if (!ok) poisoned.count++;
  return ok;
};
const pathOf = (location: string) => location.replace(/^https?:\/\/[^/]+/, '');

/** What each shopper read (the status and the page's language tag), each counted against what they should have. */
function read(answers: Answer[], expected: string[]): string[] {
  const seen = answers.map((a) => `${a.status} ${htmlLang(a.body)}`);
  seen.forEach((page, i) => count(page === expected[i]));
  return seen;
}

describe.skipIf(missing.length > 0)('a shared cache in front of the store', () => {
  beforeAll(async () => {
    stack = await startFaultStack({ webEnv: NO_EXPERIMENTS });
    nginx = await startNginx({ runDir: join(root, `.data/shared-cache-nginx-${CACHE_PORT}`), config: sharedCacheConfig(stack.ports.port), port: CACHE_PORT, log: false });
    const template = (fill: Record<string, string>) =>
      nginxConfig({ ...fill, LISTEN: `127.0.0.1:${TEMPLATE_PORT}`, TLS_LINES: '', UPSTREAM_SERVERS: `    server 127.0.0.1:${stack.ports.port} max_fails=0;`, PAGE_TTL: '60s' });
    templateNginx = await startNginx({ runDir: join(root, `.data/shared-cache-template-nginx-${TEMPLATE_PORT}`), config: template, port: TEMPLATE_PORT, log: false });
  });
  afterAll(async () => {
    await templateNginx?.stop();
    await nginx?.stop();
    await stack?.stop();
    if (wrong.of > 0) recordFigures(TOPIC, [{ measure: 'answers through the cache with another country’s, language’s or variant’s page', value: `${wrong.count} of ${wrong.of}`, budget: '0', ok: wrong.count === 0 }]);
    if (poisoned.of > 0) {
      recordFigures(TOPIC, [
        { measure: 'the deploy template’s nginx: shoppers handed another’s page after a request repeating a key cookie or header', value: `${poisoned.count} of ${poisoned.of}`, budget: '0', ok: poisoned.count === 0 },
        { measure: 'the deploy template’s nginx: answers to such a request that a cache may store', value: `${storable.count} of ${storable.of}`, budget: '0', ok: storable.count === 0 },
      ]);
    }
  });

  describe('through the deploy template’s nginx, a request that repeats a cookie or header of the key', () => {
    const template = `127.0.0.1:${TEMPLATE_PORT}`;

    it('two country and language cookies (in one Cookie header or two, or spelt as only nginx reads them): the next Singapore shopper gets the Singapore page', async () => {
      const thai = returning({ country: 'TH', lang: 'th' });
      const singapore = 'locale=SG; language=lng_en';
      const attacks: [string, [string, string][]][] = [
        ['one Cookie header', [['cookie', `${singapore}; ${thai}`]]],
        ['two Cookie headers', [['cookie', singapore], ['cookie', thai]]],
        ['names in capitals', [['cookie', `LOCALE=SG; LANGUAGE=lng_en; ${thai}`]]],
        ['after a comma', [['cookie', `a=1,${singapore}; ${thai}`]]],
      ];
      const seen: Record<string, string> = {};
      for (const [how, raw] of attacks) {
        const { sent, got } = await poisonThenVisit({ host: template, raw }, { host: template, headers: { cookie: returning({ country: 'SG', lang: 'en' }) } });
        const page = `${got.status} ${htmlLang(got.body)} ${CURRENCY.SG.test(got.body) ? 'S$' : 'no S$'} ${got.cache}`;
        counted(got.status === 200 && htmlLang(got.body) === 'en-SG' && CURRENCY.SG.test(got.body));
        seen[how] = `${page}; attack answered ${sent.cacheControl}`;
      }
      for (const [how] of attacks) expect(seen[how], how).toMatch(/^200 en-SG S\$ MISS; attack answered private, no-store$/);
    });

    it('two language cookies on a country’s host: the next English reader of Thailand is sent to the English page', async () => {
      const host = `th.localhost:${TEMPLATE_PORT}`;
      const { sent, got, url } = await poisonThenVisit({ host, raw: [['cookie', `language=lng_en; ${returning({ country: 'TH', lang: 'th' })}`]] }, { host, headers: { cookie: returning({ country: 'TH', lang: 'en' }) } });
      counted(got.status === 307);
      expect({ status: got.status, location: pathOf(got.location), cache: got.cache }).toEqual({ status: 307, location: `/en${url}`, cache: 'MISS' });
      expect(sent.cacheControl).toBe('private, no-store');
    });

    it('two x-site-country headers (raw lines, either order): the next shopper of each country gets that country’s page', async () => {
      // Thailand, then Singapore: nginx keys on th; the shopper the header names Thailand is sent to Thailand's English page.
      const first = await poisonThenVisit(
        { raw: [['x-site-country', 'th'], ['x-site-country', 'sg'], ['cookie', returning({ country: 'SG', lang: 'en' })]] },
        { raw: [['x-site-country', 'th'], ['cookie', returning({ country: 'SG', lang: 'en' })]] },
      );
      counted(first.got.status === 307);
      expect({ status: first.got.status, location: pathOf(first.got.location) }, `${htmlLang(first.got.body)} ${first.got.cache}`).toEqual({ status: 307, location: `/en${first.url}` });
      // Singapore, then Thailand: nginx keys on sg; that shopper gets Singapore's page.
      const second = await poisonThenVisit(
        { raw: [['x-site-country', 'sg'], ['x-site-country', 'th'], ['cookie', returning({ country: 'TH', lang: 'th' })]] },
        { raw: [['x-site-country', 'sg'], ['cookie', returning({ country: 'TH', lang: 'th' })]] },
      );
      counted(second.got.status === 200 && htmlLang(second.got.body) === 'en-SG');
      expect(`${second.got.status} ${htmlLang(second.got.body)} ${second.got.cache}`).toMatch(/^200 en-SG MISS$/);
      for (const { sent } of [first, second]) expect(sent.cacheControl).toMatch(/no-store/);
    });

    it('the host: two x-forwarded-host headers, or a request line naming another host than Host, leave each country’s host its own page', async () => {
      const sg = `sg.localhost:${TEMPLATE_PORT}`;
      const th = `th.localhost:${TEMPLATE_PORT}`;
      // nginx sends its own X-Forwarded-Host (the Host), so the store never sees the client's.
      const forwarded = await poisonThenVisit({ host: sg, raw: [['x-forwarded-host', th], ['x-forwarded-host', th], ['cookie', returning({ country: 'SG', lang: 'en' })]] }, { host: sg, headers: { cookie: returning({ country: 'SG', lang: 'en' }) } }, { reachesStore: false });
      counted(forwarded.got.status === 200 && htmlLang(forwarded.got.body) === 'en-SG');
      expect(`${forwarded.got.status} ${htmlLang(forwarded.got.body)}`).toBe('200 en-SG');
      // `GET http://th.localhost/… ` with `Host: sg.localhost`: nginx's $host is the request line's, the store is sent
      // the Host header. A Thai-host shopper with the same cookies must not get the Singapore page kept for it.
      const url = `${PAGE}?attempt=${++attempts}`;
      const cookie = returning({ country: 'SG', lang: 'en' });
      const sent = await viaCache(`http://${th}${url}`, { port: TEMPLATE_PORT, host: sg, headers: { cookie } });
      expect(htmlLang(sent.body)).toBe('en-SG');
      const got = await viaCache(url, { port: TEMPLATE_PORT, host: th, headers: { cookie } });
      counted(got.status === 307);
      expect({ status: got.status, location: pathOf(got.location), page: htmlLang(got.body) }).toEqual({ status: 307, location: `/en${url}`, page: undefined });
    });

    it('two RSC headers: a router request for the page is never answered with a stored HTML page', async () => {
      const cookie = returning({ country: 'SG', lang: 'en' });
      const { sent, got } = await poisonThenVisit({ raw: [['rsc', '1'], ['rsc', '1'], ['cookie', cookie]] }, { raw: [['rsc', '1'], ['cookie', cookie]] });
      counted(!(got.cache === 'HIT' && /text\/html/.test(got.contentType)));
      expect(`${got.cache} ${got.contentType}`).not.toMatch(/^HIT text\/html/);
      expect(sent.cacheControl).toMatch(/no-store/);
    });
  });

  it('the same URL with different x-site-country headers (no country in the host): each country’s page, none shared', async () => {
    const asked = ['SG', 'MY', 'SG', 'MY'];
    const answers = [];
    for (const country of asked) answers.push(await viaCache(PAGE, { headers: { 'x-site-country': country, cookie: returning({ country, lang: 'en' }) } }));
    // What each shopper reads first (a poisoned cache fails here), then why.
    const expected = asked.map((c) => `200 en-${c}`);
    expect(read(answers, expected)).toEqual(expected);
    answers.forEach((a, i) => expect(a.body).toMatch(CURRENCY[asked[i]]));
    for (const answer of answers) {
      expect(answer.setCookie).toEqual([]);
      expect(answer.cacheControl).toMatch(/\bprivate\b/);
    }
    expect(answers.map((a) => a.cache)).not.toContain('HIT');
  });

  it('the same URL with different country cookies (no header, no country in the host): each country’s page, none shared', async () => {
    const asked = ['SG', 'MY', 'TH', 'SG'];
    const lang = (country: string) => (country === 'TH' ? 'th' : 'en');
    const answers = [];
    for (const country of asked) answers.push(await viaCache(PAGE, { headers: { cookie: returning({ country, lang: lang(country) }) } }));
    const expected = asked.map((c) => `200 ${lang(c)}-${c}`);
    expect(read(answers, expected)).toEqual(expected);
    answers.forEach((a, i) => expect(a.body).toMatch(CURRENCY[asked[i]]));
    for (const answer of answers) expect(answer.cacheControl).toMatch(/\bprivate\b/);
    expect(answers.map((a) => a.cache)).not.toContain('HIT');
  });

  it('the same URL with different language cookies (Thailand by its host): Thai for one, the English page for the other', async () => {
    const host = `th.localhost:${CACHE_PORT}`;
    const thai = [];
    for (let i = 0; i < 2; i++) thai.push(await viaCache(PAGE, { host, headers: { cookie: returning({ country: 'TH', lang: 'th' }) } }));
    for (const answer of thai) {
      count(htmlLang(answer.body) === 'th-TH');
      expect(answer.status).toBe(200);
      expect(htmlLang(answer.body)).toBe('th-TH');
    }
    // The English cookie is sent on to the English URL, not handed the Thai page kept from the requests above.
    const english = await viaCache(PAGE, { host, headers: { cookie: returning({ country: 'TH', lang: 'en' }) } });
    count(english.status === 307 && english.location.endsWith(`/en${PAGE}`));
    expect({ status: english.status, location: english.location.replace(/^https?:\/\/[^/]+/, '') }).toEqual({ status: 307, location: `/en${PAGE}` });
    expect(english.cacheControl).toMatch(/\bprivate\b/);
    const page = await viaCache(`/en${PAGE}`, { host, headers: { cookie: returning({ country: 'TH', lang: 'en' }) } });
    expect(htmlLang(page.body)).toBe('en-TH');
  });

  it('the common case still caches: a country’s domain with a language prefix is a HIT on the second request', async () => {
    const host = `th.localhost:${CACHE_PORT}`;
    const cacheStatus = [];
    for (let i = 0; i < 3; i++) {
      // A different browser each time (its own device id): the copy is shared between shoppers.
      const answer = await viaCache(`/en${PAGE}`, { host, headers: { cookie: returning({ country: 'TH', lang: 'en' }) } });
      expect(answer.status).toBe(200);
      expect(htmlLang(answer.body)).toBe('en-TH');
      expect(answer.cacheControl).toMatch(/s-maxage=\d+/);
      expect(answer.cacheControl).not.toMatch(/private/);
      cacheStatus.push(answer.cache);
    }
    expect(cacheStatus.slice(1)).toEqual(['HIT', 'HIT']);
    // A first visit sets cookies: never kept (it would hand one browser's cookies to the next).
    const first = await viaCache(`/en${PAGE}?first-visit`, { host });
    expect(first.setCookie.length).toBeGreaterThan(0);
    expect(first.cacheControl).toMatch(/\bprivate\b/);
    expect((await viaCache(`/en${PAGE}?first-visit`, { host })).cache).not.toBe('HIT');
    recordFigures(TOPIC, [
      { measure: 'a country’s domain with a language prefix, 2nd and 3rd request (new browsers): cache status', value: cacheStatus.slice(1).join(', '), budget: 'HIT, HIT', ok: cacheStatus.slice(1).every((s) => s === 'HIT') },
    ]);
  });

  it('experiment visitors in different variants of a page: each gets their own, none shared', async () => {
    // The embedded experiment service, whose page flags split visitors.
    await stack.restartWeb({ EXPERIMENTS_BASE_URL: '' });
    const host = `sg.localhost:${CACHE_PORT}`;
    // The proxy waits 50 ms for the configuration on a process's first request: give it time to load first.
    await viaCache(`${PAGE}?warm-up`, { host });
    await new Promise((r) => setTimeout(r, 2_000));
    // Two visitors whose header-promo-strip variations differ, as the store decides them (their first visit).
    byStrip.clear();
    for (let i = 0; byStrip.size < 2 && i < 40; i++) {
      const visitor = `cachetest${String(i).padStart(7, '0')}`;
      const answer = await viaCache(`${PAGE}?visitor=${i}`, { host, headers: { cookie: `${COOKIES.visitor.name}=${visitor}` } });
      const flags = answer.setCookie.map((c) => new RegExp(`^${COOKIES.experimentFlags.name}=([^;]*)`).exec(c)?.[1]).find(Boolean);
      if (flags) byStrip.set(flags[0] === '1', { visitor, flags });
    }
    expect(byStrip.size).toBe(2);
    const strip = (body: string) => body.includes('data-flag="header-promo-strip"');
    const order = [true, true, false, true, false];
    const answers = [];
    for (const on of order) {
      const { visitor, flags } = byStrip.get(on)!;
      answers.push(await viaCache(PAGE, { host, headers: { cookie: returning({ country: 'SG', lang: 'en', visitor, flags }) } }));
    }
    const seen = answers.map((a) => a.status === 200 && strip(a.body));
    seen.forEach((on, i) => count(on === order[i]));
    expect(seen, 'whether each visitor sees the promo strip').toEqual(order);
    for (const answer of answers) {
      expect(answer.setCookie).toEqual([]);
      expect(answer.cacheControl).toMatch(/\bprivate\b/);
    }
  });

  it('through the deploy template’s nginx, two page-flags cookies: the next visitor of the other variant gets their own', async () => {
    expect(byStrip.size, 'the experiment test above found a visitor of each variant').toBe(2);
    const host = `sg.localhost:${TEMPLATE_PORT}`;
    const on = byStrip.get(true)!;
    const off = byStrip.get(false)!;
    const strip = (body: string) => body.includes('data-flag="header-promo-strip"');
    // The visitor without the strip, with the other variant's flags cookie first: nginx keys on that one.
    const attack = `${COOKIES.experimentFlags.name}=${on.flags}; ${returning({ country: 'SG', lang: 'en', visitor: off.visitor, flags: off.flags })}`;
    const { sent, got } = await poisonThenVisit({ host, raw: [['cookie', attack]] }, { host, headers: { cookie: returning({ country: 'SG', lang: 'en', visitor: on.visitor, flags: on.flags }) } });
    counted(got.status === 200 && strip(got.body));
    expect({ status: got.status, strip: strip(got.body) }, `cache ${got.cache}`).toEqual({ status: 200, strip: true });
    expect(sent.cacheControl).toMatch(/no-store/);
  });
});
