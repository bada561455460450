import { getPool } from '@/commerce/db/pool';
import { featuredProducts } from '@/commerce/catalog/products';
import { apiRoute, ok, parseJsonBody } from '@/server/api/handler';
import { FeaturedProductsRequest, FeaturedProductsResponse } from '@/schemas/api/catalog';

/**
 * `POST featured-products/`: the products a carousel shows, from explicit references or a source (SPEC §7
 * "create"). It changes nothing, but is a POST, so the same-origin check of `apiRoute` applies.
 */
export const POST = apiRoute(async ({ locale, request }) => {
  const body = await parseJsonBody(request, FeaturedProductsRequest);
  if (!body.ok) return body.response;
  return ok(FeaturedProductsResponse, { items: await featuredProducts(getPool(), locale, body.data) });
});
