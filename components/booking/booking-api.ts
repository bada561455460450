/**
 * The booking pages' calls in the browser (SPEC §7 `booking-service/…`, `booking-services/…`,
 * `layouts/store-services/…`, `happening/services/activities/…`, `reservation-service/…`), through the
 * accounts' API client so a member's expired login is refreshed under the one lock. Islands load this module
 * on first use (a lazy chunk). A refusal the booking flow knows (slot taken, booking expired) becomes a
 * `BookingRefused`, so the flow's guards can tell it from any other failure.
 */
import { ApiError } from '@/lib/api-client/client';
import { BookingRefused } from '@/flows/booking/booking.machine';
import {
  ActivitiesResponse,
  ActivityDetail,
  ActivityGroupsResponse,
  AvailableSlotsResponse,
  BOOKING_MESSAGES,
  QuestionsResponse,
  ReservationResponse,
  ReservationsResponse,
  type CreateReservationInput,
} from '@/schemas/api/bookings';
import { AccountResponse } from '@/schemas/api/accounts';
import { browserApiClient, type ApiLocale } from '../account/account-api';
import type { ActivityKind } from '@/schemas/api/bookings';

/** The flow's refusal for an API error: 409 slot taken, 422 expired; anything else is passed on as it is. */
export function refusalFrom(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === 409 && error.message === BOOKING_MESSAGES.slotUnavailable) return new BookingRefused('slot_unavailable', error.message);
  if (error.status === 422 && error.message === BOOKING_MESSAGES.expired) return new BookingRefused('expired', error.message);
  return error;
}

const refused = (error: unknown) => Promise.reject(refusalFrom(error));

export function bookingApi(locale: ApiLocale) {
  const client = browserApiClient(locale);
  return {
    /** Activities of the country (one store and one kind when given). */
    activities: (query: { store?: string; kind?: ActivityKind }, signal?: AbortSignal) =>
      // A store's tab, or the country's activities of a kind.
      client.get(query.store ? 'layouts/store-services/activities' : 'booking-service/activities', { query, schema: ActivitiesResponse, signal }).then((r) => r.items),
    services: (signal?: AbortSignal) => client.get('booking-services/beauty-services', { schema: ActivitiesResponse, signal }).then((r) => r.items),
    groups: (store: string, signal?: AbortSignal) => client.get('layouts/store-services/activity-groups', { query: { store }, schema: ActivityGroupsResponse, signal }),
    activity: (id: number, signal?: AbortSignal) => client.get(`happening/services/activities/${id}`, { schema: ActivityDetail, signal }),
    slots: (id: number, query: { artist?: number; from?: string; to?: string }, signal?: AbortSignal) =>
      client.get(`booking-service/available-slots/${id}`, { query, schema: AvailableSlotsResponse, signal }),
    questions: (id: number, signal?: AbortSignal) => client.get(`booking-service/questions/${id}`, { schema: QuestionsResponse, signal }).then((r) => r.items),
    account: (signal?: AbortSignal) => client.get('account', { schema: AccountResponse, signal }).then((r) => r.account),
    reserve: (body: CreateReservationInput) => client.post('reservation-service/create', body, { schema: ReservationResponse }).then((r) => r.reservation, refused),
    /** The signed-in member's reservations (`/account/bookings`). */
    reservations: (signal?: AbortSignal) => client.get('reservation-service', { schema: ReservationsResponse, signal }).then((r) => r.items),
    reservation: (id: string, signal?: AbortSignal) => client.get(`reservation-service/${encodeURIComponent(id)}`, { schema: ReservationResponse, signal }).then((r) => r.reservation),
    reschedule: (id: number, slotId: number) => client.post(`reservation-service/${id}`, { slotId }, { schema: ReservationResponse }).then((r) => r.reservation, refused),
    cancel: (id: number) => client.delete(`reservation-service/${id}`, { schema: ReservationResponse }).then((r) => r.reservation, refused),
    recordExternal: (body: { activityId: number; providerReference: string; startsAt?: string }) =>
      client.post('reservation-service/external', body, { schema: ReservationResponse }).then((r) => r.reservation),
  };
}
export type BookingApi = ReturnType<typeof bookingApi>;

