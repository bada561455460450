/**
 * "Changes since publish" in the studio (issue 18): an editor publishes a page, edits a block's text, reads the
 * published text beside the draft's, publishes again and is told there are no changes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_EDITOR } from '@/demo-data/editor/seed';
import { API } from './member-session';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

test('an editor reads what changed since publishing, beside the published text, then nothing once published', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await (await browser.newContext()).newPage();
  const signedIn = await page.request.post(`${API}/sessions`, { data: { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);

  const slug = `studio-changes-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.goto('/studio');
  const form = page.getByRole('form', { name: 'New landing page' });
  await form.getByLabel(/^Slug/).fill(slug);
  await form.getByLabel('Title (en-SG)').fill('Changes to read');
  await form.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Changes to read' })).toBeVisible({ timeout: 15_000 });

  await page.getByText('Add a block', { exact: true }).click();
  await page.locator('details.studio-add').getByRole('button', { name: 'Promo strip', exact: true }).click();
  await page.getByLabel(/^Text\*?$/).fill('Free shipping this week');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 20_000 });

  await page.getByLabel(/^Text\*?$/).fill('Free shipping all month');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();

  await page.getByText('Changes since publish', { exact: true }).click();
  const block = page.getByRole('region', { name: /^Promo strip.*\(changed\)$/ });
  const row = block.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Text' }) });
  await expect(row.getByRole('cell')).toHaveText(['en-SG', 'Free shipping this week', 'Free shipping all month'], { timeout: 15_000 });
  const axe = await new AxeBuilder({ page }).include('details.studio-changes').withTags(WCAG_TAGS).analyze();
  expect(axe.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 20_000 });
  // The open panel reloads after the publish.
  await expect(page.getByText('No changes: the saved draft is what shoppers get.')).toBeVisible({ timeout: 15_000 });
  await expect(block).toHaveCount(0);
});
