/** The translated strings a listing island receives (no catalogue ships to the browser). */
import type { PluralTemplates } from '@/lib/i18n/plural-templates';
import type { Sort } from './listing-query';

export interface ListingLabels {
  filters: string;
  /** "Filters ({count})" */
  filtersWithCount: string;
  closeFilters: string;
  clearAll: string;
  activeFilters: string;
  /** "Remove filter: {label}" */
  removeFilter: string;
  all: string;
  priceMin: string;
  priceMax: string;
  applyPrice: string;
  sortBy: string;
  sorts: Record<Sort, string>;
  resultCount: PluralTemplates;
  showResults: PluralTemplates;
  /** "Showing {shown} of {total}" */
  showing: string;
  showMore: string;
  loading: string;
  error: string;
  retry: string;
  empty: {
    title: string;
    tipFilters: string;
    tipSpelling: string;
    tipFewerWords: string;
    tipBrowse: string;
    popular: string;
  };
  /** The search page's strings (`mode="search"` only; a listing block leaves them out of its page). */
  search?: {
    title: string;
    /** "Results for “{query}”" */
    resultsFor: string;
    label: string;
    submit: string;
    prompt: string;
  };
}

/** A link for the empty state's "browse our categories". */
export interface BrowseLink {
  label: string;
  href: string;
}
