/**
 * Contract tests of reviews and the beauty profile against the running store: who may write and read, what
 * bad input answers (400 with the field's message), one review per member and product (409), publishing (at
 * once, points once, the product's rating becoming the reviews' average), the sandbox moderator, and the
 * beauty profile's points once.
 */
import { expect, test } from '@playwright/test';
import { BeautyPassResponse } from '@/schemas/api/beauty-pass';
import { BeautyProfileResponse } from '@/schemas/api/beauty-profile';
import { ListingResponse, ProductDetail } from '@/schemas/api/catalog';
import { MemberReviewsResponse, ProductReviewsResponse, REVIEW_MESSAGES, ReviewCreatedResponse, ReviewModeratedResponse } from '@/schemas/api/reviews';
import { client, signedInMember } from './fetch-client';

type Shopper = ReturnType<typeof client>;
const review = (rating: number, title = 'Soft and even') => ({ rating, title, text: 'Blends in easily and lasts through the day.', reviewerName: 'Test R.' });
const pointsOf = async (shopper: Shopper, source: string) =>
  BeautyPassResponse.parse((await shopper.call('GET', '/beauty-pass')).body).log.filter((e) => e.source === source).map((e) => e.points);

/** A product without published reviews (its rating is still the catalogue's). */
async function unreviewed(shopper: Shopper, query: string) {
  const listing = ListingResponse.parse((await shopper.call('GET', `/search?q=${query}&page_size=48`)).body);
  for (const item of listing.items) {
    const answer = ProductReviewsResponse.parse((await shopper.call('GET', `/products/${item.slug}/reviews`)).body);
    if (answer.total === 0) return { slug: item.slug, seeded: answer.rating };
  }
  throw new Error(`every "${query}" product has reviews`);
}

test.describe('reviews', () => {
  test('guests read but do not write; bad input is a 400 with readable messages; unknown products are 404', async ({ baseURL }) => {
    const guest = client(baseURL!);
    const { slug, seeded } = await unreviewed(guest, 'lipstick');
    const listed = await guest.call('GET', `/products/${slug}/reviews`);
    expect(listed.status).toBe(200);
    expect(ProductReviewsResponse.parse(listed.body)).toMatchObject({ items: [], total: 0, page: 1, pageSize: 10, rating: seeded });
    expect((await guest.call('POST', `/products/${slug}/reviews`, review(5))).status).toBe(401);
    expect((await guest.call('GET', '/reviews')).status).toBe(401);
    expect((await guest.call('GET', '/products/no-such-product/reviews')).status).toBe(404);
    expect((await guest.call('GET', `/products/${slug}/reviews?page=0`)).status).toBe(400);
    expect((await guest.call('GET', `/products/${slug}/reviews?page_size=51`)).status).toBe(400);

    const { shopper } = await signedInMember(baseURL!);
    const bad = await shopper.call('POST', `/products/${slug}/reviews`, { rating: 6, title: ' ', text: 'short' });
    expect(bad.status).toBe(400);
    const message = String(bad.body.message);
    expect(message).toContain('rating must be at most 5'); // number bounds are said by the handler itself
    expect(message).toContain(`title ${REVIEW_MESSAGES.titleRequired}`);
    expect(message).toContain(`text ${REVIEW_MESSAGES.textTooShort}`);
    expect(message).toContain('reviewerName is required');
    expect((await shopper.call('POST', '/products/no-such-product/reviews', review(5))).status).toBe(404);
    const crossSite = await shopper.call('POST', `/products/${slug}/reviews`, review(5), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
  });

  test('a review is published at once: points once, one per product, the average replaces the seeded rating; the moderator can withdraw it', async ({ baseURL }) => {
    const first = await signedInMember(baseURL!);
    const second = await signedInMember(baseURL!);
    const { slug } = await unreviewed(first.shopper, 'serum');

    const created = await first.shopper.call('POST', `/products/${slug}/reviews`, review(5, 'Glow in a week'));
    expect(created.status).toBe(201);
    const body = ReviewCreatedResponse.parse(created.body);
    expect(body).toMatchObject({ message: REVIEW_MESSAGES.published, pointsAwarded: 50, review: { status: 'published', rating: 5, reviewerName: 'Test R.', product: { slug } } });
    expect(await pointsOf(first.shopper, 'published_review')).toEqual([50]);

    const twice = await first.shopper.call('POST', `/products/${slug}/reviews`, review(1));
    expect(twice).toMatchObject({ status: 409, body: { message: REVIEW_MESSAGES.alreadyReviewed } });

    expect(ReviewCreatedResponse.parse((await second.shopper.call('POST', `/products/${slug}/reviews`, review(2, 'Not for me'))).body).pointsAwarded).toBe(50);
    const listed = ProductReviewsResponse.parse((await first.shopper.call('GET', `/products/${slug}/reviews`)).body);
    expect(listed.items.map((r) => r.title)).toEqual(['Not for me', 'Glow in a week']);
    expect(listed.rating).toEqual({ average: 3.5, count: 2 });
    expect(ProductDetail.parse((await first.shopper.call('GET', `/products/${slug}`)).body).rating).toEqual({ average: 3.5, count: 2 });

    const mine = MemberReviewsResponse.parse((await first.shopper.call('GET', '/reviews')).body).items;
    expect(mine.map((r) => [r.title, r.status])).toEqual([['Glow in a week', 'published']]);

    // The sandbox moderator withdraws the second review, then publishes it again: no points the second time.
    const secondId = MemberReviewsResponse.parse((await second.shopper.call('GET', '/reviews')).body).items[0].id;
    const moderator = client(baseURL!);
    const rejected = await moderator.call('PATCH', `/sandbox/reviews/${secondId}`, { status: 'rejected' });
    expect(ReviewModeratedResponse.parse(rejected.body)).toMatchObject({ review: { status: 'rejected' }, pointsAwarded: 0 });
    expect(ProductReviewsResponse.parse((await first.shopper.call('GET', `/products/${slug}/reviews`)).body).rating).toEqual({ average: 5, count: 1 });
    const republished = await moderator.call('PATCH', `/sandbox/reviews/${secondId}`, { status: 'published' });
    expect(ReviewModeratedResponse.parse(republished.body).pointsAwarded).toBe(0);
    expect(await pointsOf(second.shopper, 'published_review')).toEqual([50]);
    expect((await moderator.call('PATCH', '/sandbox/reviews/999999999', { status: 'published' })).status).toBe(404);
    expect((await moderator.call('PATCH', `/sandbox/reviews/${secondId}`, { status: 'deleted' })).status).toBe(400);
  });
});

test.describe('beauty profile', () => {
  test('members only; values are checked; the first completion awards points once', async ({ baseURL }) => {
    expect((await client(baseURL!).call('GET', '/beauty-profile')).status).toBe(401);
    expect((await client(baseURL!).call('PUT', '/beauty-profile', {})).status).toBe(401);
    const { shopper } = await signedInMember(baseURL!);
    expect(BeautyProfileResponse.parse((await shopper.call('GET', '/beauty-profile')).body)).toMatchObject({ complete: false, completedAt: null, profile: { skinType: null, skinConcerns: [] } });

    const bad = await shopper.call('PUT', '/beauty-profile', { skinType: 'scaly', skinConcerns: ['acne', 'acne'] });
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toContain('skinType must be one of dry, oily, combination, normal, sensitive');
    expect(String(bad.body.message)).toContain('skinConcerns must not repeat a value');

    const partial = BeautyProfileResponse.parse((await shopper.call('PUT', '/beauty-profile', { skinType: 'oily' })).body);
    expect(partial).toMatchObject({ complete: false, pointsAwarded: 0, message: 'Your beauty profile is saved' });
    const full = { skinType: 'oily', skinConcerns: ['acne'], hairType: 'curly', complexion: 'tan', preferences: [] };
    const completed = BeautyProfileResponse.parse((await shopper.call('PUT', '/beauty-profile', full)).body);
    expect(completed).toMatchObject({ complete: true, pointsAwarded: 100, message: 'Your beauty profile is complete' });
    const [a, b] = await Promise.all([shopper.call('PUT', '/beauty-profile', { ...full, complexion: 'deep' }), shopper.call('PUT', '/beauty-profile', full)]);
    expect([a.body.pointsAwarded, b.body.pointsAwarded]).toEqual([0, 0]);
    expect(await pointsOf(shopper, 'completed_beauty_profile')).toEqual([100]);
  });
});
