import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databasesUnderTest, freshDatabase } from '@/tests/db/test-database';
import { keepConnectionErrorsFromCrashing, TRANSACTION_RETRIES, withTransaction } from './pool';

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
