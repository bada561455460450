'use client';

/**
 * Rescheduling a service (`/happening/services/reschedule/{id}`) or cancelling a service, class or event
 * (`/happening/{kind}/cancel/{id}`): the booking is read from `reservation-service/{id}` after hydration (the
 * page's booking query client), then the booking flow takes over in its reschedule or cancel mode. A reschedule
 * asks first — the old and the new time side by side — as a cancellation does. An expired booking shows "Your
 * booking has expired and cannot be rescheduled or cancelled." and the ways on (my bookings, home), no actions —
 * when it opens, when its start passes while the page is open, and when the server says so. The move and the
 * cancellation are mutations that invalidate the slots and activities they change.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { BookingRefused, bookingMachine, bookingStep, type BookingResult, type ConfirmInput } from '@/flows/booking/booking.machine';
import { ApiError } from '@/lib/api-client/client';
import { fill } from '@/lib/i18n/plural-templates';
import type { Reservation } from '@/schemas/api/bookings';
import { BOOKING_MESSAGES } from '@/schemas/api/bookings';
import { fullNavigation } from '../account/location';
import { FormMessage } from '../account/FormField';
import { ReservationSummary } from './ReservationSummary';
import { SlotPicker } from './SlotPicker';
import { bookingContactRules } from './contact';
import { slotText } from './format';
import type { BookingContextProps } from './labels';
import { LoadFailed } from './LoadFailed';
import { bookingKeys, callsFor, refreshAfterBookingChange, useBookingClient, useMemberBookingQuery } from './booking-queries';

export interface ManageBookingProps extends BookingContextProps {
  mode: 'reschedule' | 'cancel';
  /** The reservation id or confirmation number from the URL. */
  id: string;
  navigate?: (url: string) => void;
}

export function ManageBooking({ mode, id, navigate = fullNavigation, ...context }: ManageBookingProps) {
  const { labels, api, paths } = context;
  // Read once: the flow keeps what the page shows after a move or a cancellation (a fresh read would say "already cancelled").
  const { query, retry } = useMemberBookingQuery(bookingKeys.of(api, 'reservation', id), (calls, signal) => calls.reservation(id, signal), api, paths.signIn, navigate);
  const missing = query.error instanceof ApiError && [400, 403, 404].includes(query.error.status);

  if (query.isPending || (query.error instanceof ApiError && query.error.status === 401)) {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">{labels['list.loading']}</p>
        <div className="skeleton activity-skeleton activity-skeleton--body" aria-hidden="true" />
      </div>
    );
  }
  if (missing) return <Notice text={labels['manage.notFound']} {...context} />;
  if (query.isError) return <LoadFailed labels={labels} onRetry={retry} />;
  const reservation = query.data;
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
  const client = useBookingClient();
  // A move, a cancellation or a "slot no longer available" answer changes places left: slots and activities are read again.
  const refresh = (error: unknown) => (!error || (error instanceof BookingRefused && error.reason === 'slot_unavailable') ? refreshAfterBookingChange(client) : undefined);
  const { mutateAsync: move } = useMutation({ mutationFn: (slotId: number) => callsFor(api).then((calls) => calls.reschedule(reservation.id, slotId)), onSettled: (_, error) => refresh(error) }, client);
  const { mutateAsync: cancel } = useMutation({ mutationFn: () => callsFor(api).then((calls) => calls.cancel(reservation.id)), onSettled: (_, error) => refresh(error) }, client);
  const machine = useMemo(
    () =>
      bookingMachine.provide({
        actors: {
          confirm: fromPromise<BookingResult, ConfirmInput>(async ({ input }) => {
            const moved = await move(input.slot.id);
            setCurrent(moved);
            return { confirmationNumber: moved.confirmationNumber, startsAt: moved.slot?.startsAt };
          }),
          cancel: fromPromise(async () => {
            setCurrent(await cancel());
          }),
        },
      }),
    [move, cancel],
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
    if (['expired', 'rescheduled', 'cancelled', 'confirmingReschedule'].includes(step)) status.current?.focus();
  }, [step]);

  if (step === 'expired') {
    return (
      <div ref={status} tabIndex={-1} className="booking-notice booking-notice--expired">
        <FormMessage tone="error">{labels['manage.expired']}</FormMessage>
        <ReservationSummary reservation={current} labels={labels} locale={context.locale} />
        <div className="booking-actions">
          <a className="button" href={context.paths.myBookings}>{labels['manage.myBookings']}</a>
          <a className="button button--secondary" href={context.paths.home}>{labels['manage.home']}</a>
        </div>
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
          {step === 'confirmingReschedule' && snapshot.context.slot ? (
            <div ref={status} tabIndex={-1} className="booking-confirm-move" role="group" aria-labelledby="booking-confirm-move">
              <p id="booking-confirm-move">
                {fill(labels['manage.moveQuestion'], {
                  from: current.slot ? slotText(current.slot, context.locale) : current.confirmationNumber,
                  to: slotText({ startsAt: snapshot.context.slot.startsAt, timeZone: reservation.store.timeZone }, context.locale),
                })}
              </p>
              <div className="booking-actions">
                <button type="button" className="button button--secondary" onClick={() => send({ type: 'BACK' })}>{labels['manage.moveBack']}</button>
                <button type="button" className="button" onClick={() => send({ type: 'CONFIRM' })}>{labels['manage.moveConfirm']}</button>
              </div>
            </div>
          ) : (
          <SlotPicker
            {...context}
            activityId={reservation.activity.id}
            timeZone={reservation.store.timeZone}
            heading={labels['flow.stepSlot']}
            actionLabel={labels['manage.rescheduleTo']}
            disabled={step !== 'choosingSlot' && step !== 'failed'}
            onChoose={(slot) => {
              if (step === 'failed') send({ type: 'BACK' });
              send({ type: 'SELECT_SLOT', slot: { id: slot.id, startsAt: slot.startsAt, remaining: slot.remaining } });
            }}
          />
          )}
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
