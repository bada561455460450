/**
 * The e-gift card calls of the browser (`cart/gift-card`, `gift-cards`, `gift-cards/{code}/balance`),
 * through the accounts' API client. Islands import this module on first use, so it is not first-load code.
 */
import { browserApiClient, type ApiLocale } from '../account/account-api';
import { BagGiftCardResponse, GIFT_CARD_MESSAGES, GiftCardBalanceResponse, type BuyGiftCardBody } from '@/schemas/api/gift-cards';
import { OrderResponse } from '@/schemas/api/orders';

export function giftCardApi(locale: ApiLocale) {
  const client = browserApiClient(locale);
  const answer = { schema: BagGiftCardResponse };
  return {
    applied: (signal?: AbortSignal) => client.get('cart/gift-card', { ...answer, signal }),
    apply: (code: string) => client.post('cart/gift-card', { code }, answer),
    remove: () => client.delete('cart/gift-card', answer),
    buy: (body: BuyGiftCardBody, idempotencyKey: string) => client.post('gift-cards', body, { schema: OrderResponse, idempotencyKey }).then((r) => r.order),
    balance: (code: string) => client.get(`gift-cards/${encodeURIComponent(code)}/balance`, { schema: GiftCardBalanceResponse }),
  };
}
export type GiftCardApi = ReturnType<typeof giftCardApi>;

/**
 * The API's `message` of a failed call, if it has one. A 429 (too many codes tried; its message is in the
 * request's language) reads as the gift-card "too many attempts" message, which the islands translate.
 */
export function failureMessage(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'status' in error && error.status === 429) return GIFT_CARD_MESSAGES.tooManyAttempts;
  const body = error && typeof error === 'object' && 'body' in error ? (error as { body: unknown }).body : undefined;
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}
