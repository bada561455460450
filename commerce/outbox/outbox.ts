/**
 * Outgoing email and SMS. Every message is written to the `outbox_messages` table inside the caller's transaction,
 * as a pending delivery: commerce/outbox/delivery.ts sends it once that transaction has committed (SMTP for e-mail
 * with `MAIL_DELIVERY=smtp`; the sandbox outbox, the only SMS provider, for SMS). The developer page
 * `/sandbox/outbox` lists the table (links in them work there) whatever the delivery does.
 */
import type { Queryable } from '../catalog/context';

export type OutboxChannel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: OutboxChannel;
  /** An email address or an E.164 phone number. */
  recipient: string;
  subject: string;
  body: string;
  /** What the message is, for the developer page and tests: `password_reset`, `unlock`, … */
  kind: string;
  /** The country of the shop the message speaks for: picks its from-address (`MAIL_FROM_<CC>`). */
  country?: string;
  /** The account link (reset, unlock) the body carries: purgeSpentLinks() blanks the body once it is spent. */
  accountLinkId?: string;
}

export interface OutboxMessage extends OutgoingMessage {
  id: number;
  createdAt: string;
}

export async function sendMessage(db: Queryable, message: OutgoingMessage, now = new Date()): Promise<void> {
  await db.query(
    `INSERT INTO outbox_messages (channel, recipient, subject, body, kind, created_at, country, account_link_id, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $6)`,
    [message.channel, message.recipient, message.subject, message.body, message.kind, now, message.country ?? null, message.accountLinkId ?? null],
  );
}

/** The newest messages first, optionally for one recipient. */
export async function listOutbox(db: Queryable, options: { recipient?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  const { rows } = await db.query<{ id: string; channel: OutboxChannel; recipient: string; subject: string; body: string; kind: string; created_at: Date }>(
    `SELECT id::text, channel, recipient, subject, body, kind, created_at FROM outbox_messages
      WHERE ($1::text IS NULL OR recipient = $1) ORDER BY outbox_messages.id DESC LIMIT $2`,
    [options.recipient?.trim().toLowerCase() ?? null, limit],
  );
  return rows.map((r) => ({ id: Number(r.id), channel: r.channel, recipient: r.recipient, subject: r.subject, body: r.body, kind: r.kind, createdAt: r.created_at.toISOString() }));
}
