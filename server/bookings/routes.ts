/**
 * What the booking route handlers share: a BookingError as its JSON answer, and the activity list routes
 * (`booking-service/activities`, `booking-services/*`, `layouts/store-services/activities`), which differ only
 * in the kind they fix and whether the store is required.
 */
import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { getPool } from '@/commerce/db/pool';
import { getActivity, listActivities, storeExists } from '@/commerce/bookings/activities';
import { BookingError } from '@/commerce/bookings/reservations';
import { apiRoute, notFound, ok, parseParams, parseQuery } from '../api/handler';
import { jsonError } from '../api/respond';
import { ActivitiesQuery, ActivitiesResponse, ActivityDetail, ActivityIdParams, type ActivityKind } from '@/schemas/api/bookings';

/** Runs a booking action: a BookingError becomes its status and message (with `details` naming fields). */
export async function bookingAnswer(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof BookingError) return jsonError(error.status, error.message, error.details);
    throw error;
  }
}

/** `GET …?store=&kind=`: the country's activities (of `kind` when the route fixes one); 404 for an unknown store. */
export function activityListRoute(options: { kind?: ActivityKind; storeRequired?: boolean } = {}) {
  return apiRoute(async ({ url, locale }) => {
    const query = parseQuery(options.storeRequired ? ActivitiesQuery.required({ store: true }) : ActivitiesQuery, url.searchParams);
    if (!query.ok) return query.response;
    const pool = getPool();
    if (query.data.store && !(await storeExists(pool, locale, query.data.store))) return notFound();
    return ok(ActivitiesResponse, { items: await listActivities(pool, locale, { store: query.data.store, kind: options.kind ?? query.data.kind }) });
  });
}

/** `GET …/{id}`: one activity of the country with its artists; 404 when unknown. */
export const activityDetailRoute = () =>
  apiRoute<{ id: string }>(async ({ params, locale }) => {
    const input = parseParams(ActivityIdParams, params);
    if (!input.ok) return input.response;
    const activity = await getActivity(getPool(), locale, input.data.id);
    return activity ? ok(ActivityDetail, activity) : notFound();
  });
