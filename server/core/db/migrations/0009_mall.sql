CREATE TABLE "scheduled_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_jobs_status" CHECK ("scheduled_jobs"."status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"checked" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity" CHECK ("cart_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "freight_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"charge_by" text NOT NULL,
	"rules" jsonb NOT NULL,
	CONSTRAINT "freight_templates_charge_by" CHECK ("freight_templates"."charge_by" in ('count', 'weight'))
);
--> statement-breakpoint
CREATE TABLE "mall_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"spu_id" integer NOT NULL,
	"title" text NOT NULL,
	"sku_text" text NOT NULL,
	"picture" text NOT NULL,
	"price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "mall_order_items_quantity" CHECK ("mall_order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "mall_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_num" text NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"goods_cents" integer NOT NULL,
	"freight_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"pay_cents" integer NOT NULL,
	"address" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"courier" text,
	"tracking_no" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"deleted_by_member" boolean DEFAULT false NOT NULL,
	CONSTRAINT "mall_orders_status" CHECK ("mall_orders"."status" between 0 and 4),
	CONSTRAINT "mall_orders_money" CHECK ("mall_orders"."goods_cents" >= 0 and "mall_orders"."freight_cents" >= 0 and "mall_orders"."discount_cents" >= 0 and "mall_orders"."pay_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_skus" (
	"sku_id" serial PRIMARY KEY NOT NULL,
	"spu_id" integer NOT NULL,
	"code" text NOT NULL,
	"attrs" text[] NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer NOT NULL,
	"stock" integer NOT NULL,
	"locked_stock" integer DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"picture" text NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_skus_price" CHECK ("product_skus"."price_cents" >= 0 and "product_skus"."original_price_cents" >= "product_skus"."price_cents"),
	CONSTRAINT "product_skus_stock" CHECK ("product_skus"."stock" >= 0 and "product_skus"."locked_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_specs" (
	"spu_id" integer PRIMARY KEY NOT NULL,
	"sale_attrs" jsonb NOT NULL,
	"base_attrs" jsonb NOT NULL,
	"freight_template_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_follows" (
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_follows_shop_id_user_id_pk" PRIMARY KEY("shop_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rating_tenths" integer DEFAULT 50 NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_rating" CHECK ("shops"."rating_tenths" between 0 and 50),
	CONSTRAINT "shops_followers" CHECK ("shops"."followers" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sku_id_product_skus_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_skus"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_templates" ADD CONSTRAINT "freight_templates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order_items" ADD CONSTRAINT "mall_order_items_order_id_mall_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order_items" ADD CONSTRAINT "mall_order_items_sku_id_product_skus_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_skus"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order_items" ADD CONSTRAINT "mall_order_items_spu_id_products_spu_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."products"("spu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_skus" ADD CONSTRAINT "product_skus_spu_id_products_spu_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."products"("spu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_spu_id_products_spu_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."products"("spu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_freight_template_id_freight_templates_id_fk" FOREIGN KEY ("freight_template_id") REFERENCES "public"."freight_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_jobs_kind_key" ON "scheduled_jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due" ON "scheduled_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_sku" ON "cart_items" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "freight_templates_shop" ON "freight_templates" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "mall_order_items_order" ON "mall_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_orders_num" ON "mall_orders" USING btree ("order_num");--> statement-breakpoint
CREATE INDEX "mall_orders_user" ON "mall_orders" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "mall_orders_shop" ON "mall_orders" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_skus_code" ON "product_skus" USING btree ("code");--> statement-breakpoint
CREATE INDEX "product_skus_spu" ON "product_skus" USING btree ("spu_id");--> statement-breakpoint
CREATE INDEX "shop_follows_user" ON "shop_follows" USING btree ("user_id");