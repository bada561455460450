/**
 * The store's one rate limiter (issue 20): every abuse limit — sign-in failures, registrations, reset and
 * unlock e-mails, promo-code and gift-card guesses, bookings, orders — is a named entry of `LIMITS`, counted by
 * rate-limiter-flexible in PostgreSQL (table `rate_limits`, migration 0032) or, with `REDIS_URL`, in Redis with
 * PostgreSQL as its insurance when Redis fails. Either way the count is one atomic upsert/increment, shared by
 * every instance of the store, so N concurrent requests are numbered 1…N and the (points + 1)th is refused.
 *
 * Two ways to count:
 * - `consume` before the work: every try counts (registrations, e-mails, bookings, orders);
 * - `consume` before and `refund` after a success: only failures count (sign-in failures, unknown promo and
 *   gift-card codes) — still atomic, because the slot is taken before the password or code is checked.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { createClient } from 'redis';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface Limit {
  /** Tries allowed in one window (one more is refused). */
  points: number;
  /** The window, from the first counted try. */
  durationSeconds: number;
  /** What one point is, in a reader's words (docs/reliability/abuse.md lists them). */
  counts: string;
}

/** Every limit of the store. Keys are `<name>:<address | account | email | bag owner>`. */
export const LIMITS = {
  // Never refused (issue 30): its count slows the address's sign-ins down instead (commerce/accounts/sign-in.ts).
  'sign-in-address': { points: Number.MAX_SAFE_INTEGER, durationSeconds: 600, counts: 'failed sign-ins from one client address (never refused: past 20, tries of devices not known to the account wait up to 4 s)' },
  'sign-in-account': { points: 5, durationSeconds: 900, counts: 'failed sign-ins of one e-mail (the 5th blocks the account: 423, unlocked by the e-mailed link)' },
  'register-address': { points: 10, durationSeconds: 600, counts: 'registrations from one client address' },
  'reset-address': { points: 10, durationSeconds: 600, counts: 'password-reset requests from one client address' },
  'reset-email': { points: 3, durationSeconds: 3600, counts: 'password-reset requests for one e-mail (so at most 3 e-mails an hour)' },
  'unlock-address': { points: 10, durationSeconds: 600, counts: 'unlock-link requests from one client address' },
  'unlock-email': { points: 3, durationSeconds: 3600, counts: 'unlock-link requests for one e-mail' },
  'promo-address': { points: 10, durationSeconds: 600, counts: 'invalid promo codes from one client address' },
  'promo-owner': { points: 10, durationSeconds: 600, counts: 'invalid promo codes on one bag (member or browser)' },
  'gift-card-address': { points: 10, durationSeconds: 900, counts: 'unknown gift-card codes from one client address' },
  'gift-card-owner': { points: 10, durationSeconds: 900, counts: 'unknown gift-card codes from one member or browser' },
  'booking-address': { points: 20, durationSeconds: 600, counts: 'bookings created from one client address' },
  'booking-account': { points: 10, durationSeconds: 600, counts: 'bookings created by one member' },
  'order-address': { points: 30, durationSeconds: 600, counts: 'orders placed from one client address' },
  'order-owner': { points: 10, durationSeconds: 600, counts: 'orders placed by one member or browser' },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/** A limit was reached: answer 429 with `Retry-After: retryAfterSeconds`. */
export class LimitReached extends Error {
  constructor(readonly limit: LimitName, readonly retryAfterSeconds: number) {
    super(`Limit ${limit} reached; retry after ${retryAfterSeconds} s`);
  }
}

export interface Limiter {
  /** Counts one try under `name` for `key`; throws `LimitReached` past the limit. Returns the tries counted so far. */
  consume(name: LimitName, key: string): Promise<number>;
  /** Gives one counted try back (the try succeeded and only failures count). */
  refund(name: LimitName, key: string): Promise<void>;
  /** Forgets every try of `key` (a successful sign-in restarts the failure count). */
  reset(name: LimitName, key: string): Promise<void>;
}

/** Keys are at most 255 characters in the table: long ones (an e-mail can be 254) are hashed. */
function storedKey(key: string): string {
  const normal = key.trim().toLowerCase();
  return normal.length <= 160 ? normal : `sha256-${createHash('sha256').update(normal).digest('hex')}`;
}

/**
 * The PostgreSQL store's client: the pool itself, except that behind PgBouncer before 1.21
 * (`DATABASE_PREPARED_STATEMENTS=off`, docs/deploy.md) the library's named statements are sent unnamed.
 */
function postgresClient(pool: pg.Pool) {
  return {
    query: (q: { text: string; values?: unknown[]; name?: string }) =>
      pool.query(process.env.DATABASE_PREPARED_STATEMENTS === 'off' ? { text: q.text, values: q.values } : q),
  };
}

type RedisClient = ReturnType<typeof createClient>;
let redisClient: { url: string; client: RedisClient } | undefined;

/** One Redis connection per process for the limits; commands fail at once while it is down (then PostgreSQL counts). */
function sharedRedis(url: string): RedisClient {
  if (redisClient?.url === url) return redisClient.client;
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) } });
  client.on('error', () => undefined); // a failed command falls back to the insurance limiter
  client.connect().catch(() => undefined);
  redisClient = { url, client };
  return client;
}

/** Redis keys of the limits: shared by every build (a deploy does not reset a count), apart per cluster run. */
const redisPrefix = () => `${process.env.RATE_LIMIT_REDIS_PREFIX ?? 'atelier'}:limits:`;

function storeLimiter(pool: pg.Pool, name: LimitName, first: boolean, redisUrl: string | undefined): RateLimiterAbstract {
  const { points, durationSeconds } = LIMITS[name];
  const postgres = new RateLimiterPostgres({
    storeClient: postgresClient(pool),
    storeType: 'client',
    tableName: 'rate_limits',
    tableCreated: true,
    // One of the limiters deletes the table's expired rows hourly; the others need not.
    clearExpiredByTimeout: first,
    keyPrefix: name,
    points,
    duration: durationSeconds,
  });
  if (!redisUrl) return postgres;
  return new RateLimiterRedis({
    storeClient: sharedRedis(redisUrl),
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: `${redisPrefix()}${name}`,
    points,
    duration: durationSeconds,
    insuranceLimiter: postgres,
  });
}

const limiters = new WeakMap<pg.Pool, Map<string, Limiter>>();

/** The limiter of a pool (PostgreSQL), or of Redis when `REDIS_URL` is set; one per pool, Redis URL and process. */
export function limiterFor(pool: pg.Pool, redisUrl: string | undefined = process.env.REDIS_URL || undefined): Limiter {
  const ofPool = limiters.get(pool) ?? new Map<string, Limiter>();
  limiters.set(pool, ofPool);
  const known = ofPool.get(redisUrl ?? '');
  if (known) return known;
  const names = Object.keys(LIMITS) as LimitName[];
  const stores = new Map(names.map((name, i) => [name, storeLimiter(pool, name, i === 0, redisUrl)]));
  const store = (name: LimitName) => stores.get(name)!;
  const limiter: Limiter = {
    async consume(name, key) {
      try {
        return (await store(name).consume(storedKey(key))).consumedPoints;
      } catch (refused) {
        if (refused instanceof RateLimiterRes) throw new LimitReached(name, Math.max(1, Math.ceil(refused.msBeforeNext / 1000)));
        throw refused;
      }
    },
    async refund(name, key) {
      await store(name).reward(storedKey(key), 1);
    },
    async reset(name, key) {
      await store(name).delete(storedKey(key));
    },
  };
  ofPool.set(redisUrl ?? '', limiter);
  return limiter;
}

/**
 * Counts one try under each of `checks` (an address check with an unknown address is left out, never counted in
 * a shared bucket). All are counted before any refusal is answered, so a refused try still counts everywhere.
 */
export async function consumeAll(limiter: Limiter, checks: ReadonlyArray<readonly [LimitName, string | undefined]>): Promise<void> {
  const counted = await Promise.allSettled(checks.filter(([, key]) => key !== undefined).map(([name, key]) => limiter.consume(name, key!)));
  const refused = counted.flatMap((c) => (c.status === 'rejected' ? [c.reason] : []));
  const reached = refused.filter((r): r is LimitReached => r instanceof LimitReached);
  const other = refused.find((r) => !(r instanceof LimitReached));
  if (other) throw other;
  if (reached.length) throw reached.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a));
}

/** Gives one try back under each check whose key is known (the work succeeded and only failures count). */
export async function refundAll(limiter: Limiter, checks: ReadonlyArray<readonly [LimitName, string | undefined]>): Promise<void> {
  await Promise.all(checks.filter(([, key]) => key !== undefined).map(([name, key]) => limiter.refund(name, key!)));
}
