import { expect, test, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { productFixtures } from '@/components/product-card/product-card.fixtures';
import { SANDBOX_TOOLS } from '@/lib/sandbox';
import { thaiGuestOrder } from './order-bodies';
import { pressUntil } from './press-until';
import { startSecondServer, stopServer } from './second-server';
import { E2E_PORT } from './stack-ports';

/**
 * SPEC §2's developer pages under /sandbox: each shows the store's own components and data, and none exists
 * where the developer sandbox is off (ATELIER_SANDBOX).
 */

const host = (sub: string) => `http://${sub}.localhost:${E2E_PORT}`;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
}

/** The raw `GET cart/bag` answer the cart page shows, parsed (null while it is read). */
async function rawBag(page: Page): Promise<{ bag: { itemsCount: number; lines: unknown[] } } | null> {
  try {
    return JSON.parse(await page.getByRole('textbox', { name: 'GET cart/bag' }).inputValue());
  } catch {
    return null;
  }
}

test.describe('developer pages (sandbox on)', () => {
  test('the index lists every developer page with what it is for', async ({ page }) => {
    await open(page, '/sandbox');
    const list = page.getByRole('list', { name: 'Developer pages' });
    for (const tool of SANDBOX_TOOLS) {
      await expect(list.getByRole('link', { name: tool.title, exact: true })).toHaveAttribute('href', tool.path);
      await expect(list.getByText(tool.purpose)).toBeVisible();
    }
  });

  test('cart: the bag island beside the raw answer; add a random in-stock product, then empty the bag', async ({ page }) => {
    await open(page, '/sandbox/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect.poll(async () => (await rawBag(page))?.bag.lines.length).toBe(0);
    await expect(page.getByRole('region', { name: 'Bag island' }).getByRole('link', { name: 'Discover new arrivals' })).toBeVisible();

    // A product's default variant may be sold out: try until one is in the bag.
    const add = page.getByRole('button', { name: 'Add a random in-stock product' });
    await expect(async () => {
      await add.click();
      await expect.poll(async () => (await rawBag(page))?.bag.itemsCount ?? 0, { timeout: 4_000 }).toBeGreaterThan(0);
    }).toPass({ timeout: 30_000 });
    const lines = page.getByRole('region', { name: 'Bag island' }).getByRole('list', { name: 'Your bag' });
    await expect(lines.getByRole('listitem').first()).toBeVisible();

    await page.getByRole('button', { name: 'Empty the bag' }).click();
    await expect.poll(async () => (await rawBag(page))?.bag.lines.length).toBe(0);
    await expect(page.getByRole('region', { name: 'Bag island' }).getByRole('link', { name: 'Discover new arrivals' })).toBeVisible();
  });

  test('cart line item: every line kind and state, with the line’s own controls', async ({ page }) => {
    await open(page, '/sandbox/cart-line-item');
    for (const [section, name] of [
      ['Out of stock', 'Sold Out Blush'],
      ['Gift with purchase (free)', 'Mini Glow Oil'],
      ['Sample (free)', 'Mini Hydra Cream'],
      ['Beauty Pass reward (points)', 'Beauty Pouch'],
      ['Promotion discount on the line', 'Silk Primer'],
    ]) {
      await expect(page.getByRole('region', { name: section }).getByRole('listitem', { name })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Out of stock' }).getByText('Out of stock', { exact: false }).first()).toBeVisible();
    // The examples are server-rendered client components: a press before they hydrate does nothing.
    await pressUntil(page.getByRole('button', { name: 'Increase quantity of Cotton Pads' }), (timeout) => expect(page.getByText('Cotton Pads: SET_QUANTITY 6')).toBeVisible({ timeout }));
  });

  test('orders: a placed order is listed with links to its page and to order state', async ({ page, baseURL }) => {
    await page.context().addCookies([
      { name: 'locale', value: 'TH', url: baseURL! },
      { name: 'language', value: 'lng_en', url: baseURL! },
    ]);
    await open(page, '/en/sandbox/cart');
    const add = page.getByRole('button', { name: 'Add a random in-stock product' });
    await expect(async () => {
      await add.click();
      await expect.poll(async () => (await rawBag(page))?.bag.itemsCount ?? 0, { timeout: 4_000 }).toBeGreaterThan(0);
    }).toPass({ timeout: 30_000 });
    const placed = await page.evaluate(async (body) => {
      const response = await fetch('/api/web/v1/orders', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Site-Country': 'th', 'Idempotency-Key': `sandbox-${Date.now()}-${Math.random().toString(36).slice(2)}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    }, thaiGuestOrder());
    expect(placed.status, JSON.stringify(placed.body).slice(0, 300)).toBe(201);
    const number: string = placed.body.order.number;

    await open(page, '/en/sandbox/orders');
    const table = page.getByRole('table', { name: 'Latest orders' });
    await expect(table.getByRole('link', { name: number, exact: true })).toHaveAttribute('href', `/en/orders/${number}`);
    await table.getByRole('link', { name: `Order state of ${number}` }).click();
    await expect(page.getByRole('heading', { name: number })).toBeVisible();
    await expect(page.getByTestId('order-state-status')).toHaveText('payment_pending');
  });

  test('stores: every store of the country with its time zone, hours and links', async ({ page }) => {
    await open(page, '/sandbox/stores');
    const table = page.getByRole('table', { name: 'Stores' });
    const rows = table.getByRole('row');
    await expect(table.getByText('Asia/Singapore').first()).toBeVisible();
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const storePage = table.getByRole('link', { name: /^Store page of / }).first();
    const href = await storePage.getAttribute('href');
    expect(href).toMatch(/^\/store-locations\/[a-z0-9-]+$/);
    const api = await page.request.get(await table.getByRole('link', { name: /^API answer of / }).first().getAttribute('href') ?? '');
    expect(api.status()).toBe(200);
    expect((await api.json()).timeZone).toBe('Asia/Singapore');
  });

  test('happening: services, classes and events across stores, and an activity’s details through the booking API', async ({ page }) => {
    await open(page, '/sandbox/happening');
    for (const name of ['Services', 'Classes', 'Events']) await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${name} \\(\\d+\\)$`) })).toBeVisible();
    const first = page.getByRole('table', { name: 'Services' }).getByRole('rowheader').first().getByRole('link');
    const name = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/sandbox\/happening\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^service$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Sessions / })).toBeVisible();
    // The shopper's island, reading booking-service itself.
    await expect(page.getByRole('region', { name: 'Shopper view' }).getByRole('heading', { level: 1, name })).toBeVisible();

    await open(page, '/sandbox/happening/999999');
    await expect(page.getByRole('alert').filter({ hasText: 'No active activity' })).toHaveText('No active activity #999999 in Singapore.');
    expect((await page.goto('/sandbox/happening/not-an-id'))?.status()).toBe(404);
  });

  test('loaders: every skeleton side by side, each announcing what it loads', async ({ page }) => {
    await open(page, '/sandbox/loaders');
    for (const name of ['Product card', 'Bag', 'Order', 'Wish list', 'Activity list', 'My bookings', 'Beauty Pass']) {
      await expect(page.getByRole('figure', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('figure', { name: 'Bag', exact: true }).getByRole('status')).toHaveText('Loading your bag');
    await expect(page.getByRole('figure', { name: 'Order', exact: true }).getByRole('status')).toHaveAccessibleName(/.+/);
  });

  test('language: the resolved locale, its cookies, and links switching language', async ({ browser }) => {
    // A Thai browser: the first visit stays on the default language (no Accept-Language redirect).
    const context = await browser.newContext({ locale: 'th-TH' });
    const page = await context.newPage();
    await open(page, `${host('th')}/sandbox/language`);
    const current = page.getByRole('definition');
    await expect(page.getByLabel('Current locale')).toContainText('Thailand (TH)');
    await expect(current.filter({ hasText: /^th-TH$/ })).toBeVisible();
    await expect(page.getByLabel('Cookies in this browser')).toContainText('lng_th');
    await page.getByRole('link', { name: 'Switch to en by prefix' }).click();
    await expect(page).toHaveURL(`${host('th')}/en/sandbox/language`);
    await expect(current.filter({ hasText: /^en-TH$/ })).toBeVisible();
    await expect(page.getByLabel('Cookies in this browser')).toContainText('lng_en');
    await page.getByRole('link', { name: 'Switch to th by query' }).click();
    await expect(page).toHaveURL(`${host('th')}/sandbox/language`);
    await expect(current.filter({ hasText: /^th-TH$/ })).toBeVisible();
    await expect(page.getByLabel('Cookies in this browser')).toContainText('lng_th');
    await context.close();
  });

  test('notification: each kind shows with SPEC §9’s defaults', async ({ page }) => {
    await open(page, '/sandbox/notification');
    const defaults = page.getByLabel('Notification defaults');
    await expect(defaults).toContainText('3000 ms');
    await expect(defaults).toContainText('top-right');
    // Server-rendered buttons: a press before the page hydrates does nothing.
    await pressUntil(page.getByRole('button', { name: 'Success' }), (timeout) => expect(page.getByRole('status').filter({ hasText: 'Promo code added' })).toBeVisible({ timeout }));
    await page.getByRole('button', { name: 'Error', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Sorry, the promotion is invalid' })).toBeVisible();
  });

  test('ui components: buttons, fields, badges, prices, product buttons and cards in their states', async ({ page }) => {
    await open(page, '/sandbox/ui-components');
    for (const name of ['Buttons', 'Fields', 'Chips', 'Badges', 'Prices', 'Stars', 'Product button', 'Product cards']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Disabled' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Field with an error' })).toHaveAttribute('aria-invalid', 'true');
    // Server-rendered: until the field hydrates, the press does nothing and the password stays hidden.
    await pressUntil(page.getByRole('button', { name: 'Show password' }), (timeout) => expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue('secret-value', { timeout }));
    await expect(page.getByRole('button', { name: 'Out of stock' }).first()).toBeDisabled();
    const cards = page.getByRole('list', { name: 'Example product cards' });
    for (const product of productFixtures) await expect(cards.getByRole('heading', { name: product.name })).toBeVisible();
  });

  test('content test: an entry and a page through the renderer, and an edited entry’s validation errors', async ({ page }) => {
    await open(page, '/sandbox/content?slug=about');
    await expect(page.getByRole('heading', { name: 'page page-about' })).toBeVisible();
    await expect(page.getByText('The page entry is valid.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rendered blocks' }).getByRole('heading').first()).toBeVisible();

    await open(page, '/sandbox/content?id=gifts-hero');
    await expect(page.getByRole('heading', { name: 'heroBanner gifts-hero' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rendered blocks' }).getByRole('note')).toHaveCount(0);
    const json = page.getByRole('textbox', { name: /^Entry JSON/ });
    const entry = JSON.parse(await json.inputValue());
    delete entry.fields.heading;
    await json.fill(JSON.stringify(entry));
    await page.getByRole('button', { name: 'Render this JSON' }).click();
    const report = page.getByRole('region', { name: 'Rendered blocks' }).getByRole('note');
    await expect(report).toContainText('Block skipped: heroBanner');
    await expect(report).toContainText('invalid-fields');
    await expect(report).toContainText('heading');

    await open(page, '/sandbox/content?id=no%20such');
    await expect(page.getByRole('alert').filter({ hasText: 'An entry id is' })).toBeVisible();
    await open(page, '/sandbox/content?json=%7B');
    await expect(page.getByRole('alert').filter({ hasText: 'The JSON does not parse' })).toBeVisible();
  });
});

test.describe('developer pages (sandbox off)', () => {
  let server: ChildProcess | undefined;
  const port = E2E_PORT + 51;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startSecondServer(port, { ATELIER_SANDBOX: 'off' });
  });

  test.afterAll(async () => {
    await stopServer(server);
  });

  test('every developer page is the store’s 404; the benchmark baseline stays', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
    const page = await context.newPage();
    for (const path of ['/sandbox', ...SANDBOX_TOOLS.map((tool) => tool.path), '/sandbox/happening/1', '/sandbox/payments/1/card', '/sandbox/payments/1/pay-later']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await expect(page.getByRole('link', { name: 'Back To Home' })).toBeVisible();
    expect((await page.goto('/sandbox/baseline'))?.status()).toBe(200);
    await context.close();
  });
});
