/**
 * The SMTP server stopped for 30 s under an order load (issue 31; docs/deploy.md "E-mail"): Indonesian guests place
 * orders one after another on the production build while the mail server they are confirmed through goes down and
 * comes back on the same port. The worker's own outbox-delivery row (commerce/jobs/tasks.ts) runs every 2 s here
 * instead of every minute (its schedule and its once-per-period lease are the worker's kill test's subject,
 * commerce/jobs/worker.db.test.ts). Every order's e-mail must arrive exactly once: none lost, none duplicated, the
 * ones the outage caught retried with backoff.
 */
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { scheduledTask } from '@/commerce/jobs/tasks';
import { mailConfiguration } from '@/commerce/outbox/mail-config';
import { duplicatesIn, startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from '@/tests/mail/smtp-receiver';
import { recordFigures } from './figures';
import { auditPool, orderLoad, placeOrder, sleep } from './database-order-load';

const SHOPPERS = 40;
const OUTAGE_MS = 30_000;
/** Orders are placed one at a time with this pause: the load spans the outage and goes on after it. */
const PAUSE_MS = 1_000;
const DELIVERY_EVERY_MS = 2_000;

describe('the SMTP server down for 30 s under an order load', () => {
  const fixture = orderLoad('mail-outage', SHOPPERS);

  it('delivers every order e-mail exactly once after the server is back, retrying what the outage caught', { timeout: 240_000 }, async () => {
    const { stack, db, shoppers } = fixture;
    let server: SmtpReceiver = await startSmtpReceiver();
    const port = server.port;
    const received: ReceivedMail[] = [];
    const config = mailConfiguration({ SMTP_URL: `smtp://127.0.0.1:${port}/?connectionTimeout=2000&greetingTimeout=2000&socketTimeout=5000`, MAIL_FROM: 'orders@shop.example' });
    const transport = nodemailer.createTransport(config.smtpUrl!);
    const pool = auditPool(stack.databaseUrl);
    const deliverer = scheduledTask('deliver-outbox');
    let delivering = true;
    const runs: string[] = [];
    const delivery = (async () => {
      while (delivering) {
        runs.push(await deliverer.run({ pool, now: new Date(), mail: { transport, config } }).catch((err: Error) => `failed: ${err.message}`));
        await sleep(DELIVERY_EVERY_MS);
      }
    })();
    try {
      const load = (async () => {
        for (const shopper of shoppers) {
          await placeOrder(shopper);
          await sleep(PAUSE_MS);
        }
      })();
      // The outage: after the first few orders, for 30 s; the same port comes back (a restarted MTA).
      while (shoppers.filter((s) => s.statuses.length > 0).length < 4) await sleep(50);
      received.push(...server.received);
      await server.stop();
      const down = Date.now();
      const placedBefore = shoppers.filter((s) => s.statuses.length > 0).length;
      await sleep(OUTAGE_MS);
      const placedDuring = shoppers.filter((s) => s.statuses.length > 0).length - placedBefore;
      server = await startSmtpReceiver(port);
      const outage = Date.now() - down;
      await load;

      const numbers = shoppers.map((s) => s.number).filter((n): n is string => !!n);
      const arrived = () => [...received, ...server.received].filter((m) => numbers.some((n) => m.text.includes(n)));
      // Wait for what a shopper waits for: their e-mail (the longest backoff the outage causes is a minute or two).
      const deadline = Date.now() + 180_000;
      while (new Set(arrived().map((m) => m.to + m.text)).size < numbers.length && Date.now() < deadline) await sleep(500);
      const caughtUp = Date.now() - down - outage;
      delivering = false;
      await delivery;

      const mails = arrived();
      const all = [...received, ...server.received];
      const { rows } = await db.query<{ attempts: number; delivery_state: string }>(
        `SELECT attempts, delivery_state FROM outbox_messages WHERE channel = 'email' AND kind = 'payment_instructions' AND body ~ $1`,
        [numbers.join('|')],
      );
      const retried = rows.filter((r) => r.attempts > 1).length;
      const lost = numbers.filter((n) => !mails.some((m) => m.text.includes(n))).length;
      const duplicated = duplicatesIn(all);
      recordFigures('SMTP server down 30 s under an order load', [
        { measure: 'orders placed, one a second (the server down 30 s in the middle)', value: `${numbers.length} of ${SHOPPERS} (${placedDuring} during the ${(outage / 1000).toFixed(0)} s outage)`, budget: 'all', ok: numbers.length === SHOPPERS },
        { measure: 'order e-mails delivered', value: `${mails.length} of ${numbers.length}`, budget: 'all', ok: mails.length === numbers.length },
        { measure: 'order e-mails retried (the outage caught them; sent on a later attempt)', value: `${retried} (${rows.reduce((n, r) => n + r.attempts - 1, 0)} retries)`, budget: '> 0', ok: retried > 0 },
        { measure: 'e-mails delivered twice (the same Message-ID)', value: String(duplicated), budget: '0', ok: duplicated === 0 },
        { measure: 'order e-mails lost', value: String(lost), budget: '0', ok: lost === 0 },
        { measure: 'time from the server back to the last order e-mail delivered (backoff 30 s, doubling)', value: `${(caughtUp / 1000).toFixed(0)} s`, budget: '≤ 90 s', ok: caughtUp <= 90_000 },
      ]);

      expect(numbers).toHaveLength(SHOPPERS);
      expect(placedDuring).toBeGreaterThan(0);
      expect(lost, runs.filter((r) => !r.startsWith('0 sent, 0 to retry, 0 failed')).join('\n')).toBe(0);
      expect(duplicated).toBe(0);
      expect(mails).toHaveLength(SHOPPERS);
      expect(retried).toBeGreaterThan(0);
      expect(rows.every((r) => r.delivery_state === 'sent')).toBe(true);
    } finally {
      delivering = false;
      await delivery;
      transport.close();
      await server.stop();
      await pool.end();
    }
  });
});
