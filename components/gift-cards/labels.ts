/** The e-gift card page's strings, already translated: every `giftCards.*` key without its prefix, `{placeholders}` kept for `fill()`. */
import type { SectionKey, SectionLabels } from '@/lib/i18n/section-labels';
import type { PaymentMethod } from '@/config/countries/types';
import type { MoneyFormat } from '@/lib/money';
import type { ApiLocale } from '../account/account-api';

/** The methods that can buy an e-gift card: neither a gift card nor pay later (commerce/gift-cards purchaseProblem). */
export type GiftCardPaymentMethod = Exclude<PaymentMethod, 'gift_card' | 'buy_now_pay_later'>;

export type GiftCardLabelKey = SectionKey<'giftCards.'>;
export type GiftCardLabels = SectionLabels<'giftCards.'>;

/** What the page's island needs besides its words: where it is, the country's limits and ways to pay. */
export interface GiftCardShopContext {
  api: ApiLocale;
  money: MoneyFormat;
  limits: { min: number; max: number; presets: number[] };
  /** The country's payment methods that may pay for a card (never a gift card). */
  paymentMethods: GiftCardPaymentMethod[];
  /** `/orders/{number}` in this country and language, with `{number}` to fill. */
  orderPath: string;
}
