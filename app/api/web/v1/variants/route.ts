import { getPool } from '@/commerce/db/pool';
import { getVariants } from '@/commerce/catalog/products';
import { apiRoute, ok, parseQuery } from '@/server/api/handler';
import { VariantsQuery, VariantsResponse } from '@/schemas/api/catalog';

/** `GET variants?ids=1,2` or `?skus=A,B`: variants with price and stock in the request's country (SPEC §7). */
export const GET = apiRoute(async ({ locale, url }) => {
  const query = parseQuery(VariantsQuery, url.searchParams, ['ids', 'skus']);
  if (!query.ok) return query.response;
  return ok(VariantsResponse, { items: await getVariants(getPool(), locale, query.data) });
});
