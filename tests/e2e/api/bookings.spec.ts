/**
 * Contract tests of the booking endpoints against the running store: lists and tabs, slots in the store's time
 * zone, bad input answered with the booking form's messages, members only, owner only, book → reschedule →
 * cancel with the seat following, an expired booking refused, and MY's external provider.
 */
import { expect, test } from '@playwright/test';
import {
  ActivitiesResponse,
  ActivityDetail,
  ActivityGroupsResponse,
  AvailableSlotsResponse,
  BOOKING_MESSAGES,
  BookingPagesResponse,
  QuestionsResponse,
  ReservationResponse,
  TimeSlotsResponse,
} from '@/schemas/api/bookings';
import { StoreLocationsResponse } from '@/schemas/api/catalog';
import { client, signedInMember } from './fetch-client';

const SG = { 'x-site-country': 'sg', 'accept-language': 'en-SG' };
const TH = { 'x-site-country': 'th', 'accept-language': 'th-TH' };
const MY = { 'x-site-country': 'my', 'accept-language': 'en-MY' };
const contact = { fullName: 'Booking Tester', email: 'booking-api@example.com', callingCode: '+65', phone: '81234567' };

/**
 * The first SG service open to anyone, with its questions' required answers and its last six available slots.
 * The browser suite books this service's first slots (its SG journey) and another service for My bookings
 * (tests/e2e/bookings.spec.ts), so the slots booked here stay free for these tests.
 */
async function sgService(baseURL: string) {
  const guest = client(baseURL);
  const { items } = ActivitiesResponse.parse((await guest.call('GET', '/booking-services/beauty-services', undefined, SG)).body);
  const service = items.find((a) => a.requiredTier === null)!;
  const { items: questions } = QuestionsResponse.parse((await guest.call('GET', `/booking-service/questions/${service.id}`, undefined, SG)).body);
  const { days } = AvailableSlotsResponse.parse((await guest.call('GET', `/booking-service/available-slots/${service.id}`, undefined, SG)).body);
  const slots = days.flatMap((d) => d.slots).slice(-6);
  const answers = questions.filter((q) => q.required).map((q) => ({ questionId: q.id, answer: 'No allergies' }));
  return { service, questions, answers, slots };
}

test.describe('bookings API', () => {
  test('lists stores with activity counts, a store’s tabs, activities in Thai, and slots in the store’s time zone', async ({ baseURL }) => {
    const guest = client(baseURL!);
    const stores = await guest.call('GET', '/store-locations', undefined, SG);
    expect(stores.status).toBe(200);
    const store = StoreLocationsResponse.parse(stores.body).items[0];
    // Three open services and a Gold custom makeover; two classes; two events and a Gold members' evening.
    expect(store.activityCounts).toEqual({ service: 4, class: 2, event: 3 });
    const groups = await guest.call('GET', `/layouts/store-services/activity-groups?store=${store.slug}`, undefined, SG);
    expect(groups.status).toBe(200);
    expect(ActivityGroupsResponse.parse(groups.body).items.map((g) => g.id)).toEqual(['beauty-services', 'beauty-classes', 'store-events']);
    const tab = await guest.call('GET', `/layouts/store-services/activities?store=${store.slug}&kind=event`, undefined, SG);
    expect(ActivitiesResponse.parse(tab.body).items.every((a) => a.kind === 'event' && a.store.slug === store.slug)).toBe(true);
    expect((await guest.call('GET', '/layouts/store-services/activities', undefined, SG)).status).toBe(400);
    expect((await guest.call('GET', '/layouts/store-services/activity-groups?store=no-such-store', undefined, SG)).status).toBe(404);

    const classes = ActivitiesResponse.parse((await guest.call('GET', '/booking-services/beauty-classes', undefined, TH)).body).items;
    expect(classes[0]).toMatchObject({ kind: 'class', currency: 'THB', currencySymbol: '฿' });
    expect(classes[0].name).toMatch(/[\u0E00-\u0E7F]/);
    const detail = await guest.call('GET', `/happening/services/activities/${classes[0].id}`, undefined, TH);
    expect(detail.status).toBe(200);
    expect(ActivityDetail.parse(detail.body).store.timeZone).toBe('Asia/Bangkok');
    expect((await guest.call('GET', `/booking-service/activities/${classes[0].id}`, undefined, SG)).status).toBe(404);

    const slots = await guest.call('GET', `/booking-service/time-slots/${classes[0].id}`, undefined, TH);
    expect(slots.status).toBe(200);
    const range = TimeSlotsResponse.parse(slots.body);
    expect(range.timeZone).toBe('Asia/Bangkok');
    for (const s of range.items) {
      expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(s.startsAt))).toBe(s.localStart);
    }
  });

  test('refuses bad slot queries and ids with readable 400s', async ({ baseURL }) => {
    const guest = client(baseURL!);
    const reversed = await guest.call('GET', '/booking-service/available-slots/1?from=2030-02-10&to=2030-02-01', undefined, SG);
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toContain('to must not be before from');
    expect((await guest.call('GET', '/booking-service/time-slots/1?from=2030-02-31x', undefined, SG)).status).toBe(400);
    expect((await guest.call('GET', '/booking-service/time-slots/1?from=2030-01-01&to=2030-06-01', undefined, SG)).status).toBe(400);
    expect((await guest.call('GET', '/booking-service/questions/abc', undefined, SG)).status).toBe(400);
    expect((await guest.call('GET', '/booking-service/activities?kind=party', undefined, SG)).status).toBe(400);
    expect((await guest.call('GET', '/reservation-service/not-a-ref', undefined, SG)).status).toBe(400);
  });

  test('guests are sent to sign in; the booking form’s messages come back as 400s', async ({ baseURL }) => {
    const { slots, answers, questions } = await sgService(baseURL!);
    const guest = client(baseURL!);
    expect((await guest.call('POST', '/reservation-service/create', { slotId: slots[0].id, contact, answers }, SG)).status).toBe(401);
    expect((await guest.call('GET', '/reservation-service', undefined, SG)).status).toBe(401);
    const { shopper } = await signedInMember(baseURL!);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...contact, fullName: '' }, BOOKING_MESSAGES.fullNameRequired],
      [{ ...contact, fullName: 'x'.repeat(101) }, BOOKING_MESSAGES.characterLimit],
      [{ ...contact, email: 'not-an-email' }, BOOKING_MESSAGES.invalidEmail],
      // The email is required (the confirmation goes there); the phone is optional (SPEC §5 optional-contact label).
      [{ ...contact, email: '' }, BOOKING_MESSAGES.invalidEmail],
      [{ ...contact, phone: '12' }, BOOKING_MESSAGES.invalidPhone],
    ];
    for (const [bad, message] of cases) {
      const answer = await shopper.call('POST', '/reservation-service/create', { slotId: slots[0].id, contact: bad, answers }, SG);
      expect(answer.status, message).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    const long = await shopper.call('POST', '/reservation-service/create', { slotId: slots[0].id, contact, answers: [{ questionId: questions[0].id, answer: 'x'.repeat(501) }] }, SG);
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(BOOKING_MESSAGES.characterLimit);
    const blank = await shopper.call('POST', '/reservation-service/create', { slotId: slots[0].id, contact, answers: [] }, SG);
    expect(blank).toMatchObject({ status: 400, body: { message: BOOKING_MESSAGES.requiredField } });
    expect((await shopper.call('POST', '/reservation-service/create', { slotId: 2_000_000_000, contact, answers }, SG)).status).toBe(404);
    // Without a phone: booked, the phone answered as null.
    const noPhone = await shopper.call('POST', '/reservation-service/create', { slotId: slots[0].id, contact: { ...contact, phone: null }, answers }, SG);
    expect(noPhone).toMatchObject({ status: 201, body: { reservation: { contact: { phone: null } } } });
    const { reservation } = ReservationResponse.parse(noPhone.body);
    expect((await shopper.call('DELETE', `/reservation-service/${reservation.id}`, undefined, SG)).status).toBe(200);
  });

  test('book, show (owner only), reschedule and cancel: the seat follows the booking', async ({ baseURL }) => {
    const { service, slots, answers } = await sgService(baseURL!);
    const [first, second] = slots.slice(-2);
    const { shopper } = await signedInMember(baseURL!);
    const created = await shopper.call('POST', '/reservation-service/create', { slotId: first.id, contact, answers }, SG);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { reservation } = ReservationResponse.parse(created.body);
    expect(reservation).toMatchObject({ status: 'confirmed', activity: { id: service.id }, slot: { id: first.id, remaining: 0 }, canReschedule: true });

    const taken = await client(baseURL!).call('GET', `/booking-service/time-slots/${service.id}?from=${first.localDate}&to=${first.localDate}`, undefined, SG);
    expect(TimeSlotsResponse.parse(taken.body).items.find((s) => s.id === first.id)?.remaining).toBe(0);
    const { shopper: other } = await signedInMember(baseURL!);
    expect(await other.call('POST', '/reservation-service/create', { slotId: first.id, contact, answers }, SG)).toMatchObject({ status: 409, body: { message: BOOKING_MESSAGES.slotUnavailable } });
    expect(await other.call('GET', `/reservation-service/${reservation.confirmationNumber}`, undefined, SG)).toMatchObject({ status: 403, body: { message: BOOKING_MESSAGES.notOwner } });
    expect((await other.call('DELETE', `/reservation-service/${reservation.id}`, undefined, SG)).status).toBe(403);

    expect((await shopper.call('GET', `/reservation-service/${reservation.confirmationNumber}`, undefined, SG)).status).toBe(200);
    const moved = await shopper.call('POST', `/reservation-service/${reservation.id}`, { slotId: second.id }, SG);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(ReservationResponse.parse(moved.body)).toMatchObject({ reservation: { status: 'rescheduled', slot: { id: second.id } }, message: BOOKING_MESSAGES.rescheduled });
    const cancelled = await shopper.call('DELETE', `/reservation-service/${reservation.id}`, undefined, SG);
    expect(cancelled).toMatchObject({ status: 200, body: { reservation: { status: 'cancelled' }, message: BOOKING_MESSAGES.cancelled } });
    expect((await shopper.call('DELETE', `/reservation-service/${reservation.id}`, undefined, SG)).status).toBe(409);
    const list = await shopper.call('GET', '/reservation-service', undefined, SG);
    expect((list.body.items as { id: number }[]).map((r) => r.id)).toContain(reservation.id);
  });

  test('gold invitations and custom makeovers are booked by Beauty Pass Gold members only (SPEC §6)', async ({ baseURL }) => {
    const guest = client(baseURL!);
    const pages = BookingPagesResponse.parse((await guest.call('GET', '/booking-services/pages', undefined, SG)).body);
    const perks = [...pages.services, ...pages.classes, ...pages.events].filter((a) => a.requiredTier === 'gold' && a.nextSession);
    expect(new Set(perks.map((a) => a.kind))).toEqual(new Set(['service', 'event']));
    const makeover = perks.find((a) => a.kind === 'service')!;
    const { days } = AvailableSlotsResponse.parse((await guest.call('GET', `/booking-service/available-slots/${makeover.id}`, undefined, SG)).body);
    const slot = days.flatMap((d) => d.slots).at(-1)!;
    const body = { slotId: slot.id, contact, answers: [] };
    const { shopper: pink } = await signedInMember(baseURL!);
    const refused = await pink.call('POST', '/reservation-service/create', body, SG);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: BOOKING_MESSAGES.goldOnly });
    const { shopper: gold } = await signedInMember(baseURL!, { tier: 'gold' });
    const booked = await gold.call('POST', '/reservation-service/create', body, SG);
    expect(booked.status).toBe(201);
    expect(ReservationResponse.parse(booked.body).reservation.status).toBe('confirmed');
  });

  test('an expired booking cannot be rescheduled or cancelled', async ({ baseURL }) => {
    const { slots } = await sgService(baseURL!);
    const { shopper } = await signedInMember(baseURL!);
    const made = await shopper.call('POST', '/sandbox/bookings/expired', { kind: 'service' }, SG);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { reservation } = ReservationResponse.parse(made.body);
    expect(reservation).toMatchObject({ expired: true, canReschedule: false, canCancel: false });
    expect(await shopper.call('DELETE', `/reservation-service/${reservation.id}`, undefined, SG)).toMatchObject({ status: 422, body: { message: BOOKING_MESSAGES.expired } });
    expect(await shopper.call('POST', `/reservation-service/${reservation.id}`, { slotId: slots[0].id }, SG)).toMatchObject({ status: 422, body: { message: BOOKING_MESSAGES.expired } });
  });

  test('Malaysia books through the simulated Booxi page and records its reference once', async ({ baseURL }) => {
    const services = ActivitiesResponse.parse((await client(baseURL!).call('GET', '/booking-services/beauty-services', undefined, MY)).body).items;
    expect(services[0].provider).toMatchObject({ kind: 'booxi', bookingUrl: expect.stringContaining('/sandbox/booxi?activity=') });
    const { shopper } = await signedInMember(baseURL!);
    const reference = `BX-${Date.now()}`;
    const first = await shopper.call('POST', '/reservation-service/external', { activityId: services[0].id, providerReference: reference }, MY);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await shopper.call('POST', '/reservation-service/external', { activityId: services[0].id, providerReference: reference }, MY)).status).toBe(200);
    expect((await shopper.call('POST', '/reservation-service/external', { activityId: services[0].id, providerReference: reference }, SG)).status).toBe(409);
  });
});
