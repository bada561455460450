// `npm run notify-subscribers`: reminds every member whose coming-soon product has opened (each once; safe
// to run any number of times). `npm start` runs it too when the database starts.
import { notifyOpenedProducts } from '@/commerce/waitlist/subscriptions';
import { withCommandDatabase } from './lib/command-database';

await withCommandDatabase('notify-subscribers', async (pool) => {
  const sent = await notifyOpenedProducts(pool);
  console.log(`notify-subscribers: ${sent} reminder${sent === 1 ? '' : 's'} sent`);
});
