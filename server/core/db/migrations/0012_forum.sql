CREATE TABLE "forum_board_moderators" (
	"board_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "forum_board_moderators_board_id_user_id_pk" PRIMARY KEY("board_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_boards_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "forum_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"floor" integer NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"quote_kind" text,
	"quote_reply_id" integer,
	"quote_author_id" integer,
	"status" text DEFAULT 'visible' NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_replies_status" CHECK ("forum_replies"."status" in ('visible', 'hidden', 'deleted')),
	CONSTRAINT "forum_replies_quote_kind" CHECK ("forum_replies"."quote_kind" is null or "forum_replies"."quote_kind" in ('topic', 'reply')),
	CONSTRAINT "forum_replies_likes_not_negative" CHECK ("forum_replies"."likes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "forum_reply_likes" (
	"reply_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_reply_likes_reply_id_user_id_pk" PRIMARY KEY("reply_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"handler_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "forum_reports_target_type" CHECK ("forum_reports"."target_type" in ('topic', 'reply')),
	CONSTRAINT "forum_reports_status" CHECK ("forum_reports"."status" in ('open', 'hidden', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "forum_topic_likes" (
	"topic_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_topic_likes_topic_id_user_id_pk" PRIMARY KEY("topic_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"board_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"pictures" integer DEFAULT 0 NOT NULL,
	"search_words" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"floors" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_topics_status" CHECK ("forum_topics"."status" in ('visible', 'hidden', 'deleted')),
	CONSTRAINT "forum_topics_counts_not_negative" CHECK ("forum_topics"."views" >= 0 and "forum_topics"."likes" >= 0 and "forum_topics"."replies" >= 0 and "forum_topics"."floors" >= 0)
);
--> statement-breakpoint
ALTER TABLE "forum_board_moderators" ADD CONSTRAINT "forum_board_moderators_board_id_forum_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."forum_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_board_moderators" ADD CONSTRAINT "forum_board_moderators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_quote_reply_id_forum_replies_id_fk" FOREIGN KEY ("quote_reply_id") REFERENCES "public"."forum_replies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_quote_author_id_users_id_fk" FOREIGN KEY ("quote_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reply_likes" ADD CONSTRAINT "forum_reply_likes_reply_id_forum_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."forum_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reply_likes" ADD CONSTRAINT "forum_reply_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topic_likes" ADD CONSTRAINT "forum_topic_likes_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topic_likes" ADD CONSTRAINT "forum_topic_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_board_id_forum_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."forum_boards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_replies_floor" ON "forum_replies" USING btree ("topic_id","floor");--> statement-breakpoint
CREATE INDEX "forum_replies_author" ON "forum_replies" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_open_once" ON "forum_reports" USING btree ("target_type","target_id","reporter_id") WHERE "forum_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "forum_reports_status" ON "forum_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "forum_reports_target" ON "forum_reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "forum_topics_board" ON "forum_topics" USING btree ("board_id","status","active_at");--> statement-breakpoint
CREATE INDEX "forum_topics_active" ON "forum_topics" USING btree ("status","active_at");--> statement-breakpoint
CREATE INDEX "forum_topics_author" ON "forum_topics" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_topics_search_trgm" ON "forum_topics" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "forum_topics_search_words" ON "forum_topics" USING gin (to_tsvector('simple', "search_words"));