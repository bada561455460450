/** The translated strings of the header search (launcher and overlay). */
export interface SearchLabels {
  /** The header control's name, "Search". */
  open: string;
  dialogLabel: string;
  inputLabel: string;
  submit: string;
  close: string;
  products: string;
  brands: string;
  categories: string;
  recent: string;
  clearRecent: string;
  /** "Remove “{query}” from recent searches" */
  removeRecent: string;
  popular: string;
  /** "See all results for “{query}”" */
  seeAll: string;
  /** "No suggestions for “{query}” yet…" */
  noSuggestions: string;
}

/** Event the overlay fires after changing the URL of the search page it is on, so the results follow. */
export const SEARCH_LOCATION_EVENT = 'atelier:search-location';
