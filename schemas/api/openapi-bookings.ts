/** The booking endpoints of the OpenAPI document (see openapi.ts for the shape; commerce/bookings/README.md). */
import type { z } from 'zod';
import * as K from './bookings';
import type { EndpointSpec } from './openapi';

const TAG = 'Bookings';
const M = K.BOOKING_MESSAGES;
const list = { store: 'A store slug of the country; without it, every store of the country.', kind: '`service`, `class` or `event`.' };
const slotDocs = { id: 'The activity id.', artist: 'One artist’s sessions (services); leave out for any artist.', from: 'First local date (store time zone); default the store’s today.', to: `Last local date, inclusive; default from + ${K.SLOT_RANGE_DEFAULT_DAYS - 1} days; at most ${K.SLOT_RANGE_MAX_DAYS} days on.` };
const ref = { id: 'The reservation id or its confirmation number (`BK-SG-7K3M9Q2D`).' };
const member = { 401: 'Signed-in members only.', 403: `"${M.notOwner}" (another member’s reservation), or a cross-site request.` } as const;
const activityList = (path: string, operationId: string, summary: string, query: z.ZodObject, description: string): EndpointSpec => ({
  method: 'get', path, operationId, tag: TAG, summary, description, query, parameterDocs: list, response: K.ActivitiesResponse,
  responseDescription: 'Activities by store and position, names in the request’s language, price in minor units with the currency symbol, the next session with a seat, and who takes the booking (`provider`).',
  errors: { 400: true, 404: 'Unknown store.', 500: true },
});

export const BOOKING_ENDPOINTS: readonly EndpointSpec[] = [
  activityList('/booking-service/activities', 'listActivities', 'Bookable activities', K.ActivitiesQuery, 'Beauty services, beauty classes and store events of the country, optionally of one store and one kind.'),
  activityList('/booking-services/beauty-services', 'listBeautyServices', 'Beauty services', K.ActivitiesQuery.pick({ store: true }), 'The country’s (or a store’s) beauty services.'),
  activityList('/booking-services/beauty-classes', 'listBeautyClasses', 'Beauty classes', K.ActivitiesQuery.pick({ store: true }), 'The country’s (or a store’s) beauty classes.'),
  activityList('/layouts/store-services/activities', 'listStoreActivities', 'A store page tab', K.ActivitiesQuery.required({ store: true }), 'One store’s activities, optionally of one kind (a tab of `/store-locations/{slug}`).'),
  {
    method: 'get', path: '/booking-services/pages', operationId: 'listBookingPages', tag: TAG, summary: 'Services, classes and events at once',
    query: K.ActivitiesQuery.pick({ store: true }), parameterDocs: list, response: K.BookingPagesResponse, responseDescription: 'The activities split by kind.', errors: { 400: true, 404: 'Unknown store.', 500: true },
  },
  {
    method: 'get', path: '/layouts/store-services/activity-groups', operationId: 'listActivityGroups', tag: TAG, summary: 'A store page’s tabs',
    query: K.ActivityGroupsQuery, parameterDocs: list, response: K.ActivityGroupsResponse, responseDescription: 'The store and its tabs (beauty services, beauty classes, store events) with counts.', errors: { 400: true, 404: 'Unknown store.', 500: true },
  },
  ...(['/booking-service/activities/{id}', '/happening/services/activities/{id}'] as const).map((path, i): EndpointSpec => ({
    method: 'get', path, operationId: i === 0 ? 'getActivity' : 'getHappeningActivity', tag: TAG, summary: i === 0 ? 'One activity' : 'One activity for a happening page',
    pathParams: K.ActivityIdParams, parameterDocs: { id: 'The activity id.' }, response: K.ActivityDetail,
    responseDescription: 'The activity with description, artists and whether it asks questions.', errors: { 400: true, 404: true, 500: true },
  })),
  {
    method: 'get', path: '/booking-service/time-slots/{id}', operationId: 'listTimeSlots', tag: TAG, summary: 'Sessions of an activity',
    pathParams: K.ActivityIdParams, query: K.SlotsQuery, parameterDocs: slotDocs, response: K.TimeSlotsResponse,
    responseDescription: 'Every session in the range that has not started, full ones with `remaining: 0`; times in UTC and in the store’s zone.', errors: { 400: true, 404: true, 500: true },
  },
  {
    method: 'get', path: '/booking-service/available-slots/{id}', operationId: 'listAvailableSlots', tag: TAG, summary: 'Calendar of available sessions',
    pathParams: K.ActivityIdParams, query: K.SlotsQuery, parameterDocs: slotDocs, response: K.AvailableSlotsResponse,
    responseDescription: 'Sessions with a seat left, grouped by local date (days without any left out).', errors: { 400: true, 404: true, 500: true },
  },
  {
    method: 'get', path: '/booking-service/questions/{id}', operationId: 'listBookingQuestions', tag: TAG, summary: 'Questions an activity asks',
    pathParams: K.ActivityIdParams, parameterDocs: { id: 'The activity id.' }, response: K.QuestionsResponse, responseDescription: `In order; answers at most ${K.ANSWER_MAX} characters.`, errors: { 400: true, 404: true, 500: true },
  },
  {
    method: 'post', path: '/reservation-service/create', operationId: 'createReservation', tag: TAG, summary: 'Book a session',
    description: 'The seat is taken in the database: when two members race for the last seat one gets the confirmation and the other a 409. The member gets a confirmation email.',
    body: K.CreateReservationBody, response: K.ReservationResponse, successStatus: 201, responseDescription: `The reservation with its confirmation number; message "${M.booked}".`,
    errors: { 400: `"${M.fullNameRequired}", "${M.characterLimit}", "${M.invalidEmail}", "${M.invalidPhone}", "${M.requiredField}" (details name the field).`, 401: member[401], 403: true, 404: 'Unknown slot.', 409: `"${M.slotUnavailable}", or "${M.externalProvider}".`, 413: true, 422: `"${M.slotPassed}"`, 429: true, 500: true },
  },
  {
    method: 'get', path: '/reservation-service', operationId: 'listReservations', tag: TAG, summary: 'The member’s reservations',
    response: K.ReservationsResponse, responseDescription: 'Upcoming first (soonest first), then cancelled and expired ones.', errors: { 401: member[401], 404: 'User not found.', 500: true },
  },
  {
    method: 'get', path: '/reservation-service/{id}', operationId: 'getReservation', tag: TAG, summary: 'One reservation',
    pathParams: K.ReservationRefParams, parameterDocs: ref, response: K.ReservationResponse, responseDescription: 'The reservation, with `expired`, `canReschedule` and `canCancel`.', errors: { 400: true, ...member, 404: true, 500: true },
  },
  {
    method: 'post', path: '/reservation-service/{id}', operationId: 'rescheduleReservation', tag: TAG, summary: 'Reschedule a service booking',
    description: 'Moves the booking to another session of the same activity: the new seat is taken and the old one freed in one transaction. The member gets an email.',
    pathParams: K.ReservationRefParams, parameterDocs: ref, body: K.RescheduleReservationBody, response: K.ReservationResponse, responseDescription: `Status rescheduled, one more history entry; message "${M.rescheduled}".`,
    errors: { 400: true, ...member, 404: true, 409: `"${M.slotUnavailable}" or "${M.alreadyCancelled}"`, 413: true, 422: `"${M.expired}", "${M.onlyServicesReschedule}", "${M.sameSlot}", "${M.wrongActivity}" or "${M.slotPassed}"`, 500: true },
  },
  {
    method: 'delete', path: '/reservation-service/{id}', operationId: 'cancelReservation', tag: TAG, summary: 'Cancel a booking',
    pathParams: K.ReservationRefParams, parameterDocs: ref, response: K.ReservationResponse, responseDescription: `Status cancelled, the seat freed; message "${M.cancelled}". The member gets an email.`,
    errors: { 400: true, ...member, 404: true, 409: `"${M.alreadyCancelled}"`, 422: `"${M.expired}"`, 500: true },
  },
  {
    method: 'post', path: '/reservation-service/external', operationId: 'recordExternalReservation', tag: TAG, summary: 'Record an external provider’s booking',
    description: 'The return page of the country’s external provider (Booxi) sends the provider’s reference; the booking is kept with the member’s contact details. The same reference again answers 200 with the same reservation.',
    body: K.ExternalReservationBody, response: K.ReservationResponse, successStatus: 201, responseDescription: 'The recorded reservation (no session of ours).',
    errors: { 400: true, ...member, 404: 'Unknown activity.', 409: 'The country takes bookings in the store itself.', 413: true, 500: true },
  },
  {
    method: 'post', path: '/sandbox/bookings/expired', operationId: 'createExpiredBooking', tag: 'Sandbox', summary: 'An expired booking for the member',
    description: 'Developer sandbox only: books the signed-in member onto a past session of the country, so an expired booking can be shown.',
    body: K.SandboxExpiredBookingBody, response: K.ReservationResponse, successStatus: 201, responseDescription: 'The reservation, `expired: true`.',
    errors: { 400: true, 401: member[401], 403: true, 404: 'The sandbox is off, or no past session matches.', 413: true, 500: true },
  },
];
