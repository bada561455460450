import { getPool } from '@/commerce/db/pool';
import { createExpiredReservation } from '@/commerce/bookings/reservations';
import { apiRoute, notFound, ok, parseJsonBody } from '@/server/api/handler';
import { currentAccount } from '@/server/auth/answers';
import { bookingAnswer } from '@/server/bookings/routes';
import { sandboxEnabled } from '@/lib/sandbox';
import { ReservationResponse, SandboxExpiredBookingBody } from '@/schemas/api/bookings';

/** `POST sandbox/bookings/expired` (developer sandbox only): a booking of the signed-in member on a past session. */
export const POST = apiRoute(async ({ request, locale }) => {
  if (!sandboxEnabled()) return notFound();
  const body = await parseJsonBody(request, SandboxExpiredBookingBody);
  if (!body.ok) return body.response;
  const pool = getPool();
  const current = await currentAccount(pool, request);
  if (!current.ok) return current.response;
  return bookingAnswer(async () => ok(ReservationResponse, { reservation: await createExpiredReservation(pool, current.account, locale, body.data) }, { status: 201 }));
});
