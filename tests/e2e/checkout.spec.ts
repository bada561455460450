/**
 * Checkout in a browser (issue 7): a Singapore guest orders for home delivery by card; a Thai guest pays by
 * PromptPay; an Australian guest pays later with one of two providers, approving the plan on its page;
 * click and collect removes a sample from the bag with a notice, switching back to home delivery puts it back
 * (another notice), and the order is placed for collection; a member's
 * double click on Place order makes one order. Each lands on the order's page (`/orders/AT-…`) and the order
 * answers 200 to its owner. Roles and labels only.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { OrderResponse, OrdersResponse } from '@/schemas/api/orders';
import { hydrated, newMember, signInTo } from './member-session';
import { addToBag } from './bag-steps';
import { pressUntil } from './press-until';

/** Adds the first product of a lipstick search to the bag, as a shopper would. */
async function addAProduct(page: Page) {
  await page.goto('/search?q=lipstick');
  await hydrated(page);
  await addToBag(page, page.getByRole('main').getByRole('button', { name: 'Add to bag' }).first());
}

/** The shopper is in `country`, reading English (the country and language cookies). */
async function inCountry(context: BrowserContext, country: string, baseURL: string) {
  await context.addCookies([
    { name: 'locale', value: country, url: baseURL },
    { name: 'language', value: 'lng_en', url: baseURL },
  ]);
}

async function openCheckout(page: Page) {
  const response = await page.goto('/checkout');
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
}

async function fillRecipient(page: Page, phone: string) {
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Wei');
  await main.getByLabel('Last name').fill('Lim');
  await main.getByLabel('Phone number').fill(phone);
}

/** The order page showing the placed order, and the order itself answering 200 to the shopper who placed it. */
async function expectOrderPage(page: Page, country: string) {
  await expect(page).toHaveURL(new RegExp(`/orders/AT-${country}-\\d+$`), { timeout: 20_000 });
  const number = page.url().split('/').pop()!;
  await expect(page.getByRole('main').getByText(number, { exact: true }).first()).toBeVisible();
  const answer = await page.request.get(`/api/web/v1/orders/${number}`, { headers: { 'x-site-country': country.toLowerCase() } });
  expect(answer.status()).toBe(200);
  return OrderResponse.parse(await answer.json()).order;
}

test('a Singapore guest checks out with home delivery and a card', async ({ page }) => {
  test.setTimeout(90_000);
  await addAProduct(page);
  // The bag's Checkout link opens the checkout.
  await page.goto('/cart');
  await hydrated(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();

  const main = page.getByRole('main');
  // Nothing filled in: the form says what is missing, under each field.
  await main.getByRole('button', { name: 'Place order' }).click();
  await expect(main.getByText('Please check the fields marked below.')).toBeVisible();
  await expect(main.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await main.getByLabel('Email').fill('guest.buyer@example.com');
  await main.getByLabel('Address', { exact: true }).fill('1 Orchard Road');
  await main.getByLabel('Postal code').fill('238800');
  await fillRecipient(page, '81234567');
  await expect(main.getByText('+65', { exact: true })).toBeVisible();
  await main.getByRole('radio', { name: /^Express delivery/ }).check();
  await expect(main.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
  await main.getByRole('button', { name: 'Place order' }).click();

  const order = await expectOrderPage(page, 'SG');
  expect(order).toMatchObject({ delivery: 'delivery', deliveryOption: 'express', email: 'guest.buyer@example.com', payment: { method: 'card' }, recipient: { callingCode: '+65', phone: '81234567' } });
  expect(order.address).toEqual({ line1: '1 Orchard Road', postcode: '238800' });
  expect(order.totals.shipping).toBeGreaterThan(0);
});

test('a Thai guest pays by PromptPay', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await inCountry(context, 'TH', baseURL!);
  await addAProduct(page);
  await openCheckout(page);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill('thai.guest@example.com');
  await main.getByLabel('Address', { exact: true }).fill('99 Sukhumvit Road');
  await main.getByLabel('District').fill('Watthana');
  await main.getByLabel('Province').fill('Bangkok');
  await main.getByLabel('Postcode').fill('10110');
  await fillRecipient(page, '812345678');
  await expect(main.getByText('+66', { exact: true })).toBeVisible();
  await main.getByRole('radio', { name: 'PromptPay QR' }).check();
  await main.getByRole('button', { name: 'Place order' }).click();

  const order = await expectOrderPage(page, 'TH');
  expect(order).toMatchObject({ country: 'TH', currency: 'THB', payment: { method: 'promptpay_qr' }, recipient: { callingCode: '+66' } });
});

test('an Australian guest chooses Zip at checkout, approves the plan on Zip’s page and sees the order paid', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await inCountry(context, 'AU', baseURL!);
  await addAProduct(page);
  await openCheckout(page);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill('au.guest@example.com');
  await main.getByLabel('Address', { exact: true }).fill('1 George Street');
  await main.getByLabel('Suburb').fill('Sydney');
  await main.getByLabel('State').fill('NSW');
  await main.getByLabel('Postcode').fill('2000');
  await fillRecipient(page, '412345678');
  // Australia offers two pay-later providers: one radio each.
  await expect(main.getByRole('radio', { name: 'Pay later with Afterpay' })).toBeVisible();
  await main.getByRole('radio', { name: 'Pay later with Zip' }).check();
  await main.getByRole('button', { name: 'Place order' }).click();

  const order = await expectOrderPage(page, 'AU');
  expect(order).toMatchObject({ country: 'AU', payLaterProvider: 'zip', payment: { method: 'buy_now_pay_later', state: 'pending', instructions: { provider: 'zip' } } });
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for your payment' })).toBeVisible();
  await expect(main.getByText('Buy now, pay later (Zip)')).toBeVisible();
  await main.getByRole('link', { name: 'Pay with Zip' }).click();

  // Zip's page (the sandbox provider): the plan in four instalments that add up to the total.
  await expect(page.getByRole('heading', { level: 1, name: 'Pay later with Zip' })).toBeVisible();
  const plan = page.getByRole('table', { name: 'Instalment plan' });
  await expect(plan.getByRole('row')).toHaveCount(6);
  const instalments = order.payment.instructions.instalments as { amount: number }[];
  expect(instalments.reduce((sum, i) => sum + i.amount, 0)).toBe(order.totals.total);
  await expect(plan.getByRole('rowheader', { name: '4 of 4' })).toBeVisible();
  // Zip's page is a full page load whose buttons are server-rendered: a press before it hydrates does nothing.
  await pressUntil(page.getByRole('group', { name: 'Your Zip plan' }).getByRole('button', { name: 'Approve' }), (timeout) =>
    expect(page).toHaveURL(new RegExp(`/orders/${order.number}$`), { timeout }),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your order is confirmed' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Pay with Zip' })).toHaveCount(0);
});

test('click and collect removes the sample with a notice, home delivery puts it back, then the order is placed for collection', async ({ page }) => {
  test.setTimeout(90_000);
  await addAProduct(page);
  await page.goto('/cart');
  await hydrated(page);
  const samples = page.getByRole('region', { name: 'Free samples' });
  const add = samples.getByRole('button', { name: /^Add: / }).first();
  const sampleName = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add: /, '');
  await add.click();
  await expect(samples.getByText('1 of 2 selected')).toBeVisible();

  await openCheckout(page);
  const main = page.getByRole('main');
  const summary = page.getByRole('list', { name: 'Items in your order' });
  await expect(summary.getByText(sampleName)).toBeVisible();
  await main.getByRole('radio', { name: 'Click and collect' }).check();
  await expect(main.getByRole('status').filter({ hasText: 'not available for click and collect' })).toContainText(sampleName);
  await expect(summary.getByText(sampleName)).toHaveCount(0);
  // Back to home delivery: the sample comes back, and the notice says so.
  await main.getByRole('radio', { name: 'Home delivery' }).check();
  await expect(main.getByRole('status').filter({ hasText: 'Back in your bag for home delivery' })).toContainText(sampleName);
  await expect(summary.getByText(sampleName)).toBeVisible();
  // And out again for click and collect.
  await main.getByRole('radio', { name: 'Click and collect' }).check();
  await expect(main.getByRole('status').filter({ hasText: 'not available for click and collect' })).toContainText(sampleName);
  await expect(summary.getByText(sampleName)).toHaveCount(0);
  await main.getByRole('radio', { name: /^Atelier/ }).first().check();
  await expect(main.getByText('We hold click and collect orders at the store for 7 days.')).toBeVisible();

  await main.getByLabel('Email').fill('collector@example.com');
  await fillRecipient(page, '81234567');
  await main.getByRole('button', { name: 'Place order' }).click();
  const order = await expectOrderPage(page, 'SG');
  expect(order).toMatchObject({ delivery: 'click_and_collect', deliveryOption: null, address: null, totals: { shipping: 0 } });
  expect(order.store).not.toBeNull();
  expect(order.lines.some((l) => l.kind === 'sample')).toBe(false);
});

test('a member\'s double click on Place order makes one order', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await newMember(request);
  await signInTo(page, user.email, '/');

  await addAProduct(page);
  await openCheckout(page);
  const main = page.getByRole('main');
  // A member's email (and name) come from the account.
  await expect(main.getByLabel('Email')).toHaveValue(user.email);
  await main.getByLabel('Address', { exact: true }).fill('1 Orchard Road');
  await main.getByLabel('Postal code').fill('238800');
  await fillRecipient(page, '81234567');
  await main.getByRole('button', { name: 'Place order' }).dblclick();

  await expectOrderPage(page, 'SG');
  const orders = await page.request.get('/api/web/v1/orders');
  expect(orders.status()).toBe(200);
  expect(OrdersResponse.parse(await orders.json()).items).toHaveLength(1);
});

test('the checkout summary shows the bag’s rows — price before GST, GST, points earned — with the bag’s figures (issue 30, item 10)', async ({ page }) => {
  test.setTimeout(90_000);
  await addAProduct(page);
  /** The summary's rows as "name: value", read as a shopper (or a screen reader) reads the list. */
  const rows = async () => {
    const summary = page.getByRole('region', { name: 'Order summary' });
    const terms = await summary.getByRole('term').allInnerTexts();
    const values = await summary.getByRole('definition').allInnerTexts();
    return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
  };
  await page.goto('/cart');
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Order summary' }).getByText('Points earned', { exact: true })).toBeVisible();
  const bag = await rows();
  expect(Object.keys(bag)).toEqual(expect.arrayContaining(['Subtotal', 'Shipping', 'Price before GST', 'GST (9%)', 'Total', 'Points earned']));

  await openCheckout(page);
  // Standard delivery, as the bag prices it: every row of the bag, with the same figures.
  await expect(page.getByRole('radio', { name: /^Standard delivery/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Order summary' }).getByText('Points earned', { exact: true })).toBeVisible();
  expect(await rows()).toEqual(bag);

  // Express: dearer shipping, so a higher total, and the GST rows are the new total's (they add up to it).
  await page.getByRole('main').getByRole('radio', { name: /^Express delivery/ }).check();
  await expect.poll(async () => (await rows()).Shipping).not.toBe(bag.Shipping);
  const express = await rows();
  const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
  expect(amount(express.Total)).toBeGreaterThan(amount(bag.Total));
  expect(Math.round((amount(express['Price before GST']) + amount(express['GST (9%)'])) * 100)).toBe(Math.round(amount(express.Total) * 100));
  expect(express['Points earned']).toBe(bag['Points earned']);
});
