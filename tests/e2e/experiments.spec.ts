import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createExperiments } from '@/lib/experiments/experiments';
import { loadConfigurationFile, servedConfiguration } from '@/embedded/experiment-service/configuration-file';
import { E2E_PORT } from './stack-ports';
import { startSecondServer, stopServer } from './second-server';

/**
 * Issue 11 end to end: the proxy evaluates page flags per visitor code and the page shows that variant
 * (server-rendered, cached per variant); a broken configuration leaves every page working on the defaults.
 */

// This suite chooses visitor codes itself: no simulated default variations (playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

const SPOTLIGHT_HEADING = 'Gifts they will actually use';
const CLASSIC_HEADING = 'Find your signature look';
const STRIP_TEXT = 'Free samples with every order this week';

const served = () => servedConfiguration(loadConfigurationFile(path.join(process.cwd(), 'config', 'experiments', 'configuration.json')));

/** Visitor codes whose variation of `featureKey` is (or is not) `variationKey`, by the store's own evaluator. */
async function visitorCodes(featureKey: string, variationKey: string) {
  const configuration = served();
  const experiments = createExperiments({
    siteCode: 'atelier0001',
    environment: 'development',
    baseUrl: 'http://127.0.0.1:1/api/experiments',
    requester: async () => Response.json(configuration),
    trackingIntervalMs: 0,
  });
  await experiments.initialize();
  let inVariation: string | undefined;
  let other: string | undefined;
  for (let i = 0; i < 500 && !(inVariation && other); i++) {
    const code = `e2e${featureKey.replace(/[^a-z]/g, '').slice(0, 5)}${String(i).padStart(8, '0')}`.slice(0, 16);
    const key = experiments.forVisitor({ visitorCode: code, country: 'SG', pagePath: '/', track: false }).variation(featureKey).key;
    if (key === variationKey) inVariation ??= code;
    else other ??= code;
  }
  experiments.client?.stop();
  if (!inVariation || !other) throw new Error(`no visitor codes found for ${featureKey}`);
  return { inVariation, other };
}

/**
 * A guest's bag (the page's cookies) gets one product in stock, through the bag API. The empty bag page is opened
 * first and allowed to settle, so its own requests have set the device cookie the API call then uses (a page still
 * loading could answer with another device id, and the product would land in a bag nobody reads).
 */
async function putAProductInTheBag(page: Page, baseURL: string) {
  expect((await page.goto('/cart'))?.status()).toBe(200);
  // The bag is read in the browser after hydration: give a busy machine time.
  await expect(page.getByText('Your bag is empty — discover new arrivals')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const api = `${baseURL}/api/web/v1`;
  const listing = (await (await page.request.get(`${api}/search?q=lipstick&page_size=12`)).json()) as { items: { slug: string; state: string }[] };
  for (const item of listing.items.filter((i) => i.state === 'available')) {
    const detail = (await (await page.request.get(`${api}/products/${item.slug}`)).json()) as { variants: { id: number; stock: { state: string } }[] };
    const variant = detail.variants.find((v) => v.stock.state === 'in_stock');
    if (!variant) continue;
    const added = await page.request.post(`${api}/cart/line-items`, { data: { variantId: variant.id, quantity: 1 }, headers: { origin: baseURL } });
    if (added.status() === 201) return;
  }
  throw new Error('no product in stock');
}

/**
 * Waits for a client island to have evaluated its flag `featureKey` for `visitorCode` in the browser, and
 * answers the variation it got. Evaluating a flag of an experiment queues the visitor's assignment, which the
 * tab's experiments client sends to the tracking endpoint a moment later (after the island has rendered): that
 * request is the island's decision made visible.
 */
async function islandVariation(page: Page, featureKey: string, visitorCode: string): Promise<string | undefined> {
  const rules = served().featureFlags.find((f) => f.featureKey === featureKey)!.rules;
  const rule = rules.find((r) => r.experimentId !== null && r.experimentId !== undefined)!;
  const assignment = (body: string) =>
    body
      .split('\n')
      .map((line) => new URLSearchParams(line))
      .find((line) => line.get('eventType') === 'experiment' && line.get('id') === String(rule.experimentId) && line.get('visitorCode') === visitorCode);
  const sent = await page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/experiments/visit/events' && assignment(r.postData() ?? '') !== undefined);
  const variationId = Number(assignment(sent.postData() ?? '')!.get('variationId'));
  return rule.variationByExposition.find((v) => v.variationId === variationId)?.variationKey;
}

async function asVisitor(context: BrowserContext, baseURL: string, visitorCode: string) {
  await context.addCookies([{ name: 'kameleoonVisitorCode', value: visitorCode, url: baseURL }]);
}

/**
 * Another visitor in a browser context of their own. Clearing the first context's cookies is not enough: a
 * request still in flight from its last page (a link prefetch through the proxy) can answer after the clear and
 * set the first visitor's code again.
 */
async function withOtherVisitor(browser: Browser, baseURL: string, visitorCode: string, visit: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    await asVisitor(context, baseURL, visitorCode);
    await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('page flags decided in the proxy', () => {
  test('a visitor in the home-hero variation sees the variant block on the home page; another code sees the default, every time', async ({ page, context, browser, baseURL }) => {
    const codes = await visitorCodes('home-hero', 'spotlight');
    await asVisitor(context, baseURL!, codes.inVariation);
    for (let i = 0; i < 3; i++) {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: SPOTLIGHT_HEADING })).toBeVisible();
      await expect(page.getByRole('heading', { name: CLASSIC_HEADING })).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: 'Shop gifts' })).toHaveAttribute('href', /\/pages\/gifts$/);

    await withOtherVisitor(browser, baseURL!, codes.other, async (other) => {
      for (let i = 0; i < 2; i++) {
        expect((await other.goto('/'))?.status()).toBe(200);
        await expect(other.getByRole('heading', { name: CLASSIC_HEADING })).toBeVisible();
        await expect(other.getByRole('heading', { name: SPOTLIGHT_HEADING })).toHaveCount(0);
      }
    });
  });

  test('the header promo strip shows on every page of the default layout for visitors in its "on" variation only', async ({ page, context, browser, baseURL }) => {
    const codes = await visitorCodes('header-promo-strip', 'on');
    await asVisitor(context, baseURL!, codes.inVariation);
    for (const path of ['/', '/pages/new', '/cart']) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.getByRole('link', { name: STRIP_TEXT }), path).toHaveAttribute('href', /\/pages\/new$/);
    }
    await withOtherVisitor(browser, baseURL!, codes.other, async (other) => {
      expect((await other.goto('/pages/new'))?.status()).toBe(200);
      await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(other.getByText(STRIP_TEXT)).toHaveCount(0);
    });
  });

  test('a client island evaluates its own flag in the browser: the reassurance line under Checkout', async ({ page, context, browser, baseURL }) => {
    // Two visitors each fill a bag and open it twice: past 30 s on a busy machine (CI).
    test.setTimeout(90_000);
    const codes = await visitorCodes('bag-checkout-reassurance', 'on');
    await asVisitor(context, baseURL!, codes.inVariation);
    await putAProductInTheBag(page, baseURL!);
    expect((await page.goto('/cart'))?.status()).toBe(200);
    await expect(page.getByText('Free returns within 30 days · Secure payment')).toBeVisible();

    await withOtherVisitor(browser, baseURL!, codes.other, async (other) => {
      await putAProductInTheBag(other, baseURL!);
      const decided = islandVariation(other, 'bag-checkout-reassurance', codes.other);
      expect((await other.goto('/cart'))?.status()).toBe(200);
      await expect(other.getByRole('link', { name: 'Checkout' })).toBeVisible({ timeout: 20_000 });
      // The island has loaded the experiments client and decided (the default) before its absence is checked.
      expect(await decided).toBe('off');
      await expect(other.getByText('Free returns within 30 days · Secure payment')).toHaveCount(0);
    });
  });

  test('a new visitor gets a visitor code kept for a year; the page-flags cookie names the variant', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const cookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);
    const visitor = cookies.find((c) => c.startsWith('kameleoonVisitorCode='));
    expect(visitor).toMatch(/^kameleoonVisitorCode=[a-z0-9]{16};/);
    expect(visitor).toMatch(/Max-Age=31536000/);
    expect(visitor).toMatch(/Path=\//);
    expect(cookies.find((c) => c.startsWith('experiment-flags='))).toMatch(/^experiment-flags=[01]{3};/);
  });

  test('refusing consent ends the visitor cookie (max age 0)', async ({ request }) => {
    const response = await request.get('/', { headers: { cookie: 'kameleoonVisitorCode=abcdefgh12345678; experiment-consent=0' }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const visitor = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('kameleoonVisitorCode='));
    expect(visitor?.value).toMatch(/Max-Age=0/);
  });
});

test.describe('a broken experiment configuration', () => {
  let server: ChildProcess | undefined;
  const port = E2E_PORT + 50;
  const base = `http://localhost:${port}`;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const dir = mkdtempSync(path.join(tmpdir(), 'atelier-experiments-'));
    const broken = path.join(dir, 'configuration.json');
    writeFileSync(broken, '{ "featureFlags": [ { "featureKey": ');
    // A second server of the same build, with a configuration file that does not parse.
    server = await startSecondServer(port, { EXPERIMENTS_CONFIG_FILE: broken });
  });

  test.afterAll(async () => {
    await stopServer(server);
  });

  test('every page works, with every flag inactive (the defaults) for every visitor', async ({ browser }) => {
    const spotlight = await visitorCodes('home-hero', 'spotlight');
    const strip = await visitorCodes('header-promo-strip', 'on');
    for (const code of [spotlight.inVariation, strip.inVariation]) {
      const context = await browser.newContext({ baseURL: base });
      await context.addCookies([{ name: 'kameleoonVisitorCode', value: code, url: base }]);
      const page = await context.newPage();
      for (const path of ['/', '/pages/new', '/cart', '/e-gift-cards']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByText(STRIP_TEXT), path).toHaveCount(0);
        expect((await context.cookies()).find((c) => c.name === 'experiment-flags')?.value, path).toBe('000');
      }
      await page.goto('/');
      await expect(page.getByRole('heading', { name: CLASSIC_HEADING })).toBeVisible();
      await context.close();
    }
  });
});
