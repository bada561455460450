/**
 * Booking answers as the API gives them, for the booking islands' tests: a Singapore store, an activity, its
 * sessions and a member's reservation. Times are UTC; Singapore is UTC+8.
 */
import type { ActivityDetail, AvailableSlotsResponse, Reservation, Slot } from '@/schemas/api/bookings';

export const orchard = { slug: 'orchard', name: 'Atelier Orchard', city: 'Singapore', address: '1 Orchard Road', timeZone: 'Asia/Singapore' };

/** A session: `startsAt` UTC, `localStart` as the server writes it (24-hour, store time). */
export function slot(id: number, activityId: number, startsAt: string, localStart: string, remaining = 1): Slot {
  return { id, activityId, artist: null, startsAt, endsAt: startsAt, timeZone: orchard.timeZone, localDate: startsAt.slice(0, 10), localStart, localEnd: localStart, capacity: 4, remaining };
}

export function slotsAnswer(activityId: number, slots: Slot[]): AvailableSlotsResponse {
  return { activityId, timeZone: orchard.timeZone, from: '2026-12-01', to: '2026-12-14', days: [...new Set(slots.map((s) => s.localDate))].map((date) => ({ date, slots: slots.filter((s) => s.localDate === date) })) };
}

export function activity(id: number, changes: Partial<ActivityDetail> = {}): ActivityDetail {
  return {
    id,
    kind: 'class',
    name: 'Skincare masterclass',
    summary: 'Layering, the right way.',
    description: 'Layering, the right way.',
    durationMinutes: 60,
    price: 0,
    currency: 'SGD',
    currencySymbol: 'S$',
    capacity: 4,
    store: orchard,
    nextSession: null,
    provider: { kind: 'embedded' },
    requiredTier: null,
    artists: [],
    hasQuestions: false,
    ...changes,
  };
}

export function reservation(id: number, booked: Slot | null, changes: Partial<Reservation> = {}): Reservation {
  return {
    id,
    confirmationNumber: `BK-SG-0000000${id}`,
    country: 'SG',
    status: 'confirmed',
    expired: false,
    canReschedule: true,
    canCancel: true,
    activity: { id: booked?.activityId ?? 100, kind: 'service', name: 'Brow shaping', durationMinutes: 45, price: 5000, currency: 'SGD', currencySymbol: 'S$' },
    store: orchard,
    slot: booked,
    contact: { fullName: 'Booking Shopper', email: 'shopper@example.com', callingCode: '+65', phone: null },
    answers: [],
    history: [],
    provider: 'embedded',
    providerReference: null,
    createdAt: '2026-11-01T02:00:00.000Z',
    cancelledAt: null,
    ...changes,
  };
}
