-- Listings at a retailer's size (issue 22), second step: product_prices (0040) also holds what a listing filters,
-- sorts and counts of each product, so that a listing reads one row per product in its country and nothing else.
-- A top category of 8,500 products fetched each product's row from products by key after finding it in
-- product_prices (about 35 of a listing's 65 ms); as-you-type suggestions fetched 2,300 products for their
-- popularity alone. The product's columns are copied here and kept equal by the trigger on products below.
ALTER TABLE product_prices
  ADD COLUMN category_id int,
  ADD COLUMN brand_id int,
  ADD COLUMN popularity int,
  ADD COLUMN featured_rank int,
  ADD COLUMN rating_average numeric(2,1),
  ADD COLUMN rating_count int,
  ADD COLUMN created_at timestamptz,
  ADD COLUMN badges text[],
  ADD COLUMN attribute_terms text[];

UPDATE product_prices pp
SET category_id = p.category_id, brand_id = p.brand_id, popularity = p.popularity, featured_rank = p.featured_rank,
    rating_average = p.rating_average, rating_count = p.rating_count, created_at = p.created_at, badges = p.badges,
    attribute_terms = p.attribute_terms
FROM products p WHERE p.id = pp.product_id;

ALTER TABLE product_prices
  ALTER COLUMN category_id SET NOT NULL,
  ALTER COLUMN brand_id SET NOT NULL,
  ALTER COLUMN popularity SET NOT NULL,
  ALTER COLUMN created_at SET NOT NULL,
  ALTER COLUMN badges SET NOT NULL,
  ALTER COLUMN attribute_terms SET NOT NULL;

-- A category's listing: its categories' products in the country. Suggestions: a country's products by popularity
-- (index-only, no visit to the product).
CREATE INDEX product_prices_category ON product_prices (country, category_id);
DROP INDEX product_prices_country;
CREATE INDEX product_prices_country ON product_prices (country, product_id) INCLUDE (min_price, on_sale, popularity);

-- Prices written: the rows come with the product's columns.
CREATE OR REPLACE FUNCTION refresh_product_prices(product_ids int[], country_codes text[]) RETURNS void LANGUAGE sql AS $$
  WITH touched AS (
    SELECT DISTINCT t.product_id, t.country::char(2) AS country FROM unnest(product_ids, country_codes) AS t(product_id, country)
    WHERE t.product_id IS NOT NULL
  ),
  priced AS (
    SELECT t.product_id, t.country, min(pr.amount) AS min_price, bool_or(pr.compare_at IS NOT NULL) AS on_sale
    FROM touched t JOIN variants v ON v.product_id = t.product_id JOIN prices pr ON pr.variant_id = v.id AND pr.country = t.country
    GROUP BY t.product_id, t.country
  ),
  unpriced AS (
    DELETE FROM product_prices pp USING touched t
    WHERE pp.product_id = t.product_id AND pp.country = t.country
      AND NOT EXISTS (SELECT 1 FROM priced p WHERE p.product_id = t.product_id AND p.country = t.country)
  )
  INSERT INTO product_prices AS pp (product_id, country, min_price, on_sale, category_id, brand_id, popularity, featured_rank,
                                    rating_average, rating_count, created_at, badges, attribute_terms)
  SELECT x.product_id, x.country, x.min_price, x.on_sale, p.category_id, p.brand_id, p.popularity, p.featured_rank,
         p.rating_average, p.rating_count, p.created_at, p.badges, p.attribute_terms
  FROM priced x JOIN products p ON p.id = x.product_id
  ON CONFLICT (product_id, country) DO UPDATE SET min_price = excluded.min_price, on_sale = excluded.on_sale
  WHERE (pp.min_price, pp.on_sale) IS DISTINCT FROM (excluded.min_price, excluded.on_sale)
$$;

-- Products changed (moved to another category or brand, reviewed, re-ranked, re-badged, new attributes): their rows
-- in every country. Statement by statement, as the price triggers: the seed writes products in batches.
CREATE FUNCTION products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_prices pp
  SET category_id = n.category_id, brand_id = n.brand_id, popularity = n.popularity, featured_rank = n.featured_rank,
      rating_average = n.rating_average, rating_count = n.rating_count, created_at = n.created_at, badges = n.badges,
      attribute_terms = n.attribute_terms
  FROM new_rows n
  WHERE pp.product_id = n.id
    AND (pp.category_id, pp.brand_id, pp.popularity, pp.featured_rank, pp.rating_average, pp.rating_count, pp.created_at, pp.badges, pp.attribute_terms)
        IS DISTINCT FROM
        (n.category_id, n.brand_id, n.popularity, n.featured_rank, n.rating_average, n.rating_count, n.created_at, n.badges, n.attribute_terms);
  RETURN NULL;
END
$$;
CREATE TRIGGER products_updated AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_changed();

-- The New listing: a country's products added since a date.
CREATE INDEX product_prices_created_at ON product_prices (country, created_at);
