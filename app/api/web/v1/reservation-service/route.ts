import { getPool } from '@/commerce/db/pool';
import { listReservations } from '@/commerce/bookings/reservations';
import { apiRoute, ok } from '@/server/api/handler';
import { currentAccount } from '@/server/auth/answers';
import { ReservationsResponse } from '@/schemas/api/bookings';

/** `GET reservation-service`: the signed-in member's reservations, upcoming first. 401 for a guest. */
export const GET = apiRoute(async ({ request, locale }) => {
  const pool = getPool();
  const current = await currentAccount(pool, request);
  if (!current.ok) return current.response;
  return ok(ReservationsResponse, { items: await listReservations(pool, current.account.id, locale.lang) });
});
