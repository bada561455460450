-- The outbox becomes a delivery queue (issue 31, "Send real e-mail"): commerce/outbox/delivery.ts claims the due rows,
-- sends them through the configured provider (SMTP for e-mail, the sandbox outbox for SMS) and records the outcome.
-- Rows are still inserted inside the callers' transactions, so a row is seen (and sent) only once its transaction commits.
--
-- delivery_state: 'pending' (to send; next_attempt_at says when), 'sent' (the provider accepted it at sent_at),
-- 'failed' (given up: a permanent refusal, or max attempts reached; last_error says why).
-- leased_until: a deliverer holds the row until then while it sends; an expired lease (a crashed deliverer) makes it due again.
-- message_id: the RFC 5322 Message-ID, fixed when the row is written, so a resend after a crash carries the same id.
ALTER TABLE outbox_messages
  ADD COLUMN country text,
  ADD COLUMN account_link_id bigint REFERENCES account_links (id) ON DELETE SET NULL,
  ADD COLUMN delivery_state text NOT NULL DEFAULT 'pending' CHECK (delivery_state IN ('pending', 'sent', 'failed')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN leased_until timestamptz,
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN delivered_by text,
  ADD COLUMN last_error text,
  ADD COLUMN body_purged_at timestamptz,
  ADD COLUMN message_id text NOT NULL DEFAULT ('<' || gen_random_uuid()::text || '@outbox.atelier>');

-- Messages written before delivery existed were never meant to leave (the demo's outbox): not sent now, months late.
UPDATE outbox_messages SET delivery_state = 'failed', last_error = 'written before delivery existed (migration 0049): not sent';

CREATE UNIQUE INDEX outbox_messages_message_id ON outbox_messages (message_id);
-- The deliverers' claim: the due pending rows in order.
CREATE INDEX outbox_messages_due ON outbox_messages (next_attempt_at, id) WHERE delivery_state = 'pending';
-- purgeSpentLinks: the messages still carrying a link.
CREATE INDEX outbox_messages_account_link ON outbox_messages (account_link_id) WHERE account_link_id IS NOT NULL AND body_purged_at IS NULL;
