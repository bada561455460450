-- The store's one rate limiter (commerce/limits, rate-limiter-flexible's PostgreSQL store, issue 20): one row
-- per counted key ("<limit>:<address, account or email>"), the points used in the current window and the
-- window's end in epoch milliseconds. The library's own layout: it adds to a row with one conditional upsert.
CREATE TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);

-- An email without an account that failed to sign in as often as an account is blocked after: answered as
-- blocked, with the same reference id on every try, exactly as a real account's block (no enumeration).
CREATE TABLE sign_in_email_blocks (
  email text PRIMARY KEY,
  reference text NOT NULL,
  blocked_at timestamptz NOT NULL
);

-- Unknown gift-card codes are now counted by the rate limiter.
DROP TABLE gift_card_lookups;
