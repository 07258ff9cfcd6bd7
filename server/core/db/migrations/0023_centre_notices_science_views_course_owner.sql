CREATE TABLE "science_view_days" (
	"article_id" integer NOT NULL,
	"day" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "science_view_days_article_id_day_pk" PRIMARY KEY("article_id","day")
);
--> statement-breakpoint
CREATE TABLE "centre_notice_reads" (
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "centre_notice_reads_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "centre_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"audience" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "science_view_days" ADD CONSTRAINT "science_view_days_article_id_science_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."science_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_notice_reads" ADD CONSTRAINT "centre_notice_reads_notice_id_centre_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."centre_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_notice_reads" ADD CONSTRAINT "centre_notice_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_notices" ADD CONSTRAINT "centre_notices_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "science_view_days_day" ON "science_view_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "centre_notice_reads_user" ON "centre_notice_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "centre_notices_list" ON "centre_notices" USING btree ("published","audience","published_at");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_owner" ON "courses" USING btree ("owner_id");