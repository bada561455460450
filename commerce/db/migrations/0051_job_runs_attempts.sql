-- A run of a scheduled job may be taken over (issue 31: the worker, commerce/jobs/worker.ts): a run that failed,
-- or whose claim is older than its lease (the worker running it was killed), is claimed again by the next try.
-- attempts counts the claims of the period, last_error and failed_at say why the last one did not finish.
ALTER TABLE job_runs
  ADD COLUMN attempts integer NOT NULL DEFAULT 1,
  ADD COLUMN failed_at timestamptz,
  ADD COLUMN last_error text;
