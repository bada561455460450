/** Server side: the e-gift card page's strings and context from the catalogues and the country config. */
import { sectionLabels } from '../../lib/i18n/section-labels';
import { intlLocale } from '../../lib/countries/registry';
import type { PaymentMethod } from '../../lib/countries/types';
import type { PageContext } from '../../lib/locale/page-context';
import type { GiftCardLabels, GiftCardShopContext } from './labels';

/** Every `giftCards.*` string of the page's language, placeholders kept as `{name}`. */
export function giftCardLabels(context: Pick<PageContext, 'country' | 'lang'>): GiftCardLabels {
  return sectionLabels('giftCards.', context);
}

/** The island's context; null when the country sells no e-gift cards. */
export function giftCardShopContext({ country, lang, href }: PageContext): GiftCardShopContext | null {
  if (!country.eGiftCard) return null;
  return {
    api: { country: country.code.toLowerCase(), language: lang },
    money: { locale: intlLocale(country, lang), currency: country.currency.code, minorUnits: country.currency.minorUnits },
    limits: country.eGiftCard,
    paymentMethods: country.paymentMethods.filter((m): m is Exclude<PaymentMethod, 'gift_card'> => m !== 'gift_card'),
    orderPath: href('/orders/{number}'),
  };
}
