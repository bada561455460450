/**
 * Steps the studio's browser tests share (issue 18): an editor's signed-in page, a new landing page from /studio's
 * form, a block added from the menu, a saved draft, and axe-core's WCAG 2.2 AA check.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_EDITOR } from '@/demo-data/editor/seed';
import { API } from './member-session';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Every axe-core violation on the page (or in `include`, without `exclude`) as `rule: target` lines; empty when clean. */
export async function violations(page: Page, { include, exclude }: { include?: string; exclude?: string } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const result = await builder.analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

export async function signIn(page: Page, email: string, password: string) {
  const answer = await page.request.post(`${API}/sessions`, { data: { email, password } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A page of a new browser context signed in as the seeded editor. */
export async function editorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, DEMO_EDITOR.email, DEMO_EDITOR.password);
  return page;
}

export const uniqueSlug = (what: string) => `studio-${what}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Creates a landing page from /studio's form and waits for its editor. */
export async function newLandingPage(page: Page, slug: string, title: string, country?: string) {
  await page.goto('/studio');
  const form = page.getByRole('form', { name: 'New landing page' });
  const editor = page.getByRole('heading', { level: 1, name: title });
  // On a cold, busy server the form can be filled before its script runs, and the click then reloads /studio with
  // the fields empty: filled again until the editor opens (a second try after a slow success finds the editor open).
  await expect(async () => {
    if (await editor.isVisible()) return;
    if (!(await form.getByLabel(/^Slug/).inputValue())) {
      await form.getByLabel(/^Slug/).fill(slug);
      await form.getByLabel('Title (en-SG)').fill(title);
      if (country) await form.getByLabel(country).check();
      await form.getByRole('button', { name: 'Create page' }).click();
    }
    await expect(editor).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
}

/** Adds the block `name` to the page's list from the "Add a block" menu (opened when closed). */
export async function addBlock(page: Page, name: string) {
  const menu = page.locator('details.studio-add');
  if (!(await menu.evaluate((d: HTMLDetailsElement) => d.open))) await page.getByText('Add a block', { exact: true }).click();
  const before = await page.getByRole('list', { name: 'Blocks' }).getByRole('listitem').count().catch(() => 0);
  await menu.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('list', { name: 'Blocks' }).getByRole('listitem')).toHaveCount(before + 1);
}

export async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible({ timeout: 20_000 });
}
