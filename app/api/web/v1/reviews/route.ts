import { getPool } from '@/commerce/db/pool';
import { listMemberReviews } from '@/commerce/reviews/reviews';
import { apiRoute, ok } from '@/server/api/handler';
import { currentAccount } from '@/server/auth/answers';
import { MemberReviewsResponse } from '@/schemas/api/reviews';

/** `GET reviews`: the signed-in member's reviews, newest first, with their status (submitted, published, rejected). 401 for a guest. */
export const GET = apiRoute(async ({ request, locale }) => {
  const pool = getPool();
  const current = await currentAccount(pool, request);
  if (!current.ok) return current.response;
  return ok(MemberReviewsResponse, { items: await listMemberReviews(pool, String(current.account.id), locale.lang) });
});
