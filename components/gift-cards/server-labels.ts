/** Server side: the e-gift card page's strings and context from the catalogues and the country config. */
import { sectionLabels } from '@/lib/i18n/section-labels';
import type { PageContext } from '@/lib/locale/page-context';
import type { GiftCardLabels, GiftCardPaymentMethod, GiftCardShopContext } from './labels';
import { moneyFormat } from '@/lib/format';

/** Every `giftCards.*` string of the page's language, placeholders kept as `{name}`. */
export function giftCardLabels(context: Pick<PageContext, 'country' | 'lang'>): GiftCardLabels {
  return sectionLabels('giftCards.', context);
}

/** The island's context; null when the country sells no e-gift cards. */
export function giftCardShopContext({ country, lang, href }: PageContext): GiftCardShopContext | null {
  if (!country.eGiftCard) return null;
  return {
    api: { country: country.code.toLowerCase(), language: lang },
    money: moneyFormat(country, lang),
    limits: country.eGiftCard,
    // Not a gift card, nor pay later: purchaseProblem (commerce/gift-cards) refuses both.
    paymentMethods: country.paymentMethods.filter((m): m is GiftCardPaymentMethod => m !== 'gift_card' && m !== 'buy_now_pay_later'),
    orderPath: href('/orders/{number}'),
  };
}
