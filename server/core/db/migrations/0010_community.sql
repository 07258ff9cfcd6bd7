CREATE TABLE "science_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"channel" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewer_id" integer,
	CONSTRAINT "science_articles_status" CHECK ("science_articles"."status" in ('pending', 'published', 'rejected')),
	CONSTRAINT "science_articles_channel" CHECK ("science_articles"."channel" in ('healthy', 'cosmeto')),
	CONSTRAINT "science_articles_counts_not_negative" CHECK ("science_articles"."views" >= 0 and "science_articles"."likes" >= 0 and "science_articles"."comments" >= 0)
);
--> statement-breakpoint
CREATE TABLE "science_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "science_likes" (
	"article_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "science_likes_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "drug_leaflets" (
	"id" serial PRIMARY KEY NOT NULL,
	"generic_name" text NOT NULL,
	"brand_name" text DEFAULT '' NOT NULL,
	"english_name" text DEFAULT '' NOT NULL,
	"pinyin" text NOT NULL,
	"initials" text NOT NULL,
	"brand_initials" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"ingredients" text NOT NULL,
	"approval_number" text NOT NULL,
	"manufacturer" text NOT NULL,
	"sections" jsonb NOT NULL,
	"search_words" text NOT NULL,
	"search_text" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drug_leaflets_kind" CHECK ("drug_leaflets"."kind" in ('rx', 'otc'))
);
--> statement-breakpoint
ALTER TABLE "science_articles" ADD CONSTRAINT "science_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "science_articles" ADD CONSTRAINT "science_articles_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "science_comments" ADD CONSTRAINT "science_comments_article_id_science_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."science_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "science_comments" ADD CONSTRAINT "science_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "science_likes" ADD CONSTRAINT "science_likes_article_id_science_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."science_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "science_likes" ADD CONSTRAINT "science_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "science_articles_list" ON "science_articles" USING btree ("channel","status","published_at");--> statement-breakpoint
CREATE INDEX "science_articles_author" ON "science_articles" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "science_comments_article" ON "science_comments" USING btree ("article_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drug_leaflets_approval" ON "drug_leaflets" USING btree ("approval_number");--> statement-breakpoint
CREATE INDEX "drug_leaflets_category" ON "drug_leaflets" USING btree ("category","generic_name");