/**
 * Delivers the outbox (issue 31): the rows commerce/outbox/outbox.ts wrote inside the callers' transactions, seen
 * here only once those committed. Each call of deliverOutbox() claims up to `batchSize` due pending rows, sends each
 * through its channel's provider and records the outcome. Several deliverers may run at once (instances, a cron and
 * a hand-run `npm run mail -- deliver`): a row is claimed with FOR UPDATE SKIP LOCKED and leased in the same
 * statement, which commits before anything is sent, so another deliverer neither waits for it nor takes it until the
 * lease runs out.
 *
 * Exactly once, as far as SMTP allows: a row is sent by the one deliverer holding its lease and marked sent right
 * after the server accepts it. A crash (or a lost database) between the server's acceptance and that mark leaves the
 * row pending; it is sent again after its lease, with the same Message-ID (fixed in the row when it was written), so a
 * receiver sees one message id twice rather than two messages. The lease is much longer than one send (the
 * transport's own timeouts end a send first), so a slow send is not taken over while it is still running.
 *
 * Providers: e-mail goes through a nodemailer transport (SMTP, `MAIL_DELIVERY=smtp`). SMS has one provider, the
 * sandbox outbox: the row itself is the message (the developer page `/sandbox/outbox` shows it), marked delivered
 * by `sandbox-outbox`. With `MAIL_DELIVERY=outbox` e-mail stays pending in the outbox: nothing claims it.
 */
import type pg from 'pg';
import type { Transporter } from 'nodemailer';
import type { OutboxChannel } from './outbox';

export interface DeliveryPolicy {
  /** Attempts before a row is given up (failed). */
  maxAttempts: number;
  /** The wait after the first failed attempt; doubled after each next one. */
  baseDelayMs: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
  /** How long a claimed row is held by its deliverer. */
  leaseMs: number;
}

export const DEFAULT_POLICY: DeliveryPolicy = { maxAttempts: 8, baseDelayMs: 30_000, maxDelayMs: 3_600_000, leaseMs: 300_000 };

export interface ClaimedMessage {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  kind: string;
  country: string | null;
  messageId: string;
  attempts: number;
}

/** Why a send failed: permanent failures are not retried. */
export class DeliveryFailure extends Error {
  constructor(message: string, readonly permanent: boolean) {
    super(message);
  }
}

/** One channel's provider: resolves when the provider accepted the message, else throws (DeliveryFailure or any error: retried). */
export interface Provider {
  name: string;
  send(message: ClaimedMessage): Promise<void>;
}

/** The sandbox outbox, the only SMS provider: the row in `outbox_messages` is the message. */
export const SANDBOX_OUTBOX_SMS: Provider = { name: 'sandbox-outbox', send: async () => undefined };

/** A provider sending e-mail through a nodemailer transport, from the address of the message's country. */
export function smtpProvider(transport: Transporter, fromFor: (country: string | null) => string): Provider {
  return {
    name: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({
          from: fromFor(message.country),
          to: message.recipient,
          subject: message.subject,
          text: message.body,
          messageId: message.messageId,
          headers: { 'X-Atelier-Kind': message.kind },
        });
      } catch (error) {
        throw smtpFailure(error);
      }
    },
  };
}

/** A 5xx answer of the SMTP server is permanent (RFC 5321); connection errors and 4xx are retried. */
export function smtpFailure(error: unknown): DeliveryFailure {
  const e = error as { responseCode?: number; code?: string; response?: string; message?: string };
  const code = typeof e?.responseCode === 'number' ? e.responseCode : undefined;
  const text = (e?.response ?? e?.message ?? String(error)).slice(0, 500);
  const what = code ? `SMTP ${code}: ${text}` : `${e?.code ?? 'error'}: ${text}`;
  return new DeliveryFailure(what, code !== undefined && code >= 500 && code < 600);
}

export interface DeliverOptions {
  /** The e-mail transport; without one e-mail is not claimed (MAIL_DELIVERY=outbox). */
  transport?: Transporter;
  /** The from-address of a message for a country (mail-config.ts's fromFor). */
  fromFor?: (country: string | null) => string;
  /** Providers by channel, overriding the transport and the sandbox SMS provider (tests). */
  providers?: Partial<Record<OutboxChannel, Provider>>;
  batchSize?: number;
  now?: Date;
  policy?: Partial<DeliveryPolicy>;
}

export interface DeliveryCounts {
  sent: number;
  retried: number;
  failed: number;
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function backoffMs(attempts: number, policy: DeliveryPolicy = DEFAULT_POLICY): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(attempts - 1, 0), policy.maxDelayMs);
}

/** Claims, sends and records one batch of due messages; returns what became of them. */
export async function deliverOutbox(pool: pg.Pool, options: DeliverOptions = {}): Promise<DeliveryCounts> {
  const policy = { ...DEFAULT_POLICY, ...options.policy };
  const now = options.now ?? new Date();
  const providers: Partial<Record<OutboxChannel, Provider>> = {
    sms: SANDBOX_OUTBOX_SMS,
    ...(options.transport ? { email: smtpProvider(options.transport, options.fromFor ?? (() => 'no-reply@atelier.invalid')) } : {}),
    ...options.providers,
  };
  const channels = Object.keys(providers) as OutboxChannel[];
  const counts: DeliveryCounts = { sent: 0, retried: 0, failed: 0 };
  if (channels.length === 0) return counts;
  const { rows } = await pool.query<{ id: string; channel: OutboxChannel; recipient: string; subject: string; body: string; kind: string; country: string | null; message_id: string; attempts: number }>(
    `UPDATE outbox_messages m SET leased_until = $3::timestamptz + make_interval(secs => $4::float8 / 1000), attempts = m.attempts + 1
      WHERE m.id IN (SELECT id FROM outbox_messages
                      WHERE delivery_state = 'pending' AND next_attempt_at <= $3 AND (leased_until IS NULL OR leased_until <= $3)
                        AND channel = ANY($1::text[])
                      ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING m.id::text, m.channel, m.recipient, m.subject, m.body, m.kind, m.country, m.message_id, m.attempts`,
    [channels, Math.max(1, options.batchSize ?? 50), now, policy.leaseMs],
  );
  for (const row of rows) {
    const message: ClaimedMessage = { ...row, messageId: row.message_id };
    const provider = providers[row.channel]!;
    try {
      await provider.send(message);
    } catch (error) {
      const failure = error instanceof DeliveryFailure ? error : new DeliveryFailure(error instanceof Error ? error.message : String(error), false);
      const giveUp = failure.permanent || row.attempts >= policy.maxAttempts;
      await pool.query(
        `UPDATE outbox_messages SET delivery_state = $2, last_error = $3, leased_until = NULL,
                next_attempt_at = $4::timestamptz + make_interval(secs => $5::float8 / 1000) WHERE id = $1`,
        [row.id, giveUp ? 'failed' : 'pending', failure.message.slice(0, 1000), now, giveUp ? 0 : backoffMs(row.attempts, policy)],
      );
      if (giveUp) counts.failed++;
      else counts.retried++;
      continue;
    }
    await pool.query(
      "UPDATE outbox_messages SET delivery_state = 'sent', sent_at = $2, delivered_by = $3, leased_until = NULL, last_error = NULL WHERE id = $1",
      [row.id, now, provider.name],
    );
    counts.sent++;
  }
  return counts;
}

/**
 * Delivers due messages batch after batch while batches come back full (`untilEmpty`), or one batch; stops starting
 * batches after `deadline` (the worker's every-minute run ends before the next one is due). The counts summed.
 */
export async function deliverDue(pool: pg.Pool, options: DeliverOptions & { untilEmpty?: boolean; deadline?: number } = {}): Promise<DeliveryCounts> {
  const batchSize = Math.max(1, options.batchSize ?? 50);
  const total: DeliveryCounts = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const counts = await deliverOutbox(pool, { ...options, batchSize });
    total.sent += counts.sent;
    total.retried += counts.retried;
    total.failed += counts.failed;
    const full = counts.sent + counts.retried + counts.failed >= batchSize;
    if (!options.untilEmpty || !full || (options.deadline !== undefined && Date.now() >= options.deadline)) return total;
  }
}

export interface BacklogRow {
  channel: OutboxChannel;
  state: 'pending' | 'sent' | 'failed';
  count: number;
  oldest: string | null;
}

/** The outbox by channel and delivery state, with the oldest message of each. */
export async function outboxBacklog(db: pg.Pool): Promise<BacklogRow[]> {
  const { rows } = await db.query<{ channel: OutboxChannel; state: BacklogRow['state']; count: number; oldest: Date | null }>(
    `SELECT channel, delivery_state AS state, count(*)::int AS count, min(created_at) AS oldest FROM outbox_messages
      GROUP BY channel, delivery_state ORDER BY channel, delivery_state`,
  );
  return rows.map((r) => ({ ...r, oldest: r.oldest ? r.oldest.toISOString() : null }));
}

/** What replaces the body of a message whose reset or unlock link is spent. */
export const PURGED_BODY = '(The link this message carried has been used or has expired; it was removed.)';

/**
 * Blanks the bodies of reset and unlock messages whose link is used or expired (a used link is also one replaced by a
 * newer request): the secret stops living in the outbox table. Returns how many messages were purged. A pending
 * message whose link is spent is given up too (failed), since its link can no longer be used.
 */
export async function purgeSpentLinks(pool: pg.Pool, now = new Date()): Promise<number> {
  const { rowCount } = await pool.query(
    `UPDATE outbox_messages m SET body = $2, body_purged_at = $1,
            delivery_state = CASE WHEN m.delivery_state = 'pending' THEN 'failed' ELSE m.delivery_state END,
            last_error = CASE WHEN m.delivery_state = 'pending' THEN 'link spent before it was sent' ELSE m.last_error END
       FROM account_links l
      WHERE m.account_link_id = l.id AND m.body_purged_at IS NULL AND (l.used_at IS NOT NULL OR l.expires_at <= $1)`,
    [now, PURGED_BODY],
  );
  return rowCount ?? 0;
}
