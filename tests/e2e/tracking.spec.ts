import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './stack-ports';
import { GUEST_USER, userBlock } from '@/lib/tracking/data-layer';
import { API, hydrated, newMember, signInTo } from './member-session';
import { AccountResponse } from '@/schemas/api/accounts';

/** The page views in the page's data layer (lib/tracking). */
const pageViews = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) => e?.event === 'page_view'));

async function waitForPageViews(page: Page, count: number) {
  await page.waitForFunction(
    (n) => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e?.event === 'page_view').length >= n,
    count,
  );
  return pageViews(page);
}

const HOME = 'Atelier home';

/**
 * Resolves once the browser has run an idle callback asked for now (after the one a pending effect may still
 * ask for). The tracker asks for its idle callback when the page hydrates, so by then it has run: the page's
 * view has been decided and the tracking chunk is on its way.
 */
const browserIdle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));

/** A guest's user block; its every default is checked against SPEC §3 in lib/tracking/data-layer.test.ts. */
const guest = GUEST_USER;

test.describe('marketing data layer (SPEC §2, §3)', () => {
  test('home, then a product by a client navigation: one page view each, with the SPEC blocks', async ({ page }) => {
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).hostname));

    expect((await page.goto('/'))?.status()).toBe(200);
    const [home] = await waitForPageViews(page, 1);
    expect(home).toEqual({
      event: 'page_view',
      page_type: 'home',
      page_path: '/',
      user: guest,
      site: { locale: 'sg', language: 'en', mobile: false, status: 200 },
      cart: {},
    });

    // A product card: the list item with a wish-list heart (the page itself is an article too).
    const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('button', { name: /to wish list$/ }) }).first();
    await card.getByRole('link').first().click();
    await page.waitForURL(/\/products\//);
    const views = await waitForPageViews(page, 2);
    // Both are in one data layer: the product page came by a client navigation, and was tracked.
    expect(views).toHaveLength(2);
    expect(views[1]).toMatchObject({
      page_type: 'products',
      page_path: new URL(page.url()).pathname,
      user: guest,
      site: { locale: 'sg', language: 'en', status: 200 },
      cart: {},
    });
    // The embedded store loads no tag manager: nothing is asked outside this machine.
    expect([...hosts].filter((h) => h !== 'localhost' && !h.endsWith('.localhost') && h !== '127.0.0.1')).toEqual([]);
  });

  test('/cart is not tracked; the next page is', async ({ page }) => {
    expect((await page.goto('/cart'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await hydrated(page);
    // The island's idle moment for /cart has come: whatever it sends for /cart goes through the tracking chunk
    // that is loading now, before anything sent after it.
    await browserIdle(page);
    await page.evaluate(() => Object.assign(window, { atelierSameDocument: true }));

    // A client navigation home from /cart: the island was there all along, and tracks the next page through the
    // same chunk, after /cart. So once home's view is in the data layer, a view of /cart would be there before it.
    await page.getByRole('banner').getByRole('link', { name: HOME }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const views = await waitForPageViews(page, 1);
    expect(await page.evaluate(() => 'atelierSameDocument' in window)).toBe(true);
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ page_type: 'home', page_path: '/' });
  });

  test('the not-found page reports status 404; a phone viewport is mobile; a language prefix is not in the path', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await page.goto('/no-such-page'))?.status()).toBe(404);
    const [view] = await waitForPageViews(page, 1);
    expect(view).toMatchObject({ page_type: 'no-such-page', page_path: '/no-such-page', site: { locale: 'sg', language: 'en', mobile: true, status: 404 } });
  });

  test('on the TH host in English: locale th, language en, and the /en prefix is not in the path', async ({ page }) => {
    await page.goto(`http://th.localhost:${E2E_PORT}/about`);
    expect(new URL(page.url()).pathname).toBe('/en/about');
    const [view] = await waitForPageViews(page, 1);
    expect(view).toMatchObject({ page_type: 'about', page_path: '/about', site: { locale: 'th', language: 'en', status: 200 } });
  });

  test('the blank layout tracks too (a happening page)', async ({ page }) => {
    expect((await page.goto('/happening/services'))?.status()).toBe(200);
    const [view] = await waitForPageViews(page, 1);
    expect(view).toMatchObject({ page_type: 'happening', page_path: '/happening/services', site: { locale: 'sg', status: 200 } });
  });

  test("a member's page view carries the account's figures, read in the browser", async ({ page }) => {
    const member = await newMember(page.request, { points: 1234, tier: 'gold' }, { 'x-site-country': 'sg' });
    await signInTo(page, member.email, '/about');
    const answer = await page.request.get(`${API}/account`);
    const { account } = AccountResponse.parse(await answer.json());
    const views = await waitForPageViews(page, 1);
    expect(views.at(-1)).toMatchObject({
      page_type: 'about',
      // The mapping itself is checked field by field in lib/tracking/data-layer.test.ts.
      user: { ...userBlock(account), loyalty_points: 1234, loyalty_tier: 'gold' },
    });
  });
});
