CREATE TABLE "adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adverts_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "dict_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_id" integer NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "dicts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"cat_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_cid" integer,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"href" text DEFAULT '' NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"blank_target" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client" text DEFAULT 'pc-web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"phone" text,
	"email" text,
	"nick_name" text NOT NULL,
	"avatar_path" text DEFAULT '' NOT NULL,
	"header_image" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '男' NOT NULL,
	"type" text DEFAULT 'member' NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"password_hash" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"auth_state" text DEFAULT 'not_certified' NOT NULL,
	"grade" text DEFAULT '普通会员' NOT NULL,
	"vip_amount" integer DEFAULT 0 NOT NULL,
	"vip_expires_at" timestamp with time zone,
	"is_maker" boolean DEFAULT false NOT NULL,
	"invite_code" text,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_invite_code_unique" UNIQUE("invite_code")
);
--> statement-breakpoint
ALTER TABLE "dict_details" ADD CONSTRAINT "dict_details_dict_id_dicts_id_fk" FOREIGN KEY ("dict_id") REFERENCES "public"."dicts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dict_details_dict" ON "dict_details" USING btree ("dict_id");--> statement-breakpoint
CREATE INDEX "product_categories_parent" ON "product_categories" USING btree ("parent_cid");--> statement-breakpoint
CREATE UNIQUE INDEX "site_config_entries_group_key" ON "site_config_entries" USING btree ("group_name","key");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_invited_by" ON "users" USING btree ("invited_by");