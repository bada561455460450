/** The reviews and beauty profile endpoints of the OpenAPI document (see openapi.ts for the shape). */
import * as R from './reviews';
import { BEAUTY_PROFILE_MESSAGES, BeautyProfile, BeautyProfileResponse } from './beauty-profile';
import { SlugParams } from './catalog-params';
import { NumericIdParams } from './params';
import type { EndpointSpec } from './openapi';

const PUBLISHING = 'The first publishing of a review awards the member the country’s `published_review` points (`beautyPass.publishedReviewPoints`), once, with the review as reference.';

export const REVIEW_ENDPOINTS: readonly EndpointSpec[] = [
  {
    method: 'get', path: '/products/{slug}/reviews', operationId: 'listProductReviews', tag: 'Reviews', summary: 'A product’s published reviews',
    description: 'Newest first, from every country and language. `rating` is the product’s rating: the catalogue’s figure until it has a published review, then the average and count of its published reviews (what listings, "top rated" and the rating filter use).',
    pathParams: SlugParams, query: R.ReviewsQuery, parameterDocs: { slug: 'The product’s slug.', page: 'Page, from 1.', page_size: 'Reviews per page (1–50, default 10).' },
    response: R.ProductReviewsResponse, responseDescription: 'One page of reviews, the total and the rating.', errors: { 400: true, 404: true, 500: true },
  },
  {
    method: 'post', path: '/products/{slug}/reviews', operationId: 'createReview', tag: 'Reviews', summary: 'Review a product (members)',
    description: `One review per member and product. The embedded store publishes a review that passed validation at once (its moderation); ${PUBLISHING} The product’s cached pages and listings are expired.`,
    pathParams: SlugParams, parameterDocs: { slug: 'The product’s slug.' }, body: R.ReviewCreateBody, response: R.ReviewCreatedResponse, successStatus: 201,
    responseDescription: `The review with its status, the points awarded and "${R.REVIEW_MESSAGES.published}" (or "${R.REVIEW_MESSAGES.submitted}" while it waits for moderation).`,
    errors: { 400: `A field fails its rule ("${R.REVIEW_MESSAGES.ratingRequired}", "${R.REVIEW_MESSAGES.titleRequired}", "${R.REVIEW_MESSAGES.textTooShort}", "${R.REVIEW_MESSAGES.nameRequired}"…).`, 401: true, 403: true, 404: true, 409: `"${R.REVIEW_MESSAGES.alreadyReviewed}"`, 413: true, 500: true },
  },
  { method: 'get', path: '/reviews', operationId: 'listMyReviews', tag: 'Reviews', summary: 'The member’s reviews and their status', response: R.MemberReviewsResponse, responseDescription: 'Newest first: submitted, published or rejected.', errors: { 400: true, 401: true, 500: true } },
  {
    method: 'patch', path: '/sandbox/reviews/{id}', operationId: 'moderateReview', tag: 'Sandbox', summary: 'Publish or reject a review (the moderator)',
    description: `Only with the developer sandbox on. ${PUBLISHING} Either decision rewrites the product’s rating and expires its cached pages.`,
    pathParams: NumericIdParams, parameterDocs: { id: 'The review’s id.' }, body: R.ReviewModerationBody, response: R.ReviewModeratedResponse,
    responseDescription: 'The review and the points this decision awarded.', errors: { 400: true, 403: true, 404: 'No such review, or the sandbox is off.', 413: true, 500: true },
  },
  { method: 'get', path: '/beauty-profile', operationId: 'getBeautyProfile', tag: 'Reviews', summary: 'The member’s beauty profile', response: BeautyProfileResponse, responseDescription: 'The profile (empty before the first save), whether it is complete and when it was first completed.', errors: { 400: true, 401: true, 500: true } },
  {
    method: 'put', path: '/beauty-profile', operationId: 'saveBeautyProfile', tag: 'Reviews', summary: 'Save the beauty profile',
    description: 'Saves the whole profile (parts left out are emptied). Complete = skin type, at least one skin concern, hair type and complexion; preferences are optional. The first completion awards the country’s `completed_beauty_profile` points (`beautyPass.completedBeautyProfilePoints`), once per member.',
    body: BeautyProfile, response: BeautyProfileResponse,
    responseDescription: `The saved profile, \`pointsAwarded\`, and "${BEAUTY_PROFILE_MESSAGES.saved}" or "${BEAUTY_PROFILE_MESSAGES.completed}".`,
    errors: { 400: 'A value is not one of the listed choices, or repeats.', 401: true, 403: true, 413: true, 500: true },
  },
];
