import { getPool } from '@/commerce/db/pool';
import { createReview, listProductReviews } from '@/commerce/reviews/reviews';
import { apiRoute, notFound, ok, parseJsonBody, parseParams, parseQuery } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { currentAccount } from '@/server/auth/answers';
import { refreshReviewedProduct } from '@/server/catalog-freshness';
import { SlugParams } from '@/schemas/api/catalog-params';
import { ProductReviewsResponse, REVIEW_MESSAGES, ReviewCreateBody, ReviewCreatedResponse, ReviewsQuery } from '@/schemas/api/reviews';

type Params = { slug: string };

/** `GET products/{slug}/reviews`: the product's published reviews, newest first, paged, with its rating. 404 for an unknown slug. */
export const GET = apiRoute<Params>(async ({ url, params }) => {
  const path = parseParams(SlugParams, params);
  if (!path.ok) return path.response;
  const query = parseQuery(ReviewsQuery, url.searchParams);
  if (!query.ok) return query.response;
  const reviews = await listProductReviews(getPool(), path.data.slug, { page: query.data.page, pageSize: query.data.page_size });
  return reviews ? ok(ProductReviewsResponse, reviews) : notFound();
});

/**
 * `POST products/{slug}/reviews`: the signed-in member reviews the product (one review per product: 409 for a
 * second). The embedded store publishes a review that passed validation at once (see commerce/reviews/README.md),
 * awarding the country's `published_review` points, and expires the product's cached pages. 201 with the review.
 */
export const POST = apiRoute<Params>(async ({ request, locale, params }) => {
  const path = parseParams(SlugParams, params);
  if (!path.ok) return path.response;
  const body = await parseJsonBody(request, ReviewCreateBody);
  if (!body.ok) return body.response;
  const pool = getPool();
  const current = await currentAccount(pool, request);
  if (!current.ok) return current.response;
  const author = { accountId: String(current.account.id), country: locale.country.code, language: locale.lang };
  const result = await createReview(pool, author, path.data.slug, body.data);
  if (!result.ok) return result.reason === 'product_not_found' ? notFound() : jsonError(409, REVIEW_MESSAGES.alreadyReviewed);
  if (result.review.status === 'published') refreshReviewedProduct(result.productSlug);
  const message = result.review.status === 'published' ? REVIEW_MESSAGES.published : REVIEW_MESSAGES.submitted;
  return ok(ReviewCreatedResponse, { review: result.review, pointsAwarded: result.pointsAwarded, message }, { status: 201 });
});
