-- E-gift cards (issue 7): a card is bought as an order with one e_gift_card line (no stock, delivered by
-- email), issued when that order is paid, and redeemed as partial (or whole) payment of other orders. Its
-- code exists only in the email to the recipient: the store keeps a SHA-256 of it and the last 4 characters.
-- Balances change only through conditional updates (never below zero), redemptions are held per order and
-- released when the order's payment fails, expires or is cancelled.

-- An e-gift card line has no variant; an order of e-gift cards only is delivered by email.
ALTER TABLE order_lines ALTER COLUMN variant_id DROP NOT NULL;
ALTER TABLE order_lines DROP CONSTRAINT order_lines_kind_check;
ALTER TABLE order_lines ADD CONSTRAINT order_lines_kind_check CHECK (kind IN ('product', 'gift', 'sample', 'reward', 'e_gift_card'));
ALTER TABLE order_lines ADD CONSTRAINT order_lines_variant_check CHECK (kind = 'e_gift_card' OR variant_id IS NOT NULL);
ALTER TABLE orders DROP CONSTRAINT orders_delivery_check;
ALTER TABLE orders ADD CONSTRAINT orders_delivery_check CHECK (delivery IN ('delivery', 'click_and_collect', 'email'));

CREATE TABLE gift_cards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The order that bought it (one card per order).
  order_id bigint NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  country char(2) NOT NULL REFERENCES countries (code),
  currency char(3) NOT NULL,
  -- pending until its order is paid; active once issued; void when its order was cancelled unpaid.
  status text NOT NULL CHECK (status IN ('pending', 'active', 'void')),
  code_hash text UNIQUE,
  code_last4 text,
  initial_balance int NOT NULL CHECK (initial_balance > 0),
  balance int NOT NULL CHECK (balance >= 0 AND balance <= initial_balance),
  recipient_email text NOT NULL,
  sender_name text NOT NULL,
  message text NOT NULL DEFAULT '',
  language text NOT NULL,
  issued_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'active' OR (code_hash IS NOT NULL AND code_last4 IS NOT NULL AND expires_at IS NOT NULL))
);

-- What an order took from a card: held while the order may still be paid, released (given back) when its
-- payment fails, expires or it is cancelled; held again when its payment is retried.
CREATE TABLE gift_card_redemptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gift_card_id bigint NOT NULL REFERENCES gift_cards (id) ON DELETE CASCADE,
  order_id bigint NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  amount int NOT NULL CHECK (amount > 0),
  state text NOT NULL CHECK (state IN ('held', 'released')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gift_card_redemptions_card ON gift_card_redemptions (gift_card_id);

-- The card applied to a bag (one per bag); it goes with the bag when the order is placed.
CREATE TABLE bag_gift_cards (
  bag_id bigint PRIMARY KEY REFERENCES bags (id) ON DELETE CASCADE,
  gift_card_id bigint NOT NULL REFERENCES gift_cards (id) ON DELETE CASCADE,
  applied_at timestamptz NOT NULL DEFAULT now()
);

-- Code look-ups that found no card, per client address: too many in a while and look-ups are refused.
CREATE TABLE gift_card_lookups (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gift_card_lookups_ip ON gift_card_lookups (client_ip, created_at);
