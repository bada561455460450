/**
 * "Changes since publish" in the studio (issue 18): an editor publishes a page, edits a block's text, reads the
 * published text beside the draft's, publishes again and is told there are no changes.
 */
import { expect, test } from '@playwright/test';
import { addBlock, editorPage, newLandingPage, saveDraft, uniqueSlug, violations } from './studio-steps';

test('an editor reads what changed since publishing, beside the published text, then nothing once published', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await editorPage(browser);
  await newLandingPage(page, uniqueSlug('changes'), 'Changes to read');

  await addBlock(page, 'Promo strip');
  await page.getByLabel(/^Text\*?$/).fill('Free shipping this week');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 20_000 });

  await page.getByLabel(/^Text\*?$/).fill('Free shipping all month');
  await saveDraft(page);

  await page.getByText('Changes since publish', { exact: true }).click();
  const block = page.getByRole('region', { name: /^Promo strip.*\(changed\)$/ });
  const row = block.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Text' }) });
  await expect(row.getByRole('cell')).toHaveText(['en-SG', 'Free shipping this week', 'Free shipping all month'], { timeout: 15_000 });
  expect(await violations(page, { include: 'details.studio-changes' })).toEqual([]);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 20_000 });
  // The open panel reloads after the publish.
  await expect(page.getByText('No changes: the saved draft is what shoppers get.')).toBeVisible({ timeout: 15_000 });
  await expect(block).toHaveCount(0);
});
