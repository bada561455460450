// The bookings seed: every store's artists, activities and questions (upserted by seed key) and a rolling
// window of sessions around the store's today (past few days for expired bookings, the coming weeks to book).
// Idempotent: a second run writes nothing new the same day; a run on a later day adds the days that came
// into the window. Sessions are never deleted (reservations refer to them).
import type pg from 'pg';
import { countries } from '@/config/countries/registry';
import type { SeedStep } from '../seed';
import { PRICE_SCALE, SEED_ACTIVITIES, SEED_ARTISTS, SESSION_WINDOW } from './seed-data';

interface StoreRow {
  id: number;
  slug: string;
  country: string;
}

/** A seed price in the currency of the country: scaled, rounded to whole units (1,000 where there are no minor units). */
export function seedPrice(reference: number, countryCode: string): number {
  const country = countries.get(countryCode);
  if (!country || reference === 0) return reference;
  const scaled = reference * (PRICE_SCALE[country.currency.code] ?? 1);
  const step = country.currency.minorUnits === 0 ? 1000 : 10 ** country.currency.minorUnits;
  return Math.max(step, Math.round(scaled / step) * step);
}

async function upsertCatalogue(client: pg.PoolClient, store: StoreRow): Promise<number> {
  let written = 0;
  const artistIds = new Map<string, number>();
  for (const artist of SEED_ARTISTS) {
    const { rows, rowCount } = await client.query<{ id: number }>(
      `INSERT INTO booking_artists AS t (seed_key, store_id, name, title) VALUES ($1, $2, $3, $4)
       ON CONFLICT (seed_key) DO UPDATE SET name = excluded.name, title = excluded.title
         WHERE (t.name, t.title) IS DISTINCT FROM (excluded.name, excluded.title)
       RETURNING id`,
      [`${store.slug}:${artist.key}`, store.id, artist.name, artist.title],
    );
    written += rowCount ?? 0;
    artistIds.set(artist.key, rows[0]?.id ?? (await idOf(client, 'booking_artists', `${store.slug}:${artist.key}`)));
  }
  for (const [position, a] of SEED_ACTIVITIES.entries()) {
    const key = `${store.slug}:${a.key}`;
    const values = [key, store.id, a.kind, a.name, a.summary, a.description, a.durationMinutes, seedPrice(a.price, store.country), a.capacity, position, a.requiredTier ?? null];
    const { rowCount } = await client.query(
      `INSERT INTO booking_activities AS t (seed_key, store_id, kind, name, summary, description, duration_minutes, price, capacity, position, required_tier)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (seed_key) DO UPDATE SET kind = excluded.kind, name = excluded.name, summary = excluded.summary,
         description = excluded.description, duration_minutes = excluded.duration_minutes, price = excluded.price,
         capacity = excluded.capacity, position = excluded.position, required_tier = excluded.required_tier
         WHERE (t.kind, t.name, t.summary, t.description, t.duration_minutes, t.price, t.capacity, t.position, t.required_tier)
           IS DISTINCT FROM (excluded.kind, excluded.name, excluded.summary, excluded.description, excluded.duration_minutes, excluded.price, excluded.capacity, excluded.position, excluded.required_tier)`,
      values,
    );
    written += rowCount ?? 0;
    const activityId = await idOf(client, 'booking_activities', key);
    for (const artistKey of a.artists) {
      const r = await client.query('INSERT INTO booking_activity_artists (activity_id, artist_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [activityId, artistIds.get(artistKey)]);
      written += r.rowCount ?? 0;
    }
    for (const [qPosition, q] of a.questions.entries()) {
      const r = await client.query(
        `INSERT INTO booking_questions AS t (seed_key, activity_id, position, text, required) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (seed_key) DO UPDATE SET position = excluded.position, text = excluded.text, required = excluded.required
           WHERE (t.position, t.text, t.required) IS DISTINCT FROM (excluded.position, excluded.text, excluded.required)`,
        [`${key}:${q.key}`, activityId, qPosition, q.text, q.required],
      );
      written += r.rowCount ?? 0;
    }
  }
  return written;
}

async function idOf(client: pg.PoolClient, table: 'booking_artists' | 'booking_activities', seedKey: string): Promise<number> {
  const { rows } = await client.query<{ id: number }>(`SELECT id FROM ${table} WHERE seed_key = $1`, [seedKey]);
  return rows[0].id;
}

/**
 * Adds the sessions of the window around each store's today (in the store's time zone) that do not exist
 * yet: services one per artist and time, classes and events one per time (hosted by their first artist).
 * `now` is the database's clock unless given (tests).
 */
export async function generateSessions(client: pg.PoolClient | pg.Pool, now?: Date, window: { pastDays: number; futureDays: number } = SESSION_WINDOW): Promise<number> {
  const plan = SEED_ACTIVITIES.map((a) => ({ key: a.key, times: a.times, weekdays: a.weekdays ?? [0, 1, 2, 3, 4, 5, 6], perArtist: a.kind === 'service' }));
  const { rowCount } = await client.query(
    `WITH plan AS (
       SELECT p.key, p.times, p.weekdays, p."perArtist" AS per_artist
         FROM jsonb_to_recordset($1::jsonb) AS p(key text, times text[], weekdays int[], "perArtist" boolean)
     ), targets AS (
       SELECT a.id AS activity_id, a.capacity, a.duration_minutes, s.time_zone, plan.times, plan.weekdays,
              CASE WHEN plan.per_artist THEN aa.artist_id ELSE host.artist_id END AS artist_id
         FROM booking_activities a
         JOIN stores s ON s.id = a.store_id
         JOIN plan ON a.seed_key = s.slug || ':' || plan.key
         LEFT JOIN booking_activity_artists aa ON plan.per_artist AND aa.activity_id = a.id
         LEFT JOIN LATERAL (SELECT min(artist_id) AS artist_id FROM booking_activity_artists x WHERE x.activity_id = a.id) host ON NOT plan.per_artist
        WHERE a.active AND (NOT plan.per_artist OR aa.artist_id IS NOT NULL)
     ), local_days AS (
       SELECT t.*, d::date AS day
         FROM targets t,
              generate_series(((coalesce($2::timestamptz, now()) AT TIME ZONE t.time_zone)::date - $3::int)::timestamp,
                              ((coalesce($2::timestamptz, now()) AT TIME ZONE t.time_zone)::date + $4::int)::timestamp, interval '1 day') AS d
        WHERE extract(dow FROM d)::int = ANY (t.weekdays)
     )
     INSERT INTO booking_sessions (activity_id, artist_id, starts_at, ends_at, capacity)
     SELECT activity_id, artist_id, starts, starts + make_interval(mins => duration_minutes), capacity
       FROM (SELECT ld.*, (ld.day + tm::time) AT TIME ZONE ld.time_zone AS starts FROM local_days ld, unnest(ld.times) AS tm) x
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(plan), now ?? null, window.pastDays, window.futureDays],
  );
  return rowCount ?? 0;
}

export const bookingsSeedStep: SeedStep = {
  name: 'bookings',
  async run(client) {
    const { rows: stores } = await client.query<StoreRow>('SELECT id, slug, country FROM stores ORDER BY id');
    let written = 0;
    for (const store of stores) written += await upsertCatalogue(client, store);
    const sessions = await generateSessions(client);
    return `${stores.length} stores, ${written} activities/artists/questions written, ${sessions} sessions added`;
  },
};
