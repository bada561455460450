'use client';

/**
 * The pages the external booking provider (Booxi) sends the shopper back to. Success: the provider's booking
 * reference (`?activity=&reference=&startsAt=`), recorded for a signed-in member through
 * `reservation-service/external` (idempotent per reference, so a reload records it once). Cancel: nothing was
 * booked — "Try again" returns to the activity's page (or the services list).
 */
import { useEffect, useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useHydrated } from '../hydration/useHydrated';
import type { Reservation } from '@/schemas/api/bookings';
import type { BookingApi } from './booking-api';
import { FormMessage } from '../account/FormField';
import { hasSession } from '../account/session';
import { ReservationSummary } from './ReservationSummary';
import { activityPath, type BookingContextProps } from './labels';
import { callsFor, useBookingClient } from './booking-queries';

type ExternalBooking = Parameters<BookingApi['recordExternal']>[0];

type Query = { activity: number | null; reference: string | null; startsAt: string | null };
type Record = { state: 'reading' } | { state: 'saving' } | { state: 'saved'; reservation: Reservation } | { state: 'unsaved' } | { state: 'missing' };

function readQuery(): Query {
  const params = new URLSearchParams(window.location.search);
  const activity = Number(params.get('activity'));
  return { activity: Number.isInteger(activity) && activity > 0 ? activity : null, reference: params.get('reference'), startsAt: params.get('startsAt') };
}

export function BooxiReturn({ outcome, ...context }: { outcome: 'success' | 'cancel' } & BookingContextProps) {
  const { labels, paths, api } = context;
  const hydrated = useHydrated();
  const query = useMemo(() => (hydrated ? readQuery() : null), [hydrated]);
  // Recording the provider's booking is a write of the page's query layer (a mutation, never repeated by itself).
  const { mutate, data: reservation, isError } = useMutation({ mutationFn: (body: ExternalBooking) => callsFor(api).then((calls) => calls.recordExternal(body)) }, useBookingClient());
  const saved: Record | null = reservation ? { state: 'saved', reservation } : isError ? { state: 'unsaved' } : null;
  // What can be said without the server: nothing to record, or a guest (the provider's reference is shown).
  const record: Record = saved ?? (!query ? { state: 'reading' } : !query.activity || !query.reference ? { state: 'missing' } : !hasSession() ? { state: 'unsaved' } : { state: 'saving' });
  useEffect(() => {
    if (!query || outcome !== 'success' || !query.activity || !query.reference || !hasSession()) return;
    mutate({ activityId: query.activity, providerReference: query.reference, ...(query.startsAt ? { startsAt: query.startsAt } : {}) });
  }, [query, outcome, mutate]);

  const retry = query?.activity ? activityPath(paths, 'service', query.activity) : paths.services;
  if (outcome === 'cancel') {
    return (
      <section className="booking-notice" aria-labelledby="booxi-heading">
        <h1 id="booxi-heading">{labels['booxi.cancelHeading']}</h1>
        <p>{labels['booxi.cancelText']}</p>
        <div className="booking-actions">
          <a className="button" href={retry}>{labels.retry}</a>
          <a className="button button--secondary" href={paths.services}>{labels['activity.browse']}</a>
        </div>
      </section>
    );
  }
  if (record.state === 'missing') {
    return (
      <section className="booking-notice" aria-labelledby="booxi-heading">
        <h1 id="booxi-heading">{labels['booxi.cancelHeading']}</h1>
        <FormMessage tone="error">{labels['booxi.missing']}</FormMessage>
        <a className="button" href={paths.services}>{labels['activity.browse']}</a>
      </section>
    );
  }
  return (
    <section className="booking-done" aria-labelledby="booxi-heading">
      <h1 id="booxi-heading">{labels['booxi.successHeading']}</h1>
      <p>{labels['booxi.successText']}</p>
      {record.state === 'saved' ? (
        <ReservationSummary reservation={record.reservation} labels={labels} locale={context.locale} />
      ) : query?.reference ? (
        <dl className="booking-summary">
          <dt>{labels['booxi.reference']}</dt>
          <dd className="booking-summary__number">{query.reference}</dd>
        </dl>
      ) : null}
      {(record.state === 'saving' || record.state === 'reading') && <p role="status">{labels['booxi.saving']}</p>}
      <a className="button button--secondary" href={paths.home}>{labels['manage.home']}</a>
    </section>
  );
}
