import { getPool } from '@/commerce/db/pool';
import { getProduct } from '@/commerce/catalog/products';
import { apiRoute, notFound, ok, parseParams } from '@/server/api/handler';
import { ProductDetail } from '@/schemas/api/catalog';
import { SlugParams } from '@/schemas/api/catalog-params';

/** `GET products/{slug}`: one product with its variants, priced and stocked in the request's country; 404 for an unknown slug. */
export const GET = apiRoute<{ slug: string }>(async ({ locale, params }) => {
  const input = parseParams(SlugParams, params);
  if (!input.ok) return input.response;
  const product = await getProduct(getPool(), locale, input.data.slug);
  return product ? ok(ProductDetail, product) : notFound();
});
