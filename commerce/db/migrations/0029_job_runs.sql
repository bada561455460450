-- Scheduled jobs (loyalty, notify-subscribers, restock) run once per schedule across every store instance
-- (docs/deploy.md): a run first claims its job and period here; a second claim of the same pair finds the row and
-- skips. Plain rows, not session advisory locks, so the claim also works through PgBouncer's transaction pooling.
CREATE TABLE job_runs (
  job text NOT NULL,
  period text NOT NULL,
  claimed_by text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  PRIMARY KEY (job, period)
);
