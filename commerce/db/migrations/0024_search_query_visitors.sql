-- Popular searches count visitors, not searches (issue 21: one visitor could push a term up by searching it again
-- and again). Each logged search names its visitor: a SHA-256 of the member's account, else the browser's device
-- id, else the client address — never the id itself. Searches logged before this have none; each counts once.
ALTER TABLE search_queries ADD COLUMN visitor text;
CREATE INDEX search_queries_popular ON search_queries (country, query, visitor) WHERE result_count > 0;

-- How many searches a visitor has had logged in the current hour: a per-visitor rate limit that holds across
-- every store instance (one conditional upsert per search; the row's lock orders concurrent searches).
CREATE TABLE search_visitor_quota (
  visitor text NOT NULL,
  window_start timestamptz NOT NULL,
  used int NOT NULL CHECK (used > 0),
  PRIMARY KEY (visitor, window_start)
);

-- Logged searches that can never be listed any more (`listableQuery` in commerce/catalog/search.ts: a listed query
-- found products and has 2 characters, or 1 Chinese one): the junk such as single letters.
DELETE FROM search_queries
 WHERE result_count <= 0
    OR (char_length(query) < 2 AND query !~ '[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]');
