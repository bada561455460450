import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { countries } from '@/config/countries/registry';
import { addBlock, editorPage, newLandingPage, uniqueSlug } from './studio-steps';

/**
 * Accessibility with axe-core in the browser, after hydration (islands change the page): the main pages in Singapore
 * English, and home in every country and language the store serves (12 pairs), so a header or footer problem in any
 * language shows. The rules are WCAG 2.0–2.2 A and AA, plus `label-content-name-mismatch` (WCAG 2.5.3, experimental in
 * axe, so named here): a control's accessible name must contain its visible text. Each page must have 0 violations.
 * The editors' studio is held to the same (issue 30): its page list with the new-page form, the admins' People page, and a page editor with
 * a rich-text block open (its formatting toolbar, the link tool).
 */

const API = '/api/web/v1';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const searchLabel = (lang: string): string => JSON.parse(readFileSync(`lib/i18n/messages/${lang}.json`, 'utf8'))['header.search'];

/** Every violation on the page as `rule: target` lines (empty when the page is clean). */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`));
}

async function inCountry(page: Page, country: string, language: string, baseURL: string) {
  await page.context().addCookies([
    { name: 'locale', value: country, url: baseURL },
    { name: 'language', value: `lng_${language}`, url: baseURL },
  ]);
}

/** Opens a page, checks its status and waits for the header's islands. */
async function open(page: Page, path: string, lang = 'en', status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await expect(page.getByRole('banner').getByRole('button', { name: searchLabel(lang) })).toBeVisible();
}

async function productSlug(request: APIRequestContext): Promise<string> {
  const listing = await (await request.get(`${API}/search?page_size=4`, { headers: { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' } })).json();
  return (listing.items as { slug: string }[])[0].slug;
}

test.describe('accessibility (axe)', () => {
  test('SG English: the main pages have no violations', async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    await inCountry(page, 'SG', 'en', baseURL!);
    const pages = ['/', '/pages/sale', '/pages/makeup', `/products/${await productSlug(request)}`, '/search?q=lip', '/cart', '/sign_in', '/store-locations'];
    const found: string[] = [];
    for (const path of pages) {
      await open(page, path);
      found.push(...(await violations(page)).map((v) => `${path} ${v}`));
    }
    expect(found).toEqual([]);
  });

  for (const country of countries.list) {
    for (const lang of country.languages) {
      const prefix = lang === country.languages[0] ? '' : `/${lang}`;
      test(`${country.code} ${lang}: home has no violations`, async ({ page, baseURL }) => {
        await inCountry(page, country.code, lang, baseURL!);
        await open(page, `${prefix}/`, lang);
        await expect(page.locator('html')).toHaveAttribute('lang', country.intlLocales[lang]!);
        expect(await violations(page)).toEqual([]);
      });
    }
  }

  test('the studio: the page list with the new-page form, the People page, and a page editor with a rich-text block, have no violations (issue 30, item 17)', async ({ browser }) => {
    test.setTimeout(150_000);
    const page = await editorPage(browser);
    const found: string[] = [];
    await page.goto('/studio');
    await expect(page.getByRole('form', { name: 'New landing page' })).toBeVisible();
    found.push(...(await violations(page)).map((v) => `/studio ${v}`));
    // The admins' People page (the demo editor is an admin).
    await page.goto('/studio/people');
    await expect(page.getByRole('form', { name: 'Add a person' })).toBeVisible();
    found.push(...(await violations(page)).map((v) => `/studio/people ${v}`));

    await newLandingPage(page, uniqueSlug('axe'), 'Checked by axe');
    await addBlock(page, 'Rich text');
    const toolbar = page.getByRole('toolbar', { name: /formatting$/ }).first();
    await expect(toolbar).toBeVisible();
    await page.getByRole('textbox', { name: /^Body\*?$/ }).click();
    found.push(...(await violations(page)).map((v) => `editor ${v}`));
    // The link tool open.
    await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(toolbar.getByLabel('Link address')).toBeVisible();
    found.push(...(await violations(page)).map((v) => `editor, link tool ${v}`));
    expect(found).toEqual([]);
    await page.context().close();
  });
});
