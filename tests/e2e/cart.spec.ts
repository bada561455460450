/**
 * The bag in a browser (issue 6): a member with points signs in, adds two products from a listing (the
 * header's count follows), raises a quantity until the bag qualifies for GIFTSET (S$60 in Singapore), applies
 * it, picks a gift, removes the gift (confirmed: the code goes with it), redeems a reward, and sees the totals
 * change along the way. Roles and labels only.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated, newMember, signInTo } from './member-session';
import { addToBag } from './bag-steps';

const totalRow = (page: Page, name: string) => page.getByRole('region', { name: 'Order summary' }).getByText(name, { exact: true }).locator('xpath=following-sibling::dd');

test('add two products, promo, gift, remove the gift, redeem a reward, totals follow', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await newMember(request, { points: 1000 });

  // Sign in, coming back to a listing.
  await signInTo(page, user.email, '/search?q=lipstick&sort=price_asc');
  await expect(page).toHaveURL(/\/search\?q=lipstick/);
  await hydrated(page);

  // Two products from the listing: the count follows each add.
  const header = page.getByRole('banner');
  await expect(header.getByLabel('Bag, empty')).toBeVisible();
  const addButtons = page.getByRole('main').getByRole('button', { name: 'Add to bag' });
  await addToBag(page, addButtons.nth(0));
  await addToBag(page, addButtons.nth(1), 'Bag, 2 items');

  // The dropdown shows them; "View bag" opens /cart.
  await header.getByLabel('Bag, 2 items').click();
  await header.getByRole('link', { name: 'View bag' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your bag' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Your bag' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);

  // Raise the first line's quantity until the bag passes S$60 (GIFTSET's minimum spend).
  const subtotal = totalRow(page, 'Subtotal');
  const first = lines.getByRole('listitem').first();
  const increase = first.getByRole('button', { name: /^Increase quantity of / });
  const amount = async () => Number((await subtotal.innerText()).replace(/[^0-9.]/g, ''));
  const before = await amount();
  for (let i = 0; i < 20 && (await amount()) <= 60; i++) {
    const was = await amount();
    await expect(increase).toBeEnabled();
    await increase.click();
    await expect.poll(amount).toBeGreaterThan(was);
  }
  expect(await amount()).toBeGreaterThan(before);
  expect(await amount()).toBeGreaterThan(60);

  // A code in the wrong case is refused with the help list; the right one is added.
  const field = page.getByLabel('Enter a promo code');
  await field.fill('giftset');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('main').getByText('Sorry, the promotion is invalid')).toBeVisible();
  await expect(page.getByText('Codes are case sensitive: check the spelling')).toBeVisible();
  await field.fill('GIFTSET');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Promo code added' })).toBeVisible();
  await expect(page.getByText('Code GIFTSET applied')).toBeVisible();

  // Pick a gift.
  const gifts = page.getByRole('region', { name: 'Gifts with purchase' });
  await expect(gifts.getByText('0 of 2 selected')).toBeVisible();
  await gifts.getByRole('button', { name: /^Choose: / }).first().click();
  await expect(gifts.getByText('1 of 2 selected')).toBeVisible();
  await expect(lines.getByRole('listitem')).toHaveCount(3);

  // Remove the gift: asked first, then the code goes with it.
  const giftLine = lines.getByRole('listitem').filter({ hasText: 'Gift with purchase' });
  await giftLine.getByRole('button', { name: /^Remove / }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this gift?' });
  await expect(dialog).toContainText('GIFTSET');
  await dialog.getByRole('button', { name: 'Remove gift and code' }).click();
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Code GIFTSET applied')).toHaveCount(0);
  await expect(page.getByLabel('Enter a promo code')).toBeVisible();
  await expect(gifts).toHaveCount(0);

  // Redeem a reward as a member: the balance shows, the points used join the totals.
  const rewards = page.getByRole('region', { name: 'Beauty Pass rewards' });
  await expect(rewards.getByText('Your balance: 1,000 points')).toBeVisible();
  await rewards.getByRole('button', { name: /^Redeem: / }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Reward added' })).toBeVisible();
  await expect(totalRow(page, 'Points used')).toBeVisible();
  await expect(lines.getByRole('listitem').filter({ hasText: 'Beauty Pass reward' })).toHaveCount(1);
});

test('a new visitor’s first page gives the browser its device id, which the bag’s calls then share', async ({ page, context }) => {
  await page.goto('/');
  const issued = (await context.cookies()).find((c) => c.name === 'device-id');
  expect(issued?.value).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  expect(issued?.httpOnly).toBe(true);
  await hydrated(page);
  // The header's count and an add to the bag keep it: one bag, not one per racing call.
  await addToBag(page, page.getByRole('main').getByRole('button', { name: 'Add to bag' }).first());
  expect((await context.cookies()).find((c) => c.name === 'device-id')?.value).toBe(issued?.value);
});

test('every shopper who adds to the bag is told so — a guest as a member (issue 30, item 11)', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  /** Adds the first product of a lipstick search and expects the confirmation naming it. */
  const addAndExpectConfirmation = async (shopper: Page, countLabel = 'Bag, 1 item') => {
    const button = shopper.getByRole('main').getByRole('button', { name: 'Add to bag' }).first();
    const name = (await button.locator('xpath=ancestor::article').getByRole('heading').first().innerText()).trim();
    await addToBag(shopper, button, countLabel);
    const toast = shopper.getByRole('status').filter({ hasText: 'Added to bag' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(name);
  };

  // A guest.
  await page.goto('/search?q=lipstick');
  await hydrated(page);
  await addAndExpectConfirmation(page);

  // A member, the same.
  const user = await newMember(request);
  const member = await (await browser.newContext()).newPage();
  await signInTo(member, user.email, '/search?q=lipstick');
  await hydrated(member);
  await addAndExpectConfirmation(member);
  await member.context().close();
});
