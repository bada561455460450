import { getPool } from '@/commerce/db/pool';
import { moderateReview } from '@/commerce/reviews/reviews';
import { apiRoute, notFound, ok, parseJsonBody, parseParams } from '@/server/api/handler';
import { refreshReviewedProduct } from '@/server/catalog-freshness';
import { sandboxEnabled } from '@/lib/sandbox';
import { NumericIdParams } from '@/schemas/api/params';
import { ReviewModeratedResponse, ReviewModerationBody } from '@/schemas/api/reviews';

/**
 * `PATCH sandbox/reviews/{id}` (developer sandbox only): the moderator's decision, `published` or `rejected`.
 * The first publishing awards the member's points; either decision rewrites the product's rating and expires
 * its cached pages. 404 for an unknown review, or with the sandbox off.
 */
export const PATCH = apiRoute<{ id: string }>(async ({ request, locale, params }) => {
  if (!sandboxEnabled()) return notFound();
  const path = parseParams(NumericIdParams, params);
  if (!path.ok) return path.response;
  const body = await parseJsonBody(request, ReviewModerationBody);
  if (!body.ok) return body.response;
  const result = await moderateReview(getPool(), String(path.data.id), body.data.status, locale.lang);
  if (!result) return notFound();
  if (result.changed) refreshReviewedProduct(result.productSlug);
  return ok(ReviewModeratedResponse, { review: result.review, pointsAwarded: result.pointsAwarded });
});
