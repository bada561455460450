/** `booking-service/time-slots/{id}` and `booking-service/available-slots/{id}`: one handler, two answers. */
import 'server-only';
import { getPool } from '@/commerce/db/pool';
import { byDay, listSlots } from '@/commerce/bookings/activities';
import { apiRoute, notFound, ok, parseParams, parseQuery } from '../api/handler';
import { ActivityIdParams, AvailableSlotsResponse, SlotsQuery, TimeSlotsResponse } from '@/schemas/api/bookings';

export function slotsRoute(which: 'all' | 'available') {
  return apiRoute<{ id: string }>(async ({ params, url, locale }) => {
    const input = parseParams(ActivityIdParams, params);
    if (!input.ok) return input.response;
    const query = parseQuery(SlotsQuery, url.searchParams);
    if (!query.ok) return query.response;
    const range = await listSlots(getPool(), locale, input.data.id, { ...query.data, availableOnly: which === 'available' });
    if (!range) return notFound();
    const { slots, ...head } = range;
    return which === 'all' ? ok(TimeSlotsResponse, { ...head, items: slots }) : ok(AvailableSlotsResponse, { ...head, days: byDay(slots) });
  });
}
