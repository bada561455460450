-- Typo-tolerant search matches a query against `product_search.search_text` with pg_trgm's `<%` operator, so
-- the trigram index (product_search_trgm) finds the candidates instead of a word_similarity() call on every
-- row. The operator's threshold is this setting; it must equal TYPO_THRESHOLD in commerce/catalog/search.ts.
-- Set on the database, so every new session (pooled, or through PgBouncer) has it.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET pg_trgm.word_similarity_threshold = 0.55', current_database());
END
$$;
