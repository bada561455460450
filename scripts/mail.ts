// E-mail delivery commands for operators and schedulers (issue 31), against a running store's database (DATABASE_URL):
//
//   npm run mail -- deliver [--batch <n>] [--until-empty]   sends the due outbox messages once and prints the counts
//   npm run mail -- status                                  prints the outbox by channel and delivery state
//   npm run mail -- purge                                   blanks the bodies of reset/unlock mail whose link is spent
//
// deliver reads MAIL_DELIVERY, SMTP_URL, MAIL_FROM and MAIL_FROM_<CC> (commerce/outbox/mail-config.ts); with
// MAIL_DELIVERY=outbox it delivers SMS to the sandbox outbox and leaves e-mail pending. Several may run at once
// (commerce/outbox/delivery.ts). Bad arguments or configuration: one line on stderr, exit 1.
import nodemailer from 'nodemailer';
import { z } from 'zod';
import { withCommandDatabase } from './lib/command-database';
import { deliverDue, outboxBacklog, purgeSpentLinks, type DeliveryCounts } from '@/commerce/outbox/delivery';
import { MailConfigurationError, mailConfiguration } from '@/commerce/outbox/mail-config';

const USAGE = 'usage: npm run mail -- deliver [--batch <n>] [--until-empty] | status | purge';

const Args = z.discriminatedUnion('command', [
  z.object({ command: z.literal('deliver'), batch: z.coerce.number({ message: '--batch expects a number' }).int('--batch expects a whole number').min(1, '--batch expects 1 to 1000').max(1000, '--batch expects 1 to 1000'), untilEmpty: z.boolean() }),
  z.object({ command: z.literal('status') }),
  z.object({ command: z.literal('purge') }),
], { error: () => USAGE });

function parseArgs(argv: string[]): z.infer<typeof Args> {
  const [command, ...rest] = argv;
  const batchAt = rest.indexOf('--batch');
  const known = new Set(['--batch', '--until-empty']);
  const unknown = rest.find((a, i) => !known.has(a) && !(batchAt >= 0 && i === batchAt + 1));
  if (unknown) throw new MailConfigurationError(`unknown argument ${unknown}. ${USAGE}`);
  const parsed = Args.safeParse({ command, batch: batchAt >= 0 ? (rest[batchAt + 1] ?? '') : 50, untilEmpty: rest.includes('--until-empty') });
  if (!parsed.success) throw new MailConfigurationError(parsed.error.issues.map((i) => i.message).join('; '));
  return parsed.data;
}

async function main(): Promise<void> {
  let args: z.infer<typeof Args>;
  let config: ReturnType<typeof mailConfiguration>;
  try {
    args = parseArgs(process.argv.slice(2));
    config = mailConfiguration(process.env);
  } catch (error) {
    console.error(`mail: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  await withCommandDatabase('mail', async (pool) => {
    if (args.command === 'status') {
      const rows = await outboxBacklog(pool);
      if (rows.length === 0) console.log('mail: the outbox is empty');
      for (const r of rows) console.log(`${r.channel.padEnd(5)} ${r.state.padEnd(7)} ${String(r.count).padStart(7)}  oldest ${r.oldest ?? '-'}`);
      return;
    }
    if (args.command === 'purge') {
      console.log(`mail: purged ${await purgeSpentLinks(pool)} message(s) whose link is spent`);
      return;
    }
    const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
    let total: DeliveryCounts;
    try {
      total = await deliverDue(pool, { transport, fromFor: config.fromFor, batchSize: args.batch, untilEmpty: args.untilEmpty });
    } finally {
      transport?.close();
    }
    const note = config.delivery === 'outbox' ? ' (MAIL_DELIVERY=outbox: e-mail stays in the outbox)' : '';
    console.log(`mail: sent ${total.sent}, retried ${total.retried}, failed ${total.failed}${note}`);
  });
}

main().catch((error: unknown) => {
  console.error(`mail: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
