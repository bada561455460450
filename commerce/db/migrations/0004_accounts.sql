-- Accounts and sessions (issue 5): the shopper's account, its password history, refresh-token families,
-- sign-in attempts and blocks, one-time links (password reset, unlock), linked social identities, and
-- the outbox where the embedded default writes the email and SMS it would send.

CREATE TABLE accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  mobile_calling_code text NOT NULL,
  mobile_number text NOT NULL,
  birth_date date NOT NULL,
  -- SPEC §5 consents: the four mandatory ones are recorded with the time they were given.
  consented_at timestamptz NOT NULL,
  marketing_consent boolean NOT NULL DEFAULT false,
  is_employee boolean NOT NULL DEFAULT false,
  -- The Beauty Pass card number, given at registration.
  card_number text NOT NULL UNIQUE,
  country text NOT NULL REFERENCES countries (code),
  language text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  -- Set when too many sign-ins failed; cleared by the unlock link or a password reset.
  blocked_at timestamptz,
  block_reference text,
  -- When the block was last lifted: failed sign-ins before it no longer count.
  unlocked_at timestamptz,
  CONSTRAINT accounts_email_lower CHECK (email = lower(email))
);
CREATE UNIQUE INDEX accounts_email_key ON accounts (email);

-- Every password an account has had, newest last (SPEC §5 rule 006 compares with the previous two).
CREATE TABLE password_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_history_account ON password_history (account_id, id DESC);

-- Refresh tokens rotate: each use replaces the token with a new one of the same family. Only a hash of
-- the token is kept. A rotated token is accepted again for 30 s from the same device; any later reuse
-- revokes the whole family (a stolen token is worth nothing once its owner has used it).
CREATE TABLE refresh_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  family_id uuid NOT NULL,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_account ON refresh_tokens (account_id);

-- Sign-in attempts, by email (whether or not an account has it) and by client address.
CREATE TABLE sign_in_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  account_id bigint REFERENCES accounts (id) ON DELETE CASCADE,
  client_ip text NOT NULL,
  succeeded boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_attempts_email ON sign_in_attempts (email, created_at DESC);
CREATE INDEX sign_in_attempts_ip ON sign_in_attempts (client_ip, created_at DESC) WHERE NOT succeeded;

-- One-time links sent by email: password reset and unlock. Only a hash of the token is kept.
CREATE TABLE account_links (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'unlock')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_links_account ON account_links (account_id, purpose);

-- Identities from social sign-in providers linked to an account.
CREATE TABLE social_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);

-- Email and SMS the store would send. The embedded default delivers nothing: a developer page lists them.
CREATE TABLE outbox_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_recipient ON outbox_messages (recipient, id DESC);
