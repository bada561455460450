import { getPool } from '@/commerce/db/pool';
import { readBeautyPass } from '@/commerce/loyalty/points';
import { apiRoute, notFound, ok } from '@/server/api/handler';
import { currentAccount } from '@/server/auth/answers';
import { BeautyPassResponse } from '@/schemas/api/beauty-pass';

/**
 * `GET beauty-pass` (issue 9; beyond SPEC §7's table): the signed-in member's tier, points and points log.
 * 401 without a session.
 */
export const GET = apiRoute(async ({ request }) => {
  const pool = getPool();
  const current = await currentAccount(pool, request);
  if (!current.ok) return current.response;
  const pass = await readBeautyPass(pool, current.account.id);
  return pass ? ok(BeautyPassResponse, pass) : notFound();
});
