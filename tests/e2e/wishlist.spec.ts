/**
 * The wish list, waitlist and notify-me in a browser (issue 8): a member keeps products from a card and from
 * the product page, sees them on /wishlist (price, stock, add to bag) and removes one; a guest's heart goes
 * through sign-in and the product is kept on the way back; the bag moves a line to the wish list; "Waitlist
 * me" → "Waitlisted" (a guest signs in first) and "Remind me" → "Reminder set", both shown again on load and
 * cancelled from /wishlist. Roles and labels only; products are found through the catalogue API.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ListingResponse, ProductDetail } from '@/schemas/api/catalog';
import { API, hydrated, newMember, signInHere } from './member-session';
import { addToBag } from './bag-steps';
import { pressUntil } from './press-until';

const BRAND_PAGE = '/brands/kaya-botanics';

/**
 * The member's list read by the page's hearts (`wishlist`) or waitlist / remind-me buttons
 * (`notification-subscription`): they ask when they have hydrated, so a press after it is not lost.
 */
const memberListRead = (page: Page, list: 'wishlist' | 'notification-subscription') =>
  page.waitForResponse((r) => new URL(r.url()).pathname === `${API}/${list}` && r.request().method() === 'GET');

/** Signs in and comes back to `returnTo`, a page with hearts, once they are usable. */
async function signIn(page: Page, email: string, returnTo: string) {
  await page.goto(`/sign_in?return_to=${encodeURIComponent(returnTo)}`);
  const read = memberListRead(page, 'wishlist');
  await signInHere(page, email);
  await expect(page).toHaveURL((url) => url.pathname === returnTo.split('?')[0]);
  await hydrated(page);
  expect((await read).status()).toBe(200);
}

/** A guest's press before the page has hydrated does nothing: press until it leads to sign-in. */
const pressToSignIn = (page: Page, control: Locator) => pressUntil(control, (timeout) => expect(page).toHaveURL(/\/sign_in\?return_to=/, { timeout }));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

/** Products of the Singapore catalogue through the API, in listing order. */
async function products(request: APIRequestContext, query: string) {
  const answer = await request.get(`${API}/search?${query}&page_size=48`);
  expect(answer.status()).toBe(200);
  return ListingResponse.parse(await answer.json()).items;
}

/** A product whose default variant is out of stock (and not coming soon), found through the catalogue API. */
async function outOfStockProduct(request: APIRequestContext) {
  for (let page = 1; page <= 10; page++) {
    const items = await products(request, `page=${page}`);
    const soldOut = items.find((p) => p.state === 'out_of_stock');
    if (soldOut) return { slug: soldOut.slug, name: soldOut.name, path: `/products/${soldOut.slug}` };
    for (const item of items) {
      if (item.state !== 'available') continue;
      const detail = ProductDetail.parse(await (await request.get(`${API}/products/${item.slug}`)).json());
      const variant = detail.variants.find((v) => v.stock.state === 'out_of_stock');
      if (variant) return { slug: item.slug, name: item.name, path: `/products/${item.slug}?variant=${variant.id}` };
    }
    if (items.length < 48) break;
  }
  throw new Error('the seed has no out-of-stock product in Singapore');
}

test.describe('wish list', () => {
  test('a member keeps products from a card and a product page, sees them on /wishlist, adds one to the bag and removes one', async ({ page, request }) => {
    test.setTimeout(90_000);
    const user = await newMember(request);
    await signIn(page, user.email, BRAND_PAGE);

    // From a card: the heart is pressed and "Added to wish list" is announced.
    const main = page.getByRole('main');
    const cardHeart = main.getByRole('button', { name: /^Add .+ to wish list$/ }).first();
    const cardProduct = (await cardHeart.getAttribute('aria-label'))!.replace(/^Add (.+) to wish list$/, '$1');
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
    await cardHeart.click();
    await expect(toast(page, 'Added to wish list')).toBeVisible();
    const pressed = main.getByRole('button', { name: `Remove ${cardProduct} from wish list` }).first();
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');

    // The member's marks show on load.
    await page.reload();
    await hydrated(page);
    await expect(main.getByRole('button', { name: `Remove ${cardProduct} from wish list` }).first()).toHaveAttribute('aria-pressed', 'true');

    // From a product page: another product, in stock.
    const other = (await products(request, 'q=serum')).find((p) => p.state === 'available' && p.name !== cardProduct)!;
    const read = memberListRead(page, 'wishlist');
    await page.goto(`/products/${other.slug}`);
    await hydrated(page);
    await read;
    const pageHeart = main.getByRole('button', { name: new RegExp(`^Add ${escape(other.name)}( \\(.+\\))? to wish list$`) });
    await pageHeart.click();
    await expect(toast(page, 'Added to wish list')).toBeVisible();
    await expect(main.getByRole('button', { name: new RegExp(`^Remove ${escape(other.name)}`) })).toHaveAttribute('aria-pressed', 'true');

    // The account menu links to the wish list page: both products, newest first, with price and stock.
    await page.getByRole('banner').getByLabel(/^Account: /).click();
    await page.getByRole('banner').locator('details.account-menu').getByRole('link', { name: 'Wish list' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Wish list' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Saved products' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText(other.name);
    const first = list.getByRole('listitem').first();
    await expect(first).toContainText(/\$\d+\.\d\d/);
    await expect(first).toContainText(/In stock|Only \d+ left/);

    // Add to bag from the wish list: the header's count follows.
    await addToBag(page, first.getByRole('button', { name: 'Add to bag' }));

    // Remove the card's product: the list drops it at the press, before the PUT is sent (after its chunk
    // loads), so the reload waits for the server's answer.
    const removed = page.waitForResponse((r) => new URL(r.url()).pathname === `${API}/wishlist` && r.request().method() === 'PUT');
    await list.getByRole('button', { name: `Remove ${cardProduct} from wish list` }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    expect((await removed).ok()).toBe(true);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('list', { name: 'Saved products' }).getByRole('listitem')).toHaveCount(1);
  });

  test('a guest’s heart goes through sign-in and the product is kept on the way back', async ({ page, request }) => {
    const user = await newMember(request);
    await page.goto(BRAND_PAGE);
    await hydrated(page);
    const heart = page.getByRole('main').getByRole('button', { name: /^Add .+ to wish list$/ }).first();
    const product = (await heart.getAttribute('aria-label'))!.replace(/^Add (.+) to wish list$/, '$1');
    await pressToSignIn(page, heart);
    const returnTo = new URL(page.url()).searchParams.get('return_to')!;
    expect(returnTo).toMatch(new RegExp(`^${BRAND_PAGE}\\?wish=\\d+$`));
    await signInHere(page, user.email);

    await expect(page).toHaveURL((url) => url.pathname === BRAND_PAGE && !url.searchParams.has('wish'));
    await expect(toast(page, 'Added to wish list')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: `Remove ${product} from wish list` }).first()).toHaveAttribute('aria-pressed', 'true');
    const wished = await page.request.get(`${API}/wishlist`);
    expect(wished.status()).toBe(200);
    expect((await wished.json()).items.map((i: { name: string }) => i.name)).toEqual([product]);
  });

  test('the bag moves a line to the wish list', async ({ page, request }) => {
    const user = await newMember(request);
    await signIn(page, user.email, BRAND_PAGE);
    await addToBag(page, page.getByRole('main').getByRole('button', { name: 'Add to bag' }).first());

    await page.goto('/cart');
    await hydrated(page);
    const line = page.getByRole('list', { name: 'Your bag' }).getByRole('listitem').first();
    const move = line.getByRole('button', { name: /^Move .+ to wish list$/ });
    const product = (await move.getAttribute('aria-label'))!.replace(/^Move (.+) to wish list$/, '$1');
    await move.click();
    await expect(toast(page, 'Added to wish list')).toBeVisible();

    await page.goto('/wishlist');
    await hydrated(page);
    await expect(page.getByRole('list', { name: 'Saved products' }).getByRole('listitem', { name: product })).toBeVisible();
  });
});

test.describe('waitlist and notify-me', () => {
  test('waitlist me (a guest signs in first) → waitlisted; remind me → reminder set; both cancelled from /wishlist', async ({ page, request }) => {
    test.setTimeout(120_000);
    const user = await newMember(request);
    const soldOut = await outOfStockProduct(request);
    const comingSoon = (await products(request, 'badge=coming_soon')).find((p) => p.state === 'coming_soon');
    expect(comingSoon, 'the seed has a coming-soon product').toBeDefined();

    // A guest's "Waitlist me" goes through sign-in; back on the product, the variant is waitlisted.
    await page.goto(soldOut.path);
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    await pressToSignIn(page, main.getByRole('button', { name: 'Waitlist me' }));
    expect(new URL(page.url()).searchParams.get('return_to')).toMatch(/[?&]waitlist=\d+$/);
    await signInHere(page, user.email);
    await expect(page).toHaveURL((url) => url.pathname === `/products/${soldOut.slug}` && !url.searchParams.has('waitlist'));
    await expect(toast(page, 'Waitlisted')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Waitlisted' })).toBeDisabled();

    // Shown again on load.
    await page.reload();
    await hydrated(page);
    await expect(main.getByRole('button', { name: 'Waitlisted' })).toBeDisabled();

    // Remind me on a coming-soon product.
    const read = memberListRead(page, 'notification-subscription');
    await page.goto(`/products/${comingSoon!.slug}`);
    await hydrated(page);
    await read;
    await main.getByRole('button', { name: 'Remind me' }).click();
    await expect(toast(page, 'Notify-me registered')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Reminder set' })).toBeDisabled();

    // Both listed on /wishlist; cancelling one takes it off and the product page offers it again.
    await page.goto('/wishlist');
    await hydrated(page);
    const section = page.getByRole('region', { name: 'Waitlist and reminders' });
    await expect(section.getByRole('listitem')).toHaveCount(2);
    await expect(section.getByText('Waitlisted: we will email you when it is back in stock')).toBeVisible();
    await expect(section.getByText('Reminder: we will email you when it is available')).toBeVisible();
    await section.getByRole('button', { name: `Cancel the alert for ${soldOut.name}` }).click();
    await expect(toast(page, 'Subscription cancelled')).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await section.getByRole('button', { name: `Cancel the alert for ${comingSoon!.name}` }).click();
    await expect(section.getByText(/You are not waiting for any product/)).toBeVisible();

    const subscriptions = await page.request.get(`${API}/notification-subscription`);
    expect(subscriptions.status()).toBe(200);
    expect((await subscriptions.json()).items.every((s: { status: string }) => s.status === 'cancelled')).toBe(true);

    await page.goto(soldOut.path);
    await hydrated(page);
    await expect(main.getByRole('button', { name: 'Waitlist me' })).toBeEnabled();
  });
});
