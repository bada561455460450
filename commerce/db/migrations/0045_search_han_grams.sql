-- Chinese search without reading every Chinese row (issue 22): a Chinese query's segments are looked for inside the
-- (segmented) search text with LIKE, which the trigram index serves only for segments of three characters or more.
-- Most Chinese words are two characters ("唇膏", lipstick, which "口紅" is rewritten to): their LIKE read all 25,000
-- Chinese rows at retail size (86 ms). Each row now carries the Han characters and adjacent pairs of its search text
-- (written by the search index, commerce/catalog/search-index.ts), indexed: a segment's characters and pairs narrow
-- the rows first, and LIKE checks the survivors (the bigram indexing CJK search engines use).
ALTER TABLE product_search ADD COLUMN han_grams text[] NOT NULL DEFAULT '{}';
CREATE INDEX product_search_han_grams ON product_search USING gin (han_grams);
