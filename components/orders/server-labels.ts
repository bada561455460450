/** Server side: the order pages' strings from the catalogues and their page context, once per locale. */
import { catalogues, type MessageKey } from '../../lib/i18n/catalogues';
import { getTranslator } from '../../lib/i18n/intl';
import { intlLocale } from '../../lib/countries/registry';
import type { PageContext } from '../../lib/locale/page-context';
import type { OrderContextProps, OrderLabelKey, OrderLabels } from './labels';

const cache = new Map<string, OrderLabels>();
const PREFIX = 'order.';
const orderKeys = (Object.keys(catalogues.en) as MessageKey[]).filter((key) => key.startsWith(PREFIX));

/** Every `order.*` string of the page's language, placeholders kept as `{name}` for the island to fill. */
export function orderLabels({ country, lang }: Pick<PageContext, 'country' | 'lang'>): OrderLabels {
  const locale = intlLocale(country, lang);
  const known = cache.get(locale);
  if (known) return known;
  const t = getTranslator(country, lang);
  const built = Object.fromEntries(
    orderKeys.map((key) => {
      const keep = Object.fromEntries([...catalogues.en[key].matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, `{${name}}`]));
      return [key.slice(PREFIX.length) as OrderLabelKey, t(key, keep)];
    }),
  ) as OrderLabels;
  cache.set(locale, built);
  return built;
}

export function orderContextProps({ country, lang, href }: PageContext): OrderContextProps {
  return {
    api: { country: country.code.toLowerCase(), language: lang },
    money: { locale: intlLocale(country, lang), currency: country.currency.code, minorUnits: country.currency.minorUnits },
    timeZone: country.timeZone,
    paths: {
      order: href('/orders/{number}'),
      orders: href('/orders'),
      signIn: href('/sign_in'),
      newArrivals: href('/pages/new'),
      cardPayment: href('/sandbox/payments/{paymentId}/card'),
    },
  };
}
