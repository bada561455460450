// `npm run notify-subscribers`: reminds every member whose coming-soon product has opened (each once; safe
// to run any number of times). `npm start` runs it too when the database starts.
import pg from 'pg';
import { notifyOpenedProducts } from '../commerce/waitlist/subscriptions';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set: run this against a running store (npm start prints it), e.g. DATABASE_URL=postgres://… npm run notify-subscribers');
  process.exit(1);
}
const pool = new pg.Pool({ connectionString: url, max: 2 });
try {
  const sent = await notifyOpenedProducts(pool);
  console.log(`notify-subscribers: ${sent} reminder${sent === 1 ? '' : 's'} sent`);
} finally {
  await pool.end();
}
