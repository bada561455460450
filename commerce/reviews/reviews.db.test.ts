import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingQuery } from '@/schemas/api/catalog';
import { ReviewCreateBody } from '@/schemas/api/reviews';
import { registerTestMember } from '../accounts/testing/test-member';
import { listProducts } from '../catalog/listing';
import { getProduct } from '../catalog/products';
import { ctxOf, createCatalogTestDatabase, type CatalogTestDatabase } from '../catalog/testing/catalog-test-db';
import { foundationSeedSteps, runSeed } from '@/demo-data/seed';
import { databasesUnderTest } from '@/tests/db/test-database';
import { createReview, listMemberReviews, listProductReviews, moderateReview } from './reviews';

const SG = ctxOf('SG');
const body = (rating: number, title = 'Lovely') => ReviewCreateBody.parse({ rating, title, text: 'Goes on smoothly and lasts all day.', reviewerName: 'Mei T.' });

describe.each(databasesUnderTest())('product reviews on $name PostgreSQL', ({ url }) => {
  let t: CatalogTestDatabase;
  beforeAll(async () => {
    t = await createCatalogTestDatabase(url);
    await runSeed(t.pool, foundationSeedSteps, () => undefined);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const member = () => registerTestMember(t.pool);
  const author = (accountId: string) => ({ accountId, country: 'SG', language: 'en' });
  const ledger = async (accountId: string) =>
    (await t.pool.query<{ points: number; source: string; reference: string }>('SELECT points, source, reference FROM loyalty_ledger WHERE account_id = $1 ORDER BY id', [accountId])).rows;
  const rating = async (slug: string) => (await getProduct(t.pool, SG, slug))!.rating;
  const topRated = async (extra: Partial<ListingQuery> = {}) =>
    (await listProducts(t.pool, SG, ListingQuery.parse({ page_size: 48, sort: 'top_rated', ...extra }))).items.map((i) => i.slug);

  it('takes one review per member per product, also when two arrive at once', async () => {
    const id = await member();
    const [a, b] = await Promise.all([createReview(t.pool, author(id), 'satin-lipstick', body(4)), createReview(t.pool, author(id), 'satin-lipstick', body(5))]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect([a, b].find((r) => !r.ok)).toEqual({ ok: false, reason: 'already_reviewed' });
    expect(await createReview(t.pool, author(id), 'satin-lipstick', body(3))).toEqual({ ok: false, reason: 'already_reviewed' });
    // Another product, or another member, is fine.
    expect((await createReview(t.pool, author(id), 'glossy-lip-shine', body(4))).ok).toBe(true);
    expect((await createReview(t.pool, author(await member()), 'satin-lipstick', body(2))).ok).toBe(true);
    expect(await createReview(t.pool, author(id), 'no-such-product', body(3))).toEqual({ ok: false, reason: 'product_not_found' });
  });

  it('publishing awards published_review points once, with the review as reference', async () => {
    const id = await member();
    const created = await createReview(t.pool, author(id), 'silk-foundation', body(5), { autoPublish: false });
    if (!created.ok) throw new Error('not created');
    expect(created.review.status).toBe('submitted');
    expect(created.pointsAwarded).toBe(0);
    expect(await ledger(id)).toEqual([]);

    const published = await moderateReview(t.pool, created.review.id, 'published', 'en');
    expect(published).toMatchObject({ pointsAwarded: 50, changed: true, review: { status: 'published' } });
    expect(await ledger(id)).toEqual([{ points: 50, source: 'published_review', reference: created.review.id }]);

    // Published again, twice at once, or withdrawn and published again: no more points.
    await Promise.all([moderateReview(t.pool, created.review.id, 'published', 'en'), moderateReview(t.pool, created.review.id, 'published', 'en')]);
    expect((await moderateReview(t.pool, created.review.id, 'rejected', 'en'))?.review.status).toBe('rejected');
    expect((await moderateReview(t.pool, created.review.id, 'published', 'en'))?.pointsAwarded).toBe(0);
    expect(await ledger(id)).toEqual([{ points: 50, source: 'published_review', reference: created.review.id }]);
    expect(await moderateReview(t.pool, '999999999', 'published', 'en')).toBeNull();
  });

  it('a published review replaces the seeded rating with the average; top rated and the rating filter follow it', async () => {
    // Lip Oil is seeded at 3.1 from 4 ratings: last among the lip products, outside "4 stars & up".
    expect(await rating('lip-oil')).toEqual({ average: 3.1, count: 4 });
    expect(await topRated({ rating: 4 })).not.toContain('lip-oil');
    const before = await topRated();
    expect(before.indexOf('lip-oil')).toBeGreaterThan(before.indexOf('lip-oil-plumping-duo'));

    const [first, second] = [await member(), await member()];
    // Two publishings of the same product at once still count each other.
    await Promise.all([createReview(t.pool, author(first), 'lip-oil', body(5)), createReview(t.pool, author(second), 'lip-oil', body(4))]);
    expect(await rating('lip-oil')).toEqual({ average: 4.5, count: 2 });
    expect(await topRated({ rating: 4 })).toContain('lip-oil');
    const after = await topRated();
    // 4.5: right after Velvet Matte Lipstick (4.6), before Hydra Moisturizer (4.4).
    expect(after.indexOf('lip-oil')).toBe(after.indexOf('velvet-matte-lipstick') + 1);
    expect(after.indexOf('hydra-moisturizer')).toBe(after.indexOf('lip-oil') + 1);

    const third = await member();
    const submitted = await createReview(t.pool, author(third), 'lip-oil', body(1), { autoPublish: false });
    expect(await rating('lip-oil')).toEqual({ average: 4.5, count: 2 }); // only published reviews count
    if (!submitted.ok) throw new Error('not created');
    await moderateReview(t.pool, submitted.review.id, 'published', 'en');
    expect(await rating('lip-oil')).toEqual({ average: 3.3, count: 3 });

    // Every review withdrawn: the seeded figure again.
    const reviewIds = (await t.pool.query<{ id: string }>("SELECT r.id::text FROM reviews r JOIN products p ON p.id = r.product_id WHERE p.slug = 'lip-oil'")).rows;
    for (const { id } of reviewIds) await moderateReview(t.pool, id, 'rejected', 'en');
    expect(await rating('lip-oil')).toEqual({ average: 3.1, count: 4 });
  });

  it('lists a product\'s published reviews newest first, paged, and a member\'s own reviews with their status', async () => {
    const ids = [await member(), await member(), await member()];
    const at = (minutes: number) => new Date(Date.parse('2026-03-01T10:00:00Z') + minutes * 60_000);
    await createReview(t.pool, author(ids[0]), 'gold-face-mask', body(5, 'First'), { now: at(0) });
    await createReview(t.pool, author(ids[1]), 'gold-face-mask', body(3, 'Second'), { now: at(1) });
    const hidden = await createReview(t.pool, author(ids[2]), 'gold-face-mask', body(1, 'Waiting'), { now: at(2), autoPublish: false });

    const page1 = (await listProductReviews(t.pool, 'gold-face-mask', { page: 1, pageSize: 1 }))!;
    expect(page1).toMatchObject({ total: 2, page: 1, pageSize: 1, rating: { average: 4, count: 2 } });
    expect(page1.items.map((r) => r.title)).toEqual(['Second']);
    expect(page1.items[0]).toMatchObject({ rating: 3, reviewerName: 'Mei T.', text: 'Goes on smoothly and lasts all day.', language: 'en' });
    expect((await listProductReviews(t.pool, 'gold-face-mask', { page: 2, pageSize: 1 }))!.items.map((r) => r.title)).toEqual(['First']);
    const beyond = (await listProductReviews(t.pool, 'gold-face-mask', { page: 9, pageSize: 10 }))!;
    expect(beyond).toMatchObject({ items: [], total: 2 });
    expect(await listProductReviews(t.pool, 'no-such-product', { page: 1, pageSize: 10 })).toBeNull();

    const own = await listMemberReviews(t.pool, ids[2], 'en');
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ status: 'submitted', title: 'Waiting', publishedAt: null, product: { slug: 'gold-face-mask' } });
    expect(hidden.ok && hidden.review.id).toBe(own[0].id);
  });
});
