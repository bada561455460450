import { getPool } from '@/commerce/db/pool';
import { productFacets } from '@/commerce/catalog/listing';
import { apiRoute, badRequest, ok } from '@/server/api/handler';
import { parseListingQuery } from '@/lib/api/listing-query';
import { ProductFiltersResponse } from '@/schemas/api/catalog-params';

/** `GET products/filters/`: the facets, with counts, of the products a listing query matches (SPEC §7). */
export const GET = apiRoute(async ({ locale, url }) => {
  const query = parseListingQuery(url.searchParams);
  if (!query.success) return badRequest(query.error, 'query', query.input);
  return ok(ProductFiltersResponse, { items: await productFacets(getPool(), locale, query.data) });
});
