/**
 * A pool whose transactions lose their connection at COMMIT, for the db tests of issue 30 (an order answered "503,
 * nothing was changed" was in fact placed). Real connections, real errors: the server itself ends the session
 * (`pg_terminate_backend` from another connection), and the client reads the error its connection gives.
 *
 * - `after`: the COMMIT is sent and goes through (the server commits), then the session is ended before the client
 *   hears of it — the answer that was lost on the way back.
 * - `before`: the session is ended as the COMMIT goes out — the server never commits.
 *
 * Either way the client cannot tell which happened; only the data can.
 */
import type pg from 'pg';

export type LostCommit = 'after' | 'before';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function poolLosingCommits(pool: pg.Pool, when: LostCommit): pg.Pool {
  const connect = async () => {
    const client = await pool.connect();
    // The session is ended on purpose: its 'error' event is expected (the pool's own listener may be missing on
    // clients it connected before the test).
    client.on('error', () => undefined);
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const query = client.query.bind(client) as (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
    const end = async () => {
      await pool.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      await pause(150); // the server's FATAL reaches the client's socket
    };
    (client as unknown as { query: typeof query }).query = async (text: string, values?: unknown[]) => {
      if (text !== 'COMMIT') return query(text, values);
      if (when === 'after') {
        await query('COMMIT');
        await end();
        return query('SELECT 1'); // what the client reads in place of COMMIT's answer: the connection's error
      }
      await end();
      return query('COMMIT');
    };
    return client;
  };
  return { connect } as unknown as pg.Pool;
}
