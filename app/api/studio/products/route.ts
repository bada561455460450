import { parseQuery } from '@/server/api/handler';
import { json } from '@/server/api/respond';
import { getPool } from '@/commerce/db/pool';
import { StudioProductsQuery } from '@/schemas/api/studio';
import { searchStudioProducts, studioProductsOf } from '@/server/studio/products';
import { studioRoute } from '@/server/studio/route';

/**
 * `GET /api/studio/products?q=…`: the products a search by name finds (the shop's search), for the product picker;
 * `GET /api/studio/products?refs=a,b`: the products a field holds, in its order, to show them. Editors only.
 */
export const GET = studioRoute(async ({ url }) => {
  const query = parseQuery(StudioProductsQuery, url.searchParams);
  if (!query.ok) return query.response;
  const headers = { 'Cache-Control': 'private, no-store' };
  if (query.data.refs) return json({ items: await studioProductsOf(getPool(), query.data.refs) }, { headers });
  return json({ query: query.data.q, items: await searchStudioProducts(getPool(), query.data.q!) }, { headers });
});
