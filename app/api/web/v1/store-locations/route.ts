import { getPool } from '@/commerce/db/pool';
import { listStores } from '@/commerce/catalog/stores';
import { activityCounts } from '@/commerce/bookings/activities';
import { apiRoute, ok } from '@/server/api/handler';
import { StoreLocationsResponse } from '@/schemas/api/catalog';

/** `GET store-locations`: the stores of the request's country (SPEC §7), each with its bookable activities counted. */
export const GET = apiRoute(async ({ locale }) => {
  const pool = getPool();
  const [stores, counts] = await Promise.all([listStores(pool, locale), activityCounts(pool, locale.country.code)]);
  return ok(StoreLocationsResponse, { items: stores.map((s) => ({ ...s, activityCounts: counts.get(s.slug) ?? { service: 0, class: 0, event: 0 } })) });
});
