import type { NextResponse } from 'next/server';
import { getPool } from '@/commerce/db/pool';
import { readBag } from '@/commerce/bag/bag';
import { appliedGiftCard, applyGiftCard, removeGiftCard } from '@/commerce/gift-cards/gift-cards';
import { ok, parseJsonBody } from '@/server/api/handler';
import { limitGuesses, requestAddress } from '@/server/api/limits';
import { bagRoute, type BagRequest } from '@/server/bag/bag-route';
import { ApplyGiftCardBody, BagGiftCardResponse, GIFT_CARD_MESSAGES } from '@/schemas/api/gift-cards';

/** The bag with the card applied to it (masked code, balance, what this order takes, what stays). */
async function answer({ owner, ctx }: Pick<BagRequest<Record<string, never>>, 'owner' | 'ctx'>, message?: string): Promise<NextResponse> {
  const pool = getPool();
  const bag = await readBag(pool, owner, ctx);
  const giftCard = await appliedGiftCard(pool, owner, ctx, bag.totals.giftCardRedeemed);
  return ok(BagGiftCardResponse, { giftCard, bag, ...(message ? { message } : {}) });
}

/** `GET cart/gift-card`: the card applied to the bag, if any. */
export const GET = bagRoute(async (input) => answer(input));

/**
 * `POST cart/gift-card`: applies an e-gift card code to the bag (replacing a card applied before). 404 for
 * an unknown code, 422 for a card of another country, expired or empty, 429 after too many unknown codes.
 */
export const POST = bagRoute(async (input) => {
  const body = await parseJsonBody(input.request, ApplyGiftCardBody);
  if (!body.ok) return body.response;
  const guessed = [['gift-card-address', requestAddress(input.request)], ['gift-card-owner', input.owner.accountId ?? input.owner.deviceId]] as const;
  return limitGuesses(input.ctx.lang, guessed, async () => {
    await applyGiftCard(getPool(), input.owner, input.ctx, body.data.code);
    return answer(input, GIFT_CARD_MESSAGES.applied);
  });
});

/** `DELETE cart/gift-card`: takes the card off the bag. */
export const DELETE = bagRoute(async (input) => {
  await removeGiftCard(getPool(), input.owner, input.ctx);
  return answer(input, GIFT_CARD_MESSAGES.removed);
});
