/**
 * zod contracts of bookings (SPEC §3/§4/§7 "booking-service", "reservation-service", "booking-services",
 * "layouts/store-services", "happening"): beauty services, beauty classes and store events of a store, their
 * sessions (slots) in the store's time zone, the questions a service asks, and a member's reservations
 * (book, show, reschedule, cancel). Money in minor units of the country's currency. Endpoints and their
 * answers are described in `commerce/bookings/README.md`.
 */
import { z } from 'zod';
import { CallingCode, MobileNumber } from './accounts';
import { serialIdParam } from './params';

export const ACTIVITY_KINDS = ['service', 'class', 'event'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const RESERVATION_STATUSES = ['confirmed', 'rescheduled', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** Who takes the booking: the store itself, or an external provider whose page the shopper is sent to. */
export const BOOKING_PROVIDER_KINDS = ['embedded', 'booxi'] as const;

export const FULL_NAME_MAX = 100;
export const ANSWER_MAX = 500;
/** The longest date range a slots query may ask for, in days. */
export const SLOT_RANGE_MAX_DAYS = 62;
/** The range a slots query covers when it names no `to`, in days. */
export const SLOT_RANGE_DEFAULT_DAYS = 14;

/** What the booking endpoints answer with, word for word (SPEC §5/§8; the UI translates them). */
export const BOOKING_MESSAGES = {
  fullNameRequired: 'Full Name is required',
  invalidEmail: 'Invalid email',
  invalidPhone: 'Invalid phone number',
  requiredField: 'Required field',
  characterLimit: 'Character limit exceeded',
  slotUnavailable: 'This slot is no longer available. Please choose another time.',
  expired: 'Your booking has expired and cannot be rescheduled or cancelled.',
  notOwner: 'The attribute does not belong to the current user',
  alreadyCancelled: 'This booking has already been cancelled.',
  onlyServicesReschedule: 'Only a beauty service can be rescheduled.',
  sameSlot: 'Choose a different time to reschedule.',
  wrongActivity: 'This slot belongs to another activity.',
  slotPassed: 'This slot has already started. Please choose another time.',
  externalProvider: 'This activity is booked through an external provider.',
  goldOnly: 'This is a Beauty Pass Gold perk: it is open to Gold members.',
  blackOnly: 'This is a Beauty Pass perk: it is open to Black and Gold members.',
  unknownQuestion: 'This question does not belong to the activity.',
  booked: 'Your booking is confirmed',
  rescheduled: 'Your booking has been rescheduled',
  cancelled: 'Your booking has been cancelled',
} as const;

// ---------------------------------------------------------------- parameters

/** `YYYY-MM-DD`, a calendar date in the store's time zone. */
export const LocalDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date such as 2026-03-01');
const storeSlug = z.string().trim().min(1).max(100).regex(/^[a-z0-9-]+$/, 'must be a store slug');

/** `{id}` of an activity (`booking-service/activities/{id}`, `…/questions/{id}`, `happening/services/activities/{id}`). */
export const ActivityIdParams = z.object({ id: serialIdParam('id') });

/** `booking-service/activities?store=&kind=`, `booking-services/*?store=`, `layouts/store-services/activities?store=&kind=`. */
export const ActivitiesQuery = z.object({
  /** A store slug of the request's country; without it, every store of the country. */
  store: storeSlug.optional(),
  kind: z.enum(ACTIVITY_KINDS).optional(),
});
export type ActivitiesQuery = z.output<typeof ActivitiesQuery>;

/** `layouts/store-services/activity-groups?store=` (the store is required: the tabs of one store page). */
export const ActivityGroupsQuery = z.object({ store: storeSlug });

/**
 * `booking-service/time-slots/{id}` and `booking-service/available-slots/{id}` query: `from`/`to` are dates in the
 * store's time zone (inclusive); `from` defaults to the store's today, `to` to `from` + 13 days; at most 62 days.
 */
export const SlotsQuery = z
  .object({
    artist: serialIdParam('artist').optional(),
    from: LocalDate.optional(),
    to: LocalDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be before from', path: ['to'] })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < SLOT_RANGE_MAX_DAYS, { message: `must be within ${SLOT_RANGE_MAX_DAYS} days of from`, path: ['to'] });
export type SlotsQuery = z.output<typeof SlotsQuery>;

/** `reservation-service/{id}`: a reservation id (digits) or its confirmation number (`BK-SG-7K3M9Q2D`). */
export const ReservationRefParams = z.object({
  id: z.string().trim().regex(/^(\d{1,10}|BK-[A-Za-z]{2}-[0-9A-Za-z]{8})$/, 'must be a reservation id or a confirmation number such as BK-SG-7K3M9Q2D'),
});

// ---------------------------------------------------------------- bodies

/**
 * Which contact fields a booking needs (SPEC §5 "Contact fields have an optional-contact label"): the email is
 * required — every booking, reschedule and cancel is confirmed by email — and the phone is optional, labelled
 * "(optional)" on the form. The contract below and the booking form follow this one table.
 */
export const BOOKING_CONTACT_REQUIRED = { email: true, phone: false } as const;

/** Contact details on the booking form (SPEC §5). */
export const BookingContact = z.object({
  fullName: z
    .string({ error: BOOKING_MESSAGES.fullNameRequired })
    .trim()
    .min(1, BOOKING_MESSAGES.fullNameRequired)
    .max(FULL_NAME_MAX, BOOKING_MESSAGES.characterLimit)
    .refine((v) => !/[\p{Cc}<>]/u.test(v), 'Full Name must not contain < > or control characters'),
  email: z.string({ error: BOOKING_MESSAGES.invalidEmail }).trim().max(254, BOOKING_MESSAGES.invalidEmail).pipe(z.email(BOOKING_MESSAGES.invalidEmail)).transform((v) => v.toLowerCase()),
  /** The calling code the phone number is in (`+65`). */
  callingCode: CallingCode,
  /**
   * Optional: a national number (6–14 digits, spaces and dashes allowed and dropped: the accounts' rule), or
   * left out, null or blank for none (`null` in the answer).
   */
  phone: z
    .string({ error: BOOKING_MESSAGES.invalidPhone })
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const parsed = MobileNumber.safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.invalidPhone });
      return z.NEVER;
    }),
});
export type BookingContact = z.output<typeof BookingContact>;
export type BookingContactInput = z.input<typeof BookingContact>;

/** One answer to one of the activity's questions (`booking-service/questions/{id}`). */
export const BookingAnswer = z.object({
  questionId: serialIdParam('questionId'),
  answer: z.string({ error: BOOKING_MESSAGES.requiredField }).trim().max(ANSWER_MAX, BOOKING_MESSAGES.characterLimit),
});

/**
 * `POST reservation-service/create`: book the slot for the signed-in member. A required question left
 * unanswered (or answered with blanks) is a 400 "Required field" with `details` naming `answers.<questionId>`.
 */
export const CreateReservationBody = z.object({
  slotId: serialIdParam('slotId'),
  contact: BookingContact,
  answers: z.array(BookingAnswer).max(20).default([]),
});
export type CreateReservationBody = z.output<typeof CreateReservationBody>;
export type CreateReservationInput = z.input<typeof CreateReservationBody>;

/** `POST reservation-service/{id}`: reschedule the (service) booking to another slot of the same activity. */
export const RescheduleReservationBody = z.object({ slotId: serialIdParam('slotId') });
export type RescheduleReservationBody = z.output<typeof RescheduleReservationBody>;

/**
 * `POST reservation-service/external`: record a booking the shopper completed at the external provider
 * (the return page `/happening/services/booxi/success` sends what the provider handed back).
 */
export const ExternalReservationBody = z.object({
  activityId: serialIdParam('activityId'),
  /** The provider's booking reference (`BX-` and 6–12 digits for the simulated Booxi). */
  providerReference: z.string().trim().regex(/^[A-Za-z0-9-]{4,40}$/, 'must be the provider booking reference'),
  /** When the booked time starts (ISO 8601), as the provider reports it; optional. */
  startsAt: z.iso.datetime({ offset: true }).optional(),
});
export type ExternalReservationBody = z.output<typeof ExternalReservationBody>;

/** `POST sandbox/bookings/expired` (sandbox only): a reservation for the signed-in member on a past session. */
export const SandboxExpiredBookingBody = z.object({
  /** Which kind of activity the past session is of (default service). */
  kind: z.enum(ACTIVITY_KINDS).default('service'),
  /** A store slug; default the country's first store with a past session. */
  store: storeSlug.optional(),
});
export type SandboxExpiredBookingBody = z.output<typeof SandboxExpiredBookingBody>;

// ---------------------------------------------------------------- answers

export const Artist = z.object({ id: z.number().int(), name: z.string(), title: z.string() });
export type Artist = z.infer<typeof Artist>;

/** The store an activity takes place in (enough to show and to read times in its zone). */
export const BookingStore = z.object({ slug: z.string(), name: z.string(), city: z.string(), address: z.string(), timeZone: z.string() });
export type BookingStore = z.infer<typeof BookingStore>;

export const BookingProvider = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('embedded') }),
  /** Booking happens on the provider's page: `bookingUrl` (the simulated Booxi is `/sandbox/booxi?…`). */
  z.object({ kind: z.literal('booxi'), bookingUrl: z.string() }),
]);
export type BookingProvider = z.infer<typeof BookingProvider>;

/** An activity in lists (store tabs, `/happening/services`). Name and description in the request's language. */
export const ActivitySummary = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  name: z.string(),
  summary: z.string(),
  durationMinutes: z.number().int(),
  /** Minor units; 0 = free. */
  price: z.number().int(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** Seats per session (services: 1 per artist). */
  capacity: z.number().int(),
  store: BookingStore,
  /** The next session that still has a seat (null when none in the coming weeks). */
  nextSession: z.object({ startsAt: z.string(), localDate: z.string(), localStart: z.string(), remaining: z.number().int() }).nullable(),
  provider: BookingProvider,
  /** Only members of this Beauty Pass tier or above may book it (gold invitations and custom makeovers); null = everyone. */
  requiredTier: z.enum(['black', 'gold']).nullable(),
});
export type ActivitySummary = z.infer<typeof ActivitySummary>;

export const ActivityDetail = ActivitySummary.extend({
  description: z.string(),
  artists: z.array(Artist),
  /** Whether the activity asks questions when booking (`booking-service/questions/{id}`). */
  hasQuestions: z.boolean(),
});
export type ActivityDetail = z.infer<typeof ActivityDetail>;

export const ActivitiesResponse = z.object({ items: z.array(ActivitySummary) });
export type ActivitiesResponse = z.infer<typeof ActivitiesResponse>;

/** `booking-services/pages`: the country's happening lists at once. */
export const BookingPagesResponse = z.object({ services: z.array(ActivitySummary), classes: z.array(ActivitySummary), events: z.array(ActivitySummary) });
export type BookingPagesResponse = z.infer<typeof BookingPagesResponse>;

/** `layouts/store-services/activity-groups`: a store page's tabs in order, with counts. */
export const ActivityGroup = z.object({ kind: z.enum(ACTIVITY_KINDS), id: z.enum(['beauty-services', 'beauty-classes', 'store-events']), count: z.number().int() });
export const ActivityGroupsResponse = z.object({ store: BookingStore, items: z.array(ActivityGroup) });
export type ActivityGroupsResponse = z.infer<typeof ActivityGroupsResponse>;

/** One session (slot): times in UTC (`startsAt`) and in the store's zone (`localDate`, `localStart`). */
export const Slot = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  artist: Artist.nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  /** `YYYY-MM-DD` in the store's zone. */
  localDate: z.string(),
  /** `HH:mm` in the store's zone. */
  localStart: z.string(),
  localEnd: z.string(),
  capacity: z.number().int(),
  remaining: z.number().int(),
});
export type Slot = z.infer<typeof Slot>;

/** `booking-service/time-slots/{id}`: every session in the range, full ones included (`remaining` 0). */
export const TimeSlotsResponse = z.object({ activityId: z.number().int(), timeZone: z.string(), from: z.string(), to: z.string(), items: z.array(Slot) });
export type TimeSlotsResponse = z.infer<typeof TimeSlotsResponse>;

/** `booking-service/available-slots/{id}`: sessions with a seat, by local date (a calendar); days without any are left out. */
export const AvailableSlotsResponse = z.object({
  activityId: z.number().int(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(Slot) })),
});
export type AvailableSlotsResponse = z.infer<typeof AvailableSlotsResponse>;

export const Question = z.object({ id: z.number().int(), text: z.string(), required: z.boolean(), maxLength: z.number().int() });
export type Question = z.infer<typeof Question>;
export const QuestionsResponse = z.object({ activityId: z.number().int(), items: z.array(Question) });
export type QuestionsResponse = z.infer<typeof QuestionsResponse>;

export const Reservation = z.object({
  id: z.number().int(),
  confirmationNumber: z.string(),
  /** The country the booking was made in (upper case): a member's list holds the bookings of every country. */
  country: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  /** The session has started (or passed): no reschedule, no cancel (SPEC §4). */
  expired: z.boolean(),
  canReschedule: z.boolean(),
  canCancel: z.boolean(),
  activity: z.object({ id: z.number().int(), kind: z.enum(ACTIVITY_KINDS), name: z.string(), durationMinutes: z.number().int(), price: z.number().int(), currency: z.string(), currencySymbol: z.string() }),
  store: BookingStore,
  /** The booked session; null only for a booking recorded from an external provider without a time. */
  slot: Slot.nullable(),
  /** `phone` is null when the shopper gave none (it is optional). */
  contact: z.object({ fullName: z.string(), email: z.string(), callingCode: z.string(), phone: z.string().nullable() }),
  answers: z.array(z.object({ questionId: z.number().int(), question: z.string(), answer: z.string() })),
  /** Each reschedule, oldest first: from which start to which (UTC ISO). */
  history: z.array(z.object({ at: z.string(), fromStartsAt: z.string(), toStartsAt: z.string() })),
  provider: z.enum(BOOKING_PROVIDER_KINDS),
  providerReference: z.string().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type Reservation = z.infer<typeof Reservation>;

/** Answer of create, show, reschedule and cancel; `message` is one of BOOKING_MESSAGES' booked/rescheduled/cancelled. */
export const ReservationResponse = z.object({ reservation: Reservation, message: z.string().optional() });
export type ReservationResponse = z.infer<typeof ReservationResponse>;

/** `GET reservation-service`: the member's reservations, soonest session first, then the past ones. */
export const ReservationsResponse = z.object({ items: z.array(Reservation) });
export type ReservationsResponse = z.infer<typeof ReservationsResponse>;
