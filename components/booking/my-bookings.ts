/**
 * How `/account/bookings` orders a member's reservations: "Upcoming" (live bookings, soonest first; a booking
 * recorded from an external provider without a time goes last) and "Past and cancelled" (expired or cancelled,
 * newest first), and the status each one shows in words.
 */
import type { Reservation } from '@/schemas/api/bookings';

export type BookingState = 'confirmed' | 'rescheduled' | 'cancelled' | 'expired';

/** Cancelled wins over expired (a cancelled booking stays cancelled when its time passes); else the server's word. */
export function bookingState(reservation: Pick<Reservation, 'status' | 'expired'>): BookingState {
  if (reservation.status === 'cancelled') return 'cancelled';
  return reservation.expired ? 'expired' : reservation.status;
}

const startOf = (r: Reservation): number | null => (r.slot ? Date.parse(r.slot.startsAt) : null);

export function splitBookings(items: readonly Reservation[]): { upcoming: Reservation[]; past: Reservation[] } {
  const live = (r: Reservation) => ['confirmed', 'rescheduled'].includes(bookingState(r));
  const upcoming = items.filter(live).sort((a, b) => (startOf(a) ?? Infinity) - (startOf(b) ?? Infinity));
  // A past booking without a session time is placed by when it was cancelled or made.
  const when = (r: Reservation) => startOf(r) ?? Date.parse(r.cancelledAt ?? r.createdAt);
  const past = items.filter((r) => !live(r)).sort((a, b) => when(b) - when(a));
  return { upcoming, past };
}
