-- Typo tolerance at a retailer's size (issue 22): the words of the products' search text (brand, name, category),
-- once per language. A Latin query finds products despite a typo through the catalogue words its own words are
-- close to (pg_trgm's word similarity at the search's threshold): "lipstik" → lipstick, "moisturizing" →
-- moisturiser. Comparing the query with every product's search text instead (the trigram index, then a recheck of
-- each candidate) cost 4 of a search's 25 ms at 25,000 products, and grows with the catalogue; the words grow with
-- the vocabulary (636 English words at that size). Written by the search index (commerce/catalog/search-index.ts);
-- a word no product uses any more stays and matches nothing.
CREATE TABLE search_words (
  lang text NOT NULL CHECK (lang IN ('en', 'id', 'th', 'zh')),
  word text NOT NULL,
  PRIMARY KEY (lang, word)
);
CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops);

INSERT INTO search_words (lang, word)
SELECT DISTINCT ps.lang, w.word
FROM product_search ps CROSS JOIN unnest(tsvector_to_array(to_tsvector('simple', ps.search_text))) AS w(word)
ON CONFLICT DO NOTHING;
