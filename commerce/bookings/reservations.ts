// Members' reservations: book a session (a seat taken by one conditional update, so the last seat goes to one
// shopper), show, list, reschedule (the seat moves in one transaction), cancel (the seat is freed), record an
// external provider's booking, and (sandbox) a booking on a past session. Every change mails the member.
import type pg from 'pg';
import { countries } from '@/config/countries/registry';
import type { CatalogContext, Queryable } from '../catalog/context';
import { withTransaction } from '../db/pool';
import { readLoyaltyStanding } from '../accounts/accounts';
import { rank } from '../loyalty/tiers';
import { sendMessage } from '../outbox/outbox';
import {
  BOOKING_MESSAGES,
  type ActivityKind,
  type BookingContact,
  type CreateReservationBody,
  type ExternalReservationBody,
  type Reservation,
  type ReservationStatus,
} from '@/schemas/api/bookings';
import { SESSION_SELECT, toSlot, type SessionRow } from './activities';
import { bookingEmail, type BookingEmailKind } from './email';
import { checkAnswers, isExpired, localized, newConfirmationNumber, refusal, type AnswerIssue } from './rules';

/** A refusal with its HTTP status and SPEC/contract message; `details` name fields (zod-issue shape). */
export class BookingError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: AnswerIssue[],
  ) {
    super(message);
  }
}

const notFound = () => new BookingError(404, 'Resource not found!');

interface ReservationRow {
  id: string;
  confirmation_number: string;
  account_id: string;
  status: ReservationStatus;
  country: string;
  language: string;
  full_name: string;
  email: string;
  calling_code: string;
  phone: string;
  answers: { questionId: number; question: string; answer: string }[];
  provider: 'embedded' | 'booxi';
  provider_reference: string | null;
  external_starts_at: Date | null;
  created_at: Date;
  cancelled_at: Date | null;
  activity_id: number;
  kind: ActivityKind;
  name: Record<string, string>;
  duration_minutes: number;
  price: number;
  store_slug: string;
  store_name: string;
  store_city: string;
  store_address: string;
  time_zone: string;
  session_id: string | null;
}

const RESERVATION_SELECT = `
  SELECT r.id::text, r.confirmation_number, r.account_id::text, r.status, r.country, r.language, r.full_name, r.email,
         r.calling_code, r.phone, r.answers, r.provider, r.provider_reference, r.external_starts_at, r.created_at, r.cancelled_at,
         a.id AS activity_id, a.kind, a.name, a.duration_minutes, a.price,
         s.slug AS store_slug, s.name AS store_name, s.city AS store_city, s.address_line AS store_address, s.time_zone,
         r.session_id::text
    FROM reservations r
    JOIN booking_activities a ON a.id = r.activity_id
    JOIN stores s ON s.id = a.store_id`;

async function sessionRow(db: Queryable, sessionId: string | number): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(`${SESSION_SELECT} WHERE bs.id = $1`, [sessionId]);
  return rows[0] ?? null;
}

async function toReservation(db: Queryable, r: ReservationRow, lang: string, now: Date): Promise<Reservation> {
  const country = countries.get(r.country);
  const session = r.session_id ? await sessionRow(db, r.session_id) : null;
  const { rows: changes } = await db.query<{ changed_at: Date; from_starts_at: Date; to_starts_at: Date }>(
    'SELECT changed_at, from_starts_at, to_starts_at FROM reservation_changes WHERE reservation_id = $1 ORDER BY id',
    [r.id],
  );
  const startsAt = session?.starts_at ?? r.external_starts_at;
  const state = { status: r.status, kind: r.kind, startsAt, provider: r.provider };
  return {
    id: Number(r.id),
    confirmationNumber: r.confirmation_number,
    country: r.country,
    status: r.status,
    expired: isExpired(startsAt, now),
    canReschedule: refusal(state, 'reschedule', now) === null,
    canCancel: refusal(state, 'cancel', now) === null,
    activity: {
      id: r.activity_id,
      kind: r.kind,
      name: localized(r.name, lang),
      durationMinutes: r.duration_minutes,
      price: r.price,
      currency: country?.currency.code ?? '',
      currencySymbol: country?.currency.symbol ?? '',
    },
    store: { slug: r.store_slug, name: r.store_name, city: r.store_city, address: r.store_address, timeZone: r.time_zone },
    slot: session ? toSlot(session, lang) : null,
    // No phone is stored as '' (the column predates the optional phone): null in the answer.
    contact: { fullName: r.full_name, email: r.email, callingCode: r.calling_code, phone: r.phone || null },
    answers: r.answers,
    history: changes.map((c) => ({ at: c.changed_at.toISOString(), fromStartsAt: c.from_starts_at.toISOString(), toStartsAt: c.to_starts_at.toISOString() })),
    provider: r.provider,
    providerReference: r.provider_reference,
    createdAt: r.created_at.toISOString(),
    cancelledAt: r.cancelled_at?.toISOString() ?? null,
  };
}

async function readRow(db: Queryable, where: 'id' | 'ref', value: string, lock = false): Promise<ReservationRow | null> {
  const condition = where === 'id' ? 'r.id = $1::bigint' : 'r.confirmation_number = upper($1)';
  const { rows } = await db.query<ReservationRow>(`${RESERVATION_SELECT} WHERE ${condition}${lock ? ' FOR UPDATE OF r' : ''}`, [value]);
  return rows[0] ?? null;
}

/** `ref` is a reservation id (digits) or a confirmation number. */
async function ownRow(db: Queryable, accountId: string, ref: string, lock = false): Promise<ReservationRow> {
  const row = await readRow(db, /^\d+$/.test(ref) ? 'id' : 'ref', ref, lock);
  if (!row) throw notFound();
  if (row.account_id !== accountId) throw new BookingError(403, BOOKING_MESSAGES.notOwner);
  return row;
}

/**
 * Takes one seat of the session: one conditional update, so concurrent bookings of the last seat cannot both
 * succeed. Refuses (BookingError) an unknown session (404), one that has started (422) or is full (409).
 */
async function takeSeat(client: pg.PoolClient, sessionId: number, now: Date): Promise<void> {
  const { rowCount } = await client.query(
    'UPDATE booking_sessions SET seats_taken = seats_taken + 1 WHERE id = $1 AND seats_taken < capacity AND starts_at > $2',
    [sessionId, now],
  );
  if (rowCount) return;
  const { rows } = await client.query<{ starts_at: Date }>('SELECT starts_at FROM booking_sessions WHERE id = $1', [sessionId]);
  if (!rows.length) throw notFound();
  if (rows[0].starts_at <= now) throw new BookingError(422, BOOKING_MESSAGES.slotPassed);
  throw new BookingError(409, BOOKING_MESSAGES.slotUnavailable);
}

async function freeSeat(client: pg.PoolClient, sessionId: string | number): Promise<void> {
  await client.query('UPDATE booking_sessions SET seats_taken = seats_taken - 1 WHERE id = $1 AND seats_taken > 0', [sessionId]);
}

async function mail(client: pg.PoolClient, kind: BookingEmailKind, reservation: Reservation, row: { country: string; language: string; email: string }, now: Date) {
  const { subject, body } = bookingEmail(kind, reservation, row.country, row.language);
  await sendMessage(client, { channel: 'email', recipient: row.email, subject, body, kind: `booking_${kind}` }, now);
}

interface NewReservation {
  accountId: string;
  activityId: number;
  sessionId: number | null;
  country: string;
  language: string;
  contact: BookingContact;
  answers: { questionId: number; question: string; answer: string }[];
  provider?: 'embedded' | 'booxi';
  providerReference?: string;
  externalStartsAt?: string;
}

async function insertReservation(client: pg.PoolClient, r: NewReservation): Promise<string> {
  // A clash of random confirmation numbers is retried with a new one (the unique index decides).
  for (let attempt = 0; attempt < 5; attempt++) {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO reservations (confirmation_number, account_id, activity_id, session_id, country, language, status, full_name, email,
         calling_code, phone, answers, provider, provider_reference, external_starts_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'confirmed', $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (confirmation_number) DO NOTHING RETURNING id::text`,
      [newConfirmationNumber(r.country), r.accountId, r.activityId, r.sessionId, r.country, r.language, r.contact.fullName, r.contact.email,
        r.contact.callingCode, r.contact.phone ?? '', JSON.stringify(r.answers), r.provider ?? 'embedded', r.providerReference ?? null, r.externalStartsAt ?? null],
    );
    if (rows.length) return rows[0].id;
  }
  throw new Error('Could not allocate a confirmation number');
}

/** The session's activity if the session is of the country (else 404), with what booking it needs and when it starts. */
async function sessionActivity(db: Queryable, ctx: CatalogContext, sessionId: number) {
  const { rows } = await db.query<{ activity_id: number; kind: ActivityKind; required_tier: 'black' | 'gold' | null; starts_at: Date }>(
    `SELECT a.id AS activity_id, a.kind, a.required_tier, bs.starts_at FROM booking_sessions bs JOIN booking_activities a ON a.id = bs.activity_id JOIN stores s ON s.id = a.store_id
      WHERE bs.id = $1 AND s.country = $2 AND a.active`,
    [sessionId, ctx.country.code],
  );
  if (!rows.length) throw notFound();
  return rows[0];
}

async function questionRules(db: Queryable, activityId: number, lang: string) {
  const { rows } = await db.query<{ id: number; required: boolean; max_length: number; text: Record<string, string> }>(
    'SELECT id, required, max_length, text FROM booking_questions WHERE activity_id = $1 ORDER BY position, id',
    [activityId],
  );
  return rows.map((q) => ({ id: q.id, required: q.required, maxLength: q.max_length, text: localized(q.text, lang) }));
}

/**
 * Beauty Pass perks enforced in bookings (SPEC §6): an activity for a tier (gold's invitations and custom
 * makeovers) is booked only by members of that tier or above; others get a 403 that names the perk.
 */
async function assertTier(db: Queryable, accountId: string, requiredTier: 'black' | 'gold' | null): Promise<void> {
  if (!requiredTier) return;
  const { tier } = await readLoyaltyStanding(db, accountId);
  if (rank(tier) < rank(requiredTier)) throw new BookingError(403, requiredTier === 'gold' ? BOOKING_MESSAGES.goldOnly : BOOKING_MESSAGES.blackOnly);
}

/** Books the session for the member: 201-worthy reservation, or a BookingError. */
export async function createReservation(pool: pg.Pool, accountId: string, ctx: CatalogContext, body: CreateReservationBody, now = new Date()): Promise<Reservation> {
  const { activity_id: activityId, required_tier: requiredTier, starts_at: startsAt } = await sessionActivity(pool, ctx, body.slotId);
  if (ctx.country.bookingProvider && ctx.country.bookingProvider.kind !== 'embedded') throw new BookingError(409, BOOKING_MESSAGES.externalProvider);
  // A session that has started is closed to everyone, so that is said before any perk the activity needs.
  if (startsAt <= now) throw new BookingError(422, BOOKING_MESSAGES.slotPassed);
  await assertTier(pool, accountId, requiredTier);
  const checked = checkAnswers(await questionRules(pool, activityId, ctx.lang), body.answers);
  if (!checked.ok) throw new BookingError(400, checked.issues[0].message, checked.issues);
  return withTransaction(async (client) => {
    await takeSeat(client, body.slotId, now);
    const id = await insertReservation(client, { accountId, activityId, sessionId: body.slotId, country: ctx.country.code, language: ctx.lang, contact: body.contact, answers: checked.answers });
    const row = (await readRow(client, 'id', id))!;
    const reservation = await toReservation(client, row, ctx.lang, now);
    await mail(client, 'booked', reservation, row, now);
    return reservation;
  }, pool);
}

/** The member's reservation by id or confirmation number (403 for another member's, 404 unknown). */
export async function getReservation(db: Queryable, accountId: string, ref: string, lang: string, now = new Date()): Promise<Reservation> {
  return toReservation(db, await ownRow(db, accountId, ref), lang, now);
}

/** The member's reservations: upcoming ones soonest first, then the rest newest first. */
export async function listReservations(db: Queryable, accountId: string, lang: string, now = new Date()): Promise<Reservation[]> {
  const { rows } = await db.query<ReservationRow>(`${RESERVATION_SELECT} WHERE r.account_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 100`, [accountId]);
  const list = await Promise.all(rows.map((r) => toReservation(db, r, lang, now)));
  const start = (r: Reservation) => (r.slot ? Date.parse(r.slot.startsAt) : 0);
  const upcoming = list.filter((r) => !r.expired && r.status !== 'cancelled').sort((a, b) => start(a) - start(b));
  return [...upcoming, ...list.filter((r) => !upcoming.includes(r))];
}

/** Moves the member's service booking to another session of the same activity, seat and all, in one transaction. */
export async function rescheduleReservation(pool: pg.Pool, accountId: string, ref: string, slotId: number, lang: string, now = new Date()): Promise<Reservation> {
  return withTransaction(async (client) => {
    const row = await ownRow(client, accountId, ref, true);
    const current = row.session_id ? await sessionRow(client, row.session_id) : null;
    const refused = refusal({ status: row.status, kind: row.kind, startsAt: current?.starts_at ?? row.external_starts_at, provider: row.provider }, 'reschedule', now);
    if (refused) throw new BookingError(refused.status, refused.message);
    if (String(slotId) === row.session_id) throw new BookingError(422, BOOKING_MESSAGES.sameSlot);
    const target = await sessionRow(client, slotId);
    if (!target) throw notFound();
    if (target.activity_id !== row.activity_id) throw new BookingError(422, BOOKING_MESSAGES.wrongActivity);
    await takeSeat(client, slotId, now);
    await freeSeat(client, row.session_id!);
    await client.query("UPDATE reservations SET session_id = $2, status = 'rescheduled', updated_at = $3 WHERE id = $1", [row.id, slotId, now]);
    await client.query(
      'INSERT INTO reservation_changes (reservation_id, from_session_id, to_session_id, from_starts_at, to_starts_at, changed_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [row.id, row.session_id, slotId, current!.starts_at, target.starts_at, now],
    );
    const updated = (await readRow(client, 'id', row.id))!;
    const reservation = await toReservation(client, updated, lang, now);
    await mail(client, 'rescheduled', reservation, updated, now);
    return reservation;
  }, pool);
}

/** Cancels the member's booking and frees its seat. */
export async function cancelReservation(pool: pg.Pool, accountId: string, ref: string, lang: string, now = new Date()): Promise<Reservation> {
  return withTransaction(async (client) => {
    const row = await ownRow(client, accountId, ref, true);
    const current = row.session_id ? await sessionRow(client, row.session_id) : null;
    const refused = refusal({ status: row.status, kind: row.kind, startsAt: current?.starts_at ?? row.external_starts_at, provider: row.provider }, 'cancel', now);
    if (refused) throw new BookingError(refused.status, refused.message);
    if (row.session_id) await freeSeat(client, row.session_id);
    await client.query("UPDATE reservations SET status = 'cancelled', cancelled_at = $2, updated_at = $2 WHERE id = $1", [row.id, now]);
    const updated = (await readRow(client, 'id', row.id))!;
    const reservation = await toReservation(client, updated, lang, now);
    await mail(client, 'cancelled', reservation, updated, now);
    return reservation;
  }, pool);
}

/**
 * Records a booking the member completed at the country's external provider (idempotent per provider reference:
 * a repeat answers the same reservation, `created: false`). 404 for an unknown activity; 409 when the country
 * books in the store itself. Contact details are the member's account's.
 */
export async function recordExternalReservation(
  pool: pg.Pool,
  account: { id: string; first_name: string; last_name: string; email: string; mobile_calling_code: string; mobile_number: string },
  ctx: CatalogContext,
  body: ExternalReservationBody,
  now = new Date(),
): Promise<{ reservation: Reservation; created: boolean }> {
  const provider = ctx.country.bookingProvider;
  if (!provider || provider.kind === 'embedded') throw new BookingError(409, 'This country takes bookings in the store itself.');
  const { rows: found } = await pool.query<{ required_tier: 'black' | 'gold' | null }>(
    'SELECT a.required_tier FROM booking_activities a JOIN stores s ON s.id = a.store_id WHERE a.id = $1 AND s.country = $2 AND a.active',
    [body.activityId, ctx.country.code],
  );
  if (!found.length) throw notFound();
  await assertTier(pool, account.id, found[0].required_tier);
  return withTransaction(async (client) => {
    const existing = await client.query<{ id: string; account_id: string }>('SELECT id::text, account_id::text FROM reservations WHERE provider = $1 AND provider_reference = $2', [provider.kind, body.providerReference]);
    if (existing.rows.length) {
      if (existing.rows[0].account_id !== account.id) throw new BookingError(403, BOOKING_MESSAGES.notOwner);
      return { reservation: await toReservation(client, (await readRow(client, 'id', existing.rows[0].id))!, ctx.lang, now), created: false };
    }
    const contact = { fullName: `${account.first_name} ${account.last_name}`.trim().slice(0, 100), email: account.email, callingCode: account.mobile_calling_code, phone: account.mobile_number };
    const id = await insertReservation(client, {
      accountId: account.id, activityId: body.activityId, sessionId: null, country: ctx.country.code, language: ctx.lang, contact, answers: [],
      provider: provider.kind, providerReference: body.providerReference, externalStartsAt: body.startsAt,
    });
    const row = (await readRow(client, 'id', id))!;
    const reservation = await toReservation(client, row, ctx.lang, now);
    await mail(client, 'booked', reservation, row, now);
    return { reservation, created: true };
  }, pool);
}

/**
 * Sandbox: a reservation for the member on a past session of the country (of `kind`, optionally one store's),
 * so an expired booking can be shown. 404 when the seed has no such past session.
 */
export async function createExpiredReservation(
  pool: pg.Pool,
  account: { id: string; first_name: string; last_name: string; email: string; mobile_calling_code: string; mobile_number: string },
  ctx: CatalogContext,
  options: { kind: ActivityKind; store?: string },
  now = new Date(),
): Promise<Reservation> {
  return withTransaction(async (client) => {
    const { rows } = await client.query<{ id: string; activity_id: number }>(
      `SELECT bs.id::text, bs.activity_id FROM booking_sessions bs JOIN booking_activities a ON a.id = bs.activity_id JOIN stores s ON s.id = a.store_id
        WHERE s.country = $1 AND a.kind = $2 AND ($3::text IS NULL OR s.slug = $3) AND bs.starts_at < $4 AND bs.seats_taken < bs.capacity
        ORDER BY bs.starts_at DESC, bs.id LIMIT 1 FOR UPDATE OF bs`,
      [ctx.country.code, options.kind, options.store ?? null, now],
    );
    if (!rows.length) throw notFound();
    await client.query('UPDATE booking_sessions SET seats_taken = seats_taken + 1 WHERE id = $1', [rows[0].id]);
    const contact = { fullName: `${account.first_name} ${account.last_name}`.trim().slice(0, 100), email: account.email, callingCode: account.mobile_calling_code, phone: account.mobile_number };
    const id = await insertReservation(client, { accountId: account.id, activityId: rows[0].activity_id, sessionId: Number(rows[0].id), country: ctx.country.code, language: ctx.lang, contact, answers: [] });
    return toReservation(client, (await readRow(client, 'id', id))!, ctx.lang, now);
  }, pool);
}
