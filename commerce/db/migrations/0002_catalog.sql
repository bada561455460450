-- The catalogue: stores, brands, categories, products, variants, prices and inventory per country,
-- and the search index. Money is integer minor units of the country's currency.

-- Physical stores per country (store-locations; click and collect and bookings build on them).
CREATE TABLE stores (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  country char(2) NOT NULL REFERENCES countries(code),
  name text NOT NULL,
  address_line text NOT NULL,
  city text NOT NULL,
  postcode text NOT NULL,
  phone text NOT NULL,
  -- [{ "day": 0-6 (0 = Sunday), "opens": "10:00", "closes": "21:30" }]
  opening_hours jsonb NOT NULL,
  time_zone text NOT NULL,
  latitude numeric(9,6) NOT NULL,
  longitude numeric(9,6) NOT NULL,
  click_and_collect boolean NOT NULL DEFAULT true
);
CREATE INDEX stores_country ON stores (country);

CREATE TABLE brands (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text NOT NULL,
  house_brand boolean NOT NULL DEFAULT false,
  -- Localized one-line descriptions: { "en": "...", "th": "...", "id": "...", "zh": "..." }
  description jsonb NOT NULL DEFAULT '{}'
);
-- At most one house brand (the staff discount's 45 % collection).
CREATE UNIQUE INDEX brands_one_house_brand ON brands (house_brand) WHERE house_brand;

-- Three levels: top category (makeup), category (lips), sub-category (lipstick). `path` is the
-- slash-joined slugs ("makeup/lips/lipstick"), unique, and what URLs and filters use.
CREATE TABLE categories (
  id serial PRIMARY KEY,
  parent_id int REFERENCES categories(id),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  path text NOT NULL UNIQUE,
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  -- { "en": "Lipstick", "th": "ลิปสติก", "id": "Lipstik", "zh": "唇膏" }
  name jsonb NOT NULL,
  position int NOT NULL DEFAULT 0,
  UNIQUE (parent_id, slug),
  CHECK ((level = 1) = (parent_id IS NULL))
);

CREATE TABLE products (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  brand_id int NOT NULL REFERENCES brands(id),
  -- The leaf category (level 2 or 3).
  category_id int NOT NULL REFERENCES categories(id),
  -- What it is, for the silhouette image and the "type" on a bag line: lipstick, foundation, serum, …
  product_type text NOT NULL,
  -- Per language: { "en": { "name", "description", "howToUse" }, "th": {...}, "id": {...}, "zh": {...} };
  -- "en" is required and the fallback for a language that is missing.
  content jsonb NOT NULL CHECK (content ? 'en'),
  ingredients text NOT NULL DEFAULT '',
  -- Facets beyond brand/category/price/rating: { "finish": "matte", "skinType": ["oily","combination"], ... }
  attributes jsonb NOT NULL DEFAULT '{}',
  badges text[] NOT NULL DEFAULT '{}' CHECK (badges <@ ARRAY['coming_soon','priority_access','app_exclusive']::text[]),
  -- Coming soon until this moment (null: available now).
  available_from timestamptz,
  non_discountable boolean NOT NULL DEFAULT false,
  sample_eligible boolean NOT NULL DEFAULT false,
  -- Seeded ratings; the Beauty Pass issue replaces them with the average of published reviews.
  rating_average numeric(2,1) NOT NULL DEFAULT 0 CHECK (rating_average BETWEEN 0 AND 5),
  rating_count int NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
  -- Relevance tie-breaker and "featured" order: higher is more popular.
  popularity int NOT NULL DEFAULT 0,
  featured_rank int,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_brand ON products (brand_id);
CREATE INDEX products_category ON products (category_id);

CREATE TABLE variants (
  id serial PRIMARY KEY,
  product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  sku text NOT NULL UNIQUE,
  -- A shade ("Rosewood 04", with its colour) and/or a size ("30 ml").
  shade_name text,
  shade_hex char(7) CHECK (shade_hex ~ '^#[0-9A-F]{6}$'),
  size text,
  position int NOT NULL DEFAULT 0
);
CREATE INDEX variants_product ON variants (product_id);

-- A variant is sold in a country when it has a price there.
CREATE TABLE prices (
  variant_id int NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
  country char(2) NOT NULL REFERENCES countries(code),
  amount int NOT NULL CHECK (amount > 0),
  -- The original price when discounted (sale); strictly above amount.
  compare_at int CHECK (compare_at IS NULL OR compare_at > amount),
  PRIMARY KEY (variant_id, country)
);
CREATE INDEX prices_country ON prices (country, amount);

-- Online stock per variant per country, and stock per store. Changed only through
-- commerce/catalog/inventory.ts; never negative.
CREATE TABLE inventory (
  variant_id int NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
  country char(2) NOT NULL REFERENCES countries(code),
  quantity int NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (variant_id, country)
);
CREATE TABLE store_inventory (
  variant_id int NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
  store_id int NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  quantity int NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (variant_id, store_id)
);

-- Every inventory change, with why (order, cancellation, restock, seed) — for audit and for the
-- waitlist issue (a change from 0 to more than 0 notifies subscribers).
CREATE TABLE inventory_movements (
  id bigserial PRIMARY KEY,
  variant_id int NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
  country char(2) NOT NULL,
  store_id int REFERENCES stores(id),
  delta int NOT NULL,
  quantity_after int NOT NULL,
  reason text NOT NULL,
  reference text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The search index: one row per product and language. `document` is the full-text vector (simple
-- configuration, unaccented); `search_text` is the same text for trigram matching (typos, prefixes,
-- Thai: segmented into words with Intl.Segmenter at index time, since Thai has no spaces).
CREATE TABLE product_search (
  product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  lang text NOT NULL CHECK (lang IN ('en','id','th','zh')),
  document tsvector NOT NULL,
  search_text text NOT NULL,
  PRIMARY KEY (product_id, lang)
);
CREATE INDEX product_search_document ON product_search USING gin (document);
CREATE INDEX product_search_trgm ON product_search USING gin (search_text gin_trgm_ops);

-- Logged searches, for popular queries.
CREATE TABLE search_queries (
  id bigserial PRIMARY KEY,
  country char(2) NOT NULL,
  lang text NOT NULL,
  query text NOT NULL,
  result_count int NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_queries_recent ON search_queries (country, created_at DESC);
