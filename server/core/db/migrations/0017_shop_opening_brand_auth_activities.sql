CREATE TABLE "brand_authorisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"brand" text NOT NULL,
	"certificate_code" text NOT NULL,
	"authoriser" text NOT NULL,
	"scope" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"picture" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brand_authorisations_dates" CHECK ("brand_authorisations"."valid_until" >= "brand_authorisations"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "shop_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_name" text NOT NULL,
	"subject" text NOT NULL,
	"category" text NOT NULL,
	"company_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"legal_person" text NOT NULL,
	"contact_phone" text NOT NULL,
	"address" text NOT NULL,
	"licence_picture" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"applied_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "shop_applications_status_values" CHECK ("shop_applications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "shop_applications_subject_values" CHECK ("shop_applications"."subject" in ('individual', 'company'))
);
--> statement-breakpoint
CREATE TABLE "shop_profiles" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"service_phone" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover" text NOT NULL,
	"content" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"join_href" text DEFAULT '' NOT NULL,
	"join_label" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_authorisations" ADD CONSTRAINT "brand_authorisations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_applications" ADD CONSTRAINT "shop_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_applications" ADD CONSTRAINT "shop_applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_profiles" ADD CONSTRAINT "shop_profiles_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_authorisations_code" ON "brand_authorisations" USING btree ("certificate_code");--> statement-breakpoint
CREATE INDEX "brand_authorisations_brand" ON "brand_authorisations" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "brand_authorisations_shop" ON "brand_authorisations" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_applications_user" ON "shop_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shop_applications_status" ON "shop_applications" USING btree ("status","applied_at");--> statement-breakpoint
CREATE INDEX "activities_list" ON "activities" USING btree ("starts_at");