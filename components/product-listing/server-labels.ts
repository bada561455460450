/** Server-side: the translated strings of a listing island, for a country and language. */
import { intlLocale, type CountryConfig, type LanguageCode } from '@/config/countries/registry';
import { getTranslator } from '@/lib/i18n/intl';
import { pluralTemplates } from '@/lib/i18n/plural-templates';
import type { ListingLabels } from './labels';

const cache = new Map<string, ListingLabels>();

export function listingLabels(country: CountryConfig, lang: LanguageCode): ListingLabels {
  const locale = intlLocale(country, lang);
  const cached = cache.get(locale);
  if (cached) return cached;
  const t = getTranslator(country, lang);
  const labels: ListingLabels = {
    filters: t('listing.filters'),
    filtersWithCount: t('listing.filtersWithCount', { count: '{count}' }),
    closeFilters: t('listing.closeFilters'),
    clearAll: t('listing.clearAll'),
    activeFilters: t('listing.activeFilters'),
    removeFilter: t('listing.removeFilter', { label: '{label}' }),
    all: t('listing.all'),
    priceMin: t('listing.priceMin'),
    priceMax: t('listing.priceMax'),
    applyPrice: t('listing.applyPrice'),
    sortBy: t('listing.sortBy'),
    sorts: {
      featured: t('listing.sort.featured'),
      newest: t('listing.sort.newest'),
      price_desc: t('listing.sort.priceDesc'),
      price_asc: t('listing.sort.priceAsc'),
      top_rated: t('listing.sort.topRated'),
    },
    resultCount: pluralTemplates((v) => t('listing.resultCount', v), locale),
    showResults: pluralTemplates((v) => t('listing.showResults', v), locale),
    showing: t('listing.showing', { shown: '{shown}', total: '{total}' }),
    showMore: t('listing.showMore'),
    loading: t('listing.loading'),
    error: t('listing.error'),
    retry: t('listing.retry'),
    empty: {
      title: t('listing.empty.title'),
      tipFilters: t('listing.empty.tipFilters'),
      tipSpelling: t('listing.empty.tipSpelling'),
      tipFewerWords: t('listing.empty.tipFewerWords'),
      tipBrowse: t('listing.empty.tipBrowse'),
      popular: t('listing.empty.popular'),
    },
    search: {
      title: t('search.title'),
      resultsFor: t('search.resultsFor', { query: '{query}' }),
      label: t('header.searchPlaceholder'),
      submit: t('search.submit'),
      prompt: t('search.prompt'),
    },
  };
  cache.set(locale, labels);
  return labels;
}
