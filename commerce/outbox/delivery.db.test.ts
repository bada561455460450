// The outbox delivered to a real SMTP server (tests/mail/smtp-receiver.ts: smtp-server on 127.0.0.1, a random port).
import pg from 'pg';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { foundationSeedSteps } from '@/demo-data/seed';
import { databasesUnderTest, migratedTestDatabase } from '@/tests/db/test-database';
import { RegisterBody } from '@/schemas/api/accounts';
import { registerAccount } from '../accounts/accounts';
import { requestPasswordReset, resetPassword, LINK_LIFETIME_MS } from '../accounts/account-links';
import { sendMessage } from './outbox';
import { PURGED_BODY, backoffMs, deliverOutbox, purgeSpentLinks, DEFAULT_POLICY } from './delivery';
import { mailConfiguration } from './mail-config';
import { createMetrics, readDatabaseFigures } from '@/scripts/lib/request-metrics.mjs';
import { duplicatesIn, startSmtpReceiver } from '@/tests/mail/smtp-receiver';

const transportTo = (port: number) => nodemailer.createTransport(`smtp://127.0.0.1:${port}/?connectionTimeout=2000&greetingTimeout=2000&socketTimeout=5000`);

describe.each(databasesUnderTest())('outbox delivery on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let url: string;
  let close: () => Promise<void>;
  const stops: (() => Promise<void>)[] = [];
  const config = mailConfiguration({ SMTP_URL: 'smtp://127.0.0.1:25', MAIL_FROM: 'Atelier <shop@atelier.example>', MAIL_FROM_TH: 'Atelier Thailand <th@atelier.example>' });

  beforeAll(async () => {
    ({ pool, url, close } = await migratedTestDatabase(serverUrl, { max: 6, seed: foundationSeedSteps }));
  }, 120_000);

  afterEach(async () => {
    // Each test starts from an outbox with nothing due: what it wrote is its own.
    await pool.query("UPDATE outbox_messages SET delivery_state = 'failed', last_error = 'end of test' WHERE delivery_state = 'pending'");
    while (stops.length) await stops.pop()!();
  });

  afterAll(async () => {
    await close?.();
  });

  async function smtp(port = 0, refuse?: (rcpt: string) => boolean) {
    const server = await startSmtpReceiver(port, refuse);
    stops.push(server.stop);
    return server;
  }

  it('delivers a message once its transaction commits, from its country\'s address, with its subject, body and Message-ID', async () => {
    const server = await smtp();
    const at = new Date('2026-12-01T10:00:00Z');
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await sendMessage(client, { channel: 'email', recipient: 'mali@example.com', subject: 'Order TH-1 confirmed', body: 'Thank you, Mali.\nYour order TH-1.', kind: 'order_confirmation', country: 'TH' }, at);
      await sendMessage(client, { channel: 'email', recipient: 'ana@example.com', subject: 'Order PH-2 confirmed', body: 'Salamat, Ana.', kind: 'order_confirmation', country: 'PH' }, at);
      // Not committed yet: a deliverer sees nothing.
      expect(await deliverOutbox(pool, { transport: transportTo(server.port), fromFor: config.fromFor, now: at })).toEqual({ sent: 0, retried: 0, failed: 0 });
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await deliverOutbox(pool, { transport: transportTo(server.port), fromFor: config.fromFor, now: at })).toEqual({ sent: 2, retried: 0, failed: 0 });
    const byTo = Object.fromEntries(server.received.map((r) => [r.to, r]));
    expect(byTo['mali@example.com']).toMatchObject({ from: '"Atelier Thailand" <th@atelier.example>', subject: 'Order TH-1 confirmed', text: 'Thank you, Mali.\nYour order TH-1.' });
    expect(byTo['ana@example.com']).toMatchObject({ from: '"Atelier" <shop@atelier.example>', subject: 'Order PH-2 confirmed', text: 'Salamat, Ana.' });
    const { rows } = await pool.query("SELECT recipient, message_id, delivery_state, attempts, delivered_by FROM outbox_messages WHERE recipient IN ('mali@example.com', 'ana@example.com') ORDER BY recipient");
    expect(rows.map((r) => [r.recipient, r.delivery_state, r.attempts, r.delivered_by])).toEqual([['ana@example.com', 'sent', 1, 'smtp'], ['mali@example.com', 'sent', 1, 'smtp']]);
    expect(byTo['mali@example.com'].messageId).toBe(rows[1].message_id);
    // Sent rows are not claimed again.
    expect(await deliverOutbox(pool, { transport: transportTo(server.port), fromFor: config.fromFor, now: at })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(server.received).toHaveLength(2);
  });

  it('two deliverers at once send each row exactly once', async () => {
    const server = await smtp();
    const at = new Date('2026-12-01T11:00:00Z');
    for (let i = 0; i < 40; i++) await sendMessage(pool, { channel: 'email', recipient: `race${i}@example.com`, subject: `Race ${i}`, body: 'x', kind: 'test' }, at);
    const deliverer = async () => {
      const total = { sent: 0, retried: 0, failed: 0 };
      for (;;) {
        const c = await deliverOutbox(pool, { transport: transportTo(server.port), fromFor: config.fromFor, batchSize: 5, now: at });
        total.sent += c.sent;
        if (c.sent + c.retried + c.failed === 0) return total;
      }
    };
    const [a, b] = await Promise.all([deliverer(), deliverer()]);
    expect(a.sent + b.sent).toBe(40);
    expect(a.sent).toBeGreaterThan(0);
    expect(b.sent).toBeGreaterThan(0);
    expect(server.received.filter((r) => r.to.startsWith('race'))).toHaveLength(40);
    expect(duplicatesIn(server.received)).toBe(0);
  });

  it('retries with backoff while the server is down, loses nothing, and sends every message once when it is back (N orders measured)', async () => {
    const N = 30;
    const down = await startSmtpReceiver();
    const port = down.port;
    await down.stop(); // the port is closed now
    const t0 = new Date('2026-12-01T12:00:00Z');
    for (let i = 0; i < N; i++) await sendMessage(pool, { channel: 'email', recipient: `order${i}@example.com`, subject: `Order TH-${i} confirmed`, body: `Order ${i}`, kind: 'order_confirmation', country: 'TH' }, t0);
    const transport = transportTo(port);
    const first = await deliverOutbox(pool, { transport, fromFor: config.fromFor, batchSize: 100, now: t0 });
    expect(first).toEqual({ sent: 0, retried: N, failed: 0 });
    const { rows } = await pool.query("SELECT attempts, next_attempt_at, last_error FROM outbox_messages WHERE recipient LIKE 'order%' AND delivery_state = 'pending'");
    expect(rows).toHaveLength(N);
    expect(rows.every((r) => r.attempts === 1 && r.next_attempt_at.getTime() === t0.getTime() + DEFAULT_POLICY.baseDelayMs)).toBe(true);
    expect(rows[0].last_error).toMatch(/ECONNREFUSED|ESOCKET|connect/);
    // Before the backoff ends nothing is tried; the second failure waits twice as long.
    expect(await deliverOutbox(pool, { transport, fromFor: config.fromFor, batchSize: 100, now: new Date(t0.getTime() + 10_000) })).toEqual({ sent: 0, retried: 0, failed: 0 });
    const t1 = new Date(t0.getTime() + backoffMs(1));
    expect(await deliverOutbox(pool, { transport, fromFor: config.fromFor, batchSize: 100, now: t1 })).toEqual({ sent: 0, retried: N, failed: 0 });
    const second = await pool.query("SELECT min(next_attempt_at) AS next FROM outbox_messages WHERE recipient LIKE 'order%'");
    expect(second.rows[0].next.getTime() - t1.getTime()).toBe(2 * DEFAULT_POLICY.baseDelayMs);
    // The server comes back on the same port.
    const back = await smtp(port);
    const t2 = new Date(t1.getTime() + backoffMs(2));
    const last = await deliverOutbox(pool, { transport: transportTo(port), fromFor: config.fromFor, batchSize: 100, now: t2 });
    expect(last).toEqual({ sent: N, retried: 0, failed: 0 });
    const arrived = back.received.filter((r) => r.to.startsWith('order'));
    expect(new Set(arrived.map((r) => r.to)).size).toBe(N);
    expect(duplicatesIn(back.received)).toBe(0);
    console.log(`[measure] ${N} order confirmations, SMTP server down for 2 rounds then back: delivered ${arrived.length}/${N}, retried ${first.retried + N} times, duplicated ${duplicatesIn(back.received)}, lost ${N - new Set(arrived.map((r) => r.to)).size}`);
  });

  it('a 5xx refusal fails the message at once; transient failures fail it after the last attempt', async () => {
    const server = await smtp(0, (rcpt) => rcpt.startsWith('nobody'));
    const at = new Date('2026-12-01T13:00:00Z');
    await sendMessage(pool, { channel: 'email', recipient: 'nobody@example.com', subject: 'Refused', body: 'x', kind: 'test' }, at);
    expect(await deliverOutbox(pool, { transport: transportTo(server.port), fromFor: config.fromFor, now: at })).toEqual({ sent: 0, retried: 0, failed: 1 });
    const refused = await pool.query("SELECT delivery_state, attempts, last_error FROM outbox_messages WHERE recipient = 'nobody@example.com'");
    expect(refused.rows[0]).toMatchObject({ delivery_state: 'failed', attempts: 1 });
    expect(refused.rows[0].last_error).toMatch(/^SMTP 550/);

    await sendMessage(pool, { channel: 'email', recipient: 'flaky@example.com', subject: 'Flaky', body: 'x', kind: 'test' }, at);
    const policy = { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 1500 };
    const failing = { email: { name: 'test', send: async () => { throw new Error('451 try later'); } } };
    const outcomes = [];
    for (const ms of [0, 1000, 2500]) outcomes.push(await deliverOutbox(pool, { providers: failing, policy, now: new Date(at.getTime() + ms) }));
    expect(outcomes).toEqual([{ sent: 0, retried: 1, failed: 0 }, { sent: 0, retried: 1, failed: 0 }, { sent: 0, retried: 0, failed: 1 }]);
    const flaky = await pool.query("SELECT delivery_state, attempts FROM outbox_messages WHERE recipient = 'flaky@example.com'");
    expect(flaky.rows[0]).toEqual({ delivery_state: 'failed', attempts: 3 });
    expect(server.received).toHaveLength(0);
  });

  it('a crashed deliverer\'s row is sent again after its lease with the same Message-ID', async () => {
    const server = await smtp();
    const at = new Date('2026-12-01T14:00:00Z');
    await sendMessage(pool, { channel: 'email', recipient: 'crash@example.com', subject: 'Crash', body: 'x', kind: 'test' }, at);
    // The "crash": the provider accepted nothing and the process never recorded an outcome (the lease stays).
    const hang = { email: { name: 'hang', send: () => new Promise<void>(() => undefined) } };
    void deliverOutbox(pool, { providers: hang, now: at });
    const deadline = Date.now() + 5000;
    while ((await pool.query("SELECT 1 FROM outbox_messages WHERE recipient = 'crash@example.com' AND leased_until IS NOT NULL")).rowCount === 0) {
      if (Date.now() > deadline) throw new Error('the row was never claimed');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const transport = transportTo(server.port);
    expect(await deliverOutbox(pool, { transport, fromFor: config.fromFor, now: at })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await deliverOutbox(pool, { transport, fromFor: config.fromFor, now: new Date(at.getTime() + DEFAULT_POLICY.leaseMs) })).toEqual({ sent: 1, retried: 0, failed: 0 });
    const { rows } = await pool.query("SELECT message_id, attempts FROM outbox_messages WHERE recipient = 'crash@example.com'");
    expect(server.received.map((r) => r.messageId)).toEqual([rows[0].message_id]);
    expect(rows[0].attempts).toBe(2);
  });

  it('SMS goes to the sandbox outbox, its only provider; without a transport e-mail stays pending', async () => {
    const at = new Date('2026-12-01T15:00:00Z');
    await sendMessage(pool, { channel: 'sms', recipient: '+66812345678', subject: 'Pay', body: 'Pay 100 THB', kind: 'payment_instructions' }, at);
    await sendMessage(pool, { channel: 'email', recipient: 'kept@example.com', subject: 'Kept', body: 'x', kind: 'test' }, at);
    expect(await deliverOutbox(pool, { now: at })).toEqual({ sent: 1, retried: 0, failed: 0 });
    const { rows } = await pool.query("SELECT channel, delivery_state, delivered_by FROM outbox_messages WHERE recipient IN ('+66812345678', 'kept@example.com') ORDER BY channel");
    expect(rows).toEqual([{ channel: 'email', delivery_state: 'pending', delivered_by: null }, { channel: 'sms', delivery_state: 'sent', delivered_by: 'sandbox-outbox' }]);
  });

  it('purges the reset link from a message once it is used, and from one whose link expired', async () => {
    const password = 'Rosewood15!';
    const register = async (email: string) =>
      registerAccount(
        pool,
        RegisterBody.parse({
          email, password, passwordConfirmation: password, firstName: 'Mali', lastName: 'Chaiyaporn', mobile: { callingCode: '+66', number: '081 234 5678' }, birthDate: '1995-04-12',
          consents: { overMinimumAge: true, policyAgreement: true, personalInformation: true, thirdPartyDisclosure: true, marketing: false },
        }),
        { country: 'TH', language: 'th', now: new Date() },
      );
    process.env.AUTH_JWT_SECRET ??= 'a-test-signing-key-of-at-least-thirty-two-bytes';
    await register('used@example.com');
    await register('expired@example.com');
    await register('fresh@example.com');
    const now = new Date();
    const target = { origin: () => 'http://localhost:3000' };
    for (const email of ['used@example.com', 'expired@example.com', 'fresh@example.com']) await requestPasswordReset(pool, email, target, now);
    const bodyOf = async (email: string) => (await pool.query("SELECT body, country FROM outbox_messages WHERE recipient = $1 AND kind = 'password_reset'", [email])).rows[0];
    const token = /\?token=([A-Za-z0-9_-]+)/.exec((await bodyOf('used@example.com')).body)![1];
    expect((await bodyOf('used@example.com')).country).toBe('TH');
    expect(await resetPassword(pool, { token, password: 'Teakwood27!', passwordConfirmation: 'Teakwood27!' }, now)).toMatchObject({ ok: true });
    await pool.query("UPDATE account_links SET expires_at = $1 WHERE account_id = (SELECT id FROM accounts WHERE email = 'expired@example.com')", [new Date(now.getTime() - 1)]);
    expect(await purgeSpentLinks(pool, now)).toBe(2);
    expect((await bodyOf('used@example.com')).body).toBe(PURGED_BODY);
    expect((await bodyOf('expired@example.com')).body).toBe(PURGED_BODY);
    expect((await bodyOf('fresh@example.com')).body).toMatch(/\?token=/);
    // An hour later the fresh link has expired too; what was purged is not counted again.
    expect(await purgeSpentLinks(pool, new Date(now.getTime() + LINK_LIFETIME_MS.password_reset))).toBe(1);
  });

  it('the backlog gauges count undelivered (pending) mail per channel and the failed, not what was sent', async () => {
    await pool.query("UPDATE outbox_messages SET delivery_state = 'sent' WHERE delivery_state = 'failed'");
    const at = new Date(Date.now() - 60_000);
    for (let i = 0; i < 3; i++) await sendMessage(pool, { channel: 'email', recipient: `gauge${i}@example.com`, subject: 'g', body: 'x', kind: 'test' }, at);
    await sendMessage(pool, { channel: 'sms', recipient: '+66800000000', subject: 'g', body: 'x', kind: 'test' }, at);
    await pool.query("UPDATE outbox_messages SET delivery_state = 'failed' WHERE recipient = 'gauge0@example.com'");
    const metrics = createMetrics({ defaults: false });
    expect(await readDatabaseFigures(metrics, url)).toBe(true);
    const byChannel = async (gauge: { get: () => Promise<{ values: { labels: { channel?: string | number }; value: number }[] }> }) =>
      Object.fromEntries((await gauge.get()).values.map((v) => [String(v.labels.channel), v.value]));
    expect(await byChannel(metrics.outbox)).toEqual({ email: 2, sms: 1 });
    expect(await byChannel(metrics.outboxFailed)).toEqual({ email: 1, sms: 0 });
    const oldest = (await metrics.outboxOldest.get()).values[0].value;
    expect(oldest).toBeGreaterThanOrEqual(60);
    expect(oldest).toBeLessThan(600);
  });
});
