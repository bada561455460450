import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import {
  BookingRefused,
  MAX_TIMER_MS,
  bookingMachine,
  bookingStep,
  type BookingEvent,
  type BookingInput,
  type BookingResult,
  type ConfirmInput,
  type ExistingBooking,
  type Slot,
} from './booking.machine';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 22, 2, 0);
const rules = { callingCode: '+65', emailRequired: true, phoneRequired: false };
const contact = { fullName: 'Mei Tan', email: 'mei@example.com', phone: '9123 4567' };
const open: Slot = { id: 1, startsAt: '2026-11-23T02:00:00.000Z', remaining: 2, artistId: 12 };
const full: Slot = { id: 2, startsAt: '2026-11-23T03:00:00.000Z', remaining: 0 };
const booking = { id: 41, startsAt: NOW + 5 * HOUR, confirmationNumber: 'SG-BK-000041' };
const skinQuestion = { id: 'skin', required: true };

type Server = { confirm?: (input: ConfirmInput) => Promise<BookingResult>; cancel?: () => Promise<void> };

function start(input: Partial<BookingInput>, server: Server = {}) {
  const clock = new SimulatedClock();
  const calls: ConfirmInput[] = [];
  const machine = bookingMachine.provide({
    actors: {
      confirm: fromPromise<BookingResult, ConfirmInput>(async ({ input }) => {
        calls.push(input);
        return (server.confirm ?? (async () => ({ confirmationNumber: 'SG-BK-000042' })))(input);
      }),
      cancel: fromPromise(async () => (server.cancel ?? (async () => undefined))()),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { mode: 'book', kind: 'service', now: NOW, chooseArtist: true, contactRules: rules, ...input },
  }).start();
  const step = () => bookingStep(actor.getSnapshot().value);
  return { actor, clock, calls, step, send: (event: BookingEvent) => actor.send(event) };
}

describe('booking a service', () => {
  it('service → artist → slot → contact → questions → confirming → confirmed, with what the server needs', async () => {
    const f = start({});
    expect(f.step()).toBe('choosingService');
    f.send({ type: 'SELECT_SERVICE', id: 101, questions: [skinQuestion] });
    expect(f.step()).toBe('choosingArtist');
    f.send({ type: 'SELECT_ARTIST', artistId: null });
    expect(f.step()).toBe('choosingSlot');
    f.send({ type: 'SELECT_SLOT', slot: open });
    expect(f.step()).toBe('contactDetails');
    f.send({ type: 'SUBMIT_CONTACT', contact });
    expect(f.step()).toBe('answeringQuestions');
    f.send({ type: 'SUBMIT_ANSWERS', answers: { skin: 'Dry' } });
    expect(f.step()).toBe('confirming');
    await waitFor(f.actor, (s) => s.matches('confirmed'));
    expect(f.actor.getSnapshot().context.result).toEqual({ confirmationNumber: 'SG-BK-000042' });
    expect(f.actor.getSnapshot().status).toBe('done');
    // "Any artist": the slot names the artist it is with.
    expect(f.calls).toEqual([
      { mode: 'book', kind: 'service', activityId: 101, artistId: 12, slot: open, contact, answers: { skin: 'Dry' }, booking: null },
    ]);
  });

  it('a service without questions confirms straight after the contact details', async () => {
    const f = start({ activity: { id: 100, questions: [] } });
    expect(f.step()).toBe('choosingArtist');
    f.send({ type: 'SELECT_ARTIST', artistId: 11 });
    f.send({ type: 'SELECT_SLOT', slot: { ...open, artistId: undefined } });
    f.send({ type: 'SUBMIT_CONTACT', contact });
    expect(f.step()).toBe('confirming');
    await waitFor(f.actor, (s) => s.matches('confirmed'));
    expect(f.calls[0].artistId).toBe(11);
  });

  it('a slot with no capacity left is refused with the message; a slot with room is taken', () => {
    const f = start({ activity: { id: 100, questions: [] } });
    f.send({ type: 'SELECT_ARTIST', artistId: null });
    f.send({ type: 'SELECT_SLOT', slot: full });
    expect(f.step()).toBe('choosingSlot');
    expect(f.actor.getSnapshot().context.message).toBe('slotUnavailable');
    f.send({ type: 'SELECT_SLOT', slot: open });
    expect(f.step()).toBe('contactDetails');
    expect(f.actor.getSnapshot().context.message).toBeNull();
  });

  it('"slot no longer available" from the server: back to the slots with the message, then books another', async () => {
    let answers = 0;
    const f = start(
      { activity: { id: 100, questions: [] } },
      {
        confirm: async () => {
          answers += 1;
          if (answers === 1) throw new BookingRefused('slot_unavailable', 'Slot no longer available');
          return { confirmationNumber: 'SG-BK-000043' };
        },
      },
    );
    f.send({ type: 'SELECT_ARTIST', artistId: null });
    f.send({ type: 'SELECT_SLOT', slot: open });
    f.send({ type: 'SUBMIT_CONTACT', contact });
    await waitFor(f.actor, () => f.step() === 'choosingSlot');
    expect(f.actor.getSnapshot().context).toMatchObject({ slot: null, message: 'slotUnavailable', contact });
    f.send({ type: 'SELECT_SLOT', slot: { ...open, id: 3 } });
    // The contact details are kept (prefilled with what was typed).
    expect(f.step()).toBe('contactDetails');
    f.send({ type: 'SUBMIT_CONTACT', contact });
    await waitFor(f.actor, (s) => s.matches('confirmed'));
    expect(f.actor.getSnapshot().context.result?.confirmationNumber).toBe('SG-BK-000043');
  });

  it('invalid contact details or answers do not move the flow', () => {
    const f = start({ activity: { id: 100, questions: [skinQuestion] } });
    f.send({ type: 'SELECT_ARTIST', artistId: null });
    f.send({ type: 'SELECT_SLOT', slot: open });
    f.send({ type: 'SUBMIT_CONTACT', contact: { ...contact, fullName: '' } });
    f.send({ type: 'SUBMIT_CONTACT', contact: { ...contact, email: 'x' } });
    f.send({ type: 'SUBMIT_CONTACT', contact: { ...contact, phone: '+66 812345678' } });
    expect(f.step()).toBe('contactDetails');
    f.send({ type: 'SUBMIT_CONTACT', contact });
    f.send({ type: 'SUBMIT_ANSWERS', answers: {} });
    f.send({ type: 'SUBMIT_ANSWERS', answers: { skin: 'x'.repeat(501) } });
    expect(f.step()).toBe('answeringQuestions');
  });

  it('a failure that is not a refusal says so; retry sends again, back returns to the slots', async () => {
    let fail = true;
    const f = start(
      { activity: { id: 100, questions: [] } },
      {
        confirm: async () => {
          if (fail) throw new Error('Network down');
          return { confirmationNumber: 'SG-BK-000044' };
        },
      },
    );
    f.send({ type: 'SELECT_ARTIST', artistId: null });
    f.send({ type: 'SELECT_SLOT', slot: open });
    f.send({ type: 'SUBMIT_CONTACT', contact });
    await waitFor(f.actor, () => f.step() === 'failed');
    expect(f.actor.getSnapshot().context).toMatchObject({ message: 'failed', error: 'Network down' });
    f.send({ type: 'BACK' });
    expect(f.step()).toBe('choosingSlot');
    f.send({ type: 'SELECT_SLOT', slot: open });
    f.send({ type: 'SUBMIT_CONTACT', contact });
    await waitFor(f.actor, () => f.step() === 'failed');
    fail = false;
    f.send({ type: 'RETRY' });
    await waitFor(f.actor, (s) => s.matches('confirmed'));
  });

  it('back goes one step at a time, never before an activity the page chose', () => {
    const f = start({});
    f.send({ type: 'SELECT_SERVICE', id: 100, questions: [skinQuestion] });
    f.send({ type: 'SELECT_ARTIST', artistId: 11 });
    f.send({ type: 'SELECT_SLOT', slot: open });
    f.send({ type: 'SUBMIT_CONTACT', contact });
    const back = ['contactDetails', 'choosingSlot', 'choosingArtist', 'choosingService'];
    for (const step of back) {
      f.send({ type: 'BACK' });
      expect(f.step()).toBe(step);
    }
    const fixed = start({ activity: { id: 100, questions: [] } });
    fixed.send({ type: 'BACK' });
    expect(fixed.step()).toBe('choosingArtist');
  });

  it('a new service or artist forgets the chosen slot', () => {
    const f = start({});
    f.send({ type: 'SELECT_SERVICE', id: 100, questions: [] });
    f.send({ type: 'SELECT_ARTIST', artistId: 11 });
    f.send({ type: 'SELECT_SLOT', slot: open });
    f.send({ type: 'BACK' });
    f.send({ type: 'BACK' });
    f.send({ type: 'SELECT_ARTIST', artistId: 12 });
    expect(f.actor.getSnapshot().context).toMatchObject({ artistId: 12, slot: null });
  });

  it('the account prefills the contact details until the shopper submits their own', () => {
    const f = start({ activity: { id: 100, questions: [] } });
    f.send({ type: 'PREFILL', contact });
    expect(f.actor.getSnapshot().context.contact).toEqual(contact);
    f.send({ type: 'SELECT_ARTIST', artistId: null });
    f.send({ type: 'SELECT_SLOT', slot: open });
    const mine = { ...contact, fullName: 'Mei L. Tan' };
    f.send({ type: 'SUBMIT_CONTACT', contact: mine });
    f.send({ type: 'PREFILL', contact });
    expect(f.actor.getSnapshot().context.contact).toEqual(mine);
  });
});

describe('registering for a class or event', () => {
  it('goes straight to the sessions, then contact, then confirmation', async () => {
    const f = start({ kind: 'class', chooseArtist: false, activity: { id: 200, questions: [] } });
    expect(f.step()).toBe('choosingSlot');
    f.send({ type: 'BACK' });
    expect(f.step()).toBe('choosingSlot');
    f.send({ type: 'SELECT_SLOT', slot: open });
    f.send({ type: 'SUBMIT_CONTACT', contact });
    await waitFor(f.actor, (s) => s.matches('confirmed'));
    expect(f.calls[0]).toMatchObject({ kind: 'class', activityId: 200 });
  });
});

describe('rescheduling', () => {
  const reschedule = (server: Server = {}, at = booking) =>
    start({ mode: 'reschedule', booking: at, activity: { id: 100, questions: [] } }, server);

  it('opens on the slots; a new slot is asked about first, then confirmed, and the booking is rescheduled', async () => {
    const f = reschedule({ confirm: async () => ({ confirmationNumber: booking.confirmationNumber, startsAt: open.startsAt }) });
    expect(f.step()).toBe('choosingSlot');
    f.send({ type: 'BACK' });
    expect(f.step()).toBe('choosingSlot');
    f.send({ type: 'SELECT_SLOT', slot: open });
    expect(f.step()).toBe('confirmingReschedule');
    expect(f.actor.getSnapshot().context.slot).toEqual(open);
    expect(f.calls).toEqual([]);
    f.send({ type: 'CONFIRM' });
    expect(f.step()).toBe('confirming');
    await waitFor(f.actor, (s) => s.matches('rescheduled'));
    expect(f.calls[0]).toMatchObject({ mode: 'reschedule', booking, slot: open });
    expect(f.actor.getSnapshot().context.result).toEqual({ confirmationNumber: 'SG-BK-000041', startsAt: open.startsAt });
  });

  it('the first click on a slot sends nothing; back returns to the slots and forgets it', () => {
    const f = reschedule();
    f.send({ type: 'SELECT_SLOT', slot: open });
    expect(f.step()).toBe('confirmingReschedule');
    f.send({ type: 'BACK' });
    expect(f.step()).toBe('choosingSlot');
    expect(f.actor.getSnapshot().context.slot).toBeNull();
    expect(f.calls).toEqual([]);
  });

  it('a full slot and a slot taken meanwhile both keep the shopper on the slots with the message', async () => {
    const f = reschedule({ confirm: async () => Promise.reject(new BookingRefused('slot_unavailable')) });
    f.send({ type: 'SELECT_SLOT', slot: full });
    expect(f.actor.getSnapshot().context.message).toBe('slotUnavailable');
    f.send({ type: 'SELECT_SLOT', slot: open });
    f.send({ type: 'CONFIRM' });
    await waitFor(f.actor, () => f.step() === 'choosingSlot');
    expect(f.actor.getSnapshot().context.message).toBe('slotUnavailable');
  });

  it('a booking whose start has passed opens expired, with nothing to do', () => {
    for (const startsAt of [NOW, NOW - HOUR]) {
      const f = reschedule({}, { ...booking, startsAt });
      expect(f.actor.getSnapshot().value).toBe('expired');
      expect(f.actor.getSnapshot().status).toBe('done');
    }
  });

  it('expires while the move is being confirmed, when its start passes', () => {
    const f = reschedule();
    f.send({ type: 'SELECT_SLOT', slot: open });
    f.clock.increment(5 * HOUR);
    expect(f.actor.getSnapshot().value).toBe('expired');
  });

  it('expires exactly when its start passes while the shopper is choosing, not before', () => {
    const f = reschedule();
    f.clock.increment(5 * HOUR - 1);
    expect(f.step()).toBe('choosingSlot');
    f.clock.increment(1);
    expect(f.actor.getSnapshot().value).toBe('expired');
  });

  it('a booking weeks away sets no timer beyond what setTimeout holds', () => {
    const f = reschedule({}, { ...booking, startsAt: NOW + MAX_TIMER_MS + HOUR });
    f.clock.increment(MAX_TIMER_MS);
    expect(f.step()).toBe('choosingSlot');
  });

  it('the server saying the booking expired ends the flow as expired', async () => {
    const f = reschedule({ confirm: async () => Promise.reject(new BookingRefused('expired')) });
    f.send({ type: 'SELECT_SLOT', slot: open });
    f.send({ type: 'CONFIRM' });
    await waitFor(f.actor, (s) => s.matches('expired'));
  });

  it('a request already sent is not cut short by the expiry timer', async () => {
    let settle: (value: BookingResult) => void = () => undefined;
    const f = reschedule({ confirm: () => new Promise((resolve) => (settle = resolve)) });
    f.clock.increment(5 * HOUR - 10);
    f.send({ type: 'SELECT_SLOT', slot: open });
    f.send({ type: 'CONFIRM' });
    f.clock.increment(20);
    expect(f.step()).toBe('confirming');
    settle({ confirmationNumber: booking.confirmationNumber });
    await waitFor(f.actor, (s) => s.matches('rescheduled'));
  });
});

describe('cancelling', () => {
  const cancel = (server: Server = {}, at: ExistingBooking = booking) => start({ mode: 'cancel', kind: 'event', chooseArtist: false, booking: at }, server);

  it('asks, then cancels', async () => {
    const f = cancel();
    expect(f.step()).toBe('awaitingCancel');
    f.send({ type: 'CANCEL_BOOKING' });
    expect(f.step()).toBe('cancelling');
    await waitFor(f.actor, (s) => s.matches('cancelled'));
  });

  it('an expired booking cannot be cancelled: on opening, as time passes, or by the server\'s word', async () => {
    expect(cancel({}, { ...booking, startsAt: NOW - 1 }).actor.getSnapshot().value).toBe('expired');
    const waiting = cancel();
    waiting.clock.increment(5 * HOUR);
    expect(waiting.actor.getSnapshot().value).toBe('expired');
    const refused = cancel({ cancel: async () => Promise.reject(new BookingRefused('expired')) });
    refused.send({ type: 'CANCEL_BOOKING' });
    await waitFor(refused.actor, (s) => s.matches('expired'));
  });

  it('a booking without a known start (recorded from an external provider) can be cancelled, and expires only by the server\'s word', async () => {
    const unknown = cancel({}, { ...booking, startsAt: null });
    expect(unknown.step()).toBe('awaitingCancel');
    unknown.clock.increment(30 * 24 * HOUR);
    expect(unknown.step()).toBe('awaitingCancel');
    unknown.send({ type: 'CANCEL_BOOKING' });
    await waitFor(unknown.actor, (s) => s.matches('cancelled'));
    const refused = cancel({ cancel: async () => Promise.reject(new BookingRefused('expired')) }, { ...booking, startsAt: null });
    refused.send({ type: 'CANCEL_BOOKING' });
    await waitFor(refused.actor, (s) => s.matches('expired'));
  });

  it('a failed cancellation says why and can be tried again', async () => {
    let fail = true;
    const f = cancel({
      cancel: async () => {
        if (fail) throw new Error('Network down');
      },
    });
    f.send({ type: 'CANCEL_BOOKING' });
    await waitFor(f.actor, () => f.step() === 'cancelFailed');
    expect(f.actor.getSnapshot().context.error).toBe('Network down');
    fail = false;
    f.send({ type: 'RETRY' });
    await waitFor(f.actor, (s) => s.matches('cancelled'));
  });
});

describe('every path (model-based, xstate/graph)', () => {
  // The actors' answers are events the graph can take: done or one of the refusals.
  const DONE = { type: 'xstate.done.actor.0.booking.confirming', output: { confirmationNumber: 'X' } };
  const GONE = { type: 'xstate.error.actor.0.booking.confirming', error: new BookingRefused('slot_unavailable') };
  const EXPIRED = { type: 'xstate.error.actor.0.booking.confirming', error: new BookingRefused('expired') };
  const FAILED = { type: 'xstate.error.actor.0.booking.confirming', error: new Error('down') };
  const CANCELLED = { type: 'xstate.done.actor.0.booking.cancelling' };
  const CANCEL_EXPIRED = { type: 'xstate.error.actor.0.booking.cancelling', error: new BookingRefused('expired') };
  const CANCEL_FAILED = { type: 'xstate.error.actor.0.booking.cancelling', error: new Error('down') };
  const TIMER = { type: 'xstate.after.untilExpiry.booking' };
  const events = [
    { type: 'SELECT_SERVICE', id: 100, questions: [skinQuestion] },
    { type: 'SELECT_ARTIST', artistId: null },
    { type: 'SELECT_SLOT', slot: open },
    { type: 'SELECT_SLOT', slot: full },
    { type: 'SUBMIT_CONTACT', contact },
    { type: 'SUBMIT_CONTACT', contact: { ...contact, fullName: '' } },
    { type: 'SUBMIT_ANSWERS', answers: { skin: 'Dry' } },
    { type: 'SUBMIT_ANSWERS', answers: {} },
    { type: 'CANCEL_BOOKING' },
    { type: 'CONFIRM' },
    { type: 'RETRY' },
    { type: 'BACK' },
    DONE,
    GONE,
    EXPIRED,
    FAILED,
    CANCELLED,
    CANCEL_EXPIRED,
    CANCEL_FAILED,
    TIMER,
  ] as unknown as BookingEvent[];
  // Actors never start in the graph walk: the graph sends their answers as events.
  const walk = (input: BookingInput) =>
    getSimplePaths(bookingMachine, {
      input,
      events,
      serializeState: (s) => JSON.stringify([s.value, s.context.message, s.context.slot?.id ?? null, s.context.activityId]),
    });
  const base = { kind: 'service', now: NOW, chooseArtist: true, contactRules: rules } as const;
  const endsOf = (paths: ReturnType<typeof walk>) => new Set(paths.map((p) => bookingStep(p.state.value)));

  it('booking reaches every step and ends confirmed, expired only by the server\'s word', () => {
    const paths = walk({ ...base, mode: 'book' });
    const ends = endsOf(paths);
    for (const step of ['choosingService', 'choosingArtist', 'choosingSlot', 'contactDetails', 'answeringQuestions', 'confirming', 'confirmed', 'failed', 'expired']) {
      expect(ends, step).toContain(step);
    }
    expect(ends).not.toContain('rescheduled');
    expect(ends).not.toContain('cancelled');
    // No path reaches confirming without a slot with room and valid contact details, nor books a full slot.
    for (const path of paths) {
      for (const step of path.steps) {
        if (bookingStep(step.state.value) !== 'confirming') continue;
        expect(step.state.context.slot?.remaining).toBeGreaterThan(0);
        expect(step.state.context.contact.fullName).not.toBe('');
      }
      // A new booking has no start to pass: the timer never expires it.
      if (path.state.value === 'expired') expect(path.steps.at(-1)!.event).toBe(EXPIRED);
    }
  });

  it('every "slot no longer available" answer lands on the slots with the message', () => {
    for (const mode of ['book', 'reschedule'] as const) {
      const paths = walk({ ...base, mode, booking, activity: { id: 100, questions: [] } });
      const gone = paths.filter((p) => p.steps.at(-1)!.event === GONE);
      expect(gone.length).toBeGreaterThan(0);
      for (const path of gone) {
        expect(bookingStep(path.state.value)).toBe('choosingSlot');
        expect(path.state.context).toMatchObject({ message: 'slotUnavailable', slot: null });
      }
    }
  });

  it('rescheduling ends rescheduled or expired, never confirmed or cancelled; the timer expires it while choosing', () => {
    const paths = walk({ ...base, mode: 'reschedule', booking, activity: { id: 100, questions: [] } });
    const ends = endsOf(paths);
    expect(ends).toContain('rescheduled');
    expect(ends).toContain('expired');
    expect(ends).not.toContain('confirmed');
    expect(ends).not.toContain('cancelled');
    expect(ends).not.toContain('contactDetails');
    expect(ends).toContain('confirmingReschedule');
    expect(paths.some((p) => p.state.value === 'expired' && p.steps.at(-1)!.event === TIMER)).toBe(true);
    // Nothing is sent before the shopper has seen the old and new time and confirmed: every way into confirming
    // is CONFIRM from confirmingReschedule, or RETRY after a failure.
    for (const path of paths) {
      path.steps.forEach((step, i) => {
        if (i === 0 || bookingStep(step.state.value) !== 'confirming') return;
        const before = bookingStep(path.steps[i - 1].state.value);
        if (before === 'confirming') return;
        expect([before, (step.event as { type: string }).type]).toSatisfy(([from, type]: string[]) => (from === 'confirmingReschedule' && type === 'CONFIRM') || (from === 'failed' && type === 'RETRY'));
      });
    }
    // The timer never interrupts a request in flight.
    for (const path of paths) {
      path.steps.forEach((step, i) => {
        const before = i === 0 ? 'choosingSlot' : bookingStep(path.steps[i - 1].state.value);
        if (step.event === TIMER && before === 'confirming') expect(bookingStep(step.state.value)).toBe('confirming');
      });
    }
  });

  it('cancelling ends cancelled or expired; an expired booking has no path anywhere else', () => {
    const ends = endsOf(walk({ ...base, mode: 'cancel', booking }));
    expect([...ends].sort()).toEqual(['awaitingCancel', 'cancelFailed', 'cancelled', 'cancelling', 'expired']);
    for (const mode of ['reschedule', 'cancel'] as const) {
      const paths = walk({ ...base, mode, booking: { ...booking, startsAt: NOW - 1 } });
      expect(endsOf(paths)).toEqual(new Set(['expired']));
    }
  });
});
