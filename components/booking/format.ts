/** Booking times and prices as the page's locale writes them; times always in the store's time zone. */
import { formatMinor, type MoneyFormat } from '@/lib/money';
import type { ActivitySummary, Slot } from '@/schemas/api/bookings';
import { fill } from '@/lib/i18n/plural-templates';
import type { BookingLabels } from './labels';

export function priceText(activity: Pick<ActivitySummary, 'price' | 'currency'>, money: MoneyFormat, labels: BookingLabels): string {
  return activity.price === 0 ? labels['activity.free'] : formatMinor(activity.price, activity.currency, { ...money, currency: activity.currency });
}

/** "Sunday, 23 November" in the store's zone. */
export function dayText(isoOrDate: string, timeZone: string, locale: string): string {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(isoOrDate) ? new Date(`${isoOrDate}T12:00:00Z`) : new Date(isoOrDate);
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: /^\d{4}-\d{2}-\d{2}$/.test(isoOrDate) ? 'UTC' : timeZone }).format(at);
}

/**
 * The one clock format of a locale, for every booking time on a page (slots, next sessions, summaries): the
 * locale's own hour cycle with the hour unpadded — "2:30 pm" in en-SG, "14:30" in th-TH, "14.30" in id-ID.
 */
const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** "2:30 pm" (en-SG) in the store's zone. */
export function timeText(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { ...CLOCK, timeZone }).format(new Date(iso));
}

/** "Sunday, 23 November, 2:30 pm" (en-SG) in the store's zone. */
export function slotText(slot: Pick<Slot, 'startsAt' | 'timeZone'>, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', ...CLOCK, timeZone: slot.timeZone }).format(new Date(slot.startsAt));
}

export function durationText(minutes: number, labels: BookingLabels): string {
  return fill(labels['activity.duration'], { minutes });
}
