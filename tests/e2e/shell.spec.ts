import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './member-session';
import { E2E_PORT as PORT } from './stack-ports';

const host = (sub: string) => `http://${sub}.localhost:${PORT}`;

test.describe('country and language', () => {
  test('/ serves Singapore in English by default', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Makeup, skincare and fragrance online | Atelier Singapore');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-SG');
    await expect(page.getByRole('heading', { name: 'Find your signature look' })).toBeVisible();
    await expect(page.getByText('Free shipping on orders over $35.00').first()).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'locale')?.value).toBe('SG');
    expect(cookies.find((c) => c.name === 'language')?.value).toBe('lng_en');
  });

  test('a TH host renders Thai', async ({ browser }) => {
    // A Thai browser on its first visit; the default language needs no prefix.
    // A context of its own does not get the suites' default variations (playwright.config.ts): either hero is Thai.
    const context = await browser.newContext({ locale: 'th-TH' });
    const page = await context.newPage();
    const response = await page.goto(`${host('th')}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
    await expect(page).toHaveTitle(/Atelier ประเทศไทย$/);
    await expect(page.getByRole('heading', { name: /^(ค้นหาลุคที่เป็นคุณ|ของขวัญที่เขาจะได้ใช้จริง)$/ })).toBeVisible();
    await expect(page.getByText(/ส่งฟรี/).first()).toBeVisible();
    await expect(page.getByText('฿500.00').first()).toBeVisible();
    await context.close();
  });

  test('on a TH host an English browser is sent to /en once, and the cookie then keeps it', async ({ page }) => {
    await page.goto(`${host('th')}/`);
    expect(new URL(page.url()).pathname).toBe('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-TH');
    await page.goto(`${host('th')}/sandbox/baseline`);
    expect(new URL(page.url()).pathname).toBe('/en/sandbox/baseline');
  });

  test('/zh/ on HK renders Chinese', async ({ page }) => {
    const response = await page.goto(`${host('hk')}/zh/`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page).toHaveTitle(/Atelier 香港$/);
    await expect(page.getByRole('link', { name: 'Atelier 主頁' })).toHaveAttribute('href', '/zh');
    await expect(page.getByRole('heading', { name: '找出屬於你的標誌妝容' })).toBeVisible();
  });

  test('the language switcher goes to Chinese and back, keeping the page and the cookie', async ({ page }) => {
    await page.goto(`${host('hk')}/sandbox/baseline`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-HK');
    // The language buttons are server-rendered: a press before the header hydrates does nothing.
    await hydrated(page);
    await page.getByLabel('Language: English').click();
    await page.getByRole('button', { name: '中文' }).click();
    await page.waitForURL(/\/zh\/sandbox\/baseline\?language=zh$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('lng_zh');

    // The cookie now holds Chinese: an unprefixed URL redirects to the prefixed one.
    await page.goto(`${host('hk')}/sandbox/baseline`);
    expect(new URL(page.url()).pathname).toBe('/zh/sandbox/baseline');
    await hydrated(page, '搜尋');

    await page.getByLabel('語言: 中文').click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/sandbox/baseline' && url.search === '');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-HK');
    expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('lng_en');
  });

  test("a prefix for the country's default language redirects to the unprefixed URL", async ({ page }) => {
    await page.goto('/en/sandbox/baseline');
    expect(new URL(page.url()).pathname).toBe('/sandbox/baseline');
  });

  test('first visit follows the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-HK', extraHTTPHeaders: { 'Accept-Language': 'zh-HK,zh;q=0.9' } });
    const page = await context.newPage();
    await page.goto(`${host('hk')}/`);
    expect(new URL(page.url()).pathname).toBe('/zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await context.close();
  });
});

test.describe('not found', () => {
  test('an unmatched route answers 404 with the not-found page and Back To Home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry we couldn't find the page you are looking for");
    await expect(page.getByText(/Try searching for what you need, or go back to the home page/)).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Atelier Singapore');
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Find your signature look' })).toBeVisible();
  });

  test('a missing product, brand, page or category has the not-found title; every page has an icon that answers (issue 21, item 16)', async ({ page, request }) => {
    for (const path of ['/products/no-such-product', '/brands/no-such-brand', '/pages/no-such-page', '/pages/makeup/no-such-category']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page, path).toHaveTitle('Page not found | Atelier Singapore');
    }
    const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(icons.length).toBeGreaterThan(0);
    for (const href of [...icons, '/favicon.ico']) {
      const answer = await request.get(href);
      expect(answer.status(), href).toBe(200);
      expect(answer.headers()['content-type'], href).toMatch(/^image\//);
    }
  });

  test('a locale prefix the country does not offer is a 404', async ({ page }) => {
    const response = await page.goto('/th/sandbox/baseline');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Back To Home' })).toBeVisible();
  });

  test('the 404 page speaks the page language', async ({ page }) => {
    const response = await page.goto(`${host('hk')}/zh/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page.getByRole('link', { name: '返回主頁' })).toHaveAttribute('href', '/zh');
  });

  test('a failed validation in the blank layout answers 404 with the translated not-found page', async ({ page }) => {
    const response = await page.goto('/happening/services/not-a-number');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry we couldn't find the page you are looking for");
    await expect(page.getByText(/Try searching for what you need, or go back to the home page/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search the store' })).toHaveAttribute('href', '/search');
    // The not-found page's title, not the booking page's.
    await expect(page).toHaveTitle('Page not found | Atelier Singapore');
    // The blank layout: no site header around it.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await expect(page.getByRole('heading', { name: 'Find your signature look' })).toBeVisible();
  });

  test('every happening page with a malformed or unknown id, and an unknown store, is the not-found page with its title', async ({ page }) => {
    for (const path of [
      '/happening/services/999999',
      '/happening/events/999998',
      '/happening/classes/0',
      '/happening/events/12x',
      '/happening/services/cancel/not-a-ref',
      '/happening/classes/cancel/BK-SG-short',
      '/happening/events/cancel/-1',
      '/happening/services/reschedule/not-a-ref',
      '/store-locations/no-such-store',
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page, path).toHaveTitle('Page not found | Atelier Singapore');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry we couldn't find the page you are looking for");
    }
  });

  test('the blank layout\'s 404 page speaks Thai on the TH host', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'th-TH' });
    const page = await context.newPage();
    const response = await page.goto(`${host('th')}/happening/services/not-a-number`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ขออภัย เราไม่พบหน้าที่คุณกำลังค้นหา');
    await expect(page).toHaveTitle(/^ไม่พบหน้าที่ต้องการ \| /);
    await expect(page.getByRole('link', { name: 'กลับสู่หน้าแรก' })).toHaveAttribute('href', '/');
    await context.close();
  });
});

/** Has the page's build watcher asked the server for its build id (focus makes it ask once it has loaded)? */
async function buildPolled(page: Page) {
  await expect(async () => {
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/build-manifest', { timeout: 5_000 });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await answered;
  }).toPass({ timeout: 40_000 });
}

/** A mark that lives as long as the document: gone after a full navigation, kept by an in-app one. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { atelierSameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => 'atelierSameDocument' in window);

test.describe('build manifest polling and the guard in every layout', () => {
  test.setTimeout(90_000);

  test('the server answers its build id, uncached', async ({ request }) => {
    const response = await request.get('/api/build-manifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('no-store');
    expect((await response.json()).buildId).toMatch(/\S/);
  });

  test('while the build is the same, Back To Home on a blank page is an in-app navigation', async ({ page }) => {
    expect((await page.goto('/happening/services/not-a-number'))?.status()).toBe(404);
    await buildPolled(page); // the real server's answer: the page's own build
    await markDocument(page);
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await expect(page.getByRole('heading', { name: 'Find your signature look' })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test('once the server runs a newer build, the next in-app navigation is a full one', async ({ page }) => {
    await page.route('**/api/build-manifest', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
    expect((await page.goto('/happening/services/not-a-number'))?.status()).toBe(404);
    await buildPolled(page);
    // The watcher has read the answer and marked the tab's build stale (components/build-watch).
    await expect(page.locator('html')).toHaveAttribute('data-build-stale', 'true');
    await markDocument(page);
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await expect(page.getByRole('heading', { name: 'Find your signature look' })).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
  });
});

test.describe('device detection', () => {
  test('the developer page shows mobile at a phone viewport and desktop after resizing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await page.goto('/sandbox/device-detection'))?.status()).toBe(200);
    await expect(page.getByRole('status', { name: 'Device' })).toHaveText('mobile');
    await expect(page.getByRole('status', { name: 'Viewport' })).toHaveText('390 × 844');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('status', { name: 'Device' })).toHaveText('desktop');
    await expect(page.getByRole('status', { name: 'Viewport' })).toHaveText('1280 × 800');
    await page.setViewportSize({ width: 1023, height: 800 });
    await expect(page.getByRole('status', { name: 'Device' })).toHaveText('mobile');
  });
});

test.describe('welcome mat', () => {
  test("a visitor from a country the store does not ship to sees it, and can stay", async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-visitor-country': 'US' } });
    const page = await context.newPage();
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: "This site doesn't ship to your country" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link')).toHaveCount(8);
    await expect(dialog.getByRole('link', { name: /Thailand/ })).toHaveAttribute('href', 'https://atelier.co.th/');
    await dialog.getByRole('button', { name: 'Stay on this site' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Find your signature look' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await context.close();
  });

  test('on a development host a country in the mat switches the store here (issue 21, item 10)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-visitor-country': 'US' } });
    const page = await context.newPage();
    await page.goto('/');
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: "This site doesn't ship to your country" });
    await dialog.getByRole('link', { name: /Thailand/ }).click();
    // Not https://atelier.co.th/ (no such host here): the same server, now in Thailand (in the browser's English,
    // which Thailand offers), and the mat stays closed.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-TH');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });

  test('on a country host, a country in the mat goes to that country’s host, and the mat stays closed there (issue 30, item 12)', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-visitor-country': 'US' } });
    const page = await context.newPage();
    // The host decides the country (SPEC §5): a country cookie could not move a shopper off sg.localhost.
    await page.goto(`http://sg.localhost:${PORT}/`);
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: "This site doesn't ship to your country" });
    await dialog.getByRole('link', { name: /Thailand/ }).click();
    await expect(page).toHaveURL((url) => url.hostname === 'th.localhost' && url.port === String(PORT));
    await expect(page.locator('html')).toHaveAttribute('lang', /-TH$/);
    await hydrated(page, /^(Search|ค้นหา)$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The marker that said so is gone from the address; a reload keeps the mat closed (this host's session).
    expect(new URL(page.url()).hash).toBe('');
    await page.reload();
    await hydrated(page, /^(Search|ค้นหา)$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });

  test('a visitor from a served country does not see it', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-visitor-country': 'TH' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find your signature look' })).toBeVisible();
    // The mat decides in the browser, from the cookie the proxy sets, as the page hydrates: the cookie is
    // there and the page has hydrated, so a mat that were to open would be in the page by now (even closed).
    expect((await context.cookies()).find((c) => c.name === 'visitor-country')?.value).toBe('TH');
    await hydrated(page);
    await expect(page.getByRole('dialog', { name: "This site doesn't ship to your country", includeHidden: true })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page says the forms need JavaScript, and the sign-in form stays disabled instead of sending the password in the address', async ({ page, baseURL }) => {
    await page.goto('/sign_in');
    await expect(page.getByRole('note').filter({ hasText: 'need JavaScript' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByLabel('Email', { exact: true })).toBeDisabled();
    await expect(main.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    // In the page's language: Thai on the Thai storefront.
    await page.context().addCookies([
      { name: 'locale', value: 'TH', url: baseURL! },
      { name: 'language', value: 'lng_th', url: baseURL! },
    ]);
    await page.goto('/about');
    await expect(page.getByRole('note').filter({ hasText: 'JavaScript' })).toContainText('ต้องใช้ JavaScript');
  });
});
