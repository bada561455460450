import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '@/config/countries/registry';
import { RegisterBody } from '@/schemas/api/accounts';
import { BOOKING_MESSAGES, CreateReservationBody } from '@/schemas/api/bookings';
import { registerAccount, type AccountRow } from '../accounts/accounts';
import { giveTier } from '../accounts/testing/test-member';
import { catalogSeedSteps } from '@/demo-data/catalog';
import type { CatalogContext } from '../catalog/context';
import { runMigrations } from '../db/migrate';
import { foundationSeedSteps, runSeed } from '@/demo-data/seed';
import { MIGRATIONS_DIR, databasesUnderTest, freshDatabase } from '@/tests/db/test-database';
import { listOutbox } from '../outbox/outbox';
import { getActivity, listActivities, listQuestions, listSlots } from './activities';
import { bookingsSeedStep } from '@/demo-data/bookings/seed';
import { BookingError, cancelReservation, createExpiredReservation, createReservation, getReservation, listReservations, recordExternalReservation, rescheduleReservation } from './reservations';

const ctx = (code: string, lang: 'en' | 'th' = 'en'): CatalogContext => ({ country: countries.get(code)!, lang });
const contact = { fullName: 'Booking Tester', email: 'Booker@Example.com', callingCode: '+65', phone: '8123 4567' };

describe.each(databasesUnderTest())('bookings on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let drop: () => Promise<void>;
  let members = 0;

  async function member(country = 'SG'): Promise<AccountRow> {
    const registered = await registerAccount(pool, RegisterBody.parse({
      email: `booker-${++members}-${Date.now()}@example.com`, password: 'Rosewood15!', passwordConfirmation: 'Rosewood15!', firstName: 'Test', lastName: 'Member',
      mobile: { callingCode: '+65', number: '81234567' }, birthDate: '1990-01-01',
      consents: { overMinimumAge: true, policyAgreement: true, personalInformation: true, thirdPartyDisclosure: true },
    }), { country, language: 'en', now: new Date() });
    if (!registered.ok) throw new Error('registration failed');
    return registered.account;
  }

  /** A future session of a kind in SG with `remaining` seats left (seats taken set directly); open to everyone unless a tier is named. */
  async function session(kind: 'service' | 'class' | 'event', remaining?: number, skip = 0, tier: 'gold' | null = null): Promise<{ id: number; activityId: number }> {
    const { rows } = await pool.query<{ id: string; activity_id: number; capacity: number }>(
      `SELECT bs.id::text, bs.activity_id, bs.capacity FROM booking_sessions bs JOIN booking_activities a ON a.id = bs.activity_id JOIN stores s ON s.id = a.store_id
        WHERE s.country = 'SG' AND a.kind = $1 AND bs.starts_at > now() + interval '1 day' AND bs.seats_taken = 0
          AND a.required_tier IS NOT DISTINCT FROM $3
        ORDER BY bs.starts_at, bs.id OFFSET $2 LIMIT 1`,
      [kind, skip, tier],
    );
    if (remaining !== undefined) await pool.query('UPDATE booking_sessions SET seats_taken = capacity - $2 WHERE id = $1', [rows[0].id, remaining]);
    return { id: Number(rows[0].id), activityId: rows[0].activity_id };
  }

  async function seats(sessionId: number): Promise<number> {
    const { rows } = await pool.query<{ n: number }>('SELECT seats_taken AS n FROM booking_sessions WHERE id = $1', [sessionId]);
    return rows[0].n;
  }

  async function requiredAnswers(activityId: number) {
    return (await listQuestions(pool, 'en', activityId)).filter((q) => q.required).map((q) => ({ questionId: q.id, answer: 'None' }));
  }

  const book = async (account: AccountRow, slotId: number, activityId: number, code = 'SG') =>
    createReservation(pool, account.id, ctx(code), CreateReservationBody.parse({ slotId, contact, answers: await requiredAnswers(activityId) }));

  beforeAll(async () => {
    const db = await freshDatabase(serverUrl);
    drop = db.drop;
    pool = new pg.Pool({ connectionString: db.url, max: 20 });
    await runMigrations(pool, { dir: MIGRATIONS_DIR, log: () => undefined });
    await runSeed(pool, [...foundationSeedSteps, ...catalogSeedSteps, bookingsSeedStep], () => undefined);
  }, 120_000);

  afterAll(async () => {
    await pool?.end();
    await drop?.();
  });

  it('seeds every store with services, classes and events, past and future sessions, and a second run adds nothing', async () => {
    const count = async () => (await pool.query<{ a: number; s: number; q: number; ar: number }>(
      'SELECT (SELECT count(*)::int FROM booking_activities) a, (SELECT count(*)::int FROM booking_sessions) s, (SELECT count(*)::int FROM booking_questions) q, (SELECT count(*)::int FROM booking_artists) ar',
    )).rows[0];
    const before = await count();
    const lines: string[] = [];
    await runSeed(pool, [bookingsSeedStep], (l) => lines.push(l));
    expect(await count()).toEqual(before);
    expect(lines[0]).toMatch(/0 activities\/artists\/questions written, 0 sessions added/);
    const { rows } = await pool.query<{ stores_without: number; past: number; future: number }>(
      `SELECT (SELECT count(*)::int FROM stores s WHERE (SELECT count(DISTINCT kind) FROM booking_activities a WHERE a.store_id = s.id) < 3) AS stores_without,
              (SELECT count(*)::int FROM booking_sessions WHERE starts_at < now()) AS past,
              (SELECT count(*)::int FROM booking_sessions WHERE starts_at > now() + interval '21 days') AS future`,
    );
    expect(rows[0]).toMatchObject({ stores_without: 0 });
    expect(rows[0].past).toBeGreaterThan(0);
    expect(rows[0].future).toBeGreaterThan(0);
  });

  it('lists activities in the language with the country currency, and slots in the store time zone', async () => {
    const th = await listActivities(pool, ctx('TH', 'th'), { kind: 'class' });
    expect(th.length).toBeGreaterThan(0);
    expect(th[0]).toMatchObject({ kind: 'class', currency: 'THB', currencySymbol: '฿', provider: { kind: 'embedded' } });
    expect(th[0].name).toMatch(/[\u0E00-\u0E7F]/);
    const service = (await listActivities(pool, ctx('SG'), { kind: 'service' }))[0];
    const detail = await getActivity(pool, ctx('SG'), service.id);
    expect(detail?.artists.length).toBeGreaterThan(0);
    const range = await listSlots(pool, ctx('SG'), service.id, { artist: detail!.artists[0].id });
    expect(range?.timeZone).toBe('Asia/Singapore');
    expect(range!.slots.every((s) => s.artist?.id === detail!.artists[0].id && Date.parse(s.startsAt) > Date.now())).toBe(true);
    const first = range!.slots[0];
    expect(first.localStart).toMatch(/^(10:30|11:00|12:00|13:00|14:30|15:30|17:00|18:00|10:00|14:00|17:30)$/);
    expect(await getActivity(pool, ctx('TH'), service.id)).toBeNull();
  });

  it('gives MY activities the simulated Booxi booking page and refuses to book them here', async () => {
    const my = (await listActivities(pool, ctx('MY'), { kind: 'service' }))[0];
    expect(my.provider).toEqual({ kind: 'booxi', bookingUrl: expect.stringMatching(/^\/sandbox\/booxi\?activity=\d+&store=[a-z0-9-]+&lang=en$/) });
    const account = await member('MY');
    const recorded = await recordExternalReservation(pool, account, ctx('MY'), { activityId: my.id, providerReference: 'BX-123456' });
    expect(recorded).toMatchObject({ created: true, reservation: { country: 'MY', provider: 'booxi', providerReference: 'BX-123456', status: 'confirmed', slot: null } });
    const again = await recordExternalReservation(pool, account, ctx('MY'), { activityId: my.id, providerReference: 'BX-123456' });
    expect(again.created).toBe(false);
    expect(again.reservation.id).toBe(recorded.reservation.id);
  });

  it('gives the last seat to exactly one of two racing shoppers; the other hears "slot no longer available"', async () => {
    const slot = await session('class', 1);
    const [a, b] = [await member(), await member()];
    const results = await Promise.allSettled([book(a, slot.id, slot.activityId), book(b, slot.id, slot.activityId)]);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0].reason).toBeInstanceOf(BookingError);
    expect((refused[0].reason as BookingError).status).toBe(409);
    expect((refused[0].reason as BookingError).message).toBe(BOOKING_MESSAGES.slotUnavailable);
    const { rows } = await pool.query<{ taken: number; capacity: number }>('SELECT seats_taken AS taken, capacity FROM booking_sessions WHERE id = $1', [slot.id]);
    expect(rows[0].taken).toBe(rows[0].capacity);
  });

  it('sells exactly the 3 seats left when 20 members book at once', async () => {
    const slot = await session('event', 3);
    const accounts = await Promise.all(Array.from({ length: 20 }, () => member()));
    const results = await Promise.allSettled(accounts.map((a) => book(a, slot.id, slot.activityId)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM reservations WHERE session_id = $1 AND status <> 'cancelled'", [slot.id]);
    expect(rows[0].n).toBe(3);
  }, 60_000);

  it('books a service with contact and answers, mails the member, and refuses a required question left blank', async () => {
    const slot = await session('service');
    const account = await member();
    const questions = await listQuestions(pool, 'en', slot.activityId);
    const required = questions.find((q) => q.required)!;
    const missing = await createReservation(pool, account.id, ctx('SG'), CreateReservationBody.parse({ slotId: slot.id, contact, answers: [{ questionId: required.id, answer: '   ' }] })).catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 400, message: BOOKING_MESSAGES.requiredField, details: [{ path: ['answers', required.id], message: 'Required field' }] });
    expect(await seats(slot.id)).toBe(0);
    const reservation = await book(account, slot.id, slot.activityId);
    expect(reservation).toMatchObject({ country: 'SG', status: 'confirmed', expired: false, canReschedule: true, canCancel: true, contact: { email: 'booker@example.com', phone: '81234567' } });
    expect(reservation.confirmationNumber).toMatch(/^BK-SG-[0-9A-Z]{8}$/);
    expect(reservation.answers).toEqual([{ questionId: required.id, question: required.text, answer: 'None' }]);
    expect(await seats(slot.id)).toBe(1);
    const mails = await listOutbox(pool, { recipient: 'booker@example.com' });
    expect(mails[0]).toMatchObject({ kind: 'booking_booked' });
    expect(mails[0].body).toContain(reservation.confirmationNumber);
    expect((await getReservation(pool, account.id, reservation.confirmationNumber, 'en')).id).toBe(reservation.id);
  });

  it('keeps gold invitations and custom makeovers for Beauty Pass Gold members (SPEC §6)', async () => {
    for (const kind of ['service', 'event'] as const) {
      const slot = await session(kind, undefined, 0, 'gold');
      const activity = (await listActivities(pool, ctx('SG'), { kind })).find((a) => a.id === slot.activityId)!;
      expect(activity.requiredTier).toBe('gold');
      const pink = await member();
      expect(await book(pink, slot.id, slot.activityId).catch((e: unknown) => e)).toMatchObject({ status: 403, message: BOOKING_MESSAGES.goldOnly });
      expect(await seats(slot.id)).toBe(0);
      const gold = await member();
      await giveTier(pool, gold.id, 'gold');
      expect(await book(gold, slot.id, slot.activityId)).toMatchObject({ status: 'confirmed' });
      expect(await seats(slot.id)).toBe(1);
    }
    expect((await listActivities(pool, ctx('SG'), { kind: 'class' })).every((a) => a.requiredTier === null)).toBe(true);
  });

  it('books without a phone (it is optional): stored blank, answered as null', async () => {
    const slot = await session('class', undefined, 5);
    const account = await member();
    const noPhone = { fullName: contact.fullName, email: contact.email, callingCode: contact.callingCode };
    const reservation = await createReservation(pool, account.id, ctx('SG'), CreateReservationBody.parse({ slotId: slot.id, contact: noPhone, answers: await requiredAnswers(slot.activityId) }));
    expect(reservation.contact).toEqual({ fullName: 'Booking Tester', email: 'booker@example.com', callingCode: '+65', phone: null });
    expect((await getReservation(pool, account.id, reservation.confirmationNumber, 'en')).contact.phone).toBeNull();
  });

  it('shows, reschedules and cancels only for the owner ("The attribute does not belong to the current user")', async () => {
    const slot = await session('service', undefined, 1);
    const [owner, other] = [await member(), await member()];
    const reservation = await book(owner, slot.id, slot.activityId);
    for (const attempt of [
      () => getReservation(pool, other.id, String(reservation.id), 'en'),
      () => cancelReservation(pool, other.id, reservation.confirmationNumber, 'en'),
      () => rescheduleReservation(pool, other.id, String(reservation.id), slot.id, 'en'),
    ]) {
      expect(await attempt().catch((e: unknown) => e)).toMatchObject({ status: 403, message: BOOKING_MESSAGES.notOwner });
    }
    expect(await getReservation(pool, owner.id, '999999', 'en').catch((e: unknown) => e)).toMatchObject({ status: 404 });
  });

  it('reschedule moves the seat atomically and records the history; cancel frees the seat', async () => {
    const from = await session('service', undefined, 2);
    const account = await member();
    const reservation = await book(account, from.id, from.activityId);
    const range = await listSlots(pool, ctx('SG'), from.activityId, { availableOnly: true });
    const to = range!.slots.find((s) => s.id !== from.id)!;
    const moved = await rescheduleReservation(pool, account.id, reservation.confirmationNumber, to.id, 'en');
    expect(moved).toMatchObject({ status: 'rescheduled', slot: { id: to.id }, history: [{ toStartsAt: to.startsAt }] });
    expect([await seats(from.id), await seats(to.id)]).toEqual([0, 1]);
    // A full target leaves the booking where it was.
    const full = range!.slots.find((s) => s.id !== from.id && s.id !== to.id)!;
    await pool.query('UPDATE booking_sessions SET seats_taken = capacity WHERE id = $1', [full.id]);
    expect(await rescheduleReservation(pool, account.id, String(moved.id), full.id, 'en').catch((e: unknown) => e)).toMatchObject({ status: 409, message: BOOKING_MESSAGES.slotUnavailable });
    expect(await seats(to.id)).toBe(1);
    const cancelled = await cancelReservation(pool, account.id, String(moved.id), 'en');
    expect(cancelled).toMatchObject({ status: 'cancelled', canCancel: false, canReschedule: false });
    expect(await seats(to.id)).toBe(0);
    expect(await cancelReservation(pool, account.id, String(moved.id), 'en').catch((e: unknown) => e)).toMatchObject({ status: 409, message: BOOKING_MESSAGES.alreadyCancelled });
    const kinds = (await listOutbox(pool, { recipient: 'booker@example.com', limit: 3 })).map((m) => m.kind);
    expect(kinds).toEqual(['booking_cancelled', 'booking_rescheduled', 'booking_booked']);
  });

  it('refuses to reschedule a class (cancel only)', async () => {
    const slot = await session('class', undefined, 1);
    const account = await member();
    const reservation = await book(account, slot.id, slot.activityId);
    expect(reservation.canReschedule).toBe(false);
    expect(await rescheduleReservation(pool, account.id, String(reservation.id), slot.id + 1, 'en').catch((e: unknown) => e)).toMatchObject({ status: 422, message: BOOKING_MESSAGES.onlyServicesReschedule });
  });

  it('an expired booking cannot be rescheduled or cancelled, and a past slot cannot be booked', async () => {
    const account = await member();
    const expired = await createExpiredReservation(pool, account, ctx('SG'), { kind: 'service' });
    expect(expired).toMatchObject({ expired: true, canReschedule: false, canCancel: false, status: 'confirmed' });
    const future = (await listSlots(pool, ctx('SG'), expired.activity.id, { availableOnly: true }))!.slots[0];
    expect(await rescheduleReservation(pool, account.id, String(expired.id), future.id, 'en').catch((e: unknown) => e)).toMatchObject({ status: 422, message: BOOKING_MESSAGES.expired });
    expect(await cancelReservation(pool, account.id, expired.confirmationNumber, 'en').catch((e: unknown) => e)).toMatchObject({ status: 422, message: BOOKING_MESSAGES.expired });
    expect(await book(account, expired.slot!.id, expired.activity.id).catch((e: unknown) => e)).toMatchObject({ status: 422, message: BOOKING_MESSAGES.slotPassed });
    // A past session of a Gold perk is closed too, and a Pink member is told so rather than pointed at Gold.
    const { rows: [pastPerk] } = await pool.query<{ id: number; activity_id: number }>(
      `SELECT bs.id, bs.activity_id FROM booking_sessions bs JOIN booking_activities a ON a.id = bs.activity_id JOIN stores s ON s.id = a.store_id
        WHERE s.country = 'SG' AND a.required_tier = 'gold' AND bs.starts_at < now() ORDER BY bs.starts_at DESC LIMIT 1`,
    );
    expect(pastPerk, 'the seed has a past session of a Gold perk in SG').toBeDefined();
    expect(await book(account, pastPerk.id, pastPerk.activity_id).catch((e: unknown) => e)).toMatchObject({ status: 422, message: BOOKING_MESSAGES.slotPassed });
    // A booking made now expires once its start passes (the rule reads the clock it is given).
    const slot = await session('event', undefined, 2);
    const booked = await book(account, slot.id, slot.activityId);
    const later = new Date(Date.parse(booked.slot!.startsAt) + 60_000);
    expect(await cancelReservation(pool, account.id, String(booked.id), 'en', later).catch((e: unknown) => e)).toMatchObject({ status: 422, message: BOOKING_MESSAGES.expired });
    expect((await listReservations(pool, account.id, 'en')).map((r) => r.id)).toEqual([booked.id, expired.id]);
  });
});
