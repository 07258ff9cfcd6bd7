CREATE TABLE "science_view_days" (
	"article_id" integer NOT NULL,
	"day" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "science_view_days_article_id_day_pk" PRIMARY KEY("article_id","day")
);
--> statement-breakpoint
ALTER TABLE "science_view_days" ADD CONSTRAINT "science_view_days_article_id_science_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."science_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "science_view_days_day" ON "science_view_days" USING btree ("day");