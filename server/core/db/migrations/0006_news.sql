CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"body_html" text NOT NULL,
	"category" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewer_id" integer,
	CONSTRAINT "news_articles_status" CHECK ("news_articles"."status" in ('pending', 'published', 'rejected')),
	CONSTRAINT "news_articles_views_not_negative" CHECK ("news_articles"."views" >= 0)
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_articles_status_published" ON "news_articles" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "news_articles_author" ON "news_articles" USING btree ("author_id","created_at");