import { getPool } from '@/commerce/db/pool';
import { readBeautyProfile, saveBeautyProfile } from '@/commerce/beauty-profile/beauty-profile';
import { apiRoute, ok, parseJsonBody } from '@/server/api/handler';
import { currentAccount } from '@/server/auth/answers';
import { BEAUTY_PROFILE_MESSAGES, BeautyProfile, BeautyProfileResponse } from '@/schemas/api/beauty-profile';

/** `GET beauty-profile`: the signed-in member's beauty profile (empty before the first save) and whether it is complete. 401 for a guest. */
export const GET = apiRoute(async ({ request }) => {
  const pool = getPool();
  const current = await currentAccount(pool, request);
  if (!current.ok) return current.response;
  return ok(BeautyProfileResponse, await readBeautyProfile(pool, String(current.account.id)));
});

/**
 * `PUT beauty-profile`: saves the whole profile (parts left out are emptied). The first save that completes it
 * awards the country's `completed_beauty_profile` points, once; `pointsAwarded` says what this save gave.
 */
export const PUT = apiRoute(async ({ request }) => {
  const body = await parseJsonBody(request, BeautyProfile);
  if (!body.ok) return body.response;
  const pool = getPool();
  const current = await currentAccount(pool, request);
  if (!current.ok) return current.response;
  const saved = await saveBeautyProfile(pool, String(current.account.id), body.data);
  const message = saved.pointsAwarded > 0 ? BEAUTY_PROFILE_MESSAGES.completed : BEAUTY_PROFILE_MESSAGES.saved;
  return ok(BeautyProfileResponse, { ...saved, message });
});
