/** Server side: the bag's strings from the catalogues and its page context, once per locale. */
import { sectionLabels } from '@/lib/i18n/section-labels';
import { getTranslator } from '@/lib/i18n/intl';
import { pluralTemplates } from '@/lib/i18n/plural-templates';
import { intlLocale } from '@/config/countries/registry';
import type { PageContext } from '@/lib/locale/page-context';
import type { BagContextProps, BagLabelKey, BagLabels, BagMessageKey, BagMessageLabels, HeaderBagLabels } from './labels';
import { moneyFormat } from '@/lib/format';

/** Every `bag.*` string of the page's language, placeholders kept as `{name}`. */
export function bagLabels(context: Pick<PageContext, 'country' | 'lang'>): BagLabels {
  return sectionLabels('bag.', context);
}

export function headerBagLabels(context: Pick<PageContext, 'country' | 'lang'>): HeaderBagLabels {
  const t = getTranslator(context.country, context.lang);
  const all = bagLabels(context);
  return {
    count: pluralTemplates((values) => t('header.bag', values), intlLocale(context.country, context.lang)),
    empty: t('header.bag', { count: 0 }),
    bag: {
      title: all.title,
      viewBag: all.viewBag,
      latest: all.latest,
      dropdownEmpty: all.dropdownEmpty,
      'totals.subtotal': all['totals.subtotal'],
      'line.shade': all['line.shade'],
      'line.free': all['line.free'],
      loading: all.loading,
    },
  };
}

export function bagContextProps(context: PageContext): BagContextProps {
  const { country, lang, href } = context;
  return {
    api: { country: country.code.toLowerCase(), language: lang },
    money: moneyFormat(country, lang),
    paths: { cart: href('/cart'), checkout: href('/checkout'), signIn: href('/sign_in'), signUp: href('/sign_up'), newArrivals: href('/pages/new'), product: href('/products/{slug}') },
  };
}

/** The subset the bag's provider needs in every page (its toasts). */
export function bagMessageLabels(context: Pick<PageContext, 'country' | 'lang'>): BagMessageLabels {
  const all = bagLabels(context);
  const keys = (Object.keys(all) as BagLabelKey[]).filter((k): k is BagMessageKey => /^(message|help|error)\./.test(k));
  return Object.fromEntries(keys.map((k) => [k, all[k]])) as BagMessageLabels;
}
