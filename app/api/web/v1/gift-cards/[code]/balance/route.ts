import { getPool } from '@/commerce/db/pool';
import { GiftCardError, giftCardBalance, TooManyAttemptsError } from '@/commerce/gift-cards/gift-cards';
import { apiRoute, ok, parseParams } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { clientIp } from '@/server/auth/session';
import { GiftCardBalanceResponse, GiftCardCodeParams } from '@/schemas/api/gift-cards';

/**
 * `GET gift-cards/{code}/balance`: a card's balance, currency and expiry, nothing else. An unknown code is
 * a 404; an address that tried too many unknown codes lately gets 429 for a while.
 */
export const GET = apiRoute<{ code: string }>(async ({ request, params }) => {
  const path = parseParams(GiftCardCodeParams, params);
  if (!path.ok) return path.response;
  try {
    const balance = await giftCardBalance(getPool(), path.data.code, clientIp(request));
    return ok(GiftCardBalanceResponse, balance, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (error instanceof TooManyAttemptsError) return jsonError(429, error.message);
    if (error instanceof GiftCardError) return jsonError(error.status, error.message);
    throw error;
  }
});
