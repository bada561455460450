/**
 * The beauty profile in a browser (issue 9): a member reaches it from the account menu, saves part of it (no
 * points, the missing parts named), completes it (completed_beauty_profile points, once), finds it as saved
 * after a reload, and an edit awards nothing more. A guest is sent to sign in first. Roles and labels only.
 */
import { expect, test } from '@playwright/test';
import { hydrated, newMember, pointsLog, signInHere } from './member-session';

test('a member completes the beauty profile once for points; edits keep it and award nothing more', async ({ page, request }) => {
  test.setTimeout(60_000);
  const user = await newMember(request);
  await page.goto('/account/beauty-profile');
  await expect(page).toHaveURL(/\/sign_in\?return_to=%2Faccount%2Fbeauty-profile/);
  await signInHere(page, user.email);
  await expect(page).toHaveURL(/\/account\/beauty-profile$/);
  await hydrated(page);

  const form = page.getByRole('form', { name: 'Beauty profile' });
  await expect(form.getByText('Complete your profile to earn 100 Beauty Pass points.')).toBeVisible();
  const skinType = form.getByRole('group', { name: 'Skin type' });
  await skinType.getByRole('radio', { name: 'Combination' }).check();
  const concerns = form.getByRole('group', { name: 'Skin concerns' });
  await concerns.getByRole('checkbox', { name: 'Dullness' }).check();
  await concerns.getByRole('checkbox', { name: 'Large pores' }).check();
  await expect(form.getByText('Still to fill in for a complete profile: Hair type, Complexion')).toBeVisible();
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByRole('status')).toHaveText('Your beauty profile is saved');

  await form.getByRole('group', { name: 'Hair type' }).getByRole('radio', { name: 'Wavy' }).check();
  await form.getByRole('group', { name: 'Complexion' }).getByRole('radio', { name: 'Medium' }).check();
  await form.getByRole('group', { name: 'Product preferences' }).getByRole('checkbox', { name: 'Vegan' }).check();
  await expect(form.getByText('Your profile is complete.')).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/web/v1/beauty-profile') && r.request().method() === 'PUT');
  await form.getByRole('button', { name: 'Save profile' }).click();
  expect((await saved).status()).toBe(200);
  await expect(form.getByRole('status')).toContainText('Your beauty profile is complete');
  await expect(form.getByRole('status')).toContainText('You earned 100 Beauty Pass points');

  // Saved as chosen; from the account menu after a reload.
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('banner').getByLabel(/^Account: /).click();
  await page.getByRole('banner').locator('details.account-menu').getByRole('link', { name: 'Beauty profile' }).click();
  await expect(page).toHaveURL(/\/account\/beauty-profile$/);
  const again = page.getByRole('form', { name: 'Beauty profile' });
  await expect(again.getByRole('radio', { name: 'Combination' })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Large pores' })).toBeChecked();
  await expect(again.getByRole('radio', { name: 'Wavy' })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();

  // An edit is saved without more points.
  await again.getByRole('group', { name: 'Skin type' }).getByRole('radio', { name: 'Sensitive' }).check();
  await again.getByRole('button', { name: 'Save profile' }).click();
  await expect(again.getByRole('status')).toHaveText('Your beauty profile is saved');
  const entries = (await pointsLog(page)).filter((e) => e.source === 'completed_beauty_profile');
  expect(entries.map((e) => e.points)).toEqual([100]);
});
