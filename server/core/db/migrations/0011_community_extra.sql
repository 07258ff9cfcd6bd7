-- Chinese search: trigram matching for substrings (pinyin, initials, approval numbers, parts of names)
-- and a `simple` text-search vector over words segmented by jieba when the row is written.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "drug_leaflets_search_trgm" ON "drug_leaflets" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "drug_leaflets_search_words" ON "drug_leaflets" USING gin (to_tsvector('simple', "search_words"));
