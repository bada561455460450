// `npm run notify-subscribers`: reminds every member whose coming-soon product has opened (each once; safe
// to run any number of times). `npm start` runs it too when the database starts.
import { notifyOpenedProducts } from '@/commerce/waitlist/subscriptions';
import { withScheduledJob } from './lib/command-database';

await withScheduledJob('notify-subscribers', 'hour', async (pool) => {
  const sent = await notifyOpenedProducts(pool);
  console.log(`notify-subscribers: ${sent} reminder${sent === 1 ? '' : 's'} sent`);
});
