import pg from 'pg';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../db/migrate';
import { MIGRATIONS_DIR, databasesUnderTest, freshDatabase } from '@/tests/db/test-database';
import { consumeAll, LIMITS, LimitReached, limiterFor, type LimitName } from './limits';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Nothing listens here: Redis "down", so the PostgreSQL insurance limiter counts. */
const REDIS_DOWN = 'redis://127.0.0.1:1';
const PREFIX = `atelier-abuse-test-${Date.now().toString(36)}`;

async function redisAnswers(): Promise<boolean> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 500, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}

describe.each(databasesUnderTest())('the rate limiter on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let drop: () => Promise<void>;
  let redis = false;

  beforeAll(async () => {
    process.env.RATE_LIMIT_REDIS_PREFIX = PREFIX;
    const db = await freshDatabase(serverUrl);
    drop = db.drop;
    pool = new pg.Pool({ connectionString: db.url, max: 10 });
    await runMigrations(pool, { dir: MIGRATIONS_DIR });
    redis = await redisAnswers();
  });

  afterAll(async () => {
    if (redis) {
      const client = createClient({ url: REDIS_URL });
      await client.connect();
      const keys = await client.keys(`${PREFIX}:*`);
      if (keys.length) await client.del(keys);
      await client.quit();
    }
    await pool?.end();
    await drop?.();
  });

  /** 40 tries at once under one key: how many were let through, and the shortest Retry-After of the others. */
  async function race(name: LimitName, key: string, redisUrl?: string) {
    const limiter = limiterFor(pool, redisUrl);
    const settled = await Promise.allSettled(Array.from({ length: 40 }, () => limiter.consume(name, key)));
    const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []));
    expect(refused.every((r) => r instanceof LimitReached)).toBe(true);
    return { allowed: settled.filter((s) => s.status === 'fulfilled').length, retryAfter: Math.min(...refused.map((r: LimitReached) => r.retryAfterSeconds)) };
  }

  it('lets exactly the limit through of 40 concurrent tries, in PostgreSQL, and says when to retry', async () => {
    const { allowed, retryAfter } = await race('order-owner', 'device:race-pg');
    expect(allowed).toBe(LIMITS['order-owner'].points);
    expect(retryAfter).toBeGreaterThan(LIMITS['order-owner'].durationSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS['order-owner'].durationSeconds);
    const { rows } = await pool.query<{ points: number }>("SELECT points FROM rate_limits WHERE key = 'order-owner:device:race-pg'");
    expect(rows[0].points).toBe(40);
  });

  it('lets exactly the limit through in Redis, and in PostgreSQL while Redis is down', async (context) => {
    if (!redis) context.skip();
    expect((await race('order-owner', 'device:race-redis', REDIS_URL)).allowed).toBe(LIMITS['order-owner'].points);
    expect((await race('order-owner', 'device:race-insured', REDIS_DOWN)).allowed).toBe(LIMITS['order-owner'].points);
    const { rows } = await pool.query<{ points: number }>("SELECT points FROM rate_limits WHERE key = 'order-owner:device:race-insured'");
    expect(rows[0].points).toBe(40);
  });

  it('counts every check, refuses with the longest wait, and counts nothing for an unknown key', async () => {
    const limiter = limiterFor(pool);
    for (let i = 0; i < LIMITS['reset-email'].points; i++) await consumeAll(limiter, [['reset-address', '192.0.2.1'], ['reset-email', 'victim@example.com']]);
    await expect(consumeAll(limiter, [['reset-address', '192.0.2.2'], ['reset-email', 'victim@example.com']])).rejects.toMatchObject({ limit: 'reset-email' });
    for (let i = 0; i < 30; i++) await consumeAll(limiter, [['reset-address', undefined], ['reset-email', `someone${i}@example.com`]]);
    const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE 'reset-address:%'");
    expect(rows[0].n).toBe(2);
  });
});
