/**
 * The booking flow (issue 10, SPEC §2 "Booking flow", §4 "Booking"): one machine for booking, rescheduling and
 * cancelling a service, class or event.
 *
 * - book: choosing service → choosing artist (or any; services only) → choosing slot → contact details →
 *   answering questions (when the service has any) → confirming → confirmed. A class or event page starts at
 *   choosing slot (its sessions).
 * - reschedule: choosing slot → confirming the move (the old and the new time side by side; back to the slots, or
 *   confirm) → confirming → rescheduled. Nothing is sent before the shopper confirms.
 * - cancel: awaiting cancel → cancelling → cancelled.
 *
 * Guards: a slot with no capacity left is refused where it is chosen, and a "slot no longer available" answer
 * from the server sends the shopper back to choose a slot with a message (capacity); a booking whose start has
 * passed is expired — on opening, when its start passes while the page is open (a named delay), or when the
 * server says so — and an expired booking offers nothing more (expiry). The calls are actors the page provides
 * (`confirm`, `cancel`); the contact and answer rules are the pure `booking-form` module.
 */
import { and, assign, fromPromise, setup, stateIn } from 'xstate';
import { hasErrors, validateAnswers, validateContact, type Answers, type Contact, type ContactRules, type QuestionRule } from './booking-form';

export type BookingMode = 'book' | 'reschedule' | 'cancel';
export type BookingKind = 'service' | 'class' | 'event';

export interface Slot {
  id: number;
  /** ISO start time. */
  startsAt: string;
  /** Places left in the slot (SPEC §3 "slot capacity remaining"). */
  remaining: number;
  /** The artist the slot is with, when the shopper chose "any artist". */
  artistId?: number | null;
}

/** A booking being rescheduled or cancelled. */
export interface ExistingBooking {
  id: number;
  /**
   * Start in epoch milliseconds; null when it is not known (a booking recorded from an external provider
   * without a time): such a booking expires only by the server's word.
   */
  startsAt: number | null;
  confirmationNumber: string;
}

export interface BookingInput {
  mode: BookingMode;
  kind: BookingKind;
  /** The page's clock (epoch ms) when the flow starts; the flow reads no clock itself. */
  now: number;
  /** Whether the shopper chooses an artist (services); classes and events go straight to their sessions. */
  chooseArtist: boolean;
  /** A service, class or event already chosen (its page); its questions come with it. */
  activity?: { id: number; questions: QuestionRule[] } | null;
  booking?: ExistingBooking | null;
  contactRules: ContactRules;
  contact?: Contact | null;
}

export interface BookingResult {
  confirmationNumber: string;
  startsAt?: string;
}

/** How the `confirm` and `cancel` actors say the server refused for a known reason. */
export type Refusal = 'slot_unavailable' | 'expired';
export class BookingRefused extends Error {
  constructor(
    readonly reason: Refusal,
    message: string = reason,
  ) {
    super(message);
    this.name = 'BookingRefused';
  }
}

export interface BookingContext {
  mode: BookingMode;
  kind: BookingKind;
  chooseArtist: boolean;
  /** Whether the activity came with the page (then there is no going back to choose another). */
  activityFixed: boolean;
  activityId: number | null;
  questions: QuestionRule[];
  /** `null` = any artist. */
  artistId: number | null;
  slot: Slot | null;
  contact: Contact;
  /** True once the shopper has typed or submitted contact details (a late account prefill leaves them alone). */
  contactTouched: boolean;
  answers: Answers;
  contactRules: ContactRules;
  booking: ExistingBooking | null;
  /** Milliseconds from the start of the flow until the booking being managed expires. */
  untilExpiryMs: number | null;
  result: BookingResult | null;
  /** What the shopper is told on the current step. */
  message: 'slotUnavailable' | 'failed' | null;
  error: string | null;
}

export type BookingEvent =
  | { type: 'SELECT_SERVICE'; id: number; questions: QuestionRule[] }
  | { type: 'SELECT_ARTIST'; artistId: number | null }
  | { type: 'SELECT_SLOT'; slot: Slot }
  | { type: 'PREFILL'; contact: Contact }
  | { type: 'SUBMIT_CONTACT'; contact: Contact }
  | { type: 'SUBMIT_ANSWERS'; answers: Answers }
  | { type: 'CANCEL_BOOKING' }
  /** The shopper confirms the move shown in `confirmingReschedule`. */
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'BACK' };

/** What the `confirm` actor receives: everything the reservation (or the reschedule) needs. */
export interface ConfirmInput {
  mode: BookingMode;
  kind: BookingKind;
  activityId: number | null;
  artistId: number | null;
  slot: Slot;
  contact: Contact;
  answers: Answers;
  booking: ExistingBooking | null;
}

/** `setTimeout` holds at most 2^31 − 1 ms (about 24.8 days); a later expiry is left to the server's answer. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

const empty: Contact = { fullName: '', email: '', phone: '' };

const refusalOf = (error: unknown): Refusal | null =>
  error && typeof error === 'object' && 'reason' in error && (error.reason === 'slot_unavailable' || error.reason === 'expired') ? error.reason : null;

/** The error an actor failed with (typed here: xstate cannot infer it through a guard's `unknown` parameter). */
const errorOf = ({ event }: { event: { error?: unknown } }) => event.error;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
  },
  actors: {
    confirm: fromPromise<BookingResult, ConfirmInput>(async () => {
      throw new Error('confirm is provided by the page');
    }),
    cancel: fromPromise<void, { booking: ExistingBooking; kind: BookingKind }>(async () => {
      throw new Error('cancel is provided by the page');
    }),
  },
  delays: {
    untilExpiry: ({ context }) => Math.min(MAX_TIMER_MS, Math.max(0, context.untilExpiryMs ?? 0)),
  },
  guards: {
    isExpired: ({ context }) => context.untilExpiryMs !== null && context.untilExpiryMs <= 0,
    /** The expiry timer runs only for a managed booking whose start falls within the timer's range. */
    expiresWhileOpen: ({ context }) => context.untilExpiryMs !== null && context.untilExpiryMs <= MAX_TIMER_MS,
    isCancel: ({ context }) => context.mode === 'cancel',
    isReschedule: ({ context }) => context.mode === 'reschedule',
    hasActivity: ({ context }) => context.activityId !== null,
    choosesArtist: ({ context }) => context.chooseArtist,
    canGoBackToService: ({ context }) => !context.activityFixed && context.mode === 'book',
    canGoBackToArtist: ({ context }) => context.chooseArtist && context.mode === 'book',
    hasCapacity: (_, slot: Slot) => slot.remaining > 0,
    contactValid: ({ context }, contact: Contact) => !hasErrors(validateContact(contact, context.contactRules)),
    answersValid: ({ context }, answers: Answers) => !hasErrors(validateAnswers(answers, context.questions)),
    hasQuestions: ({ context }) => context.questions.length > 0,
    slotUnavailable: (_, error: unknown) => refusalOf(error) === 'slot_unavailable',
    refusedAsExpired: (_, error: unknown) => refusalOf(error) === 'expired',
  },
  actions: {
    takeActivity: assign((_, e: { id: number; questions: QuestionRule[] }) => ({ activityId: e.id, questions: e.questions, artistId: null, slot: null, message: null })),
    takeArtist: assign((_, artistId: number | null) => ({ artistId, slot: null, message: null })),
    takeSlot: assign((_, slot: Slot) => ({ slot, message: null, error: null })),
    forgetSlot: assign({ slot: null, message: null, error: null }),
    refuseFullSlot: assign({ message: 'slotUnavailable' as const }),
    prefill: assign(({ context }, contact: Contact) => (context.contactTouched ? {} : { contact })),
    takeContact: assign((_, contact: Contact) => ({ contact, contactTouched: true })),
    takeAnswers: assign((_, answers: Answers) => ({ answers })),
    takeResult: assign((_, result: BookingResult) => ({ result, message: null, error: null })),
    /** The server gave the slot away meanwhile: back to the calendar, with the message. */
    slotGone: assign({ slot: null, message: 'slotUnavailable' as const, error: null }),
    rememberFailure: assign((_, error: unknown) => ({ message: 'failed' as const, error: messageOf(error) })),
    clearMessage: assign({ message: null, error: null }),
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    mode: input.mode,
    kind: input.kind,
    chooseArtist: input.chooseArtist,
    activityFixed: !!input.activity,
    activityId: input.activity?.id ?? null,
    questions: input.activity?.questions ?? [],
    artistId: null,
    slot: null,
    contact: input.contact ?? empty,
    contactTouched: false,
    answers: {},
    contactRules: input.contactRules,
    booking: input.booking ?? null,
    untilExpiryMs: input.mode !== 'book' && input.booking && input.booking.startsAt !== null ? input.booking.startsAt - input.now : null,
    result: null,
    message: null,
    error: null,
  }),
  initial: 'routing',
  on: {
    PREFILL: { actions: { type: 'prefill', params: ({ event }) => event.contact } },
  },
  // One timer from the start of the flow: a managed booking whose start passes while the shopper is still
  // deciding expires; a request already sent is left to the server's answer.
  after: { untilExpiry: { guard: and(['expiresWhileOpen', stateIn('#booking.open')]), target: '.expired' } },
  states: {
    /** Where the flow opens: an expired booking offers nothing; otherwise the first step still to do. */
    routing: {
      always: [
        { guard: 'isExpired', target: 'expired' },
        { guard: 'isCancel', target: 'open.awaitingCancel' },
        { guard: 'isReschedule', target: 'open.choosingSlot' },
        { guard: 'hasActivity', target: 'open.choosingActivity' },
        { target: 'open.choosingService' },
      ],
    },
    /** The steps where the shopper decides; a managed booking whose start passes meanwhile expires here. */
    open: {
      initial: 'choosingService',
      states: {
        choosingService: {
          on: {
            SELECT_SERVICE: { target: 'choosingActivity', actions: { type: 'takeActivity', params: ({ event }) => event } },
          },
        },
        /** A chosen activity: services choose an artist, classes and events their session. */
        choosingActivity: {
          always: [{ guard: 'choosesArtist', target: 'choosingArtist' }, { target: 'choosingSlot' }],
        },
        choosingArtist: {
          on: {
            SELECT_ARTIST: { target: 'choosingSlot', actions: { type: 'takeArtist', params: ({ event }) => event.artistId } },
            BACK: { guard: 'canGoBackToService', target: 'choosingService' },
          },
        },
        choosingSlot: {
          on: {
            SELECT_SLOT: [
              { guard: { type: 'hasCapacity', params: ({ event }) => event.slot }, actions: { type: 'takeSlot', params: ({ event }) => event.slot }, target: 'slotChosen' },
              { actions: 'refuseFullSlot' },
            ],
            BACK: [
              { guard: 'canGoBackToArtist', target: 'choosingArtist' },
              { guard: 'canGoBackToService', target: 'choosingService' },
            ],
          },
        },
        /** A reschedule asks first (old and new time); a booking goes on to the contact details. */
        slotChosen: {
          always: [{ guard: 'isReschedule', target: 'confirmingReschedule' }, { target: 'contactDetails' }],
        },
        /** "Move your booking from {old} to {new}?": sent only on CONFIRM; BACK forgets the new slot. */
        confirmingReschedule: {
          on: {
            CONFIRM: '#booking.confirming',
            BACK: { target: 'choosingSlot', actions: 'forgetSlot' },
          },
        },
        contactDetails: {
          on: {
            SUBMIT_CONTACT: [
              {
                guard: { type: 'contactValid', params: ({ event }) => event.contact },
                actions: { type: 'takeContact', params: ({ event }) => event.contact },
                target: 'contactTaken',
              },
            ],
            BACK: 'choosingSlot',
          },
        },
        contactTaken: {
          always: [{ guard: 'hasQuestions', target: 'answeringQuestions' }, { target: '#booking.confirming' }],
        },
        answeringQuestions: {
          on: {
            SUBMIT_ANSWERS: {
              guard: { type: 'answersValid', params: ({ event }) => event.answers },
              actions: { type: 'takeAnswers', params: ({ event }) => event.answers },
              target: '#booking.confirming',
            },
            BACK: 'contactDetails',
          },
        },
        awaitingCancel: {
          on: { CANCEL_BOOKING: '#booking.cancelling' },
        },
        /** The server could not be reached or refused for another reason: say so; retry or go back. */
        failed: {
          on: {
            RETRY: '#booking.confirming',
            BACK: { target: 'choosingSlot', actions: 'clearMessage' },
          },
        },
        cancelFailed: {
          on: { CANCEL_BOOKING: '#booking.cancelling', RETRY: '#booking.cancelling' },
        },
      },
    },
    confirming: {
      entry: 'clearMessage',
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({
          mode: context.mode,
          kind: context.kind,
          activityId: context.activityId,
          artistId: context.slot?.artistId ?? context.artistId,
          slot: context.slot!,
          contact: context.contact,
          answers: context.answers,
          booking: context.booking,
        }),
        onDone: [
          { guard: 'isReschedule', target: 'rescheduled', actions: { type: 'takeResult', params: ({ event }) => event.output } },
          { target: 'confirmed', actions: { type: 'takeResult', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'slotUnavailable', params: errorOf }, target: 'open.choosingSlot', actions: 'slotGone' },
          { guard: { type: 'refusedAsExpired', params: errorOf }, target: 'expired' },
          { target: 'open.failed', actions: { type: 'rememberFailure', params: errorOf } },
        ],
      },
    },
    cancelling: {
      entry: 'clearMessage',
      invoke: {
        src: 'cancel',
        input: ({ context }) => ({ booking: context.booking!, kind: context.kind }),
        onDone: 'cancelled',
        onError: [
          { guard: { type: 'refusedAsExpired', params: errorOf }, target: 'expired' },
          { target: 'open.cancelFailed', actions: { type: 'rememberFailure', params: errorOf } },
        ],
      },
    },
    confirmed: { type: 'final' },
    rescheduled: { type: 'final' },
    cancelled: { type: 'final' },
    /** "Your booking has expired and cannot be rescheduled or cancelled." — no actions. */
    expired: { type: 'final' },
  },
});

/** The step the page shows for a snapshot value (`open.choosingSlot` → `choosingSlot`). */
export function bookingStep(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'open' in value) return String((value as { open: unknown }).open);
  return 'routing';
}
