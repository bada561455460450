/** Server side: the order pages' strings from the catalogues and their page context, once per locale. */
import { sectionLabels } from '@/lib/i18n/section-labels';
import type { PageContext } from '@/lib/locale/page-context';
import type { OrderContextProps, OrderLabels } from './labels';
import { moneyFormat } from '@/lib/format';

/** Every `order.*` string of the page's language, placeholders kept as `{name}` for the island to fill. */
export function orderLabels(context: Pick<PageContext, 'country' | 'lang'>): OrderLabels {
  return sectionLabels('order.', context);
}

export function orderContextProps({ country, lang, href }: PageContext): OrderContextProps {
  return {
    api: { country: country.code.toLowerCase(), language: lang },
    money: moneyFormat(country, lang),
    timeZone: country.timeZone,
    paths: {
      order: href('/orders/{number}'),
      orders: href('/orders'),
      signIn: href('/sign_in'),
      newArrivals: href('/pages/new'),
      cardPayment: href('/sandbox/payments/{paymentId}/card'),
      payLaterPayment: href('/sandbox/payments/{paymentId}/pay-later'),
    },
  };
}
