CREATE TABLE "upload_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"format" text,
	"receiving_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "upload_sessions_received" CHECK ("upload_sessions"."received" >= 0 AND "upload_sessions"."received" <= "upload_sessions"."size")
);
--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_sessions_user" ON "upload_sessions" USING btree ("user_id","expires_at");