-- Listings at a retailer's size (issue 22): a product's lowest price and "on sale" per country, kept beside the
-- prices so that a listing, the Sale and New listings and the search suggestions find their products through an
-- index instead of joining every variant's price in the country (about 67,000 rows at 25,000 products).
--
-- product_prices holds one row per product sold in a country: the lowest price of its variants there and whether
-- one of them is discounted (compare_at set). The triggers below keep it equal to what `prices` and `variants`
-- say, statement by statement (the seed writes prices in batches of thousands: one refresh per batch).
CREATE TABLE product_prices (
  product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  country char(2) NOT NULL REFERENCES countries(code),
  min_price int NOT NULL,
  on_sale boolean NOT NULL,
  PRIMARY KEY (product_id, country)
);
-- A country's priced products with what a listing reads of them (an index-only scan).
CREATE INDEX product_prices_country ON product_prices (country, product_id) INCLUDE (min_price, on_sale);
-- The Sale listing: only the discounted products are in it.
CREATE INDEX product_prices_on_sale ON product_prices (country, product_id) INCLUDE (min_price) WHERE on_sale;

-- The New listing's products were added in the last NEW_PRODUCT_DAYS (commerce/catalog/context.ts).
CREATE INDEX products_created_at ON products (created_at);

-- Recomputes the rows of the given (product, country) pairs from prices and variants: written, changed or removed.
CREATE FUNCTION refresh_product_prices(product_ids int[], country_codes text[]) RETURNS void LANGUAGE sql AS $$
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
  INSERT INTO product_prices AS pp (product_id, country, min_price, on_sale)
  SELECT product_id, country, min_price, on_sale FROM priced
  ON CONFLICT (product_id, country) DO UPDATE SET min_price = excluded.min_price, on_sale = excluded.on_sale
  WHERE (pp.min_price, pp.on_sale) IS DISTINCT FROM (excluded.min_price, excluded.on_sale)
$$;

-- Prices written, changed or removed: their products in their countries. (A price removed with its variant is
-- handled by the variants trigger: the variant is gone by then.)
CREATE FUNCTION prices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_product_prices(array_agg(v.product_id), array_agg(n.country::text)) FROM new_rows n JOIN variants v ON v.id = n.variant_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_product_prices(array_agg(v.product_id), array_agg(o.country::text)) FROM old_rows o JOIN variants v ON v.id = o.variant_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER prices_inserted AFTER INSERT ON prices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prices_changed();
CREATE TRIGGER prices_updated AFTER UPDATE ON prices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prices_changed();
CREATE TRIGGER prices_deleted AFTER DELETE ON prices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prices_changed();

-- Variants removed or moved to another product: the products they left (and joined), in every country. (A
-- trigger with transition tables cannot name columns: an update that keeps product_id refreshes nothing.)
CREATE FUNCTION variants_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_prices(array_agg(x.product_id), array_agg(c.code::text))
    FROM (SELECT DISTINCT product_id FROM old_rows) x CROSS JOIN countries c;
  ELSE
    PERFORM refresh_product_prices(array_agg(x.product_id), array_agg(c.code::text))
    FROM (SELECT o.product_id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.product_id <> o.product_id
          UNION
          SELECT n.product_id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.product_id <> o.product_id) x
    CROSS JOIN countries c;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER variants_updated AFTER UPDATE ON variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variants_changed();
CREATE TRIGGER variants_deleted AFTER DELETE ON variants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_changed();

INSERT INTO product_prices (product_id, country, min_price, on_sale)
SELECT v.product_id, pr.country, min(pr.amount), bool_or(pr.compare_at IS NOT NULL)
FROM prices pr JOIN variants v ON v.id = pr.variant_id
GROUP BY v.product_id, pr.country;
