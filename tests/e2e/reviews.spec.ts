/**
 * Product reviews in a browser (issue 9): a guest's "Write a review" goes through sign-in and back; the member's
 * form says what is missing under each field, then posts the review; it is published at once (the embedded
 * store's moderation), the product page shows it with the new average, the member sees it on /account/reviews
 * with its status and has the published_review points. Roles and labels only.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ListingResponse } from '@/schemas/api/catalog';
import { ProductReviewsResponse } from '@/schemas/api/reviews';
import { API, hydrated, newMember, pointsLog, signInHere } from './member-session';

/** A Singapore product nobody has reviewed yet (its rating is still the catalogue's), found through the API. */
async function unreviewedProduct(request: APIRequestContext) {
  for (let page = 1; page <= 10; page++) {
    const listing = ListingResponse.parse(await (await request.get(`${API}/search?q=cream&page=${page}&page_size=48`)).json());
    for (const item of listing.items.slice().reverse()) {
      if (item.state !== 'available') continue;
      const reviews = ProductReviewsResponse.parse(await (await request.get(`${API}/products/${item.slug}/reviews`)).json());
      if (reviews.total === 0) return item;
    }
    if (listing.items.length < 48) break;
  }
  throw new Error('every product found has reviews already');
}

test('a member writes a review: published at once, shown with the new average, listed in their reviews, points awarded', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await newMember(request, { firstName: 'Aroon', lastName: 'Suksai' });
  const product = await unreviewedProduct(request);

  // A guest's "Write a review" leads to sign in and back to the product.
  await page.goto(`/products/${product.slug}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(`No written reviews yet. Be the first to review ${product.name}.`)).toBeVisible();
  await reviews.getByRole('link', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(/\/sign_in\?return_to=/);
  await signInHere(page, user.email);
  await expect(page).toHaveURL((url) => url.pathname === `/products/${product.slug}`);
  await hydrated(page);

  // The form: nothing filled says what each field needs.
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const form = reviews.getByRole('form', { name: `Your review of ${product.name}` });
  await expect(form.getByLabel('Name shown with your review')).toHaveValue('Aroon S.');
  await form.getByLabel('Name shown with your review').fill('');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
  await expect(form.getByText('Give your review a title')).toBeVisible();
  await expect(form.getByText('Tell us a little more: at least 10 characters')).toBeVisible();
  await expect(form.getByText('Enter the name to show with your review')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('radio', { name: '4 out of 5' }).check();
  await form.getByLabel('Title').fill('Melts right in');
  await form.getByLabel('Your review', { exact: true }).fill('Light, absorbs in a minute and my skin feels soft all day.');
  await form.getByLabel('Name shown with your review').fill('Aroon S.');
  const posted = page.waitForResponse((r) => new URL(r.url()).pathname === `${API}/products/${product.slug}/reviews` && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Post review' }).click();
  expect((await posted).status()).toBe(201);
  await expect(reviews.getByRole('status').filter({ hasText: 'Thank you! Your review is published' })).toContainText('You earned 50 Beauty Pass points');

  // The product page (its cache expired by the publishing) shows the review and the new average.
  await page.reload();
  await hydrated(page);
  const shown = page.getByRole('region', { name: 'Reviews' });
  await expect(shown.getByText('4 out of 5 stars, 1 review')).toBeVisible();
  const item = shown.getByRole('article', { name: 'Melts right in' });
  await expect(item).toContainText('By Aroon S.');
  await expect(item).toContainText('Rated 4 out of 5');
  await expect(item).toContainText('Light, absorbs in a minute');
  await expect(page.getByRole('main').getByText('4 out of 5 stars, 1 review').first()).toBeVisible();
  // One review per product: the form is refused a second time.
  await shown.getByRole('button', { name: 'Write a review' }).click();
  const again = shown.getByRole('form');
  await again.getByRole('radio', { name: '5 out of 5' }).check();
  await again.getByLabel('Title').fill('Again');
  await again.getByLabel('Your review', { exact: true }).fill('Still lovely after a month of use.');
  await again.getByRole('button', { name: 'Post review' }).click();
  await expect(again.getByRole('alert')).toHaveText('You have already reviewed this product');

  // The member's reviews page, through the account menu.
  await page.getByRole('banner').getByLabel(/^Account: /).click();
  await page.getByRole('banner').locator('details.account-menu').getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/account\/reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My reviews' })).toBeVisible();
  const mine = page.getByRole('article', { name: 'Melts right in' });
  await expect(mine).toContainText(product.name);
  await expect(mine).toContainText('Status: Published');
  await expect(mine.getByRole('link', { name: product.name })).toHaveAttribute('href', `/products/${product.slug}`);

  // The points: one published_review entry for this review.
  const entries = (await pointsLog(page)).filter((e) => e.source === 'published_review');
  expect(entries.map((e) => e.points)).toEqual([50]);
});

test('a guest on /account/reviews is sent to sign in and comes back', async ({ page, request }) => {
  const user = await newMember(request);
  await page.goto('/account/reviews');
  await expect(page).toHaveURL(/\/sign_in\?return_to=%2Faccount%2Freviews/);
  await signInHere(page, user.email);
  await expect(page).toHaveURL(/\/account\/reviews$/);
  await expect(page.getByText('You have not reviewed any products yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Discover new arrivals' })).toBeVisible();
});
