/**
 * Contentful Live Preview (issue 18): a preview page carries the inspector's field tags (`data-contentful-*`) for
 * the entries it renders and loads the SDK, so an editor in Contentful's web app can click to edit; the shop's
 * page carries no tag and loads none of the SDK's code. The tagged preview page stays at 0 axe violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Response } from '@playwright/test';
import { E2E_CONTENT_URL as CONTENT } from './stack-ports';

const MANAGEMENT = { Authorization: 'Bearer atelier-management-token' };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** Entries that only choose other entries (a flag's variants, a segment's blocks): they render no element of their own. */
const CHOOSERS = new Set(['experimentVariants', 'segmentBlocks']);
/** A string the SDK's code carries (its message source), to tell whether a page loaded it. */
const SDK_MARK = 'live-preview-sdk';

/** Opens `path` and answers whether any script it loaded holds the SDK's code. */
async function openAndSeeSdk(page: Page, path: string): Promise<boolean> {
  const scripts: Promise<string>[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  };
  page.on('response', listener);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return (await Promise.all(scripts)).some((code) => code.includes(SDK_MARK));
}

/** The entry ids of the inspector tags on the page, once each, in page order. */
async function taggedEntryIds(page: Page): Promise<string[]> {
  const ids = await page.locator('[data-contentful-entry-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-contentful-entry-id') ?? ''));
  return [...new Set(ids)];
}

test('a preview page tags the blocks of its entries for Contentful Live Preview; the shop page carries none', async ({ page, request }) => {
  // The home page's blocks, as the content source links them, and what each one is.
  const home = await (await request.get(`${CONTENT}/entries/page-home`, { headers: MANAGEMENT })).json();
  const linked: string[] = home.fields.blocks['en-SG'].map((link: { sys: { id: string } }) => link.sys.id);
  const types = await Promise.all(
    linked.map(async (id) => ((await (await request.get(`${CONTENT}/entries/${id}`, { headers: MANAGEMENT })).json()).sys.contentType.sys.id as string)),
  );
  const blockIds = linked.filter((_, i) => !CHOOSERS.has(types[i]));
  expect(blockIds.length).toBeGreaterThan(5);

  // The shop's home page: no tag, none of the SDK.
  expect(await openAndSeeSdk(page, '/')).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(page.locator('[data-contentful-entry-id], [data-contentful-field-id], [data-contentful-locale]')).toHaveCount(0);

  // The editor's preview of the same page: every block's entry tagged, in the page's locale, and the SDK loaded.
  const entered = await page.goto(`/api/preview?secret=atelier-preview-secret&path=${encodeURIComponent('/preview/homepage')}`);
  expect(entered?.status()).toBe(200);
  expect(await openAndSeeSdk(page, '/preview/homepage')).toBe(true);
  const tagged = await taggedEntryIds(page);
  expect(tagged).toEqual(expect.arrayContaining([...blockIds, 'home-tile-makeup', 'home-slide-lip-edit']));
  expect(tagged.some((id) => id === 'home-hero' || id === 'home-hero-spotlight'), 'the hero the flag chose').toBe(true);
  const hero = page.locator('section.hero-banner');
  await expect(hero).toHaveAttribute('data-contentful-locale', 'en-SG');
  await expect(hero.getByRole('heading', { level: 2 })).toHaveAttribute('data-contentful-field-id', 'heading');
  await expect(page.locator('[data-contentful-locale]:not([data-contentful-locale="en-SG"])')).toHaveCount(0);

  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  expect(result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
});
