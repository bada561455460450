// `npm run notify-subscribers`: reminds every member whose coming-soon product has opened (each once; safe to run
// any number of times), by hand. The worker (`npm run worker`) runs the same job hourly (commerce/jobs/tasks.ts); an
// hour it ran is skipped here unless --force. `npm start` runs it when the database starts.
import { scheduledTask } from '@/commerce/jobs/tasks';
import { runScheduledTask } from './lib/command-database';

runScheduledTask(scheduledTask('notify-subscribers'));
