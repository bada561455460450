-- Attribute facets at a retailer's size (issue 22): a listing counts each "key=value" of its products' attributes
-- (skinType=oily, finish=matte…). Read from the jsonb at every request, that meant expanding each product's object
-- and arrays again (jsonb_each, then jsonb_array_elements_text): about 35 of the 80 ms of a top category's listing
-- with 8,500 products. The terms are kept beside the attributes instead, as a plain array that a listing unnests.
--
-- A value that is not an array counts as a one-element array; null and empty values are not terms. Keys are the
-- catalogue's attribute names (camelCase, no "="), so the first "=" splits a term into key and value.
CREATE FUNCTION attribute_terms(attributes jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT e.key || '=' || x.value), '{}')
  FROM jsonb_each(CASE jsonb_typeof(attributes) WHEN 'object' THEN attributes ELSE '{}'::jsonb END) e
  CROSS JOIN LATERAL jsonb_array_elements_text(CASE jsonb_typeof(e.value) WHEN 'array' THEN e.value ELSE jsonb_build_array(e.value) END) AS x(value)
  WHERE x.value IS NOT NULL AND x.value <> ''
$$;

ALTER TABLE products ADD COLUMN attribute_terms text[] GENERATED ALWAYS AS (attribute_terms(attributes)) STORED;
