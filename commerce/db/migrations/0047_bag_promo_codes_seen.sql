-- The promo codes a bag has had applied (issue 30): a code refused later (expired, minimum spend no longer met) is
-- explained to that bag with its reason, because the bag already knows the code exists. To any other bag a code
-- that does not apply answers exactly as a code that does not exist, so guessing tells nothing about which exist.
CREATE TABLE bag_promo_codes (
  bag_id bigint NOT NULL REFERENCES bags (id) ON DELETE CASCADE,
  code text NOT NULL,
  first_applied_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bag_id, code)
);
