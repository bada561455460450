/** Server side: the e-gift card page's strings and context from the catalogues and the country config. */
import { catalogues, type MessageKey } from '../../lib/i18n/catalogues';
import { getTranslator } from '../../lib/i18n/intl';
import { intlLocale } from '../../lib/countries/registry';
import type { PaymentMethod } from '../../lib/countries/types';
import type { PageContext } from '../../lib/locale/page-context';
import type { GiftCardLabelKey, GiftCardLabels, GiftCardShopContext } from './labels';

const PREFIX = 'giftCards.';

export function giftCardLabels({ country, lang }: Pick<PageContext, 'country' | 'lang'>): GiftCardLabels {
  const t = getTranslator(country, lang);
  const entries = (Object.keys(catalogues.en) as MessageKey[])
    .filter((key) => key.startsWith(PREFIX))
    .map((key) => {
      const keep = Object.fromEntries([...catalogues.en[key].matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, `{${name}}`]));
      return [key.slice(PREFIX.length) as GiftCardLabelKey, t(key, keep)] as const;
    });
  return Object.fromEntries(entries) as GiftCardLabels;
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
