CREATE TABLE "search_entries" (
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"text" text NOT NULL,
	"words" text NOT NULL,
	"vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', words)) STORED NOT NULL,
	CONSTRAINT "search_entries_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
DROP INDEX "products_status_sort";--> statement-breakpoint
CREATE INDEX "search_entries_text_trgm" ON "search_entries" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_entries_vector" ON "search_entries" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "products_status_sort" ON "products" USING btree ("status","sort","spu_id");