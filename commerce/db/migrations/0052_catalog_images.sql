-- Product photographs from a retailer's catalogue file (issue 31, docs/catalogue-import.md): an import reads each
-- image from a file or a URL, checks it as the studio checks an upload (commerce/media/image-file.ts), and keeps it
-- here as a JPEG on the store's mist background, at most 1,600 px a side, without its metadata. The key is the
-- SHA-256 of the bytes as the retailer gave them, so the same picture is stored once and a second import of an
-- unchanged file changes nothing. Served by /api/images/catalog/<key>.jpg, immutable.
CREATE TABLE catalog_images (
  key text PRIMARY KEY CHECK (key ~ '^[0-9a-f]{64}$'),
  bytes bytea NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A variant's photograph: {key, width, height, source} (source: the file's path or URL as the catalogue file gave
-- it, written back by an export). NULL: the drawn silhouette in the shade's colour (commerce/catalog/images.ts).
ALTER TABLE variants ADD COLUMN image jsonb;
