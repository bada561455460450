/**
 * Publishing in one step, the page's history and a status that says what happened (issue 33): an editor publishes a
 * page and a shopper (another browser context, no session) sees it, timed from the click on Publish to the shopper's
 * visible text; edits a block and publishes again (only that block is published); opens History, compares the first
 * version with the draft, restores it as the draft and sees it in the editor and in "Changes since publish"; then
 * Unpublish asks first (Escape cancels, the focus returns), and the status reads "Unpublished on … by …".
 */
import { cpus, loadavg } from 'node:os';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addBlock, editorPage, newLandingPage, uniqueSlug, violations } from './studio-steps';

/**
 * The bound from Publish to a shopper's visible text. Issue 33's budget is under 3 s on a quiet machine: that figure
 * is measured by running this file alone with STUDIO_PUBLISH_BUDGET_MS=3000 (docs/performance.md, "Studio publish").
 * Inside `npm test` (two browser workers beside other suites, on a machine others may load too) the load average read
 * at the start says too little about the next seconds, so the suite holds the publish to 12 s: no slower than the
 * 11–12 s one request per entry took on a loaded machine. The time is printed either way.
 */
function budget(): { ms: number; why: string } {
  if (process.env.STUDIO_PUBLISH_BUDGET_MS) return { ms: Number(process.env.STUDIO_PUBLISH_BUDGET_MS), why: 'STUDIO_PUBLISH_BUDGET_MS' };
  const load = loadavg()[0] / Math.max(1, cpus().length);
  return { ms: 12_000, why: `the suite's bound on a shared machine (load ${load.toFixed(2)} a core; STUDIO_PUBLISH_BUDGET_MS=3000 measures the budget)` };
}

/**
 * Clicks Publish and times how long until a shopper's page shows `text`: once the studio says it is published, the
 * shopper (another browser context, no session) loads the live page, and loads it again at once while the text is not
 * there yet (no fixed sleep; loading it before then would only race the publish). Answers the milliseconds from the
 * click, measured with Date.now(), and prints them with the time the studio's publish call took.
 */
async function publishAndTime(page: Page, browser: Browser, path: string, text: string, what: string): Promise<number> {
  const shopper = await (await browser.newContext()).newPage();
  try {
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/studio\/pages\/[^/]+\/publish$/.test(new URL(r.url()).pathname), { timeout: 30_000 });
    const started = Date.now();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const call = await answered;
    const callMs = Date.now() - started;
    expect(call.status()).toBe(200);
    // Locator waits (checked on every frame) rather than expect's polling, whose growing pauses would add to the figure.
    await page.getByRole('status').filter({ hasText: 'Published.' }).waitFor({ state: 'visible', timeout: 10_000 });
    let loads = 0;
    await expect(async () => {
      loads += 1;
      // Seen as soon as the text is on the screen (the page's images and scripts may still be loading).
      await shopper.goto(path, { waitUntil: 'commit' });
      await shopper.getByText(text, { exact: true }).waitFor({ state: 'visible', timeout: 5_000 });
    }).toPass({ timeout: 30_000, intervals: [0] });
    const ms = Date.now() - started;
    console.log(`studio publish (${what}): the studio's publish call answered ${callMs} ms after the click; a shopper saw the new text ${ms} ms after it (${loads} page load${loads === 1 ? '' : 's'})`);
    return ms;
  } finally {
    await shopper.context().close();
  }
}

test('an editor publishes in one step, a shopper sees it within the budget; History restores the first version as the draft; Unpublish asks first', async ({ browser }) => {
  test.setTimeout(120_000);
  const { ms: BUDGET_MS, why } = budget();
  console.log(`studio publish: the budget is ${BUDGET_MS} ms, for ${why}`);
  const page = await editorPage(browser);
  const slug = uniqueSlug('history');
  const path = `/pages/${slug}`;
  await newLandingPage(page, slug, 'Summer history');
  await addBlock(page, 'Section heading');
  await page.getByLabel(/^Heading\*?$/).fill('Summer in three acts');
  await addBlock(page, 'Promo strip');
  const text = page.getByLabel(/^Text\*?$/);
  await text.fill('Act one: free shipping');

  // The first publish: two new blocks and the page, saved, then published in one call.
  const publishes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && /\/api\/studio\/(entries\/[^/]+\/published|pages\/[^/]+\/publish)$/.test(new URL(r.url()).pathname)) publishes.push(new URL(r.url()).pathname);
  });
  const first = await publishAndTime(page, browser, path, 'Act one: free shipping', 'a new page with two blocks');
  await expect(page.getByText(/^Status: Published on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \S+ by editor@atelier\.example$/)).toBeVisible();

  // Edit one block and publish again: only that block is published (History says so below).
  await page.locator('.studio-blocks__name', { hasText: /^Promo strip/ }).click();
  await text.fill('Act two: free gift wrap');
  const second = await publishAndTime(page, browser, path, 'Act two: free gift wrap', 'one changed block of a published page');
  expect(publishes).toEqual([`/api/studio/pages/${encodeURIComponent(await pageId(page))}/publish`, `/api/studio/pages/${encodeURIComponent(await pageId(page))}/publish`]);
  expect(first, `first publish ${first} ms`).toBeLessThan(BUDGET_MS);
  expect(second, `second publish ${second} ms`).toBeLessThan(BUDGET_MS);

  // History: both versions, who and when; the second published one entry of the page's three.
  await page.getByText('History', { exact: true }).click();
  const versions = page.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem');
  await expect(versions).toHaveCount(2, { timeout: 15_000 });
  await expect(versions.nth(0)).toContainText(/^Version 2 \(what shoppers get\): Published by editor@atelier\.example on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \S+\. 1 entry published of 3\./);
  await expect(versions.nth(1)).toContainText(/^Version 1: Published by editor@atelier\.example on .* 3 entries published of 3\./);

  // Compare version 1 with the draft: the change list, the version's text beside the draft's.
  await page.getByRole('button', { name: 'Compare with the draft: version 1' }).click();
  const compared = page.getByRole('region', { name: 'Version 1 compared with the draft' });
  const row = compared.getByRole('region', { name: /^Promo strip.*\(changed\)$/ }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Text' }) });
  await expect(row.getByRole('cell')).toHaveText(['en-SG', 'Act one: free shipping', 'Act two: free gift wrap'], { timeout: 15_000 });
  expect(await violations(page, { include: 'details.studio-history' })).toEqual([]);

  // Restore version 1 as the draft, after the dialog's yes: the editor shows it, nothing is published.
  await page.getByRole('button', { name: 'Restore as draft: version 1' }).click();
  const restoring = page.getByRole('dialog', { name: 'Restore version 1 as the draft?' });
  await expect(restoring).toBeVisible();
  await restoring.getByRole('button', { name: 'Restore as draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 1 is restored as the draft.' })).toBeVisible({ timeout: 15_000 });
  await expect(text).toHaveValue('Act one: free shipping');
  await expect(page.locator('.studio-blocks__name', { hasText: /^Promo strip/ })).toHaveText(/Act one: free shipping/);
  await expect(page.getByText(/^Status: Changed since publish \(published on .* by editor@atelier\.example\)$/)).toBeVisible();
  await page.getByText('Changes since publish', { exact: true }).click();
  const changes = page.locator('details.studio-changes').getByRole('region', { name: /^Promo strip.*\(changed\)$/ });
  await expect(changes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Text' }) }).getByRole('cell')).toHaveText(['en-SG', 'Act two: free gift wrap', 'Act one: free shipping'], { timeout: 15_000 });
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(path);
  await expect(shopper.getByText('Act two: free gift wrap', { exact: true })).toBeVisible();

  // Unpublish asks first: Escape cancels and the focus is back on the button; then the yes.
  const unpublish = page.getByRole('button', { name: 'Unpublish', exact: true });
  await unpublish.click();
  const asking = page.getByRole('dialog', { name: 'Unpublish this page?' });
  await expect(asking).toBeVisible();
  await expect(asking.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await violations(page, { include: 'dialog.studio-confirm' })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(asking).toBeHidden();
  await expect(unpublish).toBeFocused();
  await shopper.reload();
  await expect(shopper.getByText('Act two: free gift wrap', { exact: true })).toBeVisible();

  await unpublish.click();
  await asking.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unpublished. Shoppers no longer get this page.' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Status: Unpublished on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \S+ by editor@atelier\.example$/)).toBeVisible();
  await expect.poll(async () => (await shopper.goto(path))?.status(), { timeout: 10_000 }).toBe(404);
  // After a reload too: the status comes from the history.
  await page.reload();
  await expect(page.getByText(/^Status: Unpublished on .* by editor@atelier\.example$/)).toBeVisible();
});

/** The page's entry id, from the editor's address (/studio/pages/{id}). */
async function pageId(page: Page): Promise<string> {
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
}
