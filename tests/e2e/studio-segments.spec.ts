/**
 * The editors' studio, issue 18's segment slice: an editor adds blocks for one user segment, previews the draft as
 * that segment (the blocks show) and as no segment (they do not), publishes, then changes the page's slug and
 * publishes again: the old address is no longer served and the new one is.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EDITOR } from '@/demo-data/editor/seed';
import { API } from './member-session';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const uniqueSlug = (what: string) => `studio-${what}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Waits for the preview frame to finish loading the address `matches` accepts, while `act` changes the options. */
async function previewAfter(page: Page, matches: (url: URL) => boolean, act: () => Promise<void>) {
  const loaded = page.waitForEvent('framenavigated', { predicate: (f) => f.parentFrame() === page.mainFrame() && matches(new URL(f.url())), timeout: 20_000 });
  await act();
  await loaded;
}

test('an editor adds blocks for one segment, previews as it and as no segment, publishes, and moves the page to a new slug', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const page = await (await browser.newContext()).newPage();
  const session = await page.request.post(`${API}/sessions`, { data: { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password } });
  expect(session.status(), await session.text()).toBe(200);

  const slug = uniqueSlug('segments');
  await page.goto('/studio');
  const form = page.getByRole('form', { name: 'New landing page' });
  await form.getByLabel(/^Slug/).fill(slug);
  await form.getByLabel('Title (en-SG)').fill('For new visitors');
  await form.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'For new visitors' })).toBeVisible({ timeout: 15_000 });

  // A block for everyone, then segment blocks for new visitors with a promo strip inside.
  await page.getByText('Add a block', { exact: true }).click();
  await page.locator('details.studio-add').getByRole('button', { name: 'Section heading', exact: true }).click();
  await page.getByLabel(/^Heading\*?$/).fill('Autumn edit for everyone');
  await page.getByRole('button', { name: 'Add blocks for user segments' }).click();
  await page.getByRole('group', { name: 'Show these blocks only to visitors in' }).getByRole('checkbox', { name: 'New visitors' }).check();
  await page.getByText('Add a block to Segment blocks: for New visitors', { exact: true }).click();
  await page.locator('details.studio-add-inner').getByRole('button', { name: 'Promo strip', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Blocks of Segment blocks: for New visitors' }).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel(/^Text\*?$/).fill('Welcome, first-timer: 15% off today');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible({ timeout: 20_000 });

  // Preview as a new visitor (options beside the frame): the segment's strip is there.
  const options = page.getByRole('form', { name: 'Preview as' });
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  await previewAfter(page, (url) => url.searchParams.get('user_segments') === 'new-visitors', () => options.getByRole('checkbox', { name: 'New visitors' }).check());
  await expect(frame.getByRole('heading', { name: 'Autumn edit for everyone' })).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByText('Welcome, first-timer: 15% off today')).toBeVisible();
  // As a visitor in no segment: the heading, not the strip.
  await previewAfter(page, (url) => url.pathname.endsWith(`/preview/pages/${slug}`) && !url.searchParams.has('user_segments'), () => options.getByRole('checkbox', { name: 'New visitors' }).uncheck());
  await expect(frame.getByRole('heading', { name: 'Autumn edit for everyone' })).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByText('Welcome, first-timer: 15% off today')).toHaveCount(0);

  // The editor with segment blocks and the preview options has no WCAG 2.2 AA violation (the frame is the shop's own page).
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('iframe').analyze();
  expect(axe.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Published. Shoppers get it at /pages/${slug}` })).toBeVisible({ timeout: 30_000 });
  const live = await request.get(`/pages/${slug}`, { headers: { 'x-site-country': 'sg' } });
  expect(live.status()).toBe(200);
  const html = await live.text();
  expect(html).toContain('Autumn edit for everyone');
  // The live page is rendered for no segment.
  expect(html).not.toContain('Welcome, first-timer');

  // A new slug: checked in place, then published; the old address stops being served.
  const slugField = page.getByLabel('Slug', { exact: true });
  await slugField.fill('Autumn Edit');
  await expect(slugField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The slug has lower-case letters and digits, words joined by single hyphens (e.g. summer-glow).')).toBeVisible();
  const moved = `${slug}-moved`;
  await slugField.fill(moved);
  await expect(slugField).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Published. Shoppers get it at /pages/${moved}` })).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await request.get(`/pages/${slug}`, { headers: { 'x-site-country': 'sg' } })).status(), { timeout: 15_000 }).toBe(404);
  const movedPage = await request.get(`/pages/${moved}`, { headers: { 'x-site-country': 'sg' } });
  expect(movedPage.status()).toBe(200);
  expect(await movedPage.text()).toContain('Autumn edit for everyone');
});
