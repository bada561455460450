'use client';

/**
 * Rescheduling a service (`/happening/services/reschedule/{id}`) or cancelling a service, class or event
 * (`/happening/{kind}/cancel/{id}`): the booking is read from `reservation-service/{id}` after hydration, then
 * the booking flow takes over in its reschedule or cancel mode. An expired booking shows "Your booking has
 * expired and cannot be rescheduled or cancelled." and no actions — when it opens, when its start passes while
 * the page is open, and when the server says so.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { BookingRefused, bookingMachine, bookingStep, type BookingResult, type ConfirmInput } from '@/flows/booking/booking.machine';
import { ApiError } from '@/lib/api-client/client';
import type { Reservation } from '@/schemas/api/bookings';
import { BOOKING_MESSAGES } from '@/schemas/api/bookings';
import { fullNavigation, withQuery } from '../account/location';
import { hasSession } from '../account/session';
import { FormMessage } from '../account/FormField';
import { ReservationSummary } from './ReservationSummary';
import { SlotPicker } from './SlotPicker';
import { bookingContactRules } from './contact';
import { loadBookingApi, type BookingContextProps } from './labels';
import { LoadFailed, useRetryableLoad } from './LoadFailed';

export interface ManageBookingProps extends BookingContextProps {
  mode: 'reschedule' | 'cancel';
  /** The reservation id or confirmation number from the URL. */
  id: string;
  navigate?: (url: string) => void;
}

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; reservation: Reservation };

export function ManageBooking({ mode, id, navigate = fullNavigation, ...context }: ManageBookingProps) {
  const { labels, api, paths } = context;
  const { load, setLoad, attempt, retry } = useRetryableLoad<Load>({ state: 'loading' });
  useEffect(() => {
    if (!hasSession()) {
      navigate(withQuery(paths.signIn, { return_to: window.location.pathname + window.location.search }));
      return;
    }
    const controller = new AbortController();
    loadBookingApi()
      .then((m) => m.bookingApi(api).reservation(id, controller.signal))
      .then(
        (reservation) => setLoad({ state: 'ready', reservation }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status === 401) navigate(withQuery(paths.signIn, { return_to: window.location.pathname }));
          else setLoad(error instanceof ApiError && [400, 403, 404].includes(error.status) ? { state: 'missing' } : { state: 'failed' });
        },
      );
    return () => controller.abort();
  }, [api, id, navigate, paths.signIn, attempt, setLoad]);

  if (load.state === 'loading') {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">{labels['list.loading']}</p>
        <div className="skeleton activity-skeleton activity-skeleton--body" aria-hidden="true" />
      </div>
    );
  }
  if (load.state === 'missing') return <Notice text={labels['manage.notFound']} {...context} />;
  if (load.state === 'failed') {
    return (
      <LoadFailed labels={labels} onRetry={retry} />
    );
  }
  const { reservation } = load;
  if (reservation.status === 'cancelled') return <Notice text={labels['manage.alreadyCancelled']} reservation={reservation} {...context} />;
  if (mode === 'reschedule' && reservation.activity.kind !== 'service' && !reservation.expired) return <Notice text={labels['manage.onlyServices']} reservation={reservation} {...context} />;
  return <ManageFlow mode={mode} reservation={reservation} {...context} />;
}

function Notice({ text, reservation, labels, locale, paths }: { text: string; reservation?: Reservation } & BookingContextProps) {
  return (
    <div className="booking-notice">
      <p role="status">{text}</p>
      {reservation && <ReservationSummary reservation={reservation} labels={labels} locale={locale} />}
      <a className="button button--secondary" href={paths.home}>{labels['manage.home']}</a>
    </div>
  );
}

function ManageFlow({ mode, reservation, ...context }: { mode: 'reschedule' | 'cancel'; reservation: Reservation } & BookingContextProps) {
  const { labels, api, callingCode } = context;
  const [now] = useState(() => Date.now());
  const [current, setCurrent] = useState(reservation);
  // A "slot no longer available" answer reads the calendar again.
  const [reloadKey, setReloadKey] = useState(0);
  const machine = useMemo(
    () =>
      bookingMachine.provide({
        actors: {
          confirm: fromPromise<BookingResult, ConfirmInput>(async ({ input }) => {
            const moved = await (await loadBookingApi())
              .bookingApi(api)
              .reschedule(reservation.id, input.slot.id)
              .catch((error: unknown) => {
                if (error instanceof BookingRefused && error.reason === 'slot_unavailable') setReloadKey((n) => n + 1);
                throw error;
              });
            setCurrent(moved);
            return { confirmationNumber: moved.confirmationNumber, startsAt: moved.slot?.startsAt };
          }),
          cancel: fromPromise(async () => {
            const cancelled = await (await loadBookingApi()).bookingApi(api).cancel(reservation.id);
            setCurrent(cancelled);
          }),
        },
      }),
    [api, reservation.id],
  );
  // A booking recorded from an external provider may have no slot: its start is unknown here (not "now").
  const startsAt = reservation.slot ? Date.parse(reservation.slot.startsAt) : null;
  const [snapshot, send] = useMachine(machine, {
    input: {
      mode,
      kind: reservation.activity.kind,
      now,
      chooseArtist: false,
      activity: { id: reservation.activity.id, questions: [] },
      // The server's word first: a booking it calls expired is expired whatever this clock says.
      booking: { id: reservation.id, startsAt: reservation.expired ? now : startsAt, confirmationNumber: reservation.confirmationNumber },
      contactRules: bookingContactRules(callingCode),
    },
  });
  const step = bookingStep(snapshot.value);
  const gone = snapshot.context.message === 'slotUnavailable';
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (['expired', 'rescheduled', 'cancelled'].includes(step)) status.current?.focus();
  }, [step]);

  if (step === 'expired') {
    return (
      <div ref={status} tabIndex={-1} className="booking-notice booking-notice--expired">
        <FormMessage tone="error">{labels['manage.expired']}</FormMessage>
        <ReservationSummary reservation={current} labels={labels} locale={context.locale} />
      </div>
    );
  }
  if (step === 'rescheduled' || step === 'cancelled') {
    return (
      <div ref={status} tabIndex={-1} className="booking-done">
        <FormMessage tone="success">{step === 'rescheduled' ? labels['manage.rescheduled'] : labels['manage.cancelled']}</FormMessage>
        <ReservationSummary reservation={current} labels={labels} locale={context.locale} />
        <a className="button button--secondary" href={context.paths.home}>{labels['manage.home']}</a>
      </div>
    );
  }
  const failure = snapshot.context.message === 'failed' ? snapshot.context.error : null;
  return (
    <div className="booking-manage">
      <ReservationSummary reservation={current} labels={labels} locale={context.locale} />
      {failure && <FormMessage tone="error">{failure === BOOKING_MESSAGES.alreadyCancelled ? labels['manage.alreadyCancelled'] : labels['flow.failed']}</FormMessage>}
      {mode === 'reschedule' ? (
        <>
          {gone && <FormMessage tone="error">{labels['flow.slotUnavailable']}</FormMessage>}
          {step === 'confirming' && <p className="booking-status" role="status">{labels['flow.confirming']}</p>}
          {step === 'failed' && (
            <button type="button" className="button" onClick={() => send({ type: 'RETRY' })}>{labels.retry}</button>
          )}
          <SlotPicker
            {...context}
            activityId={reservation.activity.id}
            timeZone={reservation.store.timeZone}
            heading={labels['flow.stepSlot']}
            reloadKey={reloadKey}
            actionLabel={labels['manage.rescheduleTo']}
            disabled={step !== 'choosingSlot' && step !== 'failed'}
            onChoose={(slot) => {
              if (step === 'failed') send({ type: 'BACK' });
              send({ type: 'SELECT_SLOT', slot: { id: slot.id, startsAt: slot.startsAt, remaining: slot.remaining } });
            }}
          />
        </>
      ) : (
        <div className="booking-cancel">
          <p>{labels['manage.cancelQuestion']}</p>
          <div className="booking-actions">
            <a className="button button--secondary" href={context.paths.home}>{labels['manage.keep']}</a>
            <button type="button" className="button" disabled={step === 'cancelling'} onClick={() => send({ type: 'CANCEL_BOOKING' })}>
              {step === 'cancelling' ? labels['manage.cancelling'] : labels['manage.cancel']}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
