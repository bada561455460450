'use client';

/**
 * The simulated external booking provider (Booxi) of the embedded default (`/sandbox/booxi`, developer sandbox
 * only): the activity's open slots; "Complete booking" returns to `/happening/services/booxi/success` with a
 * provider reference, "Leave without booking" to `/happening/services/booxi/cancel`. Bookings made here are the
 * provider's, so no seat of the store's own calendar is taken.
 */
import { useState } from 'react';
import { withQuery, fullNavigation } from '../account/location';
import type { Slot } from '@/schemas/api/bookings';
import { SlotPicker } from './SlotPicker';
import { slotText } from './format';
import type { BookingContextProps } from './labels';
import { bookingKeys, useBookingQuery } from './booking-queries';

export function SandboxBooxi({ navigate = fullNavigation, ...context }: BookingContextProps & { navigate?: (url: string) => void }) {
  const { labels, paths, api, locale } = context;
  const [id] = useState(() => (typeof window === 'undefined' ? 0 : Number(new URLSearchParams(window.location.search).get('activity'))));
  const valid = Number.isInteger(id) && id > 0;
  const { query } = useBookingQuery(bookingKeys.of(api, 'activity', id), (calls, signal) => calls.activity(id, signal), api, valid);
  const activity = query.data ? { id: query.data.id, name: query.data.name, timeZone: query.data.store.timeZone } : null;
  const [chosen, setChosen] = useState<Slot | null>(null);
  const complete = () => {
    if (!activity || !chosen) return;
    const reference = `BX-${String(Date.now()).slice(-9)}`;
    navigate(withQuery(paths.booxiSuccess, { activity: String(activity.id), reference, startsAt: chosen.startsAt }));
  };
  return (
    <div className="booking-page">
      <p>{labels['sandbox.text']}</p>
      {activity && <h2>{activity.name}</h2>}
      {activity && <SlotPicker {...context} activityId={activity.id} timeZone={activity.timeZone} heading={labels['flow.stepSlot']} onChoose={setChosen} />}
      {chosen && <p role="status">{labels['flow.chosen'].replace('{time}', slotText(chosen, locale))}</p>}
      <div className="booking-actions">
        <a className="button button--secondary" href={withQuery(paths.booxiCancel, { activity: activity ? String(activity.id) : null })}>{labels['sandbox.abandon']}</a>
        <button type="button" className="button" disabled={!chosen} onClick={complete}>{labels['sandbox.complete']}</button>
      </div>
    </div>
  );
}
