// The database of a command run against a running store (`npm run notify-subscribers`, `npm run loyalty`):
// DATABASE_URL is required; the pool is closed when the work is done.
import pg from 'pg';

export async function withCommandDatabase<T>(command: string, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(`DATABASE_URL is not set: run this against a running store (npm start prints it), e.g. DATABASE_URL=postgres://… npm run ${command}`);
    process.exit(1);
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}
