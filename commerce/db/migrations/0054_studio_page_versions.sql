-- The studio's page history (issue 33): every publish of a page from the studio is a version, numbered per page from
-- 1, with who published it (the studio account, and its e-mail as it was then), when, and the published fields of the
-- page and of every block and linked entry it had (JSON in the Management API's shape: field → locale → value), so an
-- editor can compare a version with the draft and restore it as a new draft. The content source (the embedded server
-- or Contentful) keeps no such history of its own that both answer (Contentful's snapshots are master-only).
CREATE TABLE studio_page_versions (
  page_id text NOT NULL CHECK (page_id ~ '^[A-Za-z0-9._-]{1,64}$'),
  version integer NOT NULL CHECK (version > 0),
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by bigint REFERENCES accounts (id) ON DELETE SET NULL,
  published_by_email text NOT NULL,
  -- The content source's sys.publishedVersion of the page entry right after this publish: while it is still the
  -- page's, shoppers get this version (a publish from elsewhere, such as Contentful's web app, changes it).
  page_published_version integer,
  -- { "id", "contentType", "fields" } of the page entry as published.
  page jsonb NOT NULL CHECK (jsonb_typeof(page) = 'object'),
  -- The page's blocks and the entries they link to, at any depth, children before the entries linking to them.
  entries jsonb NOT NULL CHECK (jsonb_typeof(entries) = 'array'),
  -- The entries this publish published (the others were published already, as they are).
  published_entries text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (page_id, version)
);

-- Each unpublish of a page from the studio: the page's status then reads "Unpublished on … by …".
CREATE TABLE studio_page_unpublishes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  page_id text NOT NULL CHECK (page_id ~ '^[A-Za-z0-9._-]{1,64}$'),
  unpublished_at timestamptz NOT NULL DEFAULT now(),
  unpublished_by bigint REFERENCES accounts (id) ON DELETE SET NULL,
  unpublished_by_email text NOT NULL
);
CREATE INDEX studio_page_unpublishes_page ON studio_page_unpublishes (page_id, unpublished_at DESC);
