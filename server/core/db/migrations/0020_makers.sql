CREATE TABLE "maker_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"field" text NOT NULL,
	"intro" text NOT NULL,
	"sample" text NOT NULL,
	"deposit_cents" integer NOT NULL,
	"state" text DEFAULT 'unpaid' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"deposit_refunded_at" timestamp with time zone,
	CONSTRAINT "maker_applications_deposit_positive" CHECK ("maker_applications"."deposit_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "maker_follows" (
	"maker_id" integer NOT NULL,
	"follower_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "maker_follows_maker_id_follower_id_pk" PRIMARY KEY("maker_id","follower_id")
);
--> statement-breakpoint
CREATE TABLE "makers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"field" text NOT NULL,
	"intro" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_video_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_video_likes" (
	"video_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "short_video_likes_video_id_user_id_pk" PRIMARY KEY("video_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "short_video_views" (
	"video_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "short_video_views_video_id_viewer_day_pk" PRIMARY KEY("video_id","viewer","day")
);
--> statement-breakpoint
CREATE TABLE "short_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"maker_id" integer NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"video" text NOT NULL,
	"cover" text NOT NULL,
	"state" text DEFAULT 'reviewing' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "maker_applications" ADD CONSTRAINT "maker_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maker_follows" ADD CONSTRAINT "maker_follows_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maker_follows" ADD CONSTRAINT "maker_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makers" ADD CONSTRAINT "makers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makers" ADD CONSTRAINT "makers_application_id_maker_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."maker_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_video_comments" ADD CONSTRAINT "short_video_comments_video_id_short_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."short_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_video_comments" ADD CONSTRAINT "short_video_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_video_likes" ADD CONSTRAINT "short_video_likes_video_id_short_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."short_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_video_likes" ADD CONSTRAINT "short_video_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_video_views" ADD CONSTRAINT "short_video_views_video_id_short_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."short_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_videos" ADD CONSTRAINT "short_videos_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maker_applications_state" ON "maker_applications" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "maker_applications_open" ON "maker_applications" USING btree ("user_id") WHERE "maker_applications"."state" in ('unpaid', 'reviewing', 'approved');--> statement-breakpoint
CREATE INDEX "maker_follows_follower" ON "maker_follows" USING btree ("follower_id");--> statement-breakpoint
CREATE INDEX "short_video_comments_video" ON "short_video_comments" USING btree ("video_id","created_at");--> statement-breakpoint
CREATE INDEX "short_video_likes_user" ON "short_video_likes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "short_video_views_day" ON "short_video_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "short_videos_maker" ON "short_videos" USING btree ("maker_id","created_at");--> statement-breakpoint
CREATE INDEX "short_videos_state" ON "short_videos" USING btree ("state","category","published_at");