/**
 * The studio's live preview (issue 33): what an editor types shows in the preview frame without saving (and how soon),
 * for that editor's session only (a guest's live page and another session's preview show the published and saved
 * content); a block clicked in the frame focuses its field in the form; the width buttons narrow the frame.
 */
import { expect, test, type Frame, type Page, type Request } from '@playwright/test';
import { addBlock, editorPage, newLandingPage, uniqueSlug, violations } from './studio-steps';

const previewFrame = async (page: Page): Promise<Frame> => {
  await expect.poll(() => page.frames().some((f) => f.url().includes('/preview/pages/'))).toBe(true);
  return page.frames().find((f) => f.url().includes('/preview/pages/'))!;
};

/** Milliseconds from filling `field` with `text` until the frame's page shows it (checked every animation frame). */
async function timeToPreview(page: Page, field: ReturnType<Page['getByLabel']>, text: string): Promise<number> {
  const frame = await previewFrame(page);
  const started = Date.now();
  const phases: string[] = [];
  const onDone = (request: Request) => {
    const url = request.url();
    if (url.includes('/api/studio/preview-state')) phases.push(`state kept +${Date.now() - started}`);
    else if (request.headers()['rsc'] === '1') phases.push(`frame rendered +${Date.now() - started}`);
  };
  page.on('requestfinished', onDone);
  await field.fill(text);
  await frame.waitForFunction((t) => document.querySelector('main')?.textContent?.includes(t), text, { polling: 'raf', timeout: 10_000 });
  const elapsed = Date.now() - started;
  page.off('requestfinished', onDone);
  console.log(`  ${text}: ${phases.join(', ')}, shown +${elapsed} ms`);
  return elapsed;
}

test.describe('studio live preview', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the preview shows what the editor types without saving, for that editor only; a click in it focuses the field; the phone width narrows it', async ({ browser }) => {
    const page = await editorPage(browser);
    const slug = uniqueSlug('live');
    await newLandingPage(page, slug, 'Live glow');
    await addBlock(page, 'Section heading');
    const heading = page.getByLabel(/^Heading\*?$/);
    await heading.fill('Published words');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 30_000 });
    const preview = page.frameLocator('iframe[title^="Preview of"]');
    await expect(preview.getByRole('heading', { name: 'Published words' })).toBeVisible({ timeout: 20_000 });

    // Typing shows in the frame, unsaved; the time from the keystroke to the frame's text is measured.
    const times: number[] = [];
    for (const text of ['Unsaved words one', 'Unsaved words two', 'Unsaved words three', 'Unsaved words']) times.push(await timeToPreview(page, heading, text));
    console.log(`studio live preview: keystroke to preview ${times.join(', ')} ms (median ${[...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]} ms)`);
    await expect(preview.getByRole('heading', { name: 'Unsaved words', exact: true })).toBeVisible();
    await expect(page.locator('.studio-editor__meta')).toContainText('Unsaved changes');

    // A new block never saved shows too.
    await addBlock(page, 'Promo strip');
    await page.getByLabel(/^Text\*?$/).fill('Promo never saved');
    await expect(preview.getByText('Promo never saved')).toBeVisible({ timeout: 10_000 });

    // A guest's live page has the published words; another session of an editor previews the saved draft.
    const guest = await (await browser.newContext()).newPage();
    await guest.goto(`/pages/${slug}`);
    await expect(guest.getByRole('heading', { name: 'Published words' })).toBeAttached();
    await expect(guest.getByText('Unsaved words')).toHaveCount(0);
    await expect(guest.getByText('Promo never saved')).toHaveCount(0);
    const other = await editorPage(browser);
    await other.goto(`/api/studio/preview?slug=${slug}&locale=en-SG`);
    await expect(other.getByRole('heading', { name: 'Published words' })).toBeVisible();
    await expect(other.getByText('Unsaved words')).toHaveCount(0);
    await expect(other.getByText('Promo never saved')).toHaveCount(0);

    // Clicking a block in the frame selects it and focuses the field it marks.
    await page.locator('.studio-blocks__name', { hasText: /^Promo strip/ }).click();
    await preview.getByRole('heading', { name: 'Unsaved words', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^Section heading fields/ })).toBeVisible();
    await expect(page.getByLabel(/^Heading\*?$/)).toBeFocused();
    await preview.getByText('Promo never saved').click();
    await expect(page.getByLabel(/^Text\*?$/)).toBeFocused();

    // The width buttons: phone narrows the frame to a phone's width.
    const frameBox = page.locator('iframe[title^="Preview of"]');
    await page.getByRole('button', { name: /^Phone/ }).click();
    await expect(page.getByRole('button', { name: /^Phone/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /^Desktop/ })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => Math.round((await frameBox.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(392);
    expect(await violations(page)).toEqual([]);
  });
});
