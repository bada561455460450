-- The member's beauty profile (issue 9): one row per member, edited in place (it is a preference, not a
-- history). `completed_at` is set the first time every required part is filled and never cleared.
CREATE TABLE beauty_profiles (
  account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  skin_type text,
  skin_concerns text[] NOT NULL DEFAULT '{}',
  hair_type text,
  complexion text,
  preferences text[] NOT NULL DEFAULT '{}',
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Points awarded once per thing (a published review, a completed beauty profile): at most one ledger entry
-- per member, source and reference, whatever runs at the same time.
CREATE UNIQUE INDEX loyalty_ledger_once ON loyalty_ledger (account_id, source, reference)
  WHERE source IN ('published_review', 'completed_beauty_profile');
