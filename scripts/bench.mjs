#!/usr/bin/env node
// `npm run bench`: measures the production build with autocannon, as ratios of reference pages served by
// the same server in the same run (this machine varies by ±30% between runs; see docs/performance.md).
//
//   npm run bench                       3 alternating pairs of 5 s at 50 connections per route
//   npm run bench -- --quick            1 pair of 3 s (a smoke check; ratios are rougher)
//   npm run bench -- --lighthouse       also Lighthouse (mobile) for the pages in LIGHTHOUSE_PAGES
//
//   npm run bench -- --scale retail     the same routes on a retailer-sized catalogue (SEED_SCALE=retail), and
//                                       SCALE_ROUTES on both catalogues in alternating pairs (see retailCatalogue)
//
// Options: --duration S, --pairs N, --connections N, --quick, --strict (exit 1 when a budget fails),
// --lighthouse, --lighthouse-runs N, --only name,name (a subset of ROUTES), --skip-install, --skip-build,
// --scale retail [--retail-database-url URL] (an already seeded database instead of the embedded one)
// [--retail-build same] (the retail store serves the demo catalogue's build: no second build).
// Results: bench-results/latest.json (git-ignored).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { gzipSync, constants as zlibConstants } from 'node:zlib';
import autocannon from 'autocannon';
import { PROFILES, buildFigures, ensureBuilt, ensureInstalled, offsetPorts, root, run, startDatabase, startStack, startWeb, step, testLimitsEnv } from './lib/stack.mjs';
import { clusterPrerequisites, startCluster } from './lib/cluster.mjs';

// ---------------------------------------------------------------------------------------------------------
// What is measured. Later issues add their routes here (one object each).
// ---------------------------------------------------------------------------------------------------------

/** Reference routes: every measured route is compared with one of these, in alternating runs. */
const REFERENCES = {
  baseline: { path: '/sandbox/baseline', description: 'static page, no data' },
  'baseline-dynamic': { path: '/sandbox/baseline-dynamic', description: '48 items rendered per request' },
};

/** The budget issue 2 sets for cached pages. */
const CACHED_PAGE_BUDGET = { minThroughputRatio: 0.8, maxP99Ratio: 1.5 };

/**
 * Measured routes: `{ name, path, method?, body?, headers?, connections?, expectStatus?, reference, budget }`.
 * `reference` names an entry of REFERENCES; `budget` may hold `minThroughputRatio` (route req/s ÷ reference
 * req/s, at least) and `maxP99Ratio` (route p99 ÷ reference p99, at most); an empty budget only reports.
 * `expectStatus` (default 2xx) is the status every response must have. `connections` applies to the route and
 * its reference alike (a ratio compares like with like). `prepare(base, stack)`, when given, runs once against
 * the started store and answers `{ body?, headers?, nextRequest? }` for the route (data found through the API, a
 * cookie); `nextRequest()`, when answered, gives each request its own `{ headers?, body? }` (merged over the route's).
 */
const ROUTES = [
  { name: 'home', path: '/', reference: 'baseline', budget: CACHED_PAGE_BUDGET },
  { name: '404', path: '/no-such-page', expectStatus: 404, reference: 'baseline', budget: CACHED_PAGE_BUDGET },
  // Issue 3: a CMS landing page and a brand page, cached per country and language.
  { name: 'landing', path: '/pages/gifts', reference: 'baseline', budget: CACHED_PAGE_BUDGET },
  { name: 'brand', path: '/brands/kaya-botanics', reference: 'baseline', budget: CACHED_PAGE_BUDGET },
  // Issue 4: a 48-product listing (the Sale page), a product page (both cached), and the search API (per request).
  // The listing's budget (issue 4): at least 0.6 of the dynamic reference, or cached and 0.8 of the static one.
  { name: 'listing-48', path: '/pages/sale', reference: 'baseline-dynamic', budget: { minThroughputRatio: 0.6 } },
  { name: 'product', path: '/products/ochre-and-ash-matte-perfecting-powder', reference: 'baseline', budget: CACHED_PAGE_BUDGET },
  { name: 'search-api', path: '/api/web/v1/search?q=lipstick&page_size=24', reference: 'baseline-dynamic', budget: { minThroughputRatio: 0.6 } },
  // Issue 6: the bag. Add-to-bag is a first visitor's first add (no cookie: a new guest bag each request);
  // the bag read is one guest's bag of three products. Both at 10 connections, p99 at most 2× the dynamic
  // reference's p99 measured at the same 10 connections.
  {
    name: 'add-to-bag', path: '/api/web/v1/cart/line-items', method: 'POST', connections: 10, reference: 'baseline-dynamic', budget: { maxP99Ratio: 2 },
    prepare: async (base) => ({ body: JSON.stringify({ variantId: (await variantsInStock(base, 1))[0], quantity: 1 }), headers: { 'content-type': 'application/json' } }),
  },
  {
    name: 'bag-read', path: '/api/web/v1/cart', connections: 10, reference: 'baseline-dynamic', budget: { maxP99Ratio: 2 },
    prepare: async (base) => ({ headers: { cookie: await guestBagCookie(base, await variantsInStock(base, 3)) } }),
  },
  // Issue 7: placing an order at 10 connections, p99 at most 3× the dynamic reference's at the same load. Every
  // request is a real order: each takes a guest bag filled beforehand (one product of five, restocked so stock
  // cannot run out) with its own Idempotency-Key.
  {
    name: 'order-placement', path: '/api/web/v1/orders', method: 'POST', connections: 10, reference: 'baseline-dynamic', budget: { maxP99Ratio: 3 },
    expectStatus: 201,
    prepare: (base, stack) => preparedOrders(base, stack, ORDER_BAGS),
  },
  // Issue 7: the order page — its shell (cached per order number) and the order it reads from the API for its
  // owner (per request) — at least 0.5 of the dynamic reference's throughput. One guest's placed order.
  {
    name: 'order-page', path: '/orders/{number}', reference: 'baseline-dynamic', budget: { minThroughputRatio: 0.5 },
    prepare: async (base) => { const order = await placedOrder(base); return { path: `/orders/${order.number}`, headers: { cookie: order.cookie } }; },
  },
  {
    name: 'order-read', path: '/api/web/v1/orders/{number}', reference: 'baseline-dynamic', budget: { minThroughputRatio: 0.5 },
    prepare: async (base) => { const order = await placedOrder(base); return { path: `/api/web/v1/orders/${order.number}`, headers: { cookie: order.cookie } }; },
  },
  // The dynamic reference itself, against the static one (what rendering per request costs; no budget).
  { name: 'baseline-dynamic', path: REFERENCES['baseline-dynamic'].path, reference: 'baseline', budget: {} },
];

/**
 * `--scale retail`: routes whose work grows with the catalogue, measured on the small (demo) catalogue and on the
 * retailer-sized one in alternating pairs (small, retail, small, …) at `connections`, by two stores on the same build.
 * Budget: the retail p99 at most `maxP99Ratio` × the small one's (issue 22); the throughput ratio is reported.
 */
const SCALE_ROUTES = [
  // Budgeted (issue 22): the suggestions API, and the listing as shoppers get it (the Sale page, each store's own
  // build and cache), at the bench's usual 50 connections.
  { name: 'suggestions', path: '/api/web/v1/search/suggestions?q=lip', connections: 50, budget: { maxP99Ratio: 1.5 } },
  { name: 'listing-48', path: '/pages/sale', connections: 50, budget: { maxP99Ratio: 1.5 } },
  // Reported: the listing API the filters call, uncached — a top category (8,454 products at retail scale), Sale, New.
  { name: 'listing-api-category', path: '/api/web/v1/search?category=makeup&page_size=24', connections: 10, budget: {} },
  { name: 'listing-api-sale', path: '/api/web/v1/search?sale=true&page_size=48', connections: 10, budget: {} },
  { name: 'listing-api-new', path: '/api/web/v1/search?new=true&sort=top_rated&page_size=24', connections: 10, budget: {} },
];

/** Ids of variants in stock in Singapore, found through the catalogue API (for the bag routes). */
async function variantsInStock(base, count) {
  const listing = await (await fetch(`${base}/api/web/v1/search?q=lipstick&page_size=24`)).json();
  const ids = [];
  for (const item of listing.items) {
    const product = await (await fetch(`${base}/api/web/v1/products/${item.slug}`)).json();
    const variant = product.variants?.find((v) => v.stock.state === 'in_stock');
    if (variant) ids.push(variant.id);
    if (ids.length === count) return ids;
  }
  throw new Error('bench: not enough products in stock for the bag routes');
}

/**
 * `fetch`, tried a second time when the first attempt never got an answer: a kept-alive connection that sat idle
 * past the server's keep-alive timeout (while a restock ran, say) can be closed under a request that reuses it.
 */
async function fetchOnceMore(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return fetch(url, init);
  }
}

/** A guest bag holding the variants; answers its device-id cookie. */
async function guestBagCookie(base, variantIds) {
  let cookie = '';
  for (const variantId of variantIds) {
    const response = await fetchOnceMore(`${base}/api/web/v1/cart/line-items`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ variantId, quantity: 1 }) });
    if (response.status !== 201) throw new Error(`bench: could not fill a bag (${response.status})`);
    const device = response.headers.getSetCookie().find((line) => line.startsWith('device-id='));
    if (device) cookie = device.split(';')[0];
  }
  return cookie;
}

/** Guest bags ready for `order-placement`: more than the runs can use at the rates seen here (~100 orders/s). */
const ORDER_BAGS = 3000;

/** A Singapore guest's home delivery paid by card: the order every `order-placement` request places. */
const ORDER_BODY = JSON.stringify({
  email: 'bench@example.com',
  delivery: 'delivery',
  address: { line1: '1 Orchard Road', city: 'Singapore', postcode: '238823' },
  recipient: { firstName: 'Bench', lastName: 'Shopper', callingCode: '+65', phone: '91234567' },
  paymentMethod: 'card',
});

/** One guest's order (home delivery, card), placed through the API: its number and the guest's cookie. */
async function placedOrder(base) {
  const cookie = await guestBagCookie(base, await variantsInStock(base, 1));
  const response = await fetchOnceMore(`${base}/api/web/v1/orders`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID() }, body: ORDER_BODY });
  if (response.status !== 201) throw new Error(`bench: could not place an order (${response.status})`);
  return { number: (await response.json()).order.number, cookie };
}

/** Fills `count` guest bags (ten at a time) after restocking five products, and hands one out per request. */
async function preparedOrders(base, stack, count) {
  const variantIds = await variantsInStock(base, 5);
  const variants = await (await fetch(`${base}/api/web/v1/variants?ids=${variantIds.join(',')}`)).json();
  for (const variant of variants.items ?? variants) {
    run(process.execPath, ['--import', 'tsx', join(root, 'scripts/restock.ts'), variant.sku, 'SG', String(count)], { env: { DATABASE_URL: stack.databaseUrl, STORE_URL: base } });
  }
  const cookies = [];
  let next = 0;
  const fill = async () => {
    while (next < count) {
      const i = next++;
      cookies.push(await guestBagCookie(base, [variantIds[i % variantIds.length]]));
    }
  };
  await Promise.all(Array.from({ length: 10 }, fill));
  console.log(`  order-placement: ${cookies.length} guest bags ready`);
  let used = 0;
  return {
    body: ORDER_BODY,
    headers: { 'content-type': 'application/json' },
    // Past the last bag, a request reuses it and answers 409 (an empty bag): counted as an unexpected status.
    nextRequest: () => ({ headers: { 'content-type': 'application/json', cookie: cookies[Math.min(used++, cookies.length - 1)], 'idempotency-key': randomUUID() } }),
  };
}

/** Pages Lighthouse (mobile preset) checks with `--lighthouse`. */
const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/', budget: { minPerformance: 95, maxCls: 0.05, minSeo: 100 } },
  { name: 'landing', path: '/pages/gifts', budget: { minPerformance: 95, maxCls: 0.05, minSeo: 100 } },
  { name: 'listing-48', path: '/pages/sale', budget: { minPerformance: 95, maxCls: 0.05, minSeo: 100 } },
  { name: 'product', path: '/products/ochre-and-ash-matte-perfecting-powder', budget: { minPerformance: 95, maxCls: 0.05, minSeo: 100 } },
];

/** First-load JavaScript budget (gzip). 1 kB = 1000 bytes, as Next's build output counts. */
const FIRST_LOAD_JS = { path: '/', budgetKb: 220, gzipLevel: 9 };

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const PORT = 3200; // the bench profile's (scripts/lib/stack.mjs)
const WARM_REQUESTS = 5;
const REQUEST_TIMEOUT_S = 10;

// ---------------------------------------------------------------------------------------------------------

const { values: argv } = parseArgs({
  options: {
    duration: { type: 'string' },
    pairs: { type: 'string' },
    connections: { type: 'string' },
    quick: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    lighthouse: { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string' },
    only: { type: 'string' },
    'skip-install': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    cluster: { type: 'boolean', default: false },
    scale: { type: 'string' },
    'retail-database-url': { type: 'string' },
    'retail-build': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});

if (argv.help) {
  console.log(
    'usage: npm run bench -- [--quick] [--duration S] [--pairs N] [--connections N] [--only a,b] [--strict]\n' +
      '                        [--lighthouse] [--lighthouse-runs N] [--skip-install] [--skip-build]\n' +
      '                        [--scale retail [--retail-database-url URL] [--retail-build own|same]]\n' +
      '       npm run bench -- --cluster [--duration S] [--pairs N]   (nginx + 2 instances; see clusterMain)',
  );
  process.exit(0);
}

const positiveInt = (name, raw, fallback) => {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a positive integer (got ${raw})`);
    process.exit(2);
  }
  return n;
};

if (argv.scale !== undefined && argv.scale !== 'retail') {
  console.error(`--scale: the one catalogue size besides the default is retail (got ${argv.scale})`);
  process.exit(2);
}
const retailScale = argv.scale === 'retail';
if (argv['retail-build'] !== undefined && !['own', 'same'].includes(argv['retail-build'])) {
  console.error(`--retail-build: own (a build against the retail catalogue, the default) or same (the demo catalogue's build)`);
  process.exit(2);
}
/** `same`: the retail store serves the demo catalogue's build (no second build; its prerendered pages are the demo's). */
const retailOwnBuild = argv['retail-build'] !== 'same';
const options = {
  duration: positiveInt('duration', argv.duration, argv.quick ? 3 : 5),
  // At retail scale every route runs on the large catalogue and SCALE_ROUTES on both: 2 pairs keep it within 10 minutes.
  pairs: positiveInt('pairs', argv.pairs, argv.quick ? 1 : retailScale ? 2 : 3),
  scale: retailScale ? 'retail' : 'demo',
  connections: positiveInt('connections', argv.connections, 50),
  lighthouseRuns: positiveInt('lighthouse-runs', argv['lighthouse-runs'], 1),
  lighthouse: argv.lighthouse,
  strict: argv.strict,
  quick: argv.quick,
};

let routes = ROUTES;
if (argv.only) {
  const wanted = argv.only.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = wanted.filter((w) => !ROUTES.some((r) => r.name === w));
  if (unknown.length) {
    console.error(`--only: unknown route(s) ${unknown.join(', ')}; known: ${ROUTES.map((r) => r.name).join(', ')}`);
    process.exit(2);
  }
  routes = ROUTES.filter((r) => wanted.includes(r.name));
}
for (const route of routes) {
  if (!REFERENCES[route.reference]) throw new Error(`route ${route.name}: unknown reference ${route.reference}`);
}

// ---------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const fmt = (x, digits = 0) => (Number.isFinite(x) ? x.toFixed(digits) : '—');
const fmtInt = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '—');

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Resources to release on exit (stack, Chrome, a running autocannon). Released in reverse order. */
const cleanups = new Set();
let stopping = false;
async function cleanupAll() {
  for (const fn of [...cleanups].reverse()) {
    cleanups.delete(fn);
    try {
      await fn();
    } catch (error) {
      console.error(`cleanup failed: ${error instanceof Error ? error.message : error}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping`);
    await cleanupAll();
    process.exit(130);
  });
}

/** One autocannon run, bounded: it is stopped if it overruns its duration by 20 s. */
function load(url, { method = 'GET', body, headers, connections, duration, nextRequest }) {
  return new Promise((resolve, reject) => {
    let instance;
    const samples = [];
    const cleanup = () => instance?.stop();
    const hardStop = setTimeout(() => instance?.stop(), (duration + 20) * 1000);
    instance = autocannon(
      {
        url, method, body, headers, connections, duration, timeout: REQUEST_TIMEOUT_S,
        ...(nextRequest ? { requests: [{ setupRequest: (request) => { const own = nextRequest(); return { ...request, ...own, headers: { ...request.headers, ...own.headers } }; } }] } : {}),
      },
      (error, result) => {
        clearTimeout(hardStop);
        cleanups.delete(cleanup);
        if (error) reject(error);
        else resolve(Object.assign(result, { samples }));
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
    cleanups.add(cleanup);
  });
}

/** Every answered request's latency (ms) of each load run, beside its summary (kept out of the results file). */
const latencySamples = new WeakMap();

/**
 * The p99 of the runs' requests taken together. A budget on p99 reads this rather than the median of per-pair p99
 * ratios: with a reference p99 of about 100 ms, one pause in one run moved a pair's ratio from 0.4 to 3.4.
 */
function pooledP99(summaries) {
  const all = summaries.flatMap((s) => latencySamples.get(s) ?? []);
  if (all.length === 0) return NaN;
  all.sort((a, b) => a - b);
  return all[Math.min(all.length - 1, Math.ceil(0.99 * all.length) - 1)];
}

/** Reduces an autocannon result to what we keep, and counts responses whose status is not the expected one. */
function summarise(result, expectStatus) {
  const byStatus = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, v.count]));
  const responses = Object.values(byStatus).reduce((a, b) => a + b, 0);
  const expected = expectStatus
    ? (byStatus[expectStatus] ?? 0)
    : Object.entries(byStatus).filter(([code]) => code.startsWith('2')).reduce((a, [, n]) => a + n, 0);
  const summary = {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    latencyMax: result.latency.max,
    byStatus,
    unexpectedStatus: responses - expected,
    errors: result.errors,
    timeouts: result.timeouts,
    durationS: result.duration,
  };
  latencySamples.set(summary, result.samples ?? []);
  return summary;
}

async function fetchWithTimeout(url, init = {}) {
  return fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000) });
}

/** A few sequential requests; the first fills the page cache (e.g. a 404 path) before anything is measured. */
async function warm(base, target) {
  const seen = [];
  let body = new ArrayBuffer(0);
  for (let i = 0; i < WARM_REQUESTS; i++) {
    const own = target.nextRequest?.() ?? {};
    const res = await fetchWithTimeout(base + target.path, { method: target.method ?? 'GET', body: own.body ?? target.body, headers: { ...target.headers, ...own.headers } });
    body = await res.arrayBuffer();
    seen.push({ status: res.status, cache: res.headers.get('x-nextjs-cache'), cacheControl: res.headers.get('cache-control') });
  }
  return {
    statuses: seen.map((s) => s.status),
    cacheFirst: seen[0].cache ?? 'none',
    cacheLast: seen.at(-1).cache ?? 'none',
    cacheControl: seen.at(-1).cacheControl,
    ...responseSize(body),
  };
}

/**
 * The response body's size in bytes and in UTF-16 code units — what the server's JavaScript string holds.
 * A cached page is sent as a string: past about 64 Ki code units (with the response head) Node's per-request
 * copy becomes a large-object allocation and the page costs markedly more (docs/performance.md).
 */
const STRING_COST_STEP_UNITS = 64 * 1024;
function responseSize(body) {
  const text = new TextDecoder().decode(body);
  return { bytes: body.byteLength, utf16Units: text.length, twoByte: /[\u0100-\uffff]/.test(text) };
}

// ---------------------------------------------------------------------------------------------------------
// First-load JavaScript
// ---------------------------------------------------------------------------------------------------------

async function firstLoadJs(base) {
  const res = await fetchWithTimeout(base + FIRST_LOAD_JS.path);
  const html = await res.text();
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, 'i'))?.slice(1).find((v) => v !== undefined);
  const urls = new Map(); // src → kind
  const skipped = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (!src?.startsWith('/_next/')) continue;
    // A nomodule script (the legacy polyfills) is never downloaded by a browser that runs modules.
    if (/\snomodule\b/i.test(tag)) skipped.push({ url: src, reason: 'nomodule (not loaded by modern browsers)' });
    else urls.set(src, 'script');
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel')?.toLowerCase();
    const href = attr(tag, 'href');
    if (!href?.startsWith('/_next/')) continue;
    if (rel === 'modulepreload' || (rel === 'preload' && attr(tag, 'as')?.toLowerCase() === 'script')) {
      if (!urls.has(href)) urls.set(href, rel);
    }
  }
  const files = [];
  for (const [url, kind] of urls) {
    const r = await fetchWithTimeout(base + url);
    const bytes = Buffer.from(await r.arrayBuffer());
    if (r.status !== 200) throw new Error(`first-load JS: ${url} answered ${r.status}`);
    const gzip = gzipSync(bytes, { level: FIRST_LOAD_JS.gzipLevel }).length;
    files.push({ url, kind, bytes: bytes.length, gzip });
  }
  const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]).join('');
  const totalGzip = files.reduce((a, f) => a + f.gzip, 0);
  const totalKb = totalGzip / 1000;
  return {
    path: FIRST_LOAD_JS.path,
    status: res.status,
    gzipLevel: FIRST_LOAD_JS.gzipLevel,
    files,
    skipped,
    totalBytes: files.reduce((a, f) => a + f.bytes, 0),
    totalGzipBytes: totalGzip,
    totalGzipKb: totalKb,
    inlineScriptGzipKb: gzipSync(Buffer.from(inline), { level: FIRST_LOAD_JS.gzipLevel }).length / 1000,
    budgetKb: FIRST_LOAD_JS.budgetKb,
    pass: totalKb <= FIRST_LOAD_JS.budgetKb,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Lighthouse
// ---------------------------------------------------------------------------------------------------------

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

async function runLighthouse(base) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const runs = [];
    // Like for like across runs: every flag at its default variation (the vendor's simulation cookie), so each run
    // loads the variant the build prerendered rather than a new visitor's variant that may not be rendered yet.
    const featureKeys = JSON.parse(readFileSync(join(root, 'config/experiments/configuration.json'), 'utf8')).featureFlags.map((f) => f.featureKey);
    const defaultVariations = `kameleoonSimulationFFData=${encodeURIComponent(JSON.stringify(Object.fromEntries(featureKeys.map((k) => [k, { expId: 0 }]))))}`;
    for (let i = 0; i < options.lighthouseRuns; i++) {
      step(`Lighthouse (mobile) ${page.path}${options.lighthouseRuns > 1 ? ` run ${i + 1}/${options.lighthouseRuns}` : ''}`);
      const chrome = await chromeLauncher.launch({
        chromePath: '/usr/bin/chromium',
        chromeFlags: CHROME_FLAGS,
        logLevel: 'silent',
      });
      const kill = async () => {
        await chrome.kill();
      };
      cleanups.add(kill);
      try {
        // Default config = mobile preset (Moto G Power emulation, simulated slow 4G). The performance and SEO
        // categories are gathered (SEO: crawlable, canonical, hreflang, robots.txt, meta description; issue 23); nothing is uploaded or downloaded (no Lantern traces, no screenshot of the full page).
        const runnerResult = await withTimeout(
          lighthouse(base + page.path, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'seo'],
            disableFullPageScreenshot: true,
            maxWaitForLoad: 45_000,
            extraHeaders: { Cookie: defaultVariations },
          }),
          180_000,
          `Lighthouse ${page.path}`,
        );
        const lhr = runnerResult.lhr;
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const requests = lhr.audits['network-requests']?.details?.items ?? [];
        const offMachine = requests
          .map((r) => r.url)
          .filter((u) => /^https?:/i.test(u) && !LOCAL_HOSTS.has(new URL(u).hostname));
        const metric = (id) => lhr.audits[id]?.numericValue;
        runs.push({
          performance: Math.round((lhr.categories.performance.score ?? NaN) * 100),
          seo: Math.round((lhr.categories.seo?.score ?? NaN) * 100),
          seoFailures: Object.values(lhr.audits).filter((a) => lhr.categories.seo?.auditRefs.some((r) => r.id === a.id && r.weight > 0) && a.score !== null && a.score < 1).map((a) => a.id),
          cls: metric('cumulative-layout-shift'),
          fcpMs: metric('first-contentful-paint'),
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          speedIndexMs: metric('speed-index'),
          benchmarkIndex: lhr.environment?.benchmarkIndex,
          requests: requests.length,
          offMachineRequests: offMachine,
          warnings: lhr.runWarnings ?? [],
          formFactor: lhr.configSettings.formFactor,
          throttlingMethod: lhr.configSettings.throttlingMethod,
        });
      } finally {
        cleanups.delete(kill);
        await kill();
      }
    }
    const performance = median(runs.map((r) => r.performance));
    const cls = median(runs.map((r) => r.cls));
    const seo = median(runs.map((r) => r.seo));
    const offMachine = runs.flatMap((r) => r.offMachineRequests);
    const checks = [];
    if (page.budget.minPerformance !== undefined) checks.push(performance >= page.budget.minPerformance);
    if (page.budget.maxCls !== undefined) checks.push(cls <= page.budget.maxCls);
    if (page.budget.minSeo !== undefined) checks.push(seo >= page.budget.minSeo);
    results.push({ ...page, runs, performance, cls, seo, offMachineRequests: offMachine, pass: checks.every(Boolean) && offMachine.length === 0 });
  }
  return results;
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
    }),
  ]);
}

// ---------------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------------

/**
 * The retailer-sized catalogue for `--scale retail`: its database — the bench-retail profile's embedded PostgreSQL,
 * or `--retail-database-url` — migrated and seeded with SEED_SCALE=retail (about 1.5 min into an empty database,
 * seconds once seeded) — its own build against that database in `.next-retail` (when the sources changed; a build
 * prerenders from the database, so each catalogue's cached pages are its own), and a second store serving that
 * build with the bench's content server.
 */
const RETAIL_DIST_DIR = '.next-retail';

async function retailCatalogue() {
  const profile = offsetPorts(PROFILES['bench-retail']);
  const db = await startDatabase({
    ...profile,
    name: 'db-retail',
    timeoutMs: 600_000,
    env: { SEED_SCALE: 'retail', DATABASE_URL: argv['retail-database-url'] ?? '' },
  });
  try {
    const env = { CONTENT_PORT: String(offsetPorts(PROFILES.bench).contentPort), DATABASE_URL: db.env.DATABASE_URL };
    if (retailOwnBuild && !argv['skip-build']) ensureBuilt({ env, distDir: RETAIL_DIST_DIR });
    step(`Serving the retail catalogue on http://localhost:${profile.port}${retailOwnBuild ? '' : ' (the demo catalogue\'s build)'}`);
    // Exempt from the per-address limits on the loopback, as the small catalogue's store (startStack's testLimitsEnv): the
    // order load is one address placing thousands of orders, which the order limit answers with 429 otherwise.
    const web = await startWeb({ port: profile.port, name: 'web-retail', env: { ...env, ...testLimitsEnv(), ...(retailOwnBuild ? { ATELIER_DIST_DIR: RETAIL_DIST_DIR } : {}) } });
    return {
      url: `http://localhost:${profile.port}`,
      databaseUrl: db.env.DATABASE_URL,
      stop: async () => {
        await web.stop();
        await db.stop();
      },
    };
  } catch (error) {
    await db.stop();
    throw error;
  }
}

/**
 * SCALE_ROUTES on both catalogues: warm-up, then alternating pairs (small, retail) at each route's connections.
 * Ratios per pair are retail ÷ small; the budget reads the median throughput ratio and the ratio of the pooled p99s.
 */
async function compareCatalogues(smallBase, retailBase) {
  const rows = [];
  for (const route of SCALE_ROUTES) {
    const sides = { small: smallBase, retail: retailBase };
    const warmup = {};
    for (const [side, base] of Object.entries(sides)) warmup[side] = await warm(base, route);
    const runs = { small: [], retail: [] };
    for (let pair = 1; pair <= options.pairs; pair++) {
      for (const [side, base] of Object.entries(sides)) {
        const summary = summarise(await load(base + route.path, { connections: route.connections, duration: options.duration }));
        runs[side].push(summary);
        console.log(
          `  ${route.name} pair ${pair}/${options.pairs}  ${side.padEnd(6)} ${fmtInt(summary.rps).padStart(6)} req/s  p50 ${fmt(summary.p50)} ms  ` +
            `p99 ${fmt(summary.p99)} ms${summary.unexpectedStatus || summary.errors || summary.timeouts ? `  !! ${summary.unexpectedStatus} unexpected status, ${summary.errors} errors, ${summary.timeouts} timeouts` : ''}`,
        );
      }
    }
    const p99Ratios = runs.retail.map((r, i) => r.p99 / runs.small[i].p99);
    const throughputRatios = runs.retail.map((r, i) => r.rps / runs.small[i].rps);
    const hasBudget = route.budget.maxP99Ratio !== undefined;
    const row = {
      name: route.name,
      path: route.path,
      connections: route.connections,
      budget: route.budget,
      small: { rps: median(runs.small.map((r) => r.rps)), p50: median(runs.small.map((r) => r.p50)), p99: pooledP99(runs.small), bytes: warmup.small.bytes },
      retail: { rps: median(runs.retail.map((r) => r.rps)), p50: median(runs.retail.map((r) => r.p50)), p99: pooledP99(runs.retail), bytes: warmup.retail.bytes },
      p99Ratios,
      throughputRatios,
      p99Ratio: pooledP99(runs.retail) / pooledP99(runs.small),
      throughputRatio: median(throughputRatios),
      runs,
    };
    const bad = [...runs.small, ...runs.retail].reduce((n, r) => n + r.unexpectedStatus + r.errors + r.timeouts, 0);
    row.failures = [
      ...(!hasBudget || row.p99Ratio <= route.budget.maxP99Ratio ? [] : [`p99 ${fmt(row.p99Ratio, 2)}× the small catalogue's > ${route.budget.maxP99Ratio}×`]),
      ...(bad ? [`${bad} unexpected statuses, errors or timeouts`] : []),
    ];
    row.verdict = row.failures.length ? 'FAIL' : hasBudget ? 'PASS' : '—';
    rows.push(row);
  }
  return rows;
}

function budgetText(budget) {
  const parts = [];
  if (budget.minThroughputRatio !== undefined) parts.push(`rps ≥${budget.minThroughputRatio.toFixed(2)}`);
  if (budget.maxP99Ratio !== undefined) parts.push(`p99 ≤${budget.maxP99Ratio.toFixed(2)}×`);
  return parts.join(', ') || '—';
}

async function main() {
  const started = new Date();
  if (!argv['skip-install']) ensureInstalled();

  const loadBefore = loadavg();
  if (loadBefore[0] > 0.5) {
    console.log(`  load average ${loadBefore.map((x) => x.toFixed(2)).join(' ')} on ${cpus().length} cores: other work competes; only the ratios count`);
  }
  // The bench profile has its own ports and data folders; the build (when needed) happens inside, with
  // the content server and the database it prerenders from already running.
  const stack = await startStack({ profile: 'bench', build: !argv['skip-build'], port: PORT });
  const stopStack = () => stack.stop();
  cleanups.add(stopStack);
  // --scale retail: every route runs on the retail catalogue's store; SCALE_ROUTES on both.
  const retail = retailScale ? await retailCatalogue() : null;
  const stopRetail = () => retail?.stop();
  if (retail) cleanups.add(stopRetail);
  const measured = retail ?? stack;
  const base = measured.url;

  // Routes that need data from the running store (a variant id, a bag's cookie) get it now, once.
  routes = await Promise.all(routes.map(async (r) => (r.prepare ? { ...r, ...(await r.prepare(base, measured)) } : r)));
  const usedReferences = [...new Set(routes.map((r) => r.reference))];
  const targets = [
    ...usedReferences.map((name) => ({ kind: 'reference', name, ...REFERENCES[name] })),
    ...routes.map((r) => ({ kind: 'route', ...r })),
  ];
  const perRunS = options.duration;
  const estimateS = (routes.length + (retail ? SCALE_ROUTES.length : 0)) * options.pairs * 2 * (perRunS + 1) + 5;
  step(
    `Measuring ${routes.length} route(s) against ${usedReferences.join(', ')}: ${options.pairs} pair(s) × ${perRunS} s at ` +
      `${options.connections} connections (about ${Math.ceil(estimateS / 60)} min)`,
  );

  // Warm-up: a few sequential requests per target (fills the cache of a 404 path), then a short burst
  // on the static reference so the JIT is warm before the first measured run.
  const warmup = {};
  for (const t of targets) {
    warmup[t.name] = await warm(base, t);
    const w = warmup[t.name];
    const near = w.twoByte && w.utf16Units > STRING_COST_STEP_UNITS - 3000 ? '  (near or past the 64 Ki string step)' : '';
    console.log(
      `  warm ${t.path.padEnd(28)} status ${[...new Set(w.statuses)].join('/')}  x-nextjs-cache ${w.cacheFirst} → ${w.cacheLast}  ` +
        `${fmtInt(w.bytes)} bytes${w.twoByte ? `, ${fmtInt(w.utf16Units)} two-byte chars` : ''}${near}`,
    );
  }
  await load(base + REFERENCES[usedReferences[0]].path, { connections: options.connections, duration: 2 });

  // Alternating runs: reference, route, reference, route, …
  const runs = []; // { target, pair, ...summary }
  for (const route of routes) {
    const reference = { name: route.reference, ...REFERENCES[route.reference], connections: route.connections };
    for (let pair = 1; pair <= options.pairs; pair++) {
      for (const [target, kind] of [[reference, 'reference'], [route, 'route']]) {
        const result = await load(base + target.path, {
          method: target.method,
          body: target.body,
          headers: target.headers,
          nextRequest: target.nextRequest,
          connections: target.connections ?? options.connections,
          duration: perRunS,
        });
        const summary = summarise(result, target.expectStatus);
        const run = { for: route.name, pair, kind, target: target.name, path: target.path, ...summary };
        latencySamples.set(run, latencySamples.get(summary));
        runs.push(run);
        const flags = [summary.unexpectedStatus && `${summary.unexpectedStatus} unexpected status`, summary.errors && `${summary.errors} errors`, summary.timeouts && `${summary.timeouts} timeouts`]
          .filter(Boolean)
          .join(', ');
        console.log(
          `  ${route.name} pair ${pair}/${options.pairs}  ${target.path.padEnd(28)} ${fmtInt(summary.rps).padStart(6)} req/s  ` +
            `p50 ${fmt(summary.p50)} ms  p99 ${fmt(summary.p99)} ms${flags ? `  !! ${flags}` : ''}`,
        );
      }
    }
  }

  let scaleRows = [];
  // Each catalogue's build: pages prerendered (the same at both sizes: products render on first request) and build time.
  const builds = retail ? [buildFigures('.next'), ...(retailOwnBuild ? [buildFigures(RETAIL_DIST_DIR)] : [])] : [];
  if (retail) {
    step(`Small against retail catalogue: ${SCALE_ROUTES.map((r) => r.name).join(', ')}`);
    scaleRows = await compareCatalogues(stack.url, retail.url);
  }

  // Summaries.
  const sum = (xs, key) => xs.reduce((a, r) => a + (r[key] ?? 0), 0);
  const referenceRows = usedReferences.map((name) => {
    const own = runs.filter((r) => r.kind === 'reference' && r.target === name);
    return {
      name,
      path: REFERENCES[name].path,
      kind: 'reference',
      runs: own.length,
      rps: median(own.map((r) => r.rps)),
      p50: median(own.map((r) => r.p50)),
      p99: pooledP99(own),
      requests: sum(own, 'requests'),
      unexpectedStatus: sum(own, 'unexpectedStatus'),
      errors: sum(own, 'errors'),
      timeouts: sum(own, 'timeouts'),
      cache: warmup[name].cacheLast,
      bytes: warmup[name].bytes,
      utf16Units: warmup[name].utf16Units,
    };
  });
  const routeRows = routes.map((route) => {
    const own = runs.filter((r) => r.for === route.name && r.kind === 'route');
    const refs = runs.filter((r) => r.for === route.name && r.kind === 'reference');
    const throughputRatios = own.map((r, i) => r.rps / refs[i].rps);
    const p99Ratios = own.map((r, i) => r.p99 / refs[i].p99);
    const row = {
      name: route.name,
      path: route.path,
      kind: 'route',
      reference: route.reference,
      runs: own.length,
      rps: median(own.map((r) => r.rps)),
      p50: median(own.map((r) => r.p50)),
      p99: pooledP99(own),
      referenceRps: median(refs.map((r) => r.rps)),
      referenceP99: pooledP99(refs),
      throughputRatios,
      p99Ratios,
      throughputRatio: median(throughputRatios),
      p99Ratio: pooledP99(own) / pooledP99(refs),
      budget: route.budget,
      requests: sum(own, 'requests'),
      expectStatus: route.expectStatus ?? '2xx',
      byStatus: own.reduce((acc, r) => {
        for (const [code, n] of Object.entries(r.byStatus)) acc[code] = (acc[code] ?? 0) + n;
        return acc;
      }, {}),
      unexpectedStatus: sum(own, 'unexpectedStatus'),
      errors: sum(own, 'errors') + sum(refs, 'errors'),
      timeouts: sum(own, 'timeouts') + sum(refs, 'timeouts'),
      referenceUnexpectedStatus: sum(refs, 'unexpectedStatus'),
      cache: warmup[route.name].cacheLast,
      cacheFirstRequest: warmup[route.name].cacheFirst,
      bytes: warmup[route.name].bytes,
      utf16Units: warmup[route.name].utf16Units,
    };
    const failures = [];
    if (route.budget.minThroughputRatio !== undefined && !(row.throughputRatio >= route.budget.minThroughputRatio)) {
      failures.push(`throughput ${fmt(row.throughputRatio, 2)} < ${route.budget.minThroughputRatio}`);
    }
    if (route.budget.maxP99Ratio !== undefined && !(row.p99Ratio <= route.budget.maxP99Ratio)) {
      failures.push(`p99 ${fmt(row.p99Ratio, 2)}× > ${route.budget.maxP99Ratio}×`);
    }
    if (row.unexpectedStatus) failures.push(`${row.unexpectedStatus} responses not ${row.expectStatus}`);
    if (row.referenceUnexpectedStatus) failures.push(`reference: ${row.referenceUnexpectedStatus} non-2xx`);
    if (row.errors || row.timeouts) failures.push(`${row.errors} errors, ${row.timeouts} timeouts`);
    const hasBudget = Object.keys(route.budget).length > 0;
    row.failures = failures;
    row.verdict = failures.length ? 'FAIL' : hasBudget ? 'PASS' : '—';
    return row;
  });

  // First-load JS and Lighthouse (after the load runs, on a quiet server).
  step(`First-load JavaScript of ${FIRST_LOAD_JS.path}`);
  const js = await firstLoadJs(base);
  let lighthouseResults;
  if (options.lighthouse) lighthouseResults = await runLighthouse(base);

  if (retail) {
    cleanups.delete(stopRetail);
    await retail.stop();
  }
  cleanups.delete(stopStack);
  step('Stopping the stack');
  await stack.stop();

  // Report.
  console.log('');
  console.log(
    `Throughput and latency — ${options.pairs} alternating pair(s) × ${perRunS} s, ${options.connections} connections, ` +
      `medians; rps ratio = median of per-pair ratios, p99 = over every request of the runs (pooled) and its ratio to the reference's`,
  );
  const headers = ['route', 'path', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'reference', 'rps ratio', 'p99 ratio', 'budget', 'result', 'cache'];
  const rows = [
    ...referenceRows.map((r) => [
      `(${r.name})`, r.path, fmtInt(r.bytes), fmtInt(r.rps), fmt(r.p50), fmt(r.p99), '—', '1.00', '1.00', '—',
      r.unexpectedStatus || r.errors || r.timeouts ? 'ERRORS' : 'ref', r.cache,
    ]),
    ...routeRows.map((r) => [
      r.name, r.path, fmtInt(r.bytes), fmtInt(r.rps), fmt(r.p50), fmt(r.p99), r.reference, fmt(r.throughputRatio, 2), fmt(r.p99Ratio, 2),
      budgetText(r.budget), r.verdict, r.cache,
    ]),
  ];
  console.log(table(headers, rows));
  for (const r of routeRows) {
    console.log(
      `  ${r.name}: per-pair rps ratios ${r.throughputRatios.map((x) => x.toFixed(2)).join(' ')}; p99 ratios ${r.p99Ratios.map((x) => x.toFixed(2)).join(' ')}; ` +
        `statuses ${Object.entries(r.byStatus).map(([c, n]) => `${c}×${n}`).join(' ')}`,
    );
    for (const f of r.failures) console.log(`  ${r.name}: FAIL ${f}`);
  }

  if (scaleRows.length) {
    console.log('');
    console.log(`Retail catalogue (${retail.url}) against the small one (${stack.url}) — ${options.pairs} alternating pair(s) × ${perRunS} s; ratios = retail ÷ small, median of pairs`);
    console.log(
      table(
        ['route', 'path', 'conn.', 'small req/s', 'small p99', 'retail req/s', 'retail p99', 'rps ratio', 'p99 ratio', 'budget', 'result'],
        scaleRows.map((r) => [
          r.name, r.path, r.connections, fmtInt(r.small.rps), fmt(r.small.p99), fmtInt(r.retail.rps), fmt(r.retail.p99), fmt(r.throughputRatio, 2), fmt(r.p99Ratio, 2),
          r.budget.maxP99Ratio === undefined ? 'report' : `p99 ≤${r.budget.maxP99Ratio.toFixed(2)}×`, r.verdict,
        ]),
      ),
    );
    for (const b of builds) console.log(`  build ${b.distDir}: ${b.prerenderedPages} prerendered pages${b.buildSeconds === null ? '' : `, built in ${b.buildSeconds} s`}`);
    for (const r of scaleRows) {
      console.log(`  ${r.name}: per-pair p99 ratios ${r.p99Ratios.map((x) => x.toFixed(2)).join(' ')}; rps ratios ${r.throughputRatios.map((x) => x.toFixed(2)).join(' ')}`);
      for (const f of r.failures) console.log(`  ${r.name}: FAIL ${f}`);
    }
  }

  console.log('');
  console.log(
    `First-load JS of ${js.path}: ${js.totalGzipKb.toFixed(1)} kB gzip (level ${js.gzipLevel}; ${(js.totalBytes / 1000).toFixed(1)} kB raw, ` +
      `${js.files.length} files) — budget ${js.budgetKb} kB: ${js.pass ? 'PASS' : 'FAIL'}`,
  );
  for (const f of js.files) console.log(`  ${f.url.padEnd(48)} ${(f.gzip / 1000).toFixed(1).padStart(6)} kB gzip  ${(f.bytes / 1000).toFixed(1).padStart(6)} kB raw`);
  for (const s of js.skipped) console.log(`  ${s.url.padEnd(48)} not counted: ${s.reason}`);
  console.log(`  (inline scripts — the RSC payload in the HTML — ${js.inlineScriptGzipKb.toFixed(1)} kB gzip, not counted)`);

  if (lighthouseResults) {
    console.log('');
    console.log(`Lighthouse 12 (mobile preset, simulated throttling)${options.lighthouseRuns > 1 ? `, median of ${options.lighthouseRuns} runs` : ''}`);
    console.log(
      table(
        ['page', 'performance', 'SEO', 'CLS', 'LCP ms', 'TBT ms', 'budget', 'result'],
        lighthouseResults.map((l) => [
          l.path, fmt(l.performance), fmt(l.seo), fmt(l.cls, 3), fmt(median(l.runs.map((r) => r.lcpMs))), fmt(median(l.runs.map((r) => r.tbtMs))),
          `perf ≥${l.budget.minPerformance}, SEO ≥${l.budget.minSeo}, CLS ≤${l.budget.maxCls}`, l.pass ? 'PASS' : 'FAIL',
        ]),
      ),
    );
    for (const l of lighthouseResults) {
      if (l.offMachineRequests.length) console.log(`  ${l.path}: requests off this machine: ${l.offMachineRequests.join(', ')}`);
      const seoFailures = [...new Set(l.runs.flatMap((r) => r.seoFailures))];
      if (seoFailures.length) console.log(`  ${l.path}: SEO audits failing: ${seoFailures.join(', ')}`);
      for (const w of new Set(l.runs.flatMap((r) => r.warnings))) console.log(`  ${l.path}: Lighthouse warning: ${w}`);
    }
  }

  const failed = [
    ...routeRows.filter((r) => r.verdict === 'FAIL').map((r) => `${r.name} (${r.failures.join('; ')})`),
    ...scaleRows.filter((r) => r.verdict === 'FAIL').map((r) => `${r.name} at retail scale (${r.failures.join('; ')})`),
    ...referenceRows.filter((r) => r.unexpectedStatus || r.errors || r.timeouts).map((r) => `reference ${r.name} (status/errors)`),
    ...(js.pass ? [] : [`first-load JS ${js.totalGzipKb.toFixed(1)} kB > ${js.budgetKb} kB`]),
    ...(lighthouseResults ?? []).filter((l) => !l.pass).map((l) => `Lighthouse ${l.path} (performance ${l.performance}, SEO ${l.seo}, CLS ${fmt(l.cls, 3)})`),
  ];

  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout?.trim() || null;
  const dirty = Boolean(spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).stdout?.trim());
  const outDir = join(root, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const outFile = join(outDir, retail ? 'latest-retail.json' : 'latest.json');
  writeFileSync(
    outFile,
    `${JSON.stringify(
      {
        startedAt: started.toISOString(),
        finishedAt: new Date().toISOString(),
        git: { commit, dirty },
        machine: {
          cpus: cpus().length,
          cpuModel: cpus()[0]?.model,
          memoryGb: Math.round(totalmem() / 1e9),
          node: process.version,
          loadavgBefore: loadBefore,
          loadavgAtEnd: loadavg(),
        },
        options: { ...options, zlibLevelDefault: zlibConstants.Z_DEFAULT_COMPRESSION },
        scale: options.scale,
        retailBuild: retail ? (retailOwnBuild ? 'own' : 'same') : null,
        references: referenceRows,
        routes: routeRows,
        scaleRoutes: scaleRows,
        builds,
        runs,
        warmup,
        firstLoadJs: js,
        lighthouse: lighthouseResults ?? null,
        failed,
      },
      null,
      2,
    )}\n`,
  );
  console.log('');
  console.log(`Results written to ${outFile}`);
  if (failed.length) {
    console.log(`Budgets failed: ${failed.join('; ')}${options.strict ? '' : ' (exit 0; --strict makes this exit 1)'}`);
    return options.strict ? 1 : 0;
  }
  console.log('All budgets passed.');
  return 0;
}

/**
 * `npm run bench -- --cluster` (issue 19): `npm run cluster`'s set-up (nginx on one port, 2 instances, Redis,
 * one PostgreSQL). Alternating pairs of runs compare (1) a cached public page through nginx's cache against the
 * same page straight from one instance (budget: at least 3× for cache hits), (2) that page from an instance on
 * Redis against one on Next's in-process cache (what sharing costs), and (3) the search API and add-to-bag at 10
 * connections on 1 instance (straight to A) against 2 (through nginx, which passes API calls to both).
 * Results: bench-results/cluster.json.
 */
async function clusterMain() {
  const missing = await clusterPrerequisites();
  if (missing.length > 0) throw new Error(`--cluster needs nginx and Redis: ${missing.join('; ')}`);
  const cluster = await startCluster({ pageTtl: '60s', plainInstance: true });
  cleanups.add(() => cluster.stop());
  const A = cluster.instances[0].url;
  const proxy = cluster.url;
  // A returning visitor's cookies (the first visit sets them), so the page is one nginx may keep.
  const first = await fetchWithTimeout(`${A}/pages/gifts`);
  const cookie = first.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const variant = (await variantsInStock(A, 1))[0];
  const addBody = JSON.stringify({ variantId: variant, quantity: 1 });
  const comparisons = [
    { name: 'cached page: nginx cache vs one instance', budget: 3, connections: options.connections,
      one: { url: `${A}/pages/gifts`, headers: { cookie } }, two: { url: `${proxy}/pages/gifts`, headers: { cookie } } },
    // What the shared cache costs an instance: the same page from an instance on Next's in-process cache.
    { name: 'cached page: instance on Redis vs instance in-process', connections: options.connections,
      one: { url: `${cluster.plain.url}/pages/gifts`, headers: { cookie } }, two: { url: `${A}/pages/gifts`, headers: { cookie } } },
    { name: 'search API at 10 connections: 2 instances vs 1', connections: 10,
      one: { url: `${A}/api/web/v1/search?q=lipstick&page_size=24` }, two: { url: `${proxy}/api/web/v1/search?q=lipstick&page_size=24` } },
    { name: 'add-to-bag at 10 connections: 2 instances vs 1', connections: 10,
      one: { url: `${A}/api/web/v1/cart/line-items`, method: 'POST', body: addBody, headers: { 'content-type': 'application/json' } },
      two: { url: `${proxy}/api/web/v1/cart/line-items`, method: 'POST', body: addBody, headers: { 'content-type': 'application/json' } } },
  ];
  const results = [];
  for (const c of comparisons) {
    for (const side of [c.one, c.two]) for (let i = 0; i < WARM_REQUESTS; i++) await (await fetchWithTimeout(side.url, { method: side.method, body: side.body, headers: side.headers })).arrayBuffer();
    const hit = (await fetchWithTimeout(c.two.url, { method: c.two.method, body: c.two.body, headers: c.two.headers })).headers.get('x-cache-status');
    const runs = { one: [], two: [] };
    for (let pair = 1; pair <= options.pairs; pair++) {
      for (const key of ['one', 'two']) {
        const side = c[key];
        const summary = summarise(await load(side.url, { ...side, connections: c.connections, duration: options.duration }));
        runs[key].push(summary);
        console.log(`  ${c.name} pair ${pair}/${options.pairs} ${key === 'one' ? 'baseline' : 'measured'} ${side.url}: ${fmtInt(summary.rps)} req/s  p99 ${fmt(summary.p99)} ms` +
          `${summary.unexpectedStatus ? `  !! ${summary.unexpectedStatus} unexpected status` : ''}`);
      }
    }
    const ratio = median(runs.two.map((r) => r.rps)) / median(runs.one.map((r) => r.rps));
    results.push({ name: c.name, connections: c.connections, proxyCacheStatus: hit, oneRps: median(runs.one.map((r) => r.rps)), twoRps: median(runs.two.map((r) => r.rps)), ratio, budget: c.budget, runs });
  }
  console.log('');
  console.log(table(['measured vs baseline', 'baseline req/s', 'measured req/s', 'measured ÷ baseline', 'budget'],
    results.map((r) => [r.name, fmtInt(r.oneRps), fmtInt(r.twoRps), fmt(r.ratio, 2), r.budget ? `≥ ${r.budget} ${r.ratio >= r.budget ? 'pass' : 'FAIL'}` : 'record'])));
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  const outFile = join(root, 'bench-results/cluster.json');
  writeFileSync(outFile, JSON.stringify({ at: new Date().toISOString(), cores: cpus().length, loadavg: loadavg(), options, results }, null, 2));
  console.log(`Results written to ${outFile}`);
  const failed = results.filter((r) => r.budget && !(r.ratio >= r.budget));
  return failed.length && options.strict ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = argv.cluster ? await clusterMain() : await main();
} catch (error) {
  console.error(`\nnpm run bench failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  exitCode = 1;
} finally {
  await cleanupAll();
}
process.exit(exitCode);
