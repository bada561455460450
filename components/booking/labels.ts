/**
 * The booking pages' strings, already translated (islands get strings, not a catalogue): every `booking.*` key
 * without its prefix, `{placeholders}` left for `fill()`; and what every booking island needs of its page.
 */
import type { SectionLabels } from '@/lib/i18n/section-labels';
import type { MoneyFormat } from '@/lib/money';
import type { ApiLocale } from '../account/account-api';

export type BookingLabels = SectionLabels<'booking.'>;

export interface BookingPaths {
  signIn: string;
  home: string;
  /** The member's bookings (`/account/bookings`). */
  myBookings: string;
  services: string;
  /** `{id}` is filled in. */
  service: string;
  class: string;
  event: string;
  store: string;
  reschedule: string;
  cancelService: string;
  cancelClass: string;
  cancelEvent: string;
  booxiSuccess: string;
  booxiCancel: string;
}

export interface BookingContextProps {
  labels: BookingLabels;
  api: ApiLocale;
  money: MoneyFormat;
  /** The page's BCP 47 locale, for dates and times. */
  locale: string;
  /** The country's calling code: the booking form's phone is a number in it. */
  callingCode: string;
  paths: BookingPaths;
}

/** Another country's storefront, for a booking made there: its name and its booking pages' absolute URLs. */
export interface BookingCountry {
  name: string;
  paths: BookingPaths;
}

/** The module with the calls, loaded once per page on first use. */
export const loadBookingApi = (() => {
  let api: Promise<typeof import('./booking-api')> | undefined;
  return () => (api ??= import('./booking-api'));
})();

/** `/happening/services/{id}` … for an activity's kind. */
export function activityPath(paths: BookingPaths, kind: 'service' | 'class' | 'event', id: number | string): string {
  return paths[kind].replace('{id}', String(id));
}
