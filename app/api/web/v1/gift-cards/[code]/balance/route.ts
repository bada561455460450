import { getPool } from '@/commerce/db/pool';
import { GiftCardError, giftCardBalance } from '@/commerce/gift-cards/gift-cards';
import { apiRoute, ok, parseParams } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { requestCookie } from '@/server/auth/session';
import { limitGuesses, requestAddress } from '@/server/api/limits';
import { GiftCardBalanceResponse, GiftCardCodeParams } from '@/schemas/api/gift-cards';

/**
 * `GET gift-cards/{code}/balance`: a card's balance, currency and expiry, nothing else. An unknown code is
 * a 404; an address (or browser) that tried too many unknown codes lately gets 429 for a while.
 */
export const GET = apiRoute<{ code: string }>(async ({ request, params, locale }) => {
  const path = parseParams(GiftCardCodeParams, params);
  if (!path.ok) return path.response;
  const guessed = [['gift-card-address', requestAddress(request)], ['gift-card-owner', requestCookie(request, 'deviceId')]] as const;
  return limitGuesses(locale.lang, guessed, async () => {
    try {
      const balance = await giftCardBalance(getPool(), path.data.code);
      return ok(GiftCardBalanceResponse, balance, { headers: { 'cache-control': 'no-store' } });
    } catch (error) {
      if (error instanceof GiftCardError) return jsonError(error.status, error.message);
      throw error;
    }
  });
});
