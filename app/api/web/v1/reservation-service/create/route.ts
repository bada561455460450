import { getPool } from '@/commerce/db/pool';
import { createReservation } from '@/commerce/bookings/reservations';
import { apiRoute, ok, parseJsonBody } from '@/server/api/handler';
import { currentAccount } from '@/server/auth/answers';
import { limit, requestAddress } from '@/server/api/limits';
import { bookingAnswer } from '@/server/bookings/routes';
import { BOOKING_MESSAGES, CreateReservationBody, ReservationResponse } from '@/schemas/api/bookings';

/**
 * `POST reservation-service/create`: books a session for the signed-in member. 201 with the reservation; 400 for
 * the form's messages, 401 for a guest, 404 unknown slot, 409 "slot no longer available", 422 a past slot; 429 past the booking limits (per address, per member).
 */
export const POST = apiRoute(async ({ request, locale }) => {
  const body = await parseJsonBody(request, CreateReservationBody);
  if (!body.ok) return body.response;
  const pool = getPool();
  const current = await currentAccount(pool, request);
  if (!current.ok) return current.response;
  const limited = await limit(locale.lang, [['booking-address', requestAddress(request)], ['booking-account', current.account.id]]);
  if (limited) return limited;
  return bookingAnswer(async () => {
    const reservation = await createReservation(pool, current.account.id, locale, body.data);
    return ok(ReservationResponse, { reservation, message: BOOKING_MESSAGES.booked }, { status: 201 });
  });
});
