-- Extensions used by catalogue search: trigram similarity (typo-tolerant matching) and accent folding.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- The countries the store serves. Mirrors config/countries/*.json (the source of truth); the seed
-- upserts it on every start so that orders, prices and reports can refer to a country.
CREATE TABLE countries (
  code char(2) PRIMARY KEY CHECK (code ~ '^[A-Z]{2}$'),
  name text NOT NULL,
  currency_code char(3) NOT NULL CHECK (currency_code ~ '^[A-Z]{3}$'),
  currency_minor_units smallint NOT NULL CHECK (currency_minor_units BETWEEN 0 AND 4),
  -- The first of `languages`, kept as its own column for joins and defaults.
  default_language text NOT NULL,
  languages text[] NOT NULL CHECK (cardinality(languages) > 0),
  time_zone text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (default_language = languages[1])
);
