'use client';

/**
 * The slot calendar (SPEC §2 "find a slot"): the activity's sessions with places left, two weeks at a time, by
 * day in the store's time zone; each slot a button named with its day, time, artist and places left. Read from
 * `booking-service/available-slots` through the page's booking query client (`booking-queries.ts`): a booking,
 * reschedule or cancellation, or a "slot no longer available" answer, invalidates the slots and they are read again.
 * Times are written by `timeText`, the one clock format of the page's locale.
 */
import { useState } from 'react';
import { fill } from '@/lib/i18n/plural-templates';
import type { Slot } from '@/schemas/api/bookings';
import { dayText, timeText } from './format';
import type { BookingContextProps } from './labels';
import { LoadFailed } from './LoadFailed';
import { bookingKeys, useBookingQuery } from './booking-queries';

const WINDOW_DAYS = 14;

/** Today in a time zone, `YYYY-MM-DD`. */
export function localToday(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export interface SlotPickerProps extends Pick<BookingContextProps, 'labels' | 'api' | 'locale'> {
  activityId: number;
  artistId?: number | null;
  timeZone: string;
  heading: string;
  /** The label of a slot's button when choosing it does something more than choose (reschedule). */
  actionLabel?: string;
  onChoose: (slot: Slot) => void;
  disabled?: boolean;
}

export function SlotPicker({ activityId, artistId, timeZone, heading, labels, api, locale, actionLabel, onChoose, disabled }: SlotPickerProps) {
  const [offset, setOffset] = useState(0);
  const [today] = useState(() => localToday(timeZone));
  const from = addDays(today, offset * WINDOW_DAYS);
  const range = { ...(artistId ? { artist: artistId } : {}), from, to: addDays(from, WINDOW_DAYS - 1) };
  const { query, retry } = useBookingQuery(bookingKeys.of(api, 'slots', activityId, range), (calls, signal) => calls.slots(activityId, range, signal), api);
  const at = (slot: Slot) => `${dayText(slot.localDate, timeZone, locale)} ${timeText(slot.startsAt, timeZone, locale)}`;

  return (
    <section className="slot-picker" aria-labelledby="slot-picker-heading">
      <h2 id="slot-picker-heading" tabIndex={-1}>{heading}</h2>
      <p className="slot-picker__zone">{fill(labels['flow.timeZone'], { zone: timeZone })}</p>
      <div className="slot-picker__nav">
        <button type="button" className="button button--secondary" disabled={offset === 0} onClick={() => setOffset((n) => n - 1)}>{labels['flow.earlier']}</button>
        <button type="button" className="button button--secondary" onClick={() => setOffset((n) => n + 1)}>{labels['flow.later']}</button>
      </div>
      {query.isPending && (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">{labels['list.loading']}</p>
          <div className="slot-day slot-day--skeleton skeleton" aria-hidden="true" />
        </div>
      )}
      {query.isError && <LoadFailed labels={labels} onRetry={retry} />}
      {query.isSuccess && query.data.days.length === 0 && <p className="booking-empty">{labels['flow.noSlots']}</p>}
      {query.isSuccess &&
        query.data.days.map((day) => (
          <div key={day.date} className="slot-day" role="group" aria-label={dayText(day.date, timeZone, locale)}>
            <h3 className="slot-day__date">{dayText(day.date, timeZone, locale)}</h3>
            <ul className="slot-day__slots">
              {day.slots.map((slot) => {
                const name = fill(labels['flow.slot'], { time: at(slot), artist: slot.artist?.name ?? '', count: slot.remaining });
                return (
                  <li key={slot.id}>
                    <button
                      type="button"
                      className="slot"
                      disabled={disabled || slot.remaining <= 0}
                      aria-label={actionLabel ? `${fill(actionLabel, { time: at(slot) })} (${name})` : name}
                      onClick={() => onChoose(slot)}
                    >
                      <span className="slot__time">{timeText(slot.startsAt, timeZone, locale)}</span>
                      {slot.artist && <span className="slot__artist">{slot.artist.name}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
    </section>
  );
}
