// `npm run loyalty`: the Beauty Pass job by hand — expires points 18 months after a member's last purchase or
// redemption, closes tier years whose anniversary has passed (keep or lower the tier), then sends Beauty Pass Gold's
// new-arrival updates (each new product announced to a gold member once). The worker (`npm run worker`) runs the same
// job daily (commerce/jobs/tasks.ts); a day it ran is skipped here unless --force. `npm start` runs it when the
// database starts.
import { scheduledTask } from '@/commerce/jobs/tasks';
import { runScheduledTask } from './lib/command-database';

runScheduledTask(scheduledTask('loyalty'));
