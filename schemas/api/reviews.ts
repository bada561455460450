/**
 * zod contracts of product reviews (issue 9): `products/{slug}/reviews` (a product's published reviews, newest
 * first, paged; a member writes one), `reviews` (the member's own, with their status) and the sandbox's
 * moderation `sandbox/reviews/{id}`. The browser validates a review against `ReviewCreateBody` itself, so the
 * messages here are the ones a shopper reads (the islands translate them through `REVIEW_MESSAGES`' keys).
 */
import { z } from 'zod';

export const REVIEW_STATUSES = ['submitted', 'published', 'rejected'] as const;
export const ReviewStatus = z.enum(REVIEW_STATUSES);

export const REVIEW_LIMITS = { title: 120, text: 4000, reviewerName: 60, textMin: 10 } as const;

/** What the API says in English; each has a `review.message.<key>` translation. */
export const REVIEW_MESSAGES = {
  ratingRequired: 'Choose a rating from 1 to 5 stars',
  titleRequired: 'Give your review a title',
  titleTooLong: `The title must be at most ${REVIEW_LIMITS.title} characters`,
  textTooShort: `Tell us a little more: at least ${REVIEW_LIMITS.textMin} characters`,
  textTooLong: `The review must be at most ${REVIEW_LIMITS.text} characters`,
  nameRequired: 'Enter the name to show with your review',
  nameTooLong: `The name must be at most ${REVIEW_LIMITS.reviewerName} characters`,
  alreadyReviewed: 'You have already reviewed this product',
  published: 'Thank you! Your review is published',
  submitted: 'Thank you! Your review will appear once it is checked',
} as const;
export type ReviewMessageKey = keyof typeof REVIEW_MESSAGES;

const trimmed = (min: number, max: number, short: string, long: string) => z.string({ error: short }).trim().min(min, short).max(max, long);

export const ReviewCreateBody = z.object({
  rating: z.number({ error: REVIEW_MESSAGES.ratingRequired }).int(REVIEW_MESSAGES.ratingRequired).min(1, REVIEW_MESSAGES.ratingRequired).max(5, REVIEW_MESSAGES.ratingRequired),
  title: trimmed(1, REVIEW_LIMITS.title, REVIEW_MESSAGES.titleRequired, REVIEW_MESSAGES.titleTooLong),
  text: trimmed(REVIEW_LIMITS.textMin, REVIEW_LIMITS.text, REVIEW_MESSAGES.textTooShort, REVIEW_MESSAGES.textTooLong),
  reviewerName: trimmed(1, REVIEW_LIMITS.reviewerName, REVIEW_MESSAGES.nameRequired, REVIEW_MESSAGES.nameTooLong),
});
export type ReviewCreateBody = z.infer<typeof ReviewCreateBody>;

export const ReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
});
export type ReviewsQuery = z.infer<typeof ReviewsQuery>;

/** A published review as the product page shows it. */
export const PublicReview = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  reviewerName: z.string(),
  language: z.string(),
  publishedAt: z.string(),
});
export type PublicReview = z.infer<typeof PublicReview>;

export const ProductRating = z.object({ average: z.number().min(0).max(5), count: z.number().int().min(0) });

export const ProductReviewsResponse = z.object({
  items: z.array(PublicReview),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Published reviews of the product. */
  total: z.number().int(),
  /** The product's rating: the catalogue's figure until it has a published review, then their average and count. */
  rating: ProductRating,
});
export type ProductReviewsResponse = z.infer<typeof ProductReviewsResponse>;

/** A member's own review, whatever its status. */
export const MemberReview = z.object({
  id: z.string(),
  product: z.object({ slug: z.string(), name: z.string(), brand: z.string() }),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  reviewerName: z.string(),
  status: ReviewStatus,
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type MemberReview = z.infer<typeof MemberReview>;

export const MemberReviewsResponse = z.object({ items: z.array(MemberReview) });

export const ReviewCreatedResponse = z.object({
  review: MemberReview,
  /** Points the publishing awarded (0 while the review waits for moderation). */
  pointsAwarded: z.number().int().min(0),
  message: z.string(),
});

export const ReviewModerationBody = z.object({ status: z.enum(['published', 'rejected']) });
export const ReviewModeratedResponse = z.object({ review: MemberReview, pointsAwarded: z.number().int().min(0) });
