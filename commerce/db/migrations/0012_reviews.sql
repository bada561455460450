-- Product reviews (issue 9). A member writes one review per product; it is `submitted`, then `published`
-- or `rejected` by moderation (in the embedded store: published at once once it passed validation, see
-- commerce/reviews/README.md). Publishing awards `published_review` points once (loyalty_ledger, the
-- review's id as reference).
CREATE TABLE reviews (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id int NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- Where it was written: the storefront's country and language.
  country char(2) NOT NULL REFERENCES countries (code),
  language text NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  reviewer_name text NOT NULL CHECK (length(reviewer_name) BETWEEN 1 AND 60),
  status text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'published', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  CONSTRAINT reviews_one_per_member UNIQUE (account_id, product_id)
);
-- A product's published reviews, newest first (the product page), and its rating aggregate.
CREATE INDEX reviews_product_published ON reviews (product_id, published_at DESC, id DESC) WHERE status = 'published';

-- A product's rating: the catalogue's seeded figure until it has a published review, then the average and
-- count of its published reviews. The seed writes the seeded figure; the reviews service writes the review
-- figure when a review is published or withdrawn; `rating_average`/`rating_count` (what listings, the
-- "top rated" sort, the rating filter and the product page read) are derived from the two.
ALTER TABLE products RENAME COLUMN rating_average TO seeded_rating_average;
ALTER TABLE products RENAME COLUMN rating_count TO seeded_rating_count;
ALTER TABLE products
  ADD COLUMN review_average numeric(2,1) NOT NULL DEFAULT 0 CHECK (review_average BETWEEN 0 AND 5),
  ADD COLUMN review_count int NOT NULL DEFAULT 0 CHECK (review_count >= 0);
ALTER TABLE products
  ADD COLUMN rating_average numeric(2,1) GENERATED ALWAYS AS (CASE WHEN review_count > 0 THEN review_average ELSE seeded_rating_average END) STORED,
  ADD COLUMN rating_count int GENERATED ALWAYS AS (CASE WHEN review_count > 0 THEN review_count ELSE seeded_rating_count END) STORED;
