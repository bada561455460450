/**
 * How long a pending payment waits before it expires, per method (the sandbox provider's terms; a real
 * provider states its own). Card and e-gift card payments wait without a deadline. Shared by the provider
 * (commerce/payments/sandbox-provider.ts) and the order examples of tests and stories.
 */
import type { PaymentMethod } from '@/config/countries/types';

/** A PromptPay QR is valid this long; then the shopper retries with a new one. */
export const QR_LIFETIME_MS = 15 * 60 * 1000;
/** A virtual account waits this long for the transfer. */
export const VIRTUAL_ACCOUNT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A pay-later session waits this long for the shopper's decision on the provider's page; a retry opens a new one. */
export const PAY_LATER_SESSION_LIFETIME_MS = 60 * 60 * 1000;

export const PAYMENT_LIFETIME_MS: Record<PaymentMethod, number | null> = {
  promptpay_qr: QR_LIFETIME_MS,
  virtual_account: VIRTUAL_ACCOUNT_LIFETIME_MS,
  buy_now_pay_later: PAY_LATER_SESSION_LIFETIME_MS,
  card: null,
  gift_card: null,
};

/** When a payment issued `now` by `method` expires; null when it waits without a deadline. */
export function paymentExpiry(method: PaymentMethod, now: Date): Date | null {
  const lifetime = PAYMENT_LIFETIME_MS[method];
  return lifetime === null ? null : new Date(now.getTime() + lifetime);
}
