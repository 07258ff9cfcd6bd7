CREATE TABLE "products" (
	"spu_id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"cover" text NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'on' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_not_negative" CHECK ("products"."price_cents" >= 0),
	CONSTRAINT "products_original_price_not_below_price" CHECK ("products"."original_price_cents" >= "products"."price_cents"),
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_sales_not_negative" CHECK ("products"."sales_count" >= 0),
	CONSTRAINT "products_status" CHECK ("products"."status" in ('on', 'off'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_cat_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("cat_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_category" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_merchant" ON "products" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "products_status_sort" ON "products" USING btree ("status","sort");