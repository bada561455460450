/** The header search's strings from the catalogues (server side; islands receive the result as props). */
import type { Translate } from '@/lib/i18n/intl';
import type { SearchLabels } from './labels';

export function searchLabels(t: Translate): SearchLabels {
  return {
    open: t('header.search'),
    dialogLabel: t('search.dialogLabel'),
    inputLabel: t('header.searchPlaceholder'),
    submit: t('search.submit'),
    close: t('search.close'),
    products: t('search.products'),
    brands: t('search.brands'),
    categories: t('search.categories'),
    recent: t('search.recent'),
    clearRecent: t('search.clearRecent'),
    // Placeholders stay in the text: the overlay fills them in the browser.
    removeRecent: t('search.removeRecent', { query: '{query}' }),
    popular: t('listing.empty.popular'),
    seeAll: t('search.seeAll', { query: '{query}' }),
    noSuggestions: t('search.noSuggestions', { query: '{query}' }),
  };
}
