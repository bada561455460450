/**
 * The reviews and beauty profile calls of the browser, through the accounts' API client (a member's expired
 * login is refreshed under the one lock). Islands load this module on first use (a lazy chunk).
 */
import { browserApiClient, AccountSummary, type ApiLocale } from '../account/account-api';
import { BeautyProfileResponse, type BeautyProfile } from '@/schemas/api/beauty-profile';
import { MemberReviewsResponse, ProductReviewsResponse, ReviewCreatedResponse, type ReviewCreateBody } from '@/schemas/api/reviews';

export function reviewApi(locale: ApiLocale) {
  const client = browserApiClient(locale);
  return {
    account: (signal?: AbortSignal) => client.get('account', { schema: AccountSummary, signal }).then((r) => r.account),
    productReviews: (slug: string, page: number, pageSize: number, signal?: AbortSignal) =>
      client.get(`products/${encodeURIComponent(slug)}/reviews?page=${page}&page_size=${pageSize}`, { schema: ProductReviewsResponse, signal }),
    createReview: (slug: string, body: ReviewCreateBody) => client.post(`products/${encodeURIComponent(slug)}/reviews`, body, { schema: ReviewCreatedResponse }),
    myReviews: (signal?: AbortSignal) => client.get('reviews', { schema: MemberReviewsResponse, signal }).then((r) => r.items),
    beautyProfile: (signal?: AbortSignal) => client.get('beauty-profile', { schema: BeautyProfileResponse, signal }),
    saveBeautyProfile: (profile: BeautyProfile) => client.put('beauty-profile', profile, { schema: BeautyProfileResponse }),
  };
}
export type ReviewApi = ReturnType<typeof reviewApi>;
