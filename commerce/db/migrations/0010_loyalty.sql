-- Beauty Pass (issue 9). A member's tier is a history, appended to and never edited: each row is the whole
-- standing after a change (tier, the tier before the last change, when it changed, the current tier year).
-- A member with no row is pink, in a tier year that started when they joined.
CREATE TABLE loyalty_tier_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  tier text NOT NULL CHECK (tier IN ('pink', 'white', 'black', 'gold')),
  previous_tier text CHECK (previous_tier IN ('pink', 'white', 'black', 'gold')),
  changed_at timestamptz,
  year_start timestamptz NOT NULL,
  -- What appended the row: a purchase that moved the tier, or an anniversary that kept or lowered it.
  reason text NOT NULL CHECK (reason IN ('purchase', 'anniversary')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loyalty_tier_history_account ON loyalty_tier_history (account_id, id DESC);

-- An order's points are looked up by their order number (earned once, taken back once).
CREATE INDEX loyalty_ledger_reference ON loyalty_ledger (account_id, source, reference);
