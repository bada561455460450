/**
 * Content preview (SPEC §2 preview routes, §4 preview mode): an editor enters preview through the secret
 * entry route, edits a draft through the content server's Management API and sees it on the preview home
 * page, while shoppers see the published page and get a 404 on every preview page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_CONTENT_URL as CONTENT } from './stack-ports';

const MANAGEMENT = { Authorization: 'Bearer atelier-management-token', 'Content-Type': 'application/vnd.contentful.management.v1+json' };
const SECRET = 'atelier-preview-secret';
const ENTRY = `${CONTENT}/entries/home-promo`;

/** Saves a draft of the home page's promo strip (not published) with `change` applied to its fields. */
async function saveDraft(request: APIRequestContext, change: (fields: Record<string, Record<string, unknown>>) => Record<string, Record<string, unknown>>) {
  const latest = await (await request.get(ENTRY, { headers: MANAGEMENT })).json();
  const saved = await request.put(ENTRY, { headers: { ...MANAGEMENT, 'X-Contentful-Version': String(latest.sys.version) }, data: { fields: change(latest.fields) } });
  expect(saved.status()).toBe(200);
}

async function enterPreview(page: Page, path = '/preview/homepage') {
  const response = await page.goto(`/api/preview?secret=${SECRET}&path=${encodeURIComponent(path)}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('status').filter({ hasText: 'including drafts' })).toBeVisible();
}

test.describe('content preview', () => {
  test('a shopper gets a 404 on every preview page, and a wrong secret does not open preview', async ({ page, request }) => {
    for (const path of ['/preview/homepage', '/preview/pages/gifts', '/preview/brands/kaya-botanics', '/preview/layout', '/th/preview/homepage']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain('including drafts');
    }
    const wrong = await page.goto(`/api/preview?secret=guess&path=/preview/homepage`);
    expect(wrong?.status()).toBe(401);
    expect((await page.context().cookies()).some((c) => c.name === '__prerender_bypass')).toBe(false);
    expect((await page.goto('/preview/homepage'))?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Back To Home' })).toBeVisible();
  });

  test('an editor sees a saved draft on /preview/homepage while the live home page does not', async ({ page, browser, request }) => {
    const original = await (await request.get(ENTRY, { headers: MANAGEMENT })).json();
    const publishedText = original.fields.text['en-SG'] as string;
    const draftText = `Draft offer for editors ${Date.now()}`;
    try {
      await saveDraft(request, (fields) => ({ ...fields, text: { ...fields.text, 'en-SG': draftText } }));

      await enterPreview(page);
      await expect(page.getByText(draftText)).toBeVisible();
      await expect(page.getByText(publishedText)).toHaveCount(0);
      const previewResponse = await page.request.get('/preview/homepage');
      expect(previewResponse.headers()['cache-control']).toMatch(/no-store/);

      // The same renderer as the live routes: a draft that fails its block schema is reported in place for the editor.
      await saveDraft(request, (fields) => ({ ...fields, text: { ...fields.text, 'en-SG': draftText }, code: { 'en-SG': 'not a code!' } }));
      await page.reload();
      const report = page.getByRole('note').filter({ hasText: 'Block skipped: promoStrip' });
      await expect(report).toContainText('home-promo');
      await expect(report).toContainText('invalid-fields');

      // A shopper (no draft mode) sees the published home page only.
      const shopper = await browser.newContext();
      const shopperPage = await shopper.newPage();
      await shopperPage.goto('/');
      await expect(shopperPage.getByText(publishedText)).toBeVisible();
      await expect(shopperPage.getByText(draftText)).toHaveCount(0);
      expect((await shopperPage.goto('/preview/homepage'))?.status()).toBe(404);
      await shopper.close();

      // Exit preview: draft mode is off again, the preview page is a 404 for this browser too.
      await page.goto('/preview/homepage');
      await page.getByRole('button', { name: 'Exit preview' }).click();
      await expect(page).toHaveURL(/\/$/);
      expect((await page.goto('/preview/homepage'))?.status()).toBe(404);
    } finally {
      await saveDraft(request, () => original.fields);
    }
  });

  test('landing, brand and layout previews render in the preview layout', async ({ page }) => {
    await enterPreview(page, '/preview/pages/gifts');
    await expect(page.getByRole('heading', { name: 'Shop gifts by category' })).toBeVisible();
    await page.goto('/preview/brands/kaya-botanics');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kaya Botanics');
    await page.goto('/preview/layout');
    await expect(page.getByRole('heading', { name: 'Layout preview' })).toBeVisible();
    expect((await page.goto('/preview/pages/no-such-landing'))?.status()).toBe(404);
  });

  test('the preview options pick user segments, country and language; the layout call honours them', async ({ page }) => {
    await enterPreview(page, '/preview/layout');
    const options = page.getByRole('form', { name: 'Preview options' });
    const apiMenus = page.getByRole('list', { name: 'Header menus from the layouts API for these preview options' });
    await expect(apiMenus.getByRole('listitem').first()).toBeVisible();
    await expect(apiMenus.getByText('Gold early access')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Gold early access' })).toHaveCount(0);

    await options.getByRole('checkbox', { name: 'Beauty Pass gold' }).check();
    await options.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/preview\/layout\?user_segments=beauty-pass-gold$/);
    await expect(options.getByRole('checkbox', { name: 'Beauty Pass gold' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Gold early access' }).first()).toBeAttached();
    await expect(apiMenus.getByText('Gold early access')).toBeVisible();

    await options.getByRole('combobox', { name: 'Country' }).selectOption('TH');
    await options.getByRole('combobox', { name: 'Language' }).selectOption('th');
    await options.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ฉบับร่าง' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'เมนูส่วนหัวจาก API เลย์เอาต์สำหรับตัวเลือกการแสดงตัวอย่างนี้' }).getByText('สิทธิ์ก่อนใครสำหรับสมาชิกโกลด์')).toBeVisible();
  });

  test('an overlay draft renders on /preview/overlay/{id} with its audience', async ({ page }) => {
    await enterPreview(page, '/preview/overlay/overlay-gold-early-access');
    await expect(page.getByRole('heading', { level: 1, name: 'Your gold early access is open' })).toBeVisible();
    await expect(page.getByText('Shown to: beauty-pass-gold')).toBeVisible();
    await page.goto('/preview/overlay/overlay-gold-early-access?user_segments=new-visitors');
    await expect(page.getByRole('note')).toHaveText('Not shown to the selected user segments');
    await page.goto('/preview/overlay/overlay-gold-early-access?user_segments=beauty-pass-gold');
    await expect(page.getByRole('note')).toHaveCount(0);
    expect((await page.goto('/preview/overlay/no-such-overlay'))?.status()).toBe(404);
  });

  test('blocks targeted at a user segment show on the preview for that segment only, never on the live page', async ({ page, request }) => {
    const welcome = 'First time here? Book a free skin consultation at any Atelier store.';
    await enterPreview(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(page.getByText(welcome)).toHaveCount(0);
    await page.goto('/preview/homepage?user_segments=new-visitors');
    await expect(page.getByText(welcome)).toBeVisible();
    await page.goto('/preview/homepage?user_segments=beauty-pass-gold');
    await expect(page.getByText(welcome)).toHaveCount(0);
    expect(await (await request.get('/')).text()).not.toContain('Book a free skin consultation');
  });
});
