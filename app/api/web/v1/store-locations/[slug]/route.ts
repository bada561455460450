import { getPool } from '../../../../../../commerce/db/pool';
import { getStore } from '../../../../../../commerce/catalog/stores';
import { apiRoute, notFound, ok, parseParams } from '../../../../../../lib/api/handler';
import { StoreLocation } from '../../../../../../schemas/api/catalog';
import { SlugParams } from '../../../../../../schemas/api/catalog-params';

/** `GET store-locations/{slug}`: one store of the request's country; 404 for an unknown slug. */
export const GET = apiRoute<{ slug: string }>(async ({ locale, params }) => {
  const input = parseParams(SlugParams, params);
  if (!input.ok) return input.response;
  const store = await getStore(getPool(), locale, input.data.slug);
  return store ? ok(StoreLocation, store) : notFound();
});
