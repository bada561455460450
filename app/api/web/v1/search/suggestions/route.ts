import { apiRoute, ok, parseQuery } from '@/server/api/handler';
import { loadSuggestions } from '@/server/catalog';
import { Suggestions } from '@/schemas/api/catalog';
import { SuggestionsQuery } from '@/schemas/api/catalog-params';

/**
 * `GET search/suggestions?q=`: as-you-type products, brands and categories for the search overlay, from the catalogue
 * cache (server/catalog.ts, loadSuggestions: the same prefixes are typed by every shopper).
 */
export const GET = apiRoute(async ({ locale, url }) => {
  const query = parseQuery(SuggestionsQuery, url.searchParams);
  if (!query.ok) return query.response;
  return ok(Suggestions, await loadSuggestions(locale.country.code, locale.lang, query.data.q.trim()));
});
