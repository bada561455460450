/**
 * The editors' studio, issue 18's segment slice: an editor adds blocks for one user segment, previews the draft as
 * that segment (the blocks show) and as no segment (they do not), publishes, then changes the page's slug and
 * publishes again: the old address is no longer served and the new one is.
 */
import { expect, test, type Page } from '@playwright/test';
import { addBlock, editorPage, newLandingPage, saveDraft, uniqueSlug, violations } from './studio-steps';


/** Waits for the preview frame to finish loading the address `matches` accepts, while `act` changes the options. */
async function previewAfter(page: Page, matches: (url: URL) => boolean, act: () => Promise<void>) {
  const loaded = page.waitForEvent('framenavigated', { predicate: (f) => f.parentFrame() === page.mainFrame() && matches(new URL(f.url())), timeout: 20_000 });
  await act();
  await loaded;
}

test('an editor adds blocks for one segment, previews as it and as no segment, publishes, and moves the page to a new slug', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const page = await editorPage(browser);
  const slug = uniqueSlug('segments');
  await newLandingPage(page, slug, 'For new visitors');

  // A block for everyone, then segment blocks for new visitors with a promo strip inside.
  await addBlock(page, 'Section heading');
  await page.getByLabel(/^Heading\*?$/).fill('Autumn edit for everyone');
  await page.getByRole('button', { name: 'Add blocks for user segments' }).click();
  await page.getByRole('group', { name: 'Show these blocks only to visitors in' }).getByRole('checkbox', { name: 'New visitors' }).check();
  await page.getByText('Add a block to Segment blocks: for New visitors', { exact: true }).click();
  await page.locator('details.studio-add-inner').getByRole('button', { name: 'Promo strip', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Blocks of Segment blocks: for New visitors' }).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel(/^Text\*?$/).fill('Welcome, first-timer: 15% off today');
  await saveDraft(page);

  // Preview as a new visitor (options beside the frame): the segment's strip is there.
  const options = page.getByRole('form', { name: 'Preview as' });
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  await previewAfter(page, (url) => url.searchParams.get('user_segments') === 'new-visitors', () => options.getByRole('checkbox', { name: 'New visitors' }).check());
  await expect(frame.getByRole('heading', { name: 'Autumn edit for everyone' })).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByText('Welcome, first-timer: 15% off today')).toBeVisible();
  // The page's own preview options are not repeated inside the frame: the studio's are beside it.
  await expect(frame.getByRole('form', { name: 'Preview options' })).toHaveCount(0);
  // As a visitor in no segment: the heading, not the strip.
  await previewAfter(page, (url) => url.pathname.endsWith(`/preview/pages/${slug}`) && !url.searchParams.has('user_segments'), () => options.getByRole('checkbox', { name: 'New visitors' }).uncheck());
  await expect(frame.getByRole('heading', { name: 'Autumn edit for everyone' })).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByText('Welcome, first-timer: 15% off today')).toHaveCount(0);

  // The editor with segment blocks and the preview options has no WCAG 2.2 AA violation (the frame is the shop's own page).
  expect(await violations(page, { exclude: 'iframe' })).toEqual([]);

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
