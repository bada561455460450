-- Beauty Pass perks as offers, and sales with members' early windows (issue 9; docs/beauty-pass-offers.md).

-- What a perk is, per country: its SPEC §3 perk type, who receives it (members of some tiers; in their
-- birthday month; employees), what it does in the bag (a percentage or an amount off, or nothing because it
-- applies by itself: staff discount, birthday points, invitations), its minimum spend, how long a member's
-- offer lasts and how often a member may redeem it.
CREATE TABLE offer_definitions (
  id text PRIMARY KEY,
  country char(2) NOT NULL REFERENCES countries (code),
  perk_type text NOT NULL CHECK (perk_type IN ('ten_percent_off', 'welcome_voucher', 'birthday_voucher', 'gold_welcome', 'birthday_points', 'staff_discount', 'others')),
  audience text NOT NULL CHECK (audience IN ('member', 'new_member', 'birthday', 'employee')),
  tiers text[] NOT NULL DEFAULT '{pink,white,black,gold}' CHECK (tiers <@ '{pink,white,black,gold}'::text[]),
  effect text NOT NULL CHECK (effect IN ('percent_off', 'amount_off', 'automatic')),
  percent int CHECK (percent BETWEEN 1 AND 100),
  amount int CHECK (amount > 0),
  min_spend int NOT NULL DEFAULT 0 CHECK (min_spend >= 0),
  -- A member's offer lasts this many days from when it was given; a birthday offer lasts to the month's end.
  valid_days int CHECK (valid_days > 0),
  max_redemptions int NOT NULL DEFAULT 1 CHECK (max_redemptions > 0),
  title jsonb NOT NULL CHECK (title ? 'en'),
  terms jsonb NOT NULL CHECK (terms ? 'en'),
  CHECK (effect <> 'percent_off' OR percent IS NOT NULL),
  CHECK (effect <> 'amount_off' OR amount IS NOT NULL)
);

-- A member's offer: given once per member (period 'once') or once per birthday year (period '2026'), never
-- edited but for its redemption count, which only moves by conditional updates (never past the maximum).
CREATE TABLE member_offers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  definition_id text NOT NULL REFERENCES offer_definitions (id) ON DELETE CASCADE,
  period text NOT NULL,
  valid_from timestamptz NOT NULL,
  valid_until timestamptz,
  max_redemptions int NOT NULL CHECK (max_redemptions > 0),
  redeemed int NOT NULL DEFAULT 0 CHECK (redeemed >= 0 AND redeemed <= max_redemptions),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, definition_id, period)
);

-- An order's use of an offer: held while the order may still be paid, released (given back) when its payment
-- fails, expires or it is cancelled, held again when its payment is retried.
CREATE TABLE offer_redemptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_offer_id bigint NOT NULL REFERENCES member_offers (id) ON DELETE CASCADE,
  order_id bigint NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('held', 'released')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offer_redemptions_offer ON offer_redemptions (member_offer_id);

-- The offer applied to a bag (one promotion per order: a bag has a promo code or an offer, not both).
ALTER TABLE bags ADD COLUMN member_offer_id bigint REFERENCES member_offers (id) ON DELETE SET NULL;
ALTER TABLE bags ADD CONSTRAINT bags_one_promotion CHECK (promo_code IS NULL OR member_offer_id IS NULL);

-- A sale: its prices apply to gold members from gold_from (early sale access), to black members from
-- black_from (Beauty Pass Sale access), to everyone from public_from, and to no one from ends_at.
CREATE TABLE sales (
  id text PRIMARY KEY,
  country char(2) NOT NULL REFERENCES countries (code),
  title jsonb NOT NULL CHECK (title ? 'en'),
  gold_from timestamptz NOT NULL,
  black_from timestamptz NOT NULL,
  public_from timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  CHECK (gold_from <= black_from AND black_from <= public_from AND public_from < ends_at)
);
CREATE TABLE sale_prices (
  sale_id text NOT NULL REFERENCES sales (id) ON DELETE CASCADE,
  variant_id int NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  amount int NOT NULL CHECK (amount > 0),
  PRIMARY KEY (sale_id, variant_id)
);
CREATE INDEX sale_prices_variant ON sale_prices (variant_id);
