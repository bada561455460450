// Reads of bookable activities, their artists, questions and sessions, in a country and language.
import type { CatalogContext, Queryable } from '../catalog/context';
import {
  SLOT_RANGE_DEFAULT_DAYS,
  type ActivityDetail,
  type ActivityKind,
  type ActivitySummary,
  type Artist,
  type BookingProvider,
  type BookingStore,
  type Question,
  type Slot,
} from '@/schemas/api/bookings';
import { addDays, localized, localParts } from './rules';

type L10n = Record<string, string>;

interface ActivityRow {
  id: number;
  kind: ActivityKind;
  name: L10n;
  summary: L10n;
  description: L10n;
  duration_minutes: number;
  price: number;
  capacity: number;
  store_slug: string;
  store_name: string;
  store_city: string;
  store_address: string;
  time_zone: string;
  next_starts_at: Date | null;
  next_remaining: number | null;
  question_count: number;
  required_tier: 'black' | 'gold' | null;
}

const ACTIVITY_SELECT = `
  SELECT a.id, a.kind, a.name, a.summary, a.description, a.duration_minutes, a.price, a.capacity, a.required_tier,
         s.slug AS store_slug, s.name AS store_name, s.city AS store_city, s.address_line AS store_address, s.time_zone,
         nx.starts_at AS next_starts_at, nx.remaining AS next_remaining,
         (SELECT count(*)::int FROM booking_questions q WHERE q.activity_id = a.id) AS question_count
    FROM booking_activities a
    JOIN stores s ON s.id = a.store_id
    LEFT JOIN LATERAL (
      SELECT bs.starts_at, bs.capacity - bs.seats_taken AS remaining FROM booking_sessions bs
       WHERE bs.activity_id = a.id AND bs.starts_at > now() AND bs.seats_taken < bs.capacity
       ORDER BY bs.starts_at, bs.id LIMIT 1
    ) nx ON true`;

export function bookingStore(r: { store_slug: string; store_name: string; store_city: string; store_address: string; time_zone: string }): BookingStore {
  return { slug: r.store_slug, name: r.store_name, city: r.store_city, address: r.store_address, timeZone: r.time_zone };
}

/** The country's provider for an activity: embedded, or the external page with the activity and store. */
export function activityProvider(ctx: CatalogContext, activityId: number, storeSlug: string): BookingProvider {
  const provider = ctx.country.bookingProvider;
  if (!provider || provider.kind === 'embedded') return { kind: 'embedded' };
  const query = new URLSearchParams({ activity: String(activityId), store: storeSlug, lang: ctx.lang });
  return { kind: provider.kind, bookingUrl: `${provider.bookingUrl}?${query}` };
}

function toSummary(ctx: CatalogContext, r: ActivityRow): ActivitySummary {
  const next = r.next_starts_at ? localParts(r.next_starts_at, r.time_zone) : null;
  return {
    id: r.id,
    kind: r.kind,
    name: localized(r.name, ctx.lang),
    summary: localized(r.summary, ctx.lang),
    durationMinutes: r.duration_minutes,
    price: r.price,
    currency: ctx.country.currency.code,
    currencySymbol: ctx.country.currency.symbol,
    capacity: r.capacity,
    store: bookingStore(r),
    nextSession: r.next_starts_at && next ? { startsAt: r.next_starts_at.toISOString(), localDate: next.date, localStart: next.time, remaining: r.next_remaining ?? 0 } : null,
    provider: activityProvider(ctx, r.id, r.store_slug),
    requiredTier: r.required_tier,
  };
}

/** Whether the country has a store of that slug (lists answer 404 for an unknown store). */
export async function storeExists(db: Queryable, ctx: CatalogContext, slug: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM stores WHERE slug = $1 AND country = $2', [slug, ctx.country.code]);
  return (rowCount ?? 0) > 0;
}

/** The country's active activities, by store then position; optionally one store's, one kind's. */
export async function listActivities(db: Queryable, ctx: CatalogContext, filter: { store?: string; kind?: ActivityKind } = {}): Promise<ActivitySummary[]> {
  const { rows } = await db.query<ActivityRow>(
    `${ACTIVITY_SELECT}
      WHERE s.country = $1 AND a.active AND ($2::text IS NULL OR s.slug = $2) AND ($3::text IS NULL OR a.kind = $3)
      ORDER BY s.city, s.name, a.position, a.id`,
    [ctx.country.code, filter.store ?? null, filter.kind ?? null],
  );
  return rows.map((r) => toSummary(ctx, r));
}

/** How many active activities of each kind each store of the country has (store-locations). */
export async function activityCounts(db: Queryable, country: string): Promise<Map<string, Record<ActivityKind, number>>> {
  const { rows } = await db.query<{ slug: string; kind: ActivityKind; n: number }>(
    `SELECT s.slug, a.kind, count(*)::int AS n FROM booking_activities a JOIN stores s ON s.id = a.store_id
      WHERE s.country = $1 AND a.active GROUP BY s.slug, a.kind`,
    [country],
  );
  const counts = new Map<string, Record<ActivityKind, number>>();
  for (const r of rows) {
    const c = counts.get(r.slug) ?? { service: 0, class: 0, event: 0 };
    c[r.kind] = r.n;
    counts.set(r.slug, c);
  }
  return counts;
}

async function activityArtists(db: Queryable, ctx: CatalogContext, activityId: number): Promise<Artist[]> {
  const { rows } = await db.query<{ id: number; name: string; title: L10n }>(
    `SELECT ar.id, ar.name, ar.title FROM booking_activity_artists aa JOIN booking_artists ar ON ar.id = aa.artist_id
      WHERE aa.activity_id = $1 ORDER BY ar.name, ar.id`,
    [activityId],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, title: localized(r.title, ctx.lang) }));
}

/** One active activity of the country with its artists; null when unknown or of another country. */
export async function getActivity(db: Queryable, ctx: CatalogContext, id: number): Promise<ActivityDetail | null> {
  const { rows } = await db.query<ActivityRow>(`${ACTIVITY_SELECT} WHERE a.id = $1 AND s.country = $2 AND a.active`, [id, ctx.country.code]);
  if (!rows.length) return null;
  const r = rows[0];
  return { ...toSummary(ctx, r), description: localized(r.description, ctx.lang), artists: await activityArtists(db, ctx, id), hasQuestions: r.question_count > 0 };
}

/** The activity's questions in order (texts in the language). */
export async function listQuestions(db: Queryable, lang: string, activityId: number): Promise<Question[]> {
  const { rows } = await db.query<{ id: number; text: L10n; required: boolean; max_length: number }>(
    'SELECT id, text, required, max_length FROM booking_questions WHERE activity_id = $1 ORDER BY position, id',
    [activityId],
  );
  return rows.map((r) => ({ id: r.id, text: localized(r.text, lang), required: r.required, maxLength: r.max_length }));
}

export interface SessionRow {
  id: string;
  activity_id: number;
  artist_id: number | null;
  artist_name: string | null;
  artist_title: L10n | null;
  starts_at: Date;
  ends_at: Date;
  capacity: number;
  seats_taken: number;
  time_zone: string;
}

export const SESSION_SELECT = `
  SELECT bs.id::text, bs.activity_id, bs.artist_id, ar.name AS artist_name, ar.title AS artist_title, bs.starts_at, bs.ends_at,
         bs.capacity, bs.seats_taken, s.time_zone
    FROM booking_sessions bs
    JOIN booking_activities a ON a.id = bs.activity_id
    JOIN stores s ON s.id = a.store_id
    LEFT JOIN booking_artists ar ON ar.id = bs.artist_id`;

export function toSlot(r: SessionRow, lang: string): Slot {
  const start = localParts(r.starts_at, r.time_zone);
  const end = localParts(r.ends_at, r.time_zone);
  return {
    id: Number(r.id),
    activityId: r.activity_id,
    artist: r.artist_id !== null ? { id: r.artist_id, name: r.artist_name ?? '', title: localized(r.artist_title, lang) } : null,
    startsAt: r.starts_at.toISOString(),
    endsAt: r.ends_at.toISOString(),
    timeZone: r.time_zone,
    localDate: start.date,
    localStart: start.time,
    localEnd: end.time,
    capacity: r.capacity,
    remaining: Math.max(0, r.capacity - r.seats_taken),
  };
}

export interface SlotRange {
  activityId: number;
  timeZone: string;
  from: string;
  to: string;
  slots: Slot[];
}

/**
 * The activity's sessions that have not started, from `from` to `to` (local dates, inclusive; default the store's
 * today and 13 days on), optionally one artist's; `availableOnly` leaves out full ones. Null for an unknown activity.
 */
export async function listSlots(
  db: Queryable,
  ctx: CatalogContext,
  activityId: number,
  query: { artist?: number; from?: string; to?: string; availableOnly?: boolean },
  now = new Date(),
): Promise<SlotRange | null> {
  const { rows: found } = await db.query<{ time_zone: string }>(
    'SELECT s.time_zone FROM booking_activities a JOIN stores s ON s.id = a.store_id WHERE a.id = $1 AND s.country = $2 AND a.active',
    [activityId, ctx.country.code],
  );
  if (!found.length) return null;
  const timeZone = found[0].time_zone;
  const from = query.from ?? localParts(now, timeZone).date;
  const to = query.to ?? addDays(from, SLOT_RANGE_DEFAULT_DAYS - 1);
  const { rows } = await db.query<SessionRow>(
    `${SESSION_SELECT}
      WHERE bs.activity_id = $1 AND bs.starts_at > $2
        AND bs.starts_at >= ($3::date)::timestamp AT TIME ZONE s.time_zone
        AND bs.starts_at < ($4::date + 1)::timestamp AT TIME ZONE s.time_zone
        AND ($5::int IS NULL OR bs.artist_id = $5)
        AND (NOT $6::boolean OR bs.seats_taken < bs.capacity)
      ORDER BY bs.starts_at, ar.name NULLS FIRST, bs.id`,
    [activityId, now, from, to, query.artist ?? null, query.availableOnly ?? false],
  );
  return { activityId, timeZone, from, to, slots: rows.map((r) => toSlot(r, ctx.lang)) };
}

/** Slots grouped by local date, in order. */
export function byDay(slots: Slot[]): { date: string; slots: Slot[] }[] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) days.set(slot.localDate, [...(days.get(slot.localDate) ?? []), slot]);
  return [...days].map(([date, list]) => ({ date, slots: list }));
}
