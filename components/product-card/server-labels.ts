/** Server-side: the translated labels and format a product card needs, for a country and language. */
import { intlLocale, type CountryConfig, type LanguageCode } from '@/config/countries/registry';
import { getTranslator } from '@/lib/i18n/intl';
import { pluralTemplates } from '@/lib/i18n/plural-templates';
import { localizedPath } from '@/lib/locale/paths';
import type { CardContext, ProductCardLabels } from './labels';
import { moneyFormat } from '@/lib/format';

const cache = new Map<string, ProductCardLabels>();

export function productCardLabels(country: CountryConfig, lang: LanguageCode): ProductCardLabels {
  const locale = intlLocale(country, lang);
  const cached = cache.get(locale);
  if (cached) return cached;
  const t = getTranslator(country, lang);
  const labels: ProductCardLabels = {
    badges: { coming_soon: t('product.badge.comingSoon'), priority_access: t('product.badge.priorityAccess'), app_exclusive: t('product.badge.appExclusive') },
    priceFrom: t('product.priceFrom', { price: '{price}' }),
    salePrice: t('product.salePrice'),
    originalPrice: t('product.originalPrice'),
    rating: pluralTemplates((v) => t('product.rating', v), locale, { rating: '{rating}' }),
    shades: pluralTemplates((v) => t('product.shades', v), locale),
    button: {
      addToBag: t('product.addToBag'),
      adding: t('product.adding'),
      outOfStock: t('product.outOfStock'),
      waitlistMe: t('product.waitlistMe'),
      waitlisted: t('product.waitlisted'),
      remindMe: t('product.remindMe'),
      reminded: t('product.reminded'),
      wishAdd: t('product.wishAdd', { product: '{product}' }),
      wishRemove: t('product.wishRemove', { product: '{product}' }),
      wishAdded: t('product.wishAdded'),
      registered: t('product.notifyMeRegistered'),
      failed: t('product.memberActionFailed'),
    },
  };
  cache.set(locale, labels);
  return labels;
}

export function cardContext(country: CountryConfig, lang: LanguageCode): CardContext {
  return {
    money: moneyFormat(country, lang),
    pathPrefix: localizedPath('/', lang, country.languages[0]).replace(/\/$/, ''),
  };
}
