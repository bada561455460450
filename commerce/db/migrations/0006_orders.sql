-- Orders and payments (issue 7): an order is made from a bag in one transaction that also takes the stock;
-- payments belong to an order and change state through signed provider events, each applied once;
-- idempotency keys make placing an order safe to repeat.

CREATE TABLE orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  number text NOT NULL UNIQUE,
  country char(2) NOT NULL REFERENCES countries (code),
  language text NOT NULL,
  account_id bigint REFERENCES accounts (id) ON DELETE SET NULL,
  -- The browser that placed a guest order (its device-id cookie): the guest's way back to the order.
  device_id text,
  email text NOT NULL,
  status text NOT NULL CHECK (status IN ('payment_pending', 'paid', 'fraud_check_pending', 'payment_expired', 'payment_failed',
                                         'payment_failed_with_inventory', 'payment_blocked', 'cancelled')),
  delivery text NOT NULL CHECK (delivery IN ('delivery', 'click_and_collect')),
  store_id int REFERENCES stores (id),
  -- Names, calling code and phone; a registration number where the country asks for one.
  recipient jsonb NOT NULL,
  -- The delivery address (null for click and collect).
  address jsonb,
  payment_method text NOT NULL,
  currency char(3) NOT NULL,
  subtotal int NOT NULL CHECK (subtotal >= 0),
  discount int NOT NULL CHECK (discount >= 0),
  shipping int NOT NULL CHECK (shipping >= 0),
  gift_card_redeemed int NOT NULL DEFAULT 0 CHECK (gift_card_redeemed >= 0),
  total int NOT NULL CHECK (total >= 0),
  tax jsonb NOT NULL,
  points_earned int NOT NULL DEFAULT 0,
  points_redeemed int NOT NULL DEFAULT 0,
  promo_code text,
  estimated_delivery date,
  -- Click and collect: held at the store until this time (SPEC §9: 7 days).
  hold_until timestamptz,
  -- Whether the order still holds its stock (released when a payment fails or expires).
  holds_stock boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (delivery <> 'click_and_collect' OR store_id IS NOT NULL),
  CHECK (delivery <> 'delivery' OR address IS NOT NULL)
);
CREATE INDEX orders_account ON orders (account_id, created_at DESC);

CREATE TABLE order_lines (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  variant_id int NOT NULL REFERENCES variants (id),
  sku text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('product', 'gift', 'sample', 'reward')),
  name text NOT NULL,
  brand text NOT NULL,
  shade text,
  quantity int NOT NULL CHECK (quantity > 0),
  unit_price int NOT NULL CHECK (unit_price >= 0),
  discount int NOT NULL CHECK (discount >= 0),
  total int NOT NULL CHECK (total >= 0),
  reward_id text,
  points int
);
CREATE INDEX order_lines_order ON order_lines (order_id);

CREATE TABLE payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider text NOT NULL,
  method text NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'paid', 'expired', 'failed', 'blocked', 'cancelled')),
  amount int NOT NULL CHECK (amount >= 0),
  currency char(3) NOT NULL,
  -- What the shopper pays with: a QR payload, a virtual account, a card session.
  instructions jsonb NOT NULL DEFAULT '{}',
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX payments_order ON payments (order_id, id DESC);

-- Provider events already applied (a replayed event changes nothing).
CREATE TABLE payment_events (
  event_id text PRIMARY KEY,
  payment_id bigint NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Idempotency-Key of order placement, per shopper, kept 24 hours.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  order_id bigint REFERENCES orders (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

CREATE SEQUENCE order_numbers START 100001;
