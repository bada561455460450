/**
 * E-gift cards in a browser (issue 7): a shopper in Singapore buys a card on /e-gift-cards (an amount
 * below the limit and a message over its length are refused first), the test settles its payment through
 * the sandbox provider, the code arrives in the outbox; a second shopper applies it in the bag and sees the
 * gift card amount redeemed in the totals, places the order through the API (the checkout page is another
 * issue's), and the card's balance falls by that amount. Roles and labels only.
 */
import { expect, test } from '@playwright/test';
import { OrderResponse } from '@/schemas/api/orders';
import { GiftCardBalanceResponse } from '@/schemas/api/gift-cards';
import { hydrated } from './member-session';
import { addToBag } from './bag-steps';

/** "$1,234.50" → 123450 (minor units). */
const minor = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

test('buy an e-gift card, pay, receive the code by email, redeem it in another shopper’s bag and order', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const recipient = `gift-${Date.now()}@example.com`;

  // Buying: the menu's page, the form's own checks, then the order.
  await page.goto('/e-gift-cards');
  await expect(page.getByRole('heading', { level: 1, name: 'E-gift cards' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('radio', { name: 'Other amount' }).check();
  await page.getByLabel('Other amount ($)').fill('5');
  await page.getByLabel('Recipient’s email').fill(recipient);
  await page.getByLabel('Your name').fill('Wei');
  await page.getByLabel('Message (optional)').fill('x'.repeat(201));
  await expect(page.getByText('Character limit exceeded')).toBeVisible();
  await page.getByLabel('Your email (for the receipt)').fill('buyer@example.com');
  await page.getByRole('button', { name: 'Buy e-gift card' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please check the fields marked below.' })).toBeVisible();
  await expect(page.getByText('Choose an amount from $10.00 to $500.00').first()).toBeVisible();

  await page.getByLabel('Other amount ($)').fill('80');
  await page.getByLabel('Message (optional)').fill('Happy birthday, treat yourself!');
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByRole('button', { name: 'Buy e-gift card for $80.00' }).click();
  const placed = page.getByRole('heading', { name: /^Order AT-SG-\d+ placed$/ });
  await expect(placed).toBeVisible();
  const number = /AT-SG-\d+/.exec(await placed.innerText())![0];
  await expect(page.getByRole('link', { name: 'View order and pay' })).toHaveAttribute('href', `/orders/${number}`);

  // The order (for whoever placed it) and its payment, settled through the sandbox provider.
  const orderAnswer = await page.request.get(`/api/web/v1/orders/${number}`);
  expect(orderAnswer.status()).toBe(200);
  const { order } = OrderResponse.parse(await orderAnswer.json());
  expect(order).toMatchObject({ delivery: 'email', totals: { total: 8000 }, lines: [{ kind: 'e_gift_card', total: 8000 }] });
  const paid = await page.request.post(`/api/web/v1/sandbox/payments/${order.payment.id}/events`, { data: { type: 'paid' } });
  expect(paid.status()).toBe(200);

  // The code arrives in the outbox.
  await page.goto(`/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`);
  const email = page.getByRole('article', { name: 'Wei sent you an Atelier e-gift card' });
  await expect(email).toBeVisible();
  await expect(email).toContainText('Happy birthday, treat yourself!');
  const code = /[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}/.exec(await email.innerText())![0];

  // A second shopper redeems it in the bag.
  const other = await browser.newContext();
  const shopper = await other.newPage();
  await shopper.goto('/search?q=lipstick&sort=price_desc');
  await hydrated(shopper);
  await addToBag(shopper, shopper.getByRole('main').getByRole('button', { name: 'Add to bag' }).first());
  await shopper.goto('/cart');
  await hydrated(shopper);
  const giftCard = shopper.getByRole('region', { name: 'E-gift card' });
  await giftCard.getByLabel('Gift card code').fill('ABCD-EFGH-JKMN-PQRS');
  await giftCard.getByRole('button', { name: 'Use gift card' }).click();
  await expect(giftCard.getByRole('alert')).toHaveText('This gift card code is not valid');
  await giftCard.getByLabel('Gift card code').fill(code.toLowerCase());
  await giftCard.getByRole('button', { name: 'Use gift card' }).click();
  await expect(giftCard.getByText(`Gift card •••• ${code.slice(-4)}`)).toBeVisible();

  const summary = shopper.getByRole('region', { name: 'Order summary' });
  const redeemedRow = summary.getByText('Gift card redeemed', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(redeemedRow).toBeVisible();
  const redeemed = minor(await redeemedRow.innerText());
  expect(redeemed).toBeGreaterThan(0);
  expect(redeemed).toBeLessThanOrEqual(8000);
  await expect(giftCard.getByText('Gift card amount redeemed', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(`−$${(redeemed / 100).toFixed(2)}`);
  await expect(giftCard.getByText('Balance left after this order', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(`$${((8000 - redeemed) / 100).toFixed(2)}`);

  // The order, placed through the API with this shopper's cookies, takes the amount off the card.
  const placement = await shopper.request.post('/api/web/v1/orders', {
    headers: { 'idempotency-key': `gift-e2e-${Date.now()}` },
    data: {
      email: 'second@example.com', delivery: 'delivery', paymentMethod: 'card',
      address: { line1: '8 Marina View', city: 'Singapore', postcode: '018960' }, recipient: { firstName: 'Mei', lastName: 'Tan', callingCode: '+65', phone: '91234567' },
    },
  });
  expect(placement.status()).toBe(201);
  const second = OrderResponse.parse(await placement.json()).order;
  expect(second.totals.giftCardRedeemed).toBe(redeemed);
  if (second.totals.total === 0) expect(second).toMatchObject({ status: 'paid', payment: { method: 'gift_card', state: 'paid' } });
  else expect(second).toMatchObject({ status: 'payment_pending', payment: { method: 'card' } });

  const balance = await shopper.request.get(`/api/web/v1/gift-cards/${code}/balance`);
  expect(balance.status()).toBe(200);
  expect(GiftCardBalanceResponse.parse(await balance.json())).toMatchObject({ balance: 8000 - redeemed, currency: 'SGD' });

  // The page's balance check says the same.
  await shopper.goto('/e-gift-cards');
  await hydrated(shopper);
  const check = shopper.getByRole('region', { name: 'Check a card’s balance' });
  await check.getByLabel('Gift card code').fill(code);
  await check.getByRole('button', { name: 'Check balance' }).click();
  await expect(check.getByRole('status')).toContainText(`Balance $${((8000 - redeemed) / 100).toFixed(2)}`);
  await other.close();
});
