import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, freshDatabase } from '@/tests/db/test-database';
import { queryCatalog } from './summary';

/**
 * Catalogue statements under concurrency on every database under test — with `npm run pgbouncer-check`, through
 * PgBouncer in transaction pooling mode, where the check runs with DATABASE_PREPARED_STATEMENTS=off (docs/deploy.md).
 */
describe.each(databasesUnderTest())('catalogue statements from many clients at once on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const db = await freshDatabase(serverUrl);
    drop = db.drop;
    pool = new pg.Pool({ connectionString: db.url, max: 10 });
  });
  afterAll(async () => {
    await pool?.end();
    await drop?.();
  });

  it('answers 200 concurrent statements of 3 shapes, every one', async () => {
    const answers = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => queryCatalog<{ n: number }>(pool, `SELECT $1::int + ${i % 3} AS n, pg_sleep(0.001)`, [i])),
    );
    const failed = answers.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(failed.map((f) => String(f.reason?.message)).slice(0, 3)).toEqual([]);
    expect(answers.map((a) => (a as PromiseFulfilledResult<{ n: number }[]>).value[0].n)).toEqual(Array.from({ length: 200 }, (_, i) => i + (i % 3)));
  });
});
