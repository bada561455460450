'use client';

/**
 * Booking a service, or registering for a class or event, on its page (SPEC §2 "Booking flow"): the booking
 * flow (`flows/booking`) drives the steps — artist (or any) for a service, then the slot calendar in the
 * store's time zone, contact details prefilled from the account, the service's questions, confirming — and
 * ends on the confirmation with its number. Its calls are the flow's actors, provided here over the API: the
 * reservation is a mutation of the page's booking query client, which then invalidates the slots and the
 * activity, so "places left" is read again (also after a "slot no longer available" answer).
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { Answers, Contact } from '@/flows/booking/booking-form';
import { BookingRefused, bookingMachine, bookingStep, type BookingResult, type ConfirmInput } from '@/flows/booking/booking.machine';
import { fill } from '@/lib/i18n/plural-templates';
import type { ActivityDetail, CreateReservationInput, Question, Reservation } from '@/schemas/api/bookings';
import { FormMessage } from '../account/FormField';
import { ContactForm, QuestionsForm } from './BookingForms';
import { ManageLinks } from './ManageLinks';
import { bookingContactRules, contactBody } from './contact';
import { ReservationSummary } from './ReservationSummary';
import { SlotPicker } from './SlotPicker';
import type { BookingContextProps } from './labels';
import { bookingKeys, callsFor, refreshAfterBookingChange, useBookingQuery } from './booking-queries';

export interface BookingFlowProps extends BookingContextProps {
  activity: ActivityDetail;
  questions: Question[];
  /** The page's clock (a prop, so tests and stories fix it). */
  now?: number;
}

/** The account's name, email and phone, as the form takes them. */
export function contactFromAccount(account: { firstName: string; lastName: string; email: string; mobile: { callingCode: string; number: string } }, callingCode: string): Contact {
  const phone = account.mobile.number ? (account.mobile.callingCode === callingCode ? account.mobile.number : `${account.mobile.callingCode} ${account.mobile.number}`) : '';
  return { fullName: `${account.firstName} ${account.lastName}`.trim(), email: account.email, phone };
}

export function BookingFlow({ activity, questions, now: fixedNow, ...context }: BookingFlowProps) {
  const { labels, api, callingCode } = context;
  const [now] = useState(() => fixedNow ?? Date.now());
  const [booked, setBooked] = useState<Reservation | null>(null);
  const rules = useMemo(() => bookingContactRules(callingCode), [callingCode]);
  // The account prefills the contact details (the flow keeps what the shopper typed).
  const { query: account, client } = useBookingQuery(bookingKeys.of(api, 'account'), (calls, signal) => calls.account(signal), api);
  // A booking, or a "slot no longer available" answer, changes the places left: the slots and activity are read again.
  const reserve = useMutation(
    {
      mutationFn: (body: CreateReservationInput) => callsFor(api).then((calls) => calls.reserve(body)),
      onSettled: (_, error) => (!error || (error instanceof BookingRefused && error.reason === 'slot_unavailable') ? refreshAfterBookingChange(client) : undefined),
    },
    client,
  );
  const { mutateAsync: reserveAsync } = reserve;
  const machine = useMemo(
    () =>
      bookingMachine.provide({
        actors: {
          confirm: fromPromise<BookingResult, ConfirmInput>(async ({ input }) => {
            const reservation = await reserveAsync({
              slotId: input.slot.id,
              contact: contactBody(input.contact, callingCode),
              answers: Object.entries(input.answers)
                .filter(([, answer]) => answer.trim())
                .map(([questionId, answer]) => ({ questionId: Number(questionId), answer })),
            });
            setBooked(reservation);
            return { confirmationNumber: reservation.confirmationNumber, startsAt: reservation.slot?.startsAt };
          }),
        },
      }),
    [callingCode, reserveAsync],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      mode: 'book',
      kind: activity.kind,
      now,
      chooseArtist: activity.kind === 'service' && activity.artists.length > 0,
      activity: { id: activity.id, questions: questions.map((q) => ({ id: String(q.id), required: q.required })) },
      contactRules: rules,
    },
  });
  const step = bookingStep(snapshot.value);
  const { context: flow } = snapshot;

  useEffect(() => {
    if (account.data) send({ type: 'PREFILL', contact: contactFromAccount(account.data, callingCode) });
  }, [account.data, callingCode, send]);

  // Each step's heading takes the focus, so a screen reader hears where the shopper is.
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    region.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step]);

  const gone = flow.message === 'slotUnavailable';

  const [artist, setArtist] = useState<string>('any');
  const submitLabel = activity.kind === 'service' ? labels['flow.confirm'] : labels['flow.confirmRegistration'];

  return (
    <div ref={region} className="booking-flow" aria-live="off">
      {step === 'choosingArtist' && (
        <form
          className="booking-form"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'SELECT_ARTIST', artistId: artist === 'any' ? null : Number(artist) });
          }}
        >
          <fieldset>
            <legend><h2 tabIndex={-1}>{labels['flow.stepArtist']}</h2></legend>
            {[{ id: 'any', name: labels['flow.anyArtist'], title: '' }, ...activity.artists.map((a) => ({ ...a, id: String(a.id) }))].map((a) => (
              <label key={a.id} className="booking-choice">
                <input type="radio" name="artist" value={a.id} checked={artist === a.id} onChange={() => setArtist(a.id)} />
                <span>{a.name}</span>
                {a.title && <span className="booking-choice__note">{a.title}</span>}
              </label>
            ))}
          </fieldset>
          <div className="booking-actions">
            <button type="submit" className="button">{labels['flow.continue']}</button>
          </div>
        </form>
      )}
      {step === 'choosingSlot' && (
        <>
          {gone && <FormMessage tone="error">{labels['flow.slotUnavailable']}</FormMessage>}
          <SlotPicker
            {...context}
            activityId={activity.id}
            artistId={flow.artistId}
            timeZone={activity.store.timeZone}
            heading={activity.kind === 'service' ? labels['flow.stepSlot'] : labels['flow.stepSession']}
            onChoose={(slot) => send({ type: 'SELECT_SLOT', slot: { id: slot.id, startsAt: slot.startsAt, remaining: slot.remaining, artistId: slot.artist?.id ?? null } })}
          />
          {flow.chooseArtist && (
            <div className="booking-actions">
              <button type="button" className="button button--secondary" onClick={() => send({ type: 'BACK' })}>{labels['flow.back']}</button>
            </div>
          )}
        </>
      )}
      {step === 'contactDetails' && (
        <ContactForm
          key={JSON.stringify(flow.contact)}
          initial={flow.contact}
          rules={rules}
          labels={labels}
          onSubmit={(contact) => send({ type: 'SUBMIT_CONTACT', contact })}
          onBack={() => send({ type: 'BACK' })}
        />
      )}
      {step === 'answeringQuestions' && (
        <QuestionsForm questions={questions} initial={flow.answers} labels={labels} submitLabel={submitLabel} onSubmit={(answers: Answers) => send({ type: 'SUBMIT_ANSWERS', answers })} onBack={() => send({ type: 'BACK' })} />
      )}
      {step === 'confirming' && (
        <p className="booking-status" role="status" aria-busy="true">{labels['flow.confirming']}</p>
      )}
      {step === 'failed' && (
        <div className="booking-notice">
          <FormMessage tone="error">{labels['flow.failed']}</FormMessage>
          <div className="booking-actions">
            <button type="button" className="button button--secondary" onClick={() => send({ type: 'BACK' })}>{labels['flow.back']}</button>
            <button type="button" className="button" onClick={() => send({ type: 'RETRY' })}>{labels.retry}</button>
          </div>
        </div>
      )}
      {step === 'confirmed' && booked && (
        <section className="booking-done" aria-labelledby="booking-done-heading">
          <h2 id="booking-done-heading" tabIndex={-1}>{labels['flow.confirmed']}</h2>
          <ReservationSummary reservation={booked} {...context} />
          <p>{fill(labels['flow.emailSent'], { email: booked.contact.email })}</p>
          <ManageLinks reservation={booked} {...context} />
        </section>
      )}
    </div>
  );
}
