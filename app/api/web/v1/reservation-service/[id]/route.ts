import { getPool } from '@/commerce/db/pool';
import { cancelReservation, getReservation, rescheduleReservation } from '@/commerce/bookings/reservations';
import { apiRoute, ok, parseJsonBody, parseParams } from '@/server/api/handler';
import { currentAccount } from '@/server/auth/answers';
import { bookingAnswer } from '@/server/bookings/routes';
import { BOOKING_MESSAGES, ReservationRefParams, ReservationResponse, RescheduleReservationBody } from '@/schemas/api/bookings';

type Params = { id: string };

/** The member and the reservation reference of a request, or the answer to give instead. */
async function member(request: Request, params: Params) {
  const ref = parseParams(ReservationRefParams, params);
  if (!ref.ok) return ref;
  const pool = getPool();
  const current = await currentAccount(pool, request);
  if (!current.ok) return current;
  return { ok: true as const, pool, accountId: current.account.id, ref: ref.data.id };
}

/** `GET reservation-service/{id|confirmation number}`: the owner's reservation (403 for another member's). */
export const GET = apiRoute<Params>(async ({ request, params, locale }) => {
  const who = await member(request, params);
  if (!who.ok) return who.response;
  return bookingAnswer(async () => ok(ReservationResponse, { reservation: await getReservation(who.pool, who.accountId, who.ref, locale.lang) }));
});

/** `POST reservation-service/{id}` `{ slotId }`: reschedules a service booking (409 full, 422 expired). */
export const POST = apiRoute<Params>(async ({ request, params, locale }) => {
  const body = await parseJsonBody(request, RescheduleReservationBody);
  if (!body.ok) return body.response;
  const who = await member(request, params);
  if (!who.ok) return who.response;
  return bookingAnswer(async () => {
    const reservation = await rescheduleReservation(who.pool, who.accountId, who.ref, body.data.slotId, locale.lang);
    return ok(ReservationResponse, { reservation, message: BOOKING_MESSAGES.rescheduled });
  });
});

/** `DELETE reservation-service/{id}`: cancels the booking and frees its seat (422 expired, 409 already cancelled). */
export const DELETE = apiRoute<Params>(async ({ request, params, locale }) => {
  const who = await member(request, params);
  if (!who.ok) return who.response;
  return bookingAnswer(async () => {
    const reservation = await cancelReservation(who.pool, who.accountId, who.ref, locale.lang);
    return ok(ReservationResponse, { reservation, message: BOOKING_MESSAGES.cancelled });
  });
});
