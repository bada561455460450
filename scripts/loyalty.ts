// `npm run loyalty`: the Beauty Pass job — expires points 18 months after a member's last purchase or
// redemption and closes tier years whose anniversary has passed (keep or lower the tier). Safe to run any
// number of times; `npm start` runs it too when the database starts. Then Beauty Pass Gold's new-arrival updates
// (each new product announced to a gold member once).
import { runLoyaltyJob } from '@/commerce/loyalty/points';
import { sendNewArrivalUpdates } from '@/commerce/loyalty/new-arrivals';
import { withScheduledJob } from './lib/command-database';

// An async main, not top-level await: tsx runs this .ts file as CommonJS on Node 20, where top-level await fails.
async function main(): Promise<void> {
  await withScheduledJob('loyalty', 'day', async (pool) => {
    const { members, expired, tierChanges } = await runLoyaltyJob(pool);
    console.log(`loyalty: ${members} members checked, ${expired} balances expired, ${tierChanges} tiers changed`);
    const updates = await sendNewArrivalUpdates(pool);
    console.log(`loyalty: ${updates.emails} new-arrival updates sent to ${updates.members} gold members`);
  });
}

main().catch((error: unknown) => {
  console.error(`loyalty failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
