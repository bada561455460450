import { getPool } from '@/commerce/db/pool';
import { activityCounts } from '@/commerce/bookings/activities';
import { getStore } from '@/commerce/catalog/stores';
import { apiRoute, notFound, ok, parseQuery } from '@/server/api/handler';
import { ACTIVITY_KINDS, ActivityGroupsQuery, ActivityGroupsResponse } from '@/schemas/api/bookings';

const GROUP_IDS = { service: 'beauty-services', class: 'beauty-classes', event: 'store-events' } as const;

/** `GET layouts/store-services/activity-groups?store=`: a store page's tabs (services, classes, events) with counts. */
export const GET = apiRoute(async ({ url, locale }) => {
  const query = parseQuery(ActivityGroupsQuery, url.searchParams);
  if (!query.ok) return query.response;
  const pool = getPool();
  const store = await getStore(pool, locale, query.data.store);
  if (!store) return notFound();
  const counts = (await activityCounts(pool, locale.country.code)).get(store.slug);
  return ok(ActivityGroupsResponse, {
    store: { slug: store.slug, name: store.name, city: store.address.city, address: store.address.line, timeZone: store.timeZone },
    items: ACTIVITY_KINDS.map((kind) => ({ kind, id: GROUP_IDS[kind], count: counts?.[kind] ?? 0 })),
  });
});
