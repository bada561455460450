/**
 * Bad input never breaks anything (issue 20, SPEC §2, §5, §8): malformed percent-encodings in the path of every
 * dynamic route and page, hostile query strings on every page, and every operation of the store's own OpenAPI
 * document fed generated hostile input (tests/reliability/hostile-fuzz.ts). Holds the store to 0 answers ≥ 500,
 * a readable `{ message }` with every 4xx of the API, the 404 page for pages, and no markup reflected unescaped.
 *
 * Bounded for `npm test` (FUZZ_RUNS random requests per operation and session, 3 unless given; the fixed battery
 * of each operation always runs); `FUZZ_RUNS=30 npm run reliability` is the bigger run. FUZZ_SEED replays a run;
 * FUZZ_BASE_URL points the suite at a store already running instead of starting the reliability stack.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recordFigures } from './figures';
import { closeAgent, HOSTILE_SEGMENTS, operationsOf, readableError, requestCases, send, wrongContentTypeRequests, WRONG_CONTENT_TYPES, type Answer, type HostileRequest, type OpenApiDoc } from './hostile-fuzz';
import { dynamicHandlerRoutes, pageRoutes } from './hostile-routes';
import { signedInMember } from '@/tests/e2e/api/fetch-client';
import { DEVELOPMENT_REVALIDATE_SECRET } from '@/lib/sandbox';
import { parserErrorAnswer } from '@/scripts/lib/parser-errors.mjs';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { startStack } from '@/scripts/lib/stack.mjs';

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
/** Requests in flight at once: enough to keep the store busy, few enough for a 2-core machine. */
const CONCURRENCY = 4;
/** The malformed percent-encodings of the issue: an overlong `/`, a lone `%`, a cut UTF-8 sequence. */
const MALFORMED = ['%C0%AF', '%', '%E0%A4%A'];
const NOT_FOUND_TITLE = "Sorry we couldn't find the page you are looking for";

let base = process.env.FUZZ_BASE_URL ?? '';
let stop: (() => Promise<void>) | undefined;
let memberCookie = '';

beforeAll(async () => {
  if (!base) {
    const stack = await startStack({ profile: 'reliability', build: true, anyData: true, log: false });
    base = stack.url;
    stop = stack.stop;
  }
  const { shopper } = await signedInMember(base);
  memberCookie = [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  console.log(`[hostile input] seed ${SEED} (FUZZ_SEED replays it), ${RUNS} random requests per operation and session`);
});
afterAll(async () => {
  closeAgent();
  await stop?.();
});

/** Runs `work` over `items`, `CONCURRENCY` at a time. */
async function pool<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

const get = (path: string): HostileRequest => ({ method: 'GET', path, headers: {}, signedIn: false, kind: 'page' });
const brief = (req: HostileRequest, answer: Answer) => `${answer.status}${answer.location ? ` → ${answer.location}` : ''} ${req.method} ${req.path.slice(0, 160)} [${req.kind}] → ${answer.text.slice(0, 200).replace(/\s+/g, ' ')}`;

/** A real product and store, so that the pages behind them render rather than 404. */
async function realSlugs(): Promise<Record<string, string>> {
  const search = (await (await fetch(`${base}/api/web/v1/search?page_size=1`)).json()) as { items?: { slug: string }[] };
  const stores = (await (await fetch(`${base}/api/web/v1/store-locations`)).json()) as { items?: { slug: string }[] };
  return { slug: search.items?.[0]?.slug ?? 'x', store: stores.items?.[0]?.slug ?? 'x' };
}

describe('malformed percent-encoding in a path', () => {
  it('answers 400 or 404 with a readable JSON message on every dynamic API route, never 500', async () => {
    const doc = (await (await fetch(`${base}/api/web/v1/openapi.json`)).json()) as OpenApiDoc;
    const templates = [
      ...operationsOf(doc).filter((op) => op.template.includes('{')).map((op) => ({ method: op.method, url: (fill: (n: string) => string) => op.template.replace(/\{([^}]+)\}/g, (_, n: string) => fill(n)) })),
      ...dynamicHandlerRoutes().filter((r) => r.route.startsWith('/api/')).map((r) => ({ method: 'GET', url: r.url })),
    ];
    const failures: string[] = [];
    const requests = templates.flatMap((t) => MALFORMED.map((bad) => ({ ...get(t.url(() => bad)), method: t.method, kind: `malformed ${bad}` })));
    await pool(requests, async (req) => {
      const answer = await send(base, req);
      if (![400, 404].includes(answer.status) || !readableError(answer)) failures.push(brief(req, answer));
    });
    recordFigures('hostile input', [{ measure: 'dynamic API routes given a malformed percent-encoding: answers not 400/404 with a message', value: `${failures.length} of ${requests.length}`, budget: '0', ok: failures.length === 0 }]);
    expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
    expect(requests.length).toBeGreaterThan(60);
  });

  it('sends every page route on to the 404 page, which answers status 404', async () => {
    const notFound = await send(base, get('/404'));
    expect(notFound.status).toBe(404);
    // The page's text, as HTML or in the streamed payload.
    expect([NOT_FOUND_TITLE, NOT_FOUND_TITLE.replace("'", '&#x27;')].some((title) => notFound.text.includes(title))).toBe(true);
    const failures: string[] = [];
    const requests = pageRoutes().flatMap((page) =>
      MALFORMED.map((bad) => {
        const filled = page.url(() => bad);
        const url = filled.includes(bad) ? filled : `${filled}/${bad}`.replace('//', '/');
        return { ...get(url), kind: `page ${page.route}` };
      }),
    );
    await pool(requests, async (req) => {
      const answer = await send(base, req);
      if (answer.status !== 307 || new URL(answer.location ?? '', base).pathname !== '/404') failures.push(brief(req, answer));
    });
    recordFigures('hostile input', [{ measure: 'pages given a malformed percent-encoding: answers other than the 404 page', value: `${failures.length} of ${requests.length}`, budget: '0', ok: failures.length === 0 }]);
    expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
    expect(requests.length).toBeGreaterThan(150);
  });
});

/** Markup that must never come back as markup, and where a page might put it. */
const MARKUP = ['<script>alert(1)</script>', '"><svg/onload=alert(1)>', "'><img src=x onerror=alert(1)>", '</script><script>alert(2)</script>', '</title><iframe src=javascript:alert(1)>'];
/** Rotations of the hostile query strings per page: one in `npm test`, three in a bigger run. */
const PAGE_ROUNDS = RUNS > 3 ? 3 : 1;
const QUERY_NAMES = ['q', 'return_to', 'language', 'language_code', 'country_code', 'page', 'sort', 'section', 'token', 'email', 'utm_source'];
const RAW_QUERY = ['%', '%C0%AF', '%E0%A4%A', '%00', '%0D%0Ax:y', 'javascript:alert(1)', '%2F%2Fevil.example', 'x'.repeat(4000)];

describe('hostile query strings on every page', () => {
  it('answers no 5xx and reflects no markup unescaped', async () => {
    const slugs = await realSlugs();
    const fill = (name: string) => (name === 'slug' ? slugs.slug : name === 'cc' ? 'sg' : name === 'screen' ? 'confirmation' : name === 'rest' ? 'x' : '1');
    const pages = pageRoutes().map((p) => (p.route.startsWith('/store-locations/') ? p.url(() => slugs.store) : p.url(fill)));
    const requests: HostileRequest[] = [];
    // Each page once, every other query name given a markup payload and the rest a raw encoding (rotating, so that
    // each payload meets each name on some page); the bigger run adds rotations.
    pages.forEach((page, i) => {
      for (let k = 0; k < PAGE_ROUNDS; k++) {
        const query = QUERY_NAMES.map((name, j) =>
          (i + j + k) % 2 === 0 ? `${name}=${encodeURIComponent(MARKUP[(i + j + k) % MARKUP.length])}` : `${name}=${RAW_QUERY[(i + j + k) % RAW_QUERY.length]}`,
        );
        requests.push({ ...get(`${page}?${query.join('&')}&%=%&${HOSTILE_SEGMENTS[(i + k) % HOSTILE_SEGMENTS.length]}`), kind: 'hostile query' });
      }
    });
    const failures: string[] = [];
    const reflected: string[] = [];
    await pool(requests, async (req) => {
      const answer = await send(base, req);
      if (answer.status >= 500) failures.push(brief(req, answer));
      const raw = MARKUP.find((m) => answer.text.includes(m));
      if (raw || /(href|src|action)\s*=\s*["']?\s*javascript:/i.test(answer.text)) reflected.push(`${raw ?? 'javascript: URL'} in ${req.path.slice(0, 120)}`);
    });
    recordFigures('hostile input', [
      { measure: 'pages given hostile query strings: answers ≥ 500', value: `${failures.length} of ${requests.length}`, budget: '0', ok: failures.length === 0 },
      { measure: 'pages given hostile query strings: markup reflected unescaped', value: String(reflected.length), budget: '0', ok: reflected.length === 0 },
    ]);
    expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
    expect(reflected, reflected.slice(0, 10).join('\n')).toEqual([]);
  }, 600_000);
});

/** The headers every answer carries (lib/security-headers.ts), and what each must say. */
const SECURITY_HEADERS: [string, RegExp][] = [
  ['content-security-policy', /default-src 'self'.*object-src 'none'.*frame-ancestors /],
  ['x-content-type-options', /^nosniff$/],
  ['referrer-policy', /^strict-origin-when-cross-origin$/],
  ['permissions-policy', /camera=\(\)/],
];

/** The policies of a Content-Security-Policy header value (a cached page has two: the general one and its scripts'). */
const policiesOf = (header: string | null) => (header ?? '').split(/,\s*(?=[a-z-]+ )/);

describe('security headers on every answer', () => {
  it('sends them with every page, API answer and file, refuses framing but for preview, and adds HSTS behind TLS', async () => {
    const slugs = await realSlugs();
    const fill = (name: string) => (name === 'slug' ? slugs.slug : name === 'cc' ? 'sg' : name === 'screen' ? 'confirmation' : name === 'rest' ? 'x' : '1');
    const pages = pageRoutes().map((p) => (p.route.startsWith('/store-locations/') ? p.url(() => slugs.store) : p.url(fill)));
    const doc = (await (await fetch(`${base}/api/web/v1/openapi.json`)).json()) as OpenApiDoc;
    const apis = operationsOf(doc).filter((op) => op.method === 'GET' && !op.template.includes('{')).map((op) => op.template);
    const home = await (await fetch(`${base}/`)).text();
    const chunk = home.match(/\/_next\/static\/[^"']+\.js/)?.[0];
    expect(chunk).toMatch(/^\/_next\/static\//);
    const files = ['/favicon.ico', '/robots.txt', '/sitemap.xml', chunk!];
    const urls = [...pages, ...apis, ...files];
    const missing: string[] = [];
    const framable: string[] = [];
    const withoutHsts: string[] = [];
    await pool(urls, async (url) => {
      const answer = await fetch(base + url, { redirect: 'manual', headers: { 'x-forwarded-for': '203.0.113.78' } });
      await answer.arrayBuffer();
      const absent = SECURITY_HEADERS.filter(([name, rule]) => !rule.test(answer.headers.get(name) ?? '')).map(([name]) => name);
      if (absent.length) missing.push(`${answer.status} ${url}: ${absent.join(', ')}`);
      const ancestors = policiesOf(answer.headers.get('content-security-policy')).map((p) => /frame-ancestors ([^;]+)/.exec(p)?.[1]).find(Boolean);
      const preview = /^(\/[a-z]{2})?\/preview(\/|$)|^\/api\/preview/.test(url);
      if (ancestors !== (preview ? "'self' https://app.contentful.com https://app.eu.contentful.com" : "'none'")) framable.push(`${url}: frame-ancestors ${ancestors}`);
    });
    await pool([...pages.slice(0, 10), ...apis.slice(0, 5), ...files], async (url) => {
      const answer = await fetch(base + url, { redirect: 'manual', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.78' } });
      await answer.arrayBuffer();
      if (!/^max-age=\d{8,}/.test(answer.headers.get('strict-transport-security') ?? '')) withoutHsts.push(url);
    });
    // A whole page Next answers through its page cache (x-nextjs-cache HIT, STALE, or MISS for the render that fills
    // it; nothing postponed) must carry a policy of its inline scripts' hashes, and that policy must hold every inline
    // script the page runs (one left out would be refused and break the page). Three visits of one browser, whose
    // cookies are kept, so the second and third ask for the cached page of its experiment variant.
    const cachedAnswers: string[] = [];
    const withoutHashes: string[] = [];
    const missingHash: string[] = [];
    await pool(pages.filter((url) => url !== '/swagger'), async (url) => {
      let cookie = '';
      for (let visit = 0; visit < 3; visit++) {
        const answer = await fetch(base + url, { redirect: 'manual', headers: { 'x-forwarded-for': '203.0.113.78', ...(cookie ? { cookie } : {}) } });
        if (visit === 0) cookie = answer.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
        const html = await answer.text();
        const cache = answer.headers.get('x-nextjs-cache');
        if (!cache || answer.headers.get('x-nextjs-postponed') || !(answer.headers.get('content-type') ?? '').startsWith('text/html')) continue;
        cachedAnswers.push(`${cache} ${url}`);
        const hashPolicy = policiesOf(answer.headers.get('content-security-policy')).find((p) => p.startsWith('script-src ') && p.includes("'sha256-") && !p.includes("'unsafe-inline'"));
        if (!hashPolicy) {
          withoutHashes.push(`${cache} ${url}`);
          continue;
        }
        for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
          if (/\ssrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
          if (!hashPolicy.includes(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)) missingHash.push(`${url}: ${text.slice(0, 80)}`);
        }
      }
    });
    const fresh = cachedAnswers.filter((a) => a.startsWith('MISS')).length;
    recordFigures('hostile input', [
      { measure: "whole-page answers through the page cache (3 visits of every page route; the API reference, 533 scripts, exempt) without a policy of their inline scripts' hashes", value: `${withoutHashes.length} of ${cachedAnswers.length} (${fresh} rendered for the request)`, budget: '0', ok: withoutHashes.length === 0 && cachedAnswers.length > 60 },
      { measure: 'inline scripts of those answers their own policy would refuse', value: `${missingHash.length}`, budget: '0', ok: missingHash.length === 0 },
      { measure: 'answers without the security headers (CSP, nosniff, Referrer-Policy, Permissions-Policy): pages, GET API operations, files', value: `${missing.length} of ${urls.length}`, budget: '0', ok: missing.length === 0 },
      { measure: 'answers another site may frame (frame-ancestors other than none; preview: the studio and Contentful only)', value: `${framable.length} of ${urls.length}`, budget: '0', ok: framable.length === 0 },
      { measure: 'answers behind TLS without Strict-Transport-Security', value: `${withoutHsts.length}`, budget: '0', ok: withoutHsts.length === 0 },
    ]);
    expect(missing, missing.slice(0, 10).join('\n')).toEqual([]);
    expect(framable, framable.slice(0, 10).join('\n')).toEqual([]);
    expect(withoutHsts).toEqual([]);
    expect(withoutHashes).toEqual([]);
    expect(missingHash, missingHash.slice(0, 10).join('\n')).toEqual([]);
    expect(cachedAnswers.length).toBeGreaterThan(60);
    expect(urls.length).toBeGreaterThan(60);
  });
});

describe('a JSON body sent under another content type', () => {
  it('answers 415 with a readable message on every operation of the document that takes a JSON body', async () => {
    const doc = (await (await fetch(`${base}/api/web/v1/openapi.json`)).json()) as OpenApiDoc;
    // The webhooks check their secret and the content webhook its topic first (a stranger learns nothing of the body's
    // rules): they are given both.
    const secrets = { 'x-revalidate-secret': DEVELOPMENT_REVALIDATE_SECRET, 'x-contentful-webhook-secret': DEVELOPMENT_REVALIDATE_SECRET, 'x-contentful-topic': 'ContentManagement.Entry.publish' };
    const withBody = operationsOf(doc).filter((op) => op.body);
    const requests = withBody.flatMap((op) => wrongContentTypeRequests(op, doc, op.template.startsWith('/api/revalidate') ? secrets : {}));
    const accepted: string[] = [];
    await pool(requests, async (req) => {
      const answer = await send(base, req);
      if (answer.status !== 415 || !readableError(answer)) accepted.push(brief(req, answer));
    });
    recordFigures('hostile input', [
      { measure: 'JSON bodies sent as text, form, multipart, XML, UTF-16 or with no Content-Type, on every operation taking one: answers other than 415 with a message', value: `${accepted.length} of ${requests.length}`, budget: '0', ok: accepted.length === 0 },
    ]);
    expect(accepted, accepted.slice(0, 10).join('\n')).toEqual([]);
    expect(withBody.length).toBeGreaterThan(30);
    expect(requests).toHaveLength(withBody.length * WRONG_CONTENT_TYPES.length);
  });
});

describe('a request larger than the HTTP parser takes', () => {
  it('answers a 20 kB query and a 20 kB header with 431 and a readable message, on API routes and pages', async () => {
    const big = 'x'.repeat(20_000);
    const requests: HostileRequest[] = [
      { ...get(`/api/web/v1/search?q=${big}`), kind: '20 kB query' },
      { ...get(`/?q=${big}`), kind: '20 kB query on a page' },
      { ...get('/api/web/v1/brands'), headers: { 'x-padding': big }, kind: '20 kB header' },
      { ...get('/'), headers: { cookie: `a=${big}` }, kind: '20 kB cookie on a page' },
    ];
    const wrong: string[] = [];
    for (const req of requests) {
      const answer = await send(base, req);
      if (answer.status !== 431 || !readableError(answer) || JSON.parse(answer.text).message !== parserErrorAnswer('HPE_HEADER_OVERFLOW').message) wrong.push(brief(req, answer));
    }
    recordFigures('hostile input', [{ measure: 'requests past 16 kB of address and headers (query, header, cookie): answers other than 431 with a message', value: `${wrong.length} of ${requests.length}`, budget: '0', ok: wrong.length === 0 }]);
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});

describe('every operation of the OpenAPI document fed generated hostile input', () => {
  it('answers no 5xx, and every 4xx has a readable message', async () => {
    const doc = (await (await fetch(`${base}/api/web/v1/openapi.json`)).json()) as OpenApiDoc;
    const operations = operationsOf(doc);
    const started = Date.now();
    const requests: { op: string; req: HostileRequest }[] = [];
    operations.forEach((op, i) => {
      for (const session of op.takesSession ? [false, true] : [false]) {
        const cases = requestCases(op, doc, session);
        // The battery — each way of breaking this operation once — goes where the operation does its work: signed in
        // for members-only operations, anonymous for the rest; then random mixes of the same ways, both ways.
        if (session === op.membersOnly) cases.forEach((arb, j) => requests.push(...fc.sample(arb, { numRuns: 1, seed: SEED + i * 101 + j }).map((req) => ({ op: op.label, req }))));
        requests.push(...fc.sample(fc.oneof(...cases), { numRuns: RUNS, seed: SEED + i + (session ? 7 : 0) }).map((req) => ({ op: op.label, req })));
      }
    });
    const covered = new Set<string>();
    const errors: string[] = [];
    const unreadable: string[] = [];
    const statuses = new Map<number, number>();
    const slowest: [number, string][] = [];
    await pool(requests, async ({ op, req }) => {
      const t0 = Date.now();
      const answer = await send(base, req, memberCookie);
      slowest.push([Date.now() - t0, `${req.method} ${req.path.slice(0, 100)} [${req.kind}] ${answer.status}`]);
      covered.add(op);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status >= 500 || answer.status === 0) errors.push(brief(req, answer));
      else if (answer.status >= 400 && !readableError(answer)) unreadable.push(brief(req, answer));
    });
    const seconds = (Date.now() - started) / 1000;
    console.log('[hostile input] slowest answers:\n' + slowest.sort((a, b) => b[0] - a[0]).slice(0, 5).map(([ms, what]) => `${ms} ms ${what}`).join('\n'));
    console.log(`[hostile input] ${requests.length} requests over ${covered.size} operations in ${seconds.toFixed(0)} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    recordFigures('hostile input', [
      { measure: 'OpenAPI operations fuzzed (of the document’s)', value: `${covered.size} of ${operations.length}`, budget: 'all', ok: covered.size === operations.length },
      { measure: 'generated hostile API requests sent', value: requests.length.toLocaleString('en'), budget: `≥ ${operations.length * 10}`, ok: requests.length >= operations.length * 10 },
      { measure: 'generated hostile API requests: answers ≥ 500', value: String(errors.length), budget: '0', ok: errors.length === 0 },
      { measure: 'generated hostile API requests: 4xx without a readable message', value: String(unreadable.length), budget: '0', ok: unreadable.length === 0 },
    ]);
    expect(errors, `seed ${SEED} (FUZZ_SEED replays it)\n${errors.slice(0, 15).join('\n')}`).toEqual([]);
    expect(unreadable, `seed ${SEED} (FUZZ_SEED replays it)\n${unreadable.slice(0, 15).join('\n')}`).toEqual([]);
    expect(covered.size).toBe(operations.length);
  }, 900_000);
});
