-- The bag (issue 6): promotions as data, the Beauty Pass rewards catalogue, free samples, the points ledger
-- (the Beauty Pass issue builds tiers on it), and the bags themselves.

-- Promotions, per country (amounts are in the country's minor units). A code is case sensitive; a promotion
-- without a code applies by itself when the bag qualifies (bundles, automatic gifts).
CREATE TABLE promotions (
  id text PRIMARY KEY,
  country char(2) NOT NULL REFERENCES countries (code),
  code text,
  type text NOT NULL CHECK (type IN ('percent_off', 'amount_off', 'bundle', 'gift_with_purchase')),
  percent int CHECK (percent BETWEEN 1 AND 100),
  amount int CHECK (amount > 0),
  min_spend int NOT NULL DEFAULT 0 CHECK (min_spend >= 0),
  first_purchase_only boolean NOT NULL DEFAULT false,
  brand_slugs text[],
  product_slugs text[],
  bundle_product_slugs text[],
  bundle_price int CHECK (bundle_price >= 0),
  gift_skus text[],
  max_gifts int CHECK (max_gifts > 0),
  valid_from timestamptz,
  valid_until timestamptz,
  combinable_with_store_credit boolean NOT NULL DEFAULT true,
  -- Shown in the bag's list of promotions (a code handed out privately is not).
  listed boolean NOT NULL DEFAULT true,
  title jsonb NOT NULL CHECK (title ? 'en'),
  terms jsonb NOT NULL CHECK (terms ? 'en'),
  CHECK (type <> 'percent_off' OR percent IS NOT NULL),
  CHECK (type <> 'amount_off' OR amount IS NOT NULL),
  CHECK (type <> 'bundle' OR (bundle_product_slugs IS NOT NULL AND bundle_price IS NOT NULL AND code IS NULL)),
  CHECK (type <> 'gift_with_purchase' OR (gift_skus IS NOT NULL AND max_gifts IS NOT NULL))
);
CREATE UNIQUE INDEX promotions_country_code ON promotions (country, code) WHERE code IS NOT NULL;

-- The Beauty Pass rewards boutique: products a member takes for points, limited in quantity.
CREATE TABLE rewards (
  id text PRIMARY KEY,
  country char(2) NOT NULL REFERENCES countries (code),
  sku text NOT NULL REFERENCES variants (sku),
  points_cost int NOT NULL CHECK (points_cost > 0),
  quantity_left int NOT NULL CHECK (quantity_left >= 0),
  click_and_collect boolean NOT NULL DEFAULT true,
  title jsonb NOT NULL CHECK (title ? 'en')
);
CREATE INDEX rewards_country ON rewards (country, points_cost);

-- Free samples a bag may take, per country, with what is left.
CREATE TABLE samples (
  country char(2) NOT NULL REFERENCES countries (code),
  sku text NOT NULL REFERENCES variants (sku),
  quantity_left int NOT NULL CHECK (quantity_left >= 0),
  PRIMARY KEY (country, sku)
);

-- Points, as a ledger: a balance is a sum, never a column edited in place (SPEC §3 point log sources).
CREATE TABLE loyalty_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  points int NOT NULL CHECK (points <> 0),
  source text NOT NULL,
  reference text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loyalty_ledger_account ON loyalty_ledger (account_id, created_at);

-- A bag per shopper and country: a member's (account) or a guest's (device id).
CREATE TABLE bags (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  country char(2) NOT NULL REFERENCES countries (code),
  account_id bigint REFERENCES accounts (id) ON DELETE CASCADE,
  device_id text,
  promo_code text,
  delivery text NOT NULL DEFAULT 'delivery' CHECK (delivery IN ('delivery', 'click_and_collect')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (account_id IS NOT NULL OR device_id IS NOT NULL)
);
CREATE UNIQUE INDEX bags_member ON bags (account_id, country) WHERE account_id IS NOT NULL;
CREATE UNIQUE INDEX bags_guest ON bags (device_id, country) WHERE account_id IS NULL;

CREATE TABLE bag_lines (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bag_id bigint NOT NULL REFERENCES bags (id) ON DELETE CASCADE,
  variant_id int NOT NULL REFERENCES variants (id),
  kind text NOT NULL CHECK (kind IN ('product', 'gift', 'sample', 'reward')),
  quantity int NOT NULL CHECK (quantity > 0),
  -- A gift: the promotion that granted it. A reward: the reward taken.
  promotion_id text REFERENCES promotions (id) ON DELETE CASCADE,
  reward_id text REFERENCES rewards (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (bag_id, variant_id, kind)
);
CREATE INDEX bag_lines_bag ON bag_lines (bag_id, added_at);

-- Wish list (the bag moves lines here; the wish list issue builds its pages on it).
CREATE TABLE wishlist_items (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  variant_id int NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, variant_id)
);
