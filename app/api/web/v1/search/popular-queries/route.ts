import { getPool } from '@/commerce/db/pool';
import { popularQueries } from '@/commerce/catalog/search';
import { apiRoute, ok, parseQuery } from '@/server/api/handler';
import { PopularQueries } from '@/schemas/api/catalog';
import { PopularQueriesQuery } from '@/schemas/api/catalog-params';

/** `GET search/popular-queries/?limit=`: the most searched queries in the request's country and language (SPEC §7). */
export const GET = apiRoute(async ({ locale, url }) => {
  const query = parseQuery(PopularQueriesQuery, url.searchParams);
  if (!query.ok) return query.response;
  return ok(PopularQueries, { items: await popularQueries(getPool(), locale, query.data.limit) });
});
