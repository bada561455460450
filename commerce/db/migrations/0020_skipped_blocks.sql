-- Blocks the renderer skipped (issue 21): counted per content type and reason in the database, which every
-- process and every module instance of the store shares (the health route and the page renderer are bundled
-- apart, and a deployment runs several instances). Rows are added to, never reset by the store.
CREATE TABLE skipped_blocks (
  content_type text NOT NULL,
  reason text NOT NULL,
  count bigint NOT NULL CHECK (count > 0),
  last_skipped_at timestamptz NOT NULL,
  PRIMARY KEY (content_type, reason)
);
