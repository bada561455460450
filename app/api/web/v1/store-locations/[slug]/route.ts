import { getPool } from '@/commerce/db/pool';
import { getStore } from '@/commerce/catalog/stores';
import { activityCounts } from '@/commerce/bookings/activities';
import { apiRoute, notFound, ok, parseParams } from '@/server/api/handler';
import { StoreLocation } from '@/schemas/api/catalog';
import { SlugParams } from '@/schemas/api/catalog-params';

/** `GET store-locations/{slug}`: one store of the request's country, with its bookable activities counted (as in the list); 404 for an unknown slug. */
export const GET = apiRoute<{ slug: string }>(async ({ locale, params }) => {
  const input = parseParams(SlugParams, params);
  if (!input.ok) return input.response;
  const pool = getPool();
  const [store, counts] = await Promise.all([getStore(pool, locale, input.data.slug), activityCounts(pool, locale.country.code)]);
  return store ? ok(StoreLocation, { ...store, activityCounts: counts.get(store.slug) ?? { service: 0, class: 0, event: 0 } }) : notFound();
});
