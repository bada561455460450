/**
 * The studio's undo and redo, duplicate and the leave warning (issue 33), as an editor uses them in Chromium: typing
 * undone by Ctrl+Z and redone by the Redo button, a duplicated block removed and brought back by Undo, and leaving the
 * page with unsaved work asks first (staying keeps the work; leaving goes); and the studio's first-load JavaScript,
 * none of whose form code a shopper's page loads.
 */
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { addBlock, editorPage, newLandingPage, saveDraft, uniqueSlug, violations } from './studio-steps';

test.describe('studio undo, duplicate and the leave warning', () => {
  test.describe.configure({ timeout: 120_000 });

  test('Ctrl+Z undoes typing and Redo brings it back; a removed block comes back with Undo; leaving with unsaved work asks first', async ({ browser }) => {
    const page = await editorPage(browser);
    await newLandingPage(page, uniqueSlug('undo'), 'Undo glow');
    await addBlock(page, 'Section heading');
    const heading = page.getByLabel(/^Heading\*?$/);
    await heading.fill('Saved words');
    await saveDraft(page);

    // Typing, then Ctrl+Z: the field reads what was saved, and the page has nothing unsaved.
    await heading.fill('Typed words');
    await expect(page.locator('.studio-editor__meta')).toContainText('Unsaved changes');
    await heading.press('Control+z');
    await expect(heading).toHaveValue('Saved words');
    await expect(page.locator('.studio-editor__meta')).not.toContainText('Unsaved changes');
    const history = page.getByRole('group', { name: 'Undo and redo' });
    await history.getByRole('button', { name: 'Redo' }).click();
    await expect(heading).toHaveValue('Typed words');

    // Duplicate the block, remove the copy, and Undo brings it back.
    const blocks = page.getByRole('list', { name: 'Blocks' }).getByRole('listitem');
    await page.getByRole('button', { name: /^Duplicate Section heading/ }).click();
    await expect(blocks).toHaveCount(2);
    await page.getByRole('button', { name: /^Remove Section heading/ }).last().click();
    await expect(blocks).toHaveCount(1);
    await expect(history).toContainText('Undo: removal of');
    await history.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(blocks).toHaveCount(2);
    expect(await violations(page)).toEqual([]);

    // Leaving with unsaved work: the browser asks; staying keeps the editor and its words.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Pages', exact: true }).click();
    await expect.poll(() => asked).toContain('unsaved changes will be lost');
    await expect(page.getByRole('heading', { level: 1, name: 'Undo glow' })).toBeVisible();
    await expect(heading.first()).toHaveValue('Typed words');

    // Saying yes leaves for the page list.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: 'Pages', exact: true }).click();
    await expect(page.getByRole('form', { name: 'New landing page' })).toBeVisible({ timeout: 15_000 });
  });
});

/** The JavaScript files under /_next/ a page of `page` has loaded, by address. */
const scriptsLoaded = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/_next/') && p.endsWith('.js')));

test("the studio's first-load JavaScript is measured, and the shop's home page loads none of the studio's form code", async ({ browser }) => {
  const page = await editorPage(browser);
  await newLandingPage(page, uniqueSlug('weight'), 'Weighed glow');
  await addBlock(page, 'Section heading');
  await expect(page.getByLabel(/^Heading\*?$/)).toBeVisible();
  const studio = [...new Set(await scriptsLoaded(page))];
  let gzip = 0;
  let raw = 0;
  for (const path of studio) {
    const bytes = await (await page.request.get(path)).body();
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(`studio page editor: ${studio.length} JavaScript files, ${(raw / 1000).toFixed(1)} kB, ${(gzip / 1000).toFixed(1)} kB gzip (level 9), all loaded once a block's form shows`);
  // The editor's form library (react-jsonschema-form, whose forms carry the class "rjsf") is in the studio's files ...
  const texts = async (paths: string[]) => Promise.all(paths.map(async (p) => (await page.request.get(p)).text()));
  expect((await texts(studio)).some((t) => t.includes('rjsf'))).toBe(true);
  // ... and in none of the files a shopper's home page loads.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto('/');
  await expect(shopper.getByRole('main')).toBeVisible();
  const shop = [...new Set(await scriptsLoaded(shopper))];
  expect(shop.length).toBeGreaterThan(0);
  expect((await texts(shop)).filter((t) => t.includes('rjsf')).length).toBe(0);
});
