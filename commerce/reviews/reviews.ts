/**
 * Product reviews (issue 9). A member writes one review per product (the unique constraint
 * `reviews_one_per_member` decides, so two submissions at once cannot both land). A review is `submitted`
 * and then moderated: `published` (shown on the product page; the first publishing awards the member the
 * country's `published_review` points, once) or `rejected`. Publishing or withdrawing a review writes the
 * product's review figure (average and count of its published reviews), from which the rating that listings,
 * the "top rated" sort, the rating filter and the product page read is derived (migration 0012).
 *
 * What publishes a review in the embedded store: `createReview` moderates at once (`autoPublish`, the
 * default) — a review that passed validation is published. The sandbox's `PATCH sandbox/reviews/{id}` plays
 * the moderator (reject a published review, publish a submitted or rejected one). See README.md.
 */
import type pg from 'pg';
import type { Queryable } from '../catalog/context';
import { contentSql } from '../catalog/summary';
import { withTransaction } from '../db/pool';
import { awardOnce } from '../loyalty/awards';
import type { MemberReview, ProductReviewsResponse, PublicReview, ReviewCreateBody } from '@/schemas/api/reviews';

export type ReviewStatus = MemberReview['status'];

interface Author {
  accountId: string;
  country: string;
  language: string;
}

export type CreateResult =
  | { ok: true; review: MemberReview; pointsAwarded: number; productSlug: string }
  | { ok: false; reason: 'product_not_found' | 'already_reviewed' };

export type ModerateResult = { review: MemberReview; pointsAwarded: number; productSlug: string; changed: boolean } | null;

interface MemberReviewRow {
  id: string;
  product_slug: string;
  product_name: string;
  brand_name: string;
  rating: number;
  title: string;
  body: string;
  reviewer_name: string;
  status: ReviewStatus;
  created_at: Date;
  published_at: Date | null;
}

const memberReviewSql = (langParam: string, where: string) => `
  SELECT r.id::text, p.slug AS product_slug, ${contentSql('p', 'name', langParam)} AS product_name, b.name AS brand_name,
         r.rating, r.title, r.body, r.reviewer_name, r.status, r.created_at, r.published_at
    FROM reviews r JOIN products p ON p.id = r.product_id JOIN brands b ON b.id = p.brand_id
   WHERE ${where}`;

const toMemberReview = (r: MemberReviewRow): MemberReview => ({
  id: r.id,
  product: { slug: r.product_slug, name: r.product_name, brand: r.brand_name },
  rating: r.rating,
  title: r.title,
  text: r.body,
  reviewerName: r.reviewer_name,
  status: r.status,
  createdAt: r.created_at.toISOString(),
  publishedAt: r.published_at?.toISOString() ?? null,
});

async function readMemberReview(db: Queryable, id: string, lang: string): Promise<MemberReview> {
  const { rows } = await db.query<MemberReviewRow>(memberReviewSql('$2', 'r.id = $1'), [id, lang]);
  return toMemberReview(rows[0]);
}

/** Writes the product's review figure from its published reviews (the caller holds the product row). */
async function refreshProductRating(client: pg.PoolClient, productId: number): Promise<void> {
  await client.query(
    `UPDATE products p SET (review_average, review_count) =
       (SELECT coalesce(round(avg(r.rating), 1), 0), count(*)::int FROM reviews r WHERE r.product_id = p.id AND r.status = 'published')
     WHERE p.id = $1`,
    [productId],
  );
}

/**
 * Moves a review to `published` or `rejected` inside the caller's transaction: locks the product row (so two
 * publishings of one product count each other), writes the status, the product's review figure and, the
 * first time a review is published, the member's points.
 */
async function moderateIn(client: pg.PoolClient, reviewId: string, status: 'published' | 'rejected', now: Date): Promise<{ changed: boolean; pointsAwarded: number; productId: number; accountId: string } | null> {
  const found = await client.query<{ product_id: number }>('SELECT product_id FROM reviews WHERE id = $1', [reviewId]);
  if (!found.rows[0]) return null;
  await client.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [found.rows[0].product_id]);
  const { rows } = await client.query<{ status: ReviewStatus; account_id: string; product_id: number }>(
    'SELECT status, account_id::text, product_id FROM reviews WHERE id = $1 FOR UPDATE',
    [reviewId],
  );
  const review = rows[0];
  if (!review) return null;
  if (review.status === status) return { changed: false, pointsAwarded: 0, productId: review.product_id, accountId: review.account_id };
  await client.query(
    `UPDATE reviews SET status = $2, updated_at = $3, published_at = CASE WHEN $2 = 'published' THEN coalesce(published_at, $3) ELSE published_at END WHERE id = $1`,
    [reviewId, status, now.toISOString()],
  );
  await refreshProductRating(client, review.product_id);
  const pointsAwarded = status === 'published' ? await awardOnce(client, review.account_id, 'published_review', reviewId, now) : 0;
  return { changed: true, pointsAwarded, productId: review.product_id, accountId: review.account_id };
}

/**
 * A member's review of a product (by slug). The body has passed `ReviewCreateBody`. With `autoPublish` (the
 * embedded store's moderation) it is published in the same transaction.
 */
export async function createReview(pool: pg.Pool, author: Author, productSlug: string, body: ReviewCreateBody, opts: { autoPublish?: boolean; now?: Date } = {}): Promise<CreateResult> {
  const now = opts.now ?? new Date();
  return withTransaction(async (client) => {
    // The product row first, as moderation takes it: the review's foreign key would otherwise share-lock it
    // and two reviews of one product published at once would deadlock.
    const product = await client.query<{ id: number }>('SELECT id FROM products WHERE slug = $1 FOR UPDATE', [productSlug]);
    if (!product.rows[0]) return { ok: false, reason: 'product_not_found' } as const;
    const inserted = await client.query<{ id: string }>(
      `INSERT INTO reviews (product_id, account_id, country, language, rating, title, body, reviewer_name, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
       ON CONFLICT ON CONSTRAINT reviews_one_per_member DO NOTHING
       RETURNING id::text`,
      [product.rows[0].id, author.accountId, author.country, author.language, body.rating, body.title, body.text, body.reviewerName, now.toISOString()],
    );
    if (!inserted.rows[0]) return { ok: false, reason: 'already_reviewed' } as const;
    const id = inserted.rows[0].id;
    const moderated = opts.autoPublish === false ? null : await moderateIn(client, id, 'published', now);
    return { ok: true, review: await readMemberReview(client, id, author.language), pointsAwarded: moderated?.pointsAwarded ?? 0, productSlug } as const;
  }, pool);
}

/** The moderator's decision (the sandbox's endpoint); null for an unknown review. */
export async function moderateReview(pool: pg.Pool, reviewId: string, status: 'published' | 'rejected', lang: string, now = new Date()): Promise<ModerateResult> {
  return withTransaction(async (client) => {
    const result = await moderateIn(client, reviewId, status, now);
    if (!result) return null;
    const review = await readMemberReview(client, reviewId, lang);
    return { review, pointsAwarded: result.pointsAwarded, productSlug: review.product.slug, changed: result.changed };
  }, pool);
}

/** A product's published reviews, newest first, and its rating; null for an unknown product. */
export async function listProductReviews(db: Queryable, productSlug: string, page: { page: number; pageSize: number }): Promise<ProductReviewsResponse | null> {
  const product = await db.query<{ id: number; rating_average: number; rating_count: number }>(
    'SELECT id, rating_average::float8 AS rating_average, rating_count FROM products WHERE slug = $1',
    [productSlug],
  );
  const p = product.rows[0];
  if (!p) return null;
  const { rows } = await db.query<{ id: string; rating: number; title: string; body: string; reviewer_name: string; language: string; published_at: Date; total: number }>(
    `SELECT id::text, rating, title, body, reviewer_name, language, published_at, count(*) OVER ()::int AS total
       FROM reviews WHERE product_id = $1 AND status = 'published'
      ORDER BY published_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [p.id, page.pageSize, (page.page - 1) * page.pageSize],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    const counted = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM reviews WHERE product_id = $1 AND status = 'published'", [p.id]);
    total = counted.rows[0].n;
  }
  const items: PublicReview[] = rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    title: r.title,
    text: r.body,
    reviewerName: r.reviewer_name,
    language: r.language,
    publishedAt: r.published_at.toISOString(),
  }));
  return { items, page: page.page, pageSize: page.pageSize, total, rating: { average: Number(p.rating_average), count: p.rating_count } };
}

/** The member's reviews, newest first, with product names in `lang`. */
export async function listMemberReviews(db: Queryable, accountId: string, lang: string): Promise<MemberReview[]> {
  const { rows } = await db.query<MemberReviewRow>(`${memberReviewSql('$2', 'r.account_id = $1')} ORDER BY r.created_at DESC, r.id DESC`, [accountId, lang]);
  return rows.map(toMemberReview);
}
