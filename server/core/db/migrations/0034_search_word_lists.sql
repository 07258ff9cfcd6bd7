DROP INDEX "search_entries_vector";--> statement-breakpoint
ALTER TABLE "search_entries" ADD COLUMN "word_list" text[] GENERATED ALWAYS AS (string_to_array(words, ' ')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_entries_word_list" ON "search_entries" USING gin ("word_list");