// `npm run notify-subscribers`: reminds every member whose coming-soon product has opened (each once; safe
// to run any number of times). `npm start` runs it too when the database starts.
import { notifyOpenedProducts } from '@/commerce/waitlist/subscriptions';
import { withScheduledJob } from './lib/command-database';

// An async main, not top-level await: tsx runs this .ts file as CommonJS on Node 20, where top-level await fails.
async function main(): Promise<void> {
  await withScheduledJob('notify-subscribers', 'hour', async (pool) => {
    const sent = await notifyOpenedProducts(pool);
    console.log(`notify-subscribers: ${sent} reminder${sent === 1 ? '' : 's'} sent`);
  });
}

main().catch((error: unknown) => {
  console.error(`notify-subscribers failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
