-- Waitlist and notify-me (issue 8): a member asks to hear when an out-of-stock variant is back ("Waitlist
-- me") or when a coming-soon product opens ("Remind me"). Each subscription is notified once, then closes.
CREATE TABLE stock_subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  variant_id int NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  country char(2) NOT NULL REFERENCES countries (code),
  kind text NOT NULL CHECK (kind IN ('waitlist', 'remind_me')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'notified', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE UNIQUE INDEX stock_subscriptions_active ON stock_subscriptions (account_id, variant_id, country, kind) WHERE status = 'active';
CREATE INDEX stock_subscriptions_variant ON stock_subscriptions (variant_id, country) WHERE status = 'active';
