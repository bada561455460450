import { expect, test } from '@playwright/test';
import redirects from '@/config/brand-redirects.json';
import { E2E_CONTENT_URL as CONTENT, E2E_PORT as PORT } from './stack-ports';

const MANAGEMENT = { Authorization: 'Bearer atelier-management-token', 'Content-Type': 'application/vnd.contentful.management.v1+json' };
const host = (sub: string) => `http://${sub}.localhost:${PORT}`;

test.describe('content-managed pages', () => {
  test('about, privacy and a landing page render their CMS content', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Atelier | Atelier Singapore');
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    const response = await page.goto('/pages/gifts');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Shop gifts by category' })).toBeVisible();
  });

  test('pages are written in Thai, Indonesian and Chinese', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'th-TH' });
    const page = await context.newPage();
    await page.goto(`${host('th')}/pages/gifts`);
    await expect(page.getByRole('heading', { name: 'ของขวัญสำหรับทุกคนที่คุณรัก' })).toBeVisible();
    await page.goto(`${host('id')}/pages/gifts?language=id`);
    await expect(page.getByRole('heading', { name: 'Hadiah untuk semua orang tersayang' })).toBeVisible();
    await page.goto(`${host('hk')}/zh/pages/gifts`);
    await expect(page.getByRole('heading', { name: '為每一位心上人挑選禮物' })).toBeVisible();
    await context.close();
  });

  test('an unknown landing page or an invalid segment is a 404', async ({ page }) => {
    expect((await page.goto('/pages/no-such-landing'))?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Back To Home' })).toBeVisible();
    expect((await page.goto('/pages/Makeup'))?.status()).toBe(404);
    expect((await page.goto('/brands/no-such-brand'))?.status()).toBe(404);
  });

  test('the terms page opens and scrolls to the section the link names', async ({ page }) => {
    await page.goto('/terms?section=Legal+Terms');
    const section = page.locator('details', { has: page.getByText('Legal Terms', { exact: true }) });
    await expect(section).toHaveAttribute('open', '');
    await expect(section).toBeInViewport();
    const other = page.locator('details', { has: page.getByText('Returns and Refunds', { exact: true }) });
    await expect(other).not.toHaveAttribute('open', '');
  });

  test('landing text reads more and less', async ({ page }) => {
    await page.goto('/about');
    const more = page.getByRole('button', { name: 'Read more' }).first();
    await more.click();
    await expect(page.getByRole('button', { name: 'Read less' }).first()).toHaveAttribute('aria-expanded', 'true');
  });

  test('the brands A–Z lists brands and a brand page shows its brand', async ({ page }) => {
    await page.goto('/brands');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brands A–Z');
    await page.getByRole('link', { name: 'Kaya Botanics' }).click();
    await expect(page).toHaveURL(/\/brands\/kaya-botanics$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kaya Botanics');
  });
});

test.describe('brand slug redirects', () => {
  test('an old brand slug redirects (308) to its new slug, keeping the language prefix', async ({ page, request }) => {
    const { from, to } = redirects.redirects[0];
    const response = await request.get(`/brands/${from}`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(`/brands/${to}`);
    const prefixed = await request.get(`http://localhost:${PORT}/zh/brands/${from}?x=1`, { headers: { 'x-site-country': 'hk' }, maxRedirects: 0 });
    expect(prefixed.headers().location).toBe(`/zh/brands/${to}?x=1`);
    await page.goto(`/brands/${from}`);
    await expect(page).toHaveURL(new RegExp(`/brands/${to}$`));
  });
});

test.describe('editing content without a deploy', () => {
  test('a published edit shows on the next request; the webhook refuses a wrong secret', async ({ page, request }) => {
    const url = `${CONTENT}/entries/gifts-hero`;
    const current = await (await request.get(url, { headers: MANAGEMENT })).json();
    const original = current.fields.heading['en-SG'];
    const edited = `Gifts picked by our artists ${Date.now()}`;

    await page.goto('/pages/gifts');
    await expect(page.getByRole('heading', { name: original })).toBeVisible();

    const publish = async (heading: string) => {
      const latest = await (await request.get(url, { headers: MANAGEMENT })).json();
      const fields = { ...latest.fields, heading: { ...latest.fields.heading, 'en-SG': heading } };
      const saved = await request.put(url, { headers: { ...MANAGEMENT, 'X-Contentful-Version': String(latest.sys.version) }, data: { fields } });
      expect(saved.status()).toBe(200);
      const version = (await saved.json()).sys.version;
      const published = await request.put(`${url}/published`, { headers: { ...MANAGEMENT, 'X-Contentful-Version': String(version) } });
      expect(published.status()).toBe(200);
    };

    try {
      await publish(edited);
      // The content server's publish webhook has expired the page's cache tags: the next request is fresh.
      await page.goto('/pages/gifts');
      await expect(page.getByRole('heading', { name: edited })).toBeVisible();
    } finally {
      await publish(original);
    }
    await page.goto('/pages/gifts');
    await expect(page.getByRole('heading', { name: original })).toBeVisible();

    const refused = await request.post('/api/revalidate', {
      headers: { 'X-Contentful-Topic': 'ContentManagement.Entry.publish', 'X-Contentful-Webhook-Secret': 'wrong' },
      data: { sys: { id: 'gifts-hero' } },
    });
    expect(refused.status()).toBe(401);
    const bad = await request.post('/api/revalidate', {
      headers: { 'X-Contentful-Topic': 'ContentManagement.Entry.publish', 'X-Contentful-Webhook-Secret': 'atelier-revalidate-secret' },
      data: { nothing: true },
    });
    expect(bad.status()).toBe(400);
  });
});

test.describe('content API', () => {
  test('layouts/ answers the menus of a country and language', async ({ request }) => {
    const response = await request.get('/api/web/v1/layouts/', { headers: { 'X-Site-Country': 'th', 'Accept-Language': 'th-TH' } });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.country).toBe('TH');
    expect(body.headerMenus.length).toBeGreaterThan(3);
    expect(body.config.smartLinkExemptedPaths).toContainEqual({ type: 'absolute', value: '/cart' });
    expect((await request.get('/api/web/v1/layouts/?country=zz')).status()).toBe(400);
  });

  test('contentful/content-entries/{id} answers an entry; unknown ids 404; preview needs access', async ({ request }) => {
    const entry = await request.get('/api/web/v1/contentful/content-entries/gifts-hero', { headers: { 'X-Site-Country': 'hk', 'Accept-Language': 'zh-HK' } });
    expect(entry.status()).toBe(200);
    expect((await entry.json()).fields.heading).toBe('為每一位心上人挑選禮物');
    const missing = await request.get('/api/web/v1/contentful/content-entries/no-such-entry');
    expect(missing.status()).toBe(404);
    expect((await missing.json()).message).toBe('Resource not found!');
    expect((await request.get('/api/web/v1/contentful/content-entries/bad%20id')).status()).toBe(400);
    expect((await request.get('/api/web/v1/contentful/preview/content-entries/gifts-hero')).status()).toBe(401);
    const preview = await request.get('/api/web/v1/contentful/preview/content-entries/gifts-hero', { headers: { 'x-preview-secret': 'atelier-preview-secret' } });
    expect(preview.status()).toBe(200);
  });

  test('/api/health/blocks counts the blocks the renderer skips, and the count rises with each skip (issue 21, item 3)', async ({ request, page }) => {
    const skipped = async () => {
      const response = await request.get('/api/health/blocks');
      expect(response.status()).toBe(200);
      const body = await response.json();
      expect(body.status).toBe('ok');
      return (body.skippedBlocks.heroBanner?.['invalid-fields'] ?? 0) as number;
    };
    const before = await skipped();
    // The developer content page renders an edited entry per request: a hero without its heading is skipped.
    const entry = { id: 'health-hero', contentType: 'heroBanner', fields: { image: 'x' } };
    for (let i = 1; i <= 2; i++) {
      await page.goto(`/sandbox/content?json=${encodeURIComponent(JSON.stringify({ ...entry, id: `health-hero-${i}` }))}`);
      await expect(page.getByRole('region', { name: 'Rendered blocks' }).getByRole('note')).toContainText('Block skipped: heroBanner');
      await expect.poll(skipped, { timeout: 10_000 }).toBe(before + i);
    }
  });
});
