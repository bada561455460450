-- The devices (the `device-id` cookie, as a SHA-256 hash) that started a session of an account (issue 30): sign-in,
-- registration, social sign-in, a password change. A sign-in from such a device is not slowed down by the failures of
-- its client address, so an attacker behind the same address (a carrier NAT, an office) cannot keep the account's
-- owner out. Forgotten when the password is set (change or reset); the device that changes it is remembered again.
CREATE TABLE known_sign_in_devices (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  device_hash text NOT NULL,
  first_signed_in_at timestamptz NOT NULL DEFAULT now(),
  last_signed_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, device_hash)
);
