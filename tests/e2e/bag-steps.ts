/** Browser steps on the bag shared by the journeys that fill one. */
import { expect, type Locator, type Page } from '@playwright/test';
import { API } from './member-session';

/**
 * Presses an "Add to bag" button and waits for the server to answer the add, then for the header's count.
 * The count moves at the press (before the add is sent, while the bag's chunk loads), so a test that
 * navigates on the count alone can leave the page before the add is sent, and find the bag empty.
 */
export async function addToBag(page: Page, button: Locator, countLabel = 'Bag, 1 item') {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === `${API}/cart/line-items` && r.request().method() === 'POST');
  await button.click();
  expect((await answered).ok()).toBe(true);
  await expect(page.getByRole('banner').getByLabel(countLabel)).toBeVisible();
}
