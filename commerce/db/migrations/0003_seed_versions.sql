-- Which version of generated seed data each seed step last wrote. A step whose data (a fingerprint
-- of what it would write) is unchanged and still present skips its work, so the seed that runs on
-- every start of the store is fast after the first one.
CREATE TABLE seed_versions (
  step text PRIMARY KEY,
  version text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
