import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databasesUnderTest, freshDatabase } from '@/tests/db/test-database';
import { keepConnectionErrorsFromCrashing, TRANSACTION_RETRIES, withTransaction } from './pool';
import { poolLosingCommits } from '@/tests/db/lost-commit';
import { CommitUnconfirmedError } from './errors';
import { mayHaveCommitted, recordingCommits } from './commit-outcome';
import { failureAnswer } from '@/server/api/handler';
import { API_MESSAGES } from '@/schemas/api/errors';

describe.each(databasesUnderTest())('the pool and transactions on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const db = await freshDatabase(serverUrl);
    drop = db.drop;
    pool = new pg.Pool({ connectionString: db.url, max: 6 });
    keepConnectionErrorsFromCrashing(pool);
    await pool.query('CREATE TABLE counters (id int PRIMARY KEY, n int NOT NULL)');
    await pool.query('INSERT INTO counters VALUES (1, 0), (2, 0)');
  });
  afterAll(async () => {
    await pool?.end();
    await drop?.();
  });

  it('runs a transaction that lost a deadlock again, so both of two crossing transactions commit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let attempts = 0;
    let bothHoldFirstRow!: () => void;
    const barrier = new Promise<void>((resolve) => {
      let waiting = 2;
      bothHoldFirstRow = () => {
        waiting -= 1;
        if (waiting === 0) resolve();
      };
    });
    // Each locks one row, waits until the other holds its row, then asks for the other's: a deadlock on the
    // first attempt (PostgreSQL ends one of them with 40P01); the retry finds the barrier passed and goes through.
    const crossing = (first: number, second: number) =>
      withTransaction(async (client) => {
        attempts += 1;
        await client.query('UPDATE counters SET n = n + 1 WHERE id = $1', [first]);
        bothHoldFirstRow();
        await barrier;
        await client.query('UPDATE counters SET n = n + 1 WHERE id = $1', [second]);
      }, pool);
    await Promise.all([crossing(1, 2), crossing(2, 1)]);
    const { rows } = await pool.query<{ n: number }>('SELECT n FROM counters ORDER BY id');
    expect(rows.map((r) => r.n)).toEqual([2, 2]);
    expect(attempts).toBe(3);
    expect(warn.mock.calls.map((c) => String(c[0])).filter((line) => line.includes('40P01'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('gives up after its retries and rethrows the conflict; any other error is not retried', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let attempts = 0;
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    await expect(withTransaction(async () => {
      attempts += 1;
      throw deadlock;
    }, pool)).rejects.toBe(deadlock);
    expect(attempts).toBe(TRANSACTION_RETRIES + 1);
    attempts = 0;
    await expect(withTransaction(async () => {
      attempts += 1;
      throw new Error('The bag is empty');
    }, pool)).rejects.toThrow('The bag is empty');
    expect(attempts).toBe(1);
    warn.mockRestore();
  });

  describe('the connection lost at COMMIT (issue 30: an order answered "nothing was changed" had been placed)', () => {
    const bump = (id: number) => async (client: pg.PoolClient) => {
      await client.query('UPDATE counters SET n = n + 1 WHERE id = $1', [id]);
    };
    const count = async (id: number) => (await pool.query<{ n: number }>('SELECT n FROM counters WHERE id = $1', [id])).rows[0].n;
    /** What the API frame answers a POST that failed with `error`, inside the request's record of commits. */
    const answerTo = async (work: () => Promise<unknown>) =>
      recordingCommits(async () => {
        const error = await work().then(() => undefined, (e: unknown) => e);
        const response = failureAnswer(error, 'POST', '/api/web/v1/thing');
        return { error, status: response.status, message: ((await response.json()) as { message: string }).message };
      });

    it('after the server committed: the transaction rejects as unconfirmed, the change is there, and the answer never says nothing changed', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const before = await count(1);
      const answer = await answerTo(() => withTransaction(bump(1), poolLosingCommits(pool, 'after')));
      expect(answer.error).toBeInstanceOf(CommitUnconfirmedError);
      expect(await count(1)).toBe(before + 1); // committed, although the client never heard so
      expect([answer.status, answer.message]).toEqual([503, API_MESSAGES.unconfirmed]);
      // Not run again: a transaction that may have committed is never repeated by the helper.
      expect(await count(1)).toBe(before + 1);
      warn.mockRestore();
      error.mockRestore();
    });

    it('as COMMIT went out and the server did not commit: the same unconfirmed answer (the client cannot tell), and nothing changed', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const before = await count(2);
      const answer = await answerTo(() => withTransaction(bump(2), poolLosingCommits(pool, 'before')));
      expect(answer.error).toBeInstanceOf(CommitUnconfirmedError);
      expect(await count(2)).toBe(before);
      expect([answer.status, answer.message]).toEqual([503, API_MESSAGES.unconfirmed]);
      warn.mockRestore();
      error.mockRestore();
    });

    it('says "nothing was changed" only when that is known: lost before COMMIT, or never connected; not after an earlier commit of the request', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      // The server ends the session in the middle of the transaction's work: rolled back, nothing committed.
      const midway = await answerTo(() => withTransaction(async (client) => {
        const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await client.query('UPDATE counters SET n = n + 1 WHERE id = 1');
        await pool.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
        await new Promise((resolve) => setTimeout(resolve, 150));
        await client.query('UPDATE counters SET n = n + 1 WHERE id = 2');
      }, pool));
      expect([midway.status, midway.message]).toEqual([503, API_MESSAGES.unavailable]);
      const refused = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:9/none', connectionTimeoutMillis: 1000 });
      const never = await answerTo(() => withTransaction(bump(1), refused));
      await refused.end();
      expect([never.status, never.message]).toEqual([503, API_MESSAGES.unavailable]);
      // A transaction of the request committed, then the database went away: something changed.
      const afterCommit = await answerTo(async () => {
        await withTransaction(bump(1), pool);
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      });
      expect([afterCommit.status, afterCommit.message]).toEqual([503, API_MESSAGES.unconfirmed]);
      // A statement outside any transaction lost its connection: autocommit, it may have committed itself.
      expect(await recordingCommits(async () => mayHaveCommitted(new Error('Connection terminated unexpectedly'), 'PUT'))).toBe(true);
      expect(await recordingCommits(async () => mayHaveCommitted(new Error('Connection terminated unexpectedly'), 'GET'))).toBe(false);
      warn.mockRestore();
      error.mockRestore();
    });
  });

  it('survives the server ending a checked-out connection: that call fails as "unavailable", the next one works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    // What a server shutdown or restart does to every session: ends it with 57P01 while the client is checked out.
    await pool.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const failed = await client.query('SELECT 1').catch((e: unknown) => e);
    client.release(failed instanceof Error ? failed : undefined);
    expect(failed).toBeInstanceOf(Error);
    expect(error.mock.calls.map((c) => String(c[0]))).toContain('db: connection error: terminating connection due to administrator command');
    expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    error.mockRestore();
  });
});
