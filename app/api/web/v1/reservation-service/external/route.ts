import { getPool } from '@/commerce/db/pool';
import { recordExternalReservation } from '@/commerce/bookings/reservations';
import { apiRoute, ok, parseJsonBody } from '@/server/api/handler';
import { currentAccount } from '@/server/auth/answers';
import { bookingAnswer } from '@/server/bookings/routes';
import { ExternalReservationBody, ReservationResponse } from '@/schemas/api/bookings';

/**
 * `POST reservation-service/external`: records a booking completed at the country's external provider (the
 * Booxi return page sends its reference). 201 the first time, 200 for the same reference again.
 */
export const POST = apiRoute(async ({ request, locale }) => {
  const body = await parseJsonBody(request, ExternalReservationBody);
  if (!body.ok) return body.response;
  const pool = getPool();
  const current = await currentAccount(pool, request);
  if (!current.ok) return current.response;
  return bookingAnswer(async () => {
    const { reservation, created } = await recordExternalReservation(pool, current.account, locale, body.data);
    return ok(ReservationResponse, { reservation }, { status: created ? 201 : 200 });
  });
});
