import { expect, test } from '@playwright/test';
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
    const context = await browser.newContext({ locale: 'th-TH' });
    const page = await context.newPage();
    const response = await page.goto(`${host('th')}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
    await expect(page).toHaveTitle(/Atelier ประเทศไทย$/);
    await expect(page.getByRole('heading', { name: 'ค้นหาลุคที่เป็นคุณ' })).toBeVisible();
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
    await page.getByLabel('Language: English').click();
    await page.getByRole('button', { name: '中文' }).click();
    await page.waitForURL(/\/zh\/sandbox\/baseline\?language=zh$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('lng_zh');

    // The cookie now holds Chinese: an unprefixed URL redirects to the prefixed one.
    await page.goto(`${host('hk')}/sandbox/baseline`);
    expect(new URL(page.url()).pathname).toBe('/zh/sandbox/baseline');

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

  test('a visitor from a served country does not see it', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-visitor-country': 'TH' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find your signature look' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
});
