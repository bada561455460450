import { getPool } from '@/commerce/db/pool';
import { listActivities, storeExists } from '@/commerce/bookings/activities';
import { apiRoute, notFound, ok, parseQuery } from '@/server/api/handler';
import { ActivitiesQuery, BookingPagesResponse } from '@/schemas/api/bookings';

/** `GET booking-services/pages?store=`: services, classes and events of the country (or one store) at once. */
export const GET = apiRoute(async ({ url, locale }) => {
  const query = parseQuery(ActivitiesQuery.pick({ store: true }), url.searchParams);
  if (!query.ok) return query.response;
  const pool = getPool();
  if (query.data.store && !(await storeExists(pool, locale, query.data.store))) return notFound();
  const all = await listActivities(pool, locale, { store: query.data.store });
  return ok(BookingPagesResponse, { services: all.filter((a) => a.kind === 'service'), classes: all.filter((a) => a.kind === 'class'), events: all.filter((a) => a.kind === 'event') });
});
