-- The studio's live preview (issue 33): what an editor typed and has not saved, kept for their session so that the
-- preview frame (server-rendered, on any instance behind the proxy) can show it. One row per session and page:
-- session_key is a SHA-256 of the session's id (never the token), entries the changed entries' fields by id (at most
-- 256 KB, checked by the API). Rows expire (expires_at) and a session keeps at most a few pages; nothing else reads them.
CREATE TABLE studio_unsaved_state (
  session_key text NOT NULL,
  page_id text NOT NULL,
  entries jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (session_key, page_id)
);
CREATE INDEX studio_unsaved_state_expires ON studio_unsaved_state (expires_at);
