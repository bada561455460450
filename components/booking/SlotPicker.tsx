'use client';

/**
 * The slot calendar (SPEC §2 "find a slot"): the activity's sessions with places left, two weeks at a time, by
 * day in the store's time zone; each slot a button named with its day, time, artist and places left. Loaded
 * from `booking-service/available-slots`; `reloadKey` reads them again (after "slot no longer available").
 */
import { useEffect, useState } from 'react';
import { fill } from '@/lib/i18n/plural-templates';
import type { AvailableSlotsResponse, Slot } from '@/schemas/api/bookings';
import { dayText } from './format';
import { loadBookingApi, type BookingContextProps } from './labels';
import { LoadFailed } from './LoadFailed';

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
  reloadKey: number;
  /** The label of a slot's button when choosing it does something more than choose (reschedule). */
  actionLabel?: string;
  onChoose: (slot: Slot) => void;
  disabled?: boolean;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; result: AvailableSlotsResponse };

export function SlotPicker({ activityId, artistId, timeZone, heading, labels, api, locale, reloadKey, actionLabel, onChoose, disabled }: SlotPickerProps) {
  const [offset, setOffset] = useState(0);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const from = addDays(localToday(timeZone), offset * WINDOW_DAYS);
    loadBookingApi()
      .then((m) => m.bookingApi(api).slots(activityId, { ...(artistId ? { artist: artistId } : {}), from, to: addDays(from, WINDOW_DAYS - 1) }, controller.signal))
      .then(
        (result) => setLoad({ state: 'ready', result }),
        () => !controller.signal.aborted && setLoad({ state: 'failed' }),
      );
    return () => controller.abort();
  }, [api, activityId, artistId, timeZone, offset, reloadKey, attempt]);

  return (
    <section className="slot-picker" aria-labelledby="slot-picker-heading">
      <h2 id="slot-picker-heading" tabIndex={-1}>{heading}</h2>
      <p className="slot-picker__zone">{fill(labels['flow.timeZone'], { zone: timeZone })}</p>
      <div className="slot-picker__nav">
        <button type="button" className="button button--secondary" disabled={offset === 0} onClick={() => {
          setLoad({ state: 'loading' });
          setOffset((n) => n - 1);
        }}>{labels['flow.earlier']}</button>
        <button type="button" className="button button--secondary" onClick={() => {
          setLoad({ state: 'loading' });
          setOffset((n) => n + 1);
        }}>{labels['flow.later']}</button>
      </div>
      {load.state === 'loading' && (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">{labels['list.loading']}</p>
          <div className="slot-day slot-day--skeleton skeleton" aria-hidden="true" />
        </div>
      )}
      {load.state === 'failed' && (
        <LoadFailed
          labels={labels}
          onRetry={() => {
            setLoad({ state: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      )}
      {load.state === 'ready' && load.result.days.length === 0 && <p className="booking-empty">{labels['flow.noSlots']}</p>}
      {load.state === 'ready' &&
        load.result.days.map((day) => (
          <div key={day.date} className="slot-day" role="group" aria-label={dayText(day.date, timeZone, locale)}>
            <h3 className="slot-day__date">{dayText(day.date, timeZone, locale)}</h3>
            <ul className="slot-day__slots">
              {day.slots.map((slot) => {
                const name = fill(labels['flow.slot'], { time: `${dayText(day.date, timeZone, locale)} ${slot.localStart}`, artist: slot.artist?.name ?? '', count: slot.remaining });
                return (
                  <li key={slot.id}>
                    <button
                      type="button"
                      className="slot"
                      disabled={disabled || slot.remaining <= 0}
                      aria-label={actionLabel ? `${fill(actionLabel, { time: `${dayText(day.date, timeZone, locale)} ${slot.localStart}` })} (${name})` : name}
                      onClick={() => onChoose(slot)}
                    >
                      <span className="slot__time">{slot.localStart}</span>
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
