import { getPool } from '@/commerce/db/pool';
import { searchSuggestions } from '@/commerce/catalog/search';
import { apiRoute, ok, parseQuery } from '@/server/api/handler';
import { Suggestions } from '@/schemas/api/catalog';
import { SuggestionsQuery } from '@/schemas/api/catalog-params';

/** `GET search/suggestions?q=`: as-you-type products, brands and categories for the search overlay. */
export const GET = apiRoute(async ({ locale, url }) => {
  const query = parseQuery(SuggestionsQuery, url.searchParams);
  if (!query.ok) return query.response;
  return ok(Suggestions, await searchSuggestions(getPool(), locale, query.data.q));
});
