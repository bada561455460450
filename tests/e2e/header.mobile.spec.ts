import { expect, test } from '@playwright/test';
import { pressUntil } from './press-until';

test('on a phone the menu opens as a drawer with the categories and happenings', async ({ page }) => {
  await page.goto('/');
  const openMenu = page.getByLabel('Open menu');
  await expect(openMenu).toBeVisible();
  // The toggle is server-rendered: a press before the header hydrates does nothing.
  await pressUntil(openMenu, (timeout) => expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true', { timeout }));
  const drawer = page.getByRole('navigation', { name: 'Main' });
  await expect(drawer.getByRole('link', { name: 'New' })).toBeVisible();
  await drawer.getByText('Makeup', { exact: true }).click();
  await expect(drawer.getByRole('link', { name: 'Shop all Makeup' })).toHaveAttribute('href', '/pages/makeup');
  await drawer.getByText('Happening at Atelier', { exact: true }).click();
  await expect(drawer.getByRole('link', { name: 'Beauty services' })).toHaveAttribute('href', '/happening/services');
  await expect(drawer.getByRole('link', { name: 'Find a store' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('the header keeps search, account and bag reachable by name', async ({ page }) => {
  await page.goto('/');
  // A link to /search in the server HTML; once hydrated, a button that opens the search overlay.
  await expect(page.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-haspopup', 'dialog');
  // The bag: a link to /cart in the server HTML; once hydrated, a menu named by its count, with "View bag".
  await page.getByLabel('Bag, empty').click();
  await expect(page.getByRole('link', { name: 'View bag' })).toHaveAttribute('href', '/cart');
  await page.getByLabel('Account').click();
  // Sign in returns to the page it was opened from (SPEC §2 return_to).
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign_in?return_to=%2F');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign_up?return_to=%2F');
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
