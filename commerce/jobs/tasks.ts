/**
 * The store's scheduled jobs (issue 31), one table: what each does, when the worker starts it (a cron line, UTC),
 * and the period it runs once in across the cluster (commerce/jobs/runs.ts). The worker (commerce/jobs/worker.ts,
 * `npm run worker`) runs them; `npm run loyalty` and `npm run notify-subscribers` run one by hand.
 *
 * A job whose period is a day or an hour is started more often than its period (every hour for a daily job): the
 * first start of a period runs it and the others find it done, so a period the worker was down for at its usual
 * minute still gets its run as soon as a worker is up.
 */
import type pg from 'pg';
import type { Transporter } from 'nodemailer';
import { runLoyaltyJob } from '@/commerce/loyalty/points';
import { sendNewArrivalUpdates } from '@/commerce/loyalty/new-arrivals';
import { notifyOpenedProducts } from '@/commerce/waitlist/subscriptions';
import { deliverDue, purgeSpentLinks } from '@/commerce/outbox/delivery';
import type { MailConfiguration } from '@/commerce/outbox/mail-config';
import { cleanUpExpired } from './clean-up';
import type { JobEvery } from './runs';

export interface TaskContext {
  pool: pg.Pool;
  /** When the run was asked for: the moment the job's rules are applied at. */
  now: Date;
  /** The mail transport of SMTP_URL, when e-mail is delivered. */
  mail?: { transport?: Transporter; config: MailConfiguration };
}

export interface ScheduledTask {
  name: string;
  /** A cron line (minute hour day month weekday, UTC) the worker starts the job on. */
  cron: string;
  every: JobEvery;
  /** Does the work and says what it did, in one line. */
  run(context: TaskContext): Promise<string>;
}

/** How long an every-minute run may go on delivering before it stops starting batches. */
const MINUTE_RUN_MS = 50_000;

export const SCHEDULED_TASKS: readonly ScheduledTask[] = [
  {
    name: 'deliver-outbox',
    cron: '* * * * *',
    every: 'minute',
    async run({ pool, mail }) {
      const counts = await deliverDue(pool, { transport: mail?.transport, fromFor: mail?.config.fromFor, untilEmpty: true, deadline: Date.now() + MINUTE_RUN_MS });
      const kept = mail?.config.delivery === 'outbox' ? ' (MAIL_DELIVERY=outbox: e-mail stays in the outbox)' : '';
      return `${counts.sent} sent, ${counts.retried} to retry, ${counts.failed} failed${kept}`;
    },
  },
  {
    name: 'purge-spent-links',
    cron: '*/15 * * * *',
    every: 'hour',
    async run({ pool, now }) {
      return `${await purgeSpentLinks(pool, now)} messages whose link is spent purged`;
    },
  },
  {
    name: 'loyalty',
    cron: '15 * * * *',
    every: 'day',
    async run({ pool, now }) {
      const { members, expired, tierChanges } = await runLoyaltyJob(pool, now);
      const updates = await sendNewArrivalUpdates(pool, now);
      return `${members} members checked, ${expired} balances expired, ${tierChanges} tiers changed; ${updates.emails} new-arrival updates to ${updates.members} gold members`;
    },
  },
  {
    name: 'notify-subscribers',
    cron: '*/10 * * * *',
    every: 'hour',
    async run({ pool, now }) {
      const sent = await notifyOpenedProducts(pool, now);
      return `${sent} coming-soon reminder${sent === 1 ? '' : 's'} sent`;
    },
  },
  {
    name: 'clean-up',
    cron: '10,40 * * * *',
    every: 'hour',
    async run({ pool, now }) {
      const everyMinute = SCHEDULED_TASKS.filter((t) => t.every === 'minute').map((t) => t.name);
      const c = await cleanUpExpired(pool, everyMinute, now);
      return `deleted ${c.refreshTokens} refresh tokens, ${c.accountLinks} account links, ${c.rateLimits} rate-limit counters, ${c.idempotencyKeys} idempotency keys, ${c.signInAttempts} sign-in attempts, ${c.jobRuns} old job runs`;
    },
  },
];

export function scheduledTask(name: string): ScheduledTask {
  const task = SCHEDULED_TASKS.find((t) => t.name === name);
  if (!task) throw new Error(`no scheduled job is named ${name}`);
  return task;
}
