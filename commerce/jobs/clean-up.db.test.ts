/**
 * The clean-up job (commerce/jobs/clean-up.ts) on a migrated database: of each kind, the rows past their keeping time
 * go and the live ones stay, and a second run finds nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, migratedTestDatabase, type MigratedTestDatabase } from '@/tests/db/test-database';
import { foundationSeedSteps } from '@/demo-data/seed';
import { cleanUpExpired } from './clean-up';

const NOW = new Date('2026-12-03T12:00:00Z');
const ago = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

describe.each(databasesUnderTest())('the clean-up job on $name PostgreSQL', ({ url: serverUrl }) => {
  let db: MigratedTestDatabase;

  beforeAll(async () => {
    db = await migratedTestDatabase(serverUrl, { seed: foundationSeedSteps });
    const q = (sql: string, params: unknown[] = []) => db.pool.query(sql, params);
    const account = (await q(
      `INSERT INTO accounts (email, password_hash, first_name, last_name, mobile_calling_code, mobile_number, birth_date, consented_at, card_number, country, language)
       VALUES ('kept@example.com', 'x', 'Kept', 'Member', '+65', '88888888', '1990-01-01', now(), 'BP0000000001', 'SG', 'en') RETURNING id`,
    )).rows[0].id;
    // Each kind: a row past its keeping time ('gone-…') and one still live ('kept-…').
    await q(
      `INSERT INTO refresh_tokens (family_id, account_id, device_id, token_hash, expires_at) VALUES
         (gen_random_uuid(), $1, 'd', 'gone-token', $2), (gen_random_uuid(), $1, 'd', 'kept-token-expired-today', $3), (gen_random_uuid(), $1, 'd', 'kept-token', $4)`,
      [account, ago(25), ago(2), ago(-24)],
    );
    await q(
      `INSERT INTO account_links (account_id, purpose, token_hash, expires_at, used_at) VALUES
         ($1, 'password_reset', 'gone-expired', $2, NULL), ($1, 'unlock', 'gone-used', $4, $2),
         ($1, 'password_reset', 'kept-used-today', $4, $3), ($1, 'password_reset', 'kept-live', $4, NULL)`,
      [account, ago(30), ago(1), ago(-1)],
    );
    await q(`INSERT INTO rate_limits (key, points, expire) VALUES ('gone-limit', 3, $1), ('kept-limit', 3, $2), ('kept-forever', 1, NULL)`, [NOW.getTime() - 1, NOW.getTime() + 60_000]);
    await q(`INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ('web', 'gone-key', 'h', $1), ('web', 'kept-key', 'h', $2)`, [ago(25), ago(23)]);
    await q(
      `INSERT INTO sign_in_attempts (email, account_id, client_ip, succeeded, created_at) VALUES
         ('gone@example.com', $1, '192.0.2.1', false, $2), ('kept@example.com', $1, '192.0.2.1', true, $3)`,
      [account, ago(91 * 24), ago(89 * 24)],
    );
    await q(
      `INSERT INTO job_runs (job, period, claimed_by, claimed_at, finished_at) VALUES
         ('deliver-outbox', 'gone-minute', 'w', $1, $1), ('deliver-outbox', 'kept-minute', 'w', $2, $2),
         ('deliver-outbox', 'kept-unfinished', 'w', $1, NULL), ('loyalty', 'kept-day', 'w', $1, $1)`,
      [ago(8 * 24), ago(6 * 24)],
    );
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  const names = async (sql: string) => (await db.pool.query<{ name: string }>(sql)).rows.map((r) => r.name).sort();

  it('deletes what is past its keeping time and keeps what is live, once', async () => {
    expect(await cleanUpExpired(db.pool, ['deliver-outbox'], NOW)).toEqual({ refreshTokens: 1, accountLinks: 2, rateLimits: 1, idempotencyKeys: 1, signInAttempts: 1, jobRuns: 1 });
    expect(await names('SELECT token_hash AS name FROM refresh_tokens')).toEqual(['kept-token', 'kept-token-expired-today']);
    expect(await names('SELECT token_hash AS name FROM account_links')).toEqual(['kept-live', 'kept-used-today']);
    expect(await names('SELECT key AS name FROM rate_limits')).toEqual(['kept-forever', 'kept-limit']);
    expect(await names('SELECT key AS name FROM idempotency_keys')).toEqual(['kept-key']);
    expect(await names('SELECT email AS name FROM sign_in_attempts')).toEqual(['kept@example.com']);
    expect(await names('SELECT period AS name FROM job_runs')).toEqual(['kept-day', 'kept-minute', 'kept-unfinished']);
    expect(await cleanUpExpired(db.pool, ['deliver-outbox'], NOW)).toEqual({ refreshTokens: 0, accountLinks: 0, rateLimits: 0, idempotencyKeys: 0, signInAttempts: 0, jobRuns: 0 });
  });
});
