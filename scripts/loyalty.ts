// `npm run loyalty`: the Beauty Pass job — expires points 18 months after a member's last purchase or
// redemption and closes tier years whose anniversary has passed (keep or lower the tier). Safe to run any
// number of times; `npm start` runs it too when the database starts.
import { runLoyaltyJob } from '../commerce/loyalty/points';
import { withCommandDatabase } from './lib/command-database';

await withCommandDatabase('loyalty', async (pool) => {
  const { members, expired, tierChanges } = await runLoyaltyJob(pool);
  console.log(`loyalty: ${members} members checked, ${expired} balances expired, ${tierChanges} tiers changed`);
});
