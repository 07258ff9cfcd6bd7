CREATE TABLE "ware_skus" (
	"ware_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ware_skus_ware_id_sku_id_pk" PRIMARY KEY("ware_id","sku_id"),
	CONSTRAINT "ware_skus_stock" CHECK ("ware_skus"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"region_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attr_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attrs" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"values" text[] DEFAULT '{}' NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"searchable" boolean DEFAULT false NOT NULL,
	"quick_show" boolean DEFAULT false NOT NULL,
	"group_id" integer,
	CONSTRAINT "attrs_kind" CHECK ("attrs"."kind" in ('base', 'sale')),
	CONSTRAINT "attrs_group_base" CHECK ("attrs"."group_id" is null or "attrs"."kind" = 'base')
);
--> statement-breakpoint
CREATE TABLE "brand_categories" (
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "brand_categories_brand_id_category_id_pk" PRIMARY KEY("brand_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"letter" text NOT NULL,
	"shown" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attr_values" (
	"spu_id" integer NOT NULL,
	"attr_id" integer NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_attr_values_spu_id_attr_id_pk" PRIMARY KEY("spu_id","attr_id")
);
--> statement-breakpoint
CREATE TABLE "purchase_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"ware_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"purchase_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_items_status" CHECK ("purchase_items"."status" between 0 and 4),
	CONSTRAINT "purchase_items_quantity" CHECK ("purchase_items"."quantity" between 1 and 99999)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"buyer" text DEFAULT '' NOT NULL,
	"buyer_phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "purchases_status" CHECK ("purchases"."status" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_state" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "detail_images" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_skus" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_skus" ADD COLUMN "subtitle" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ware_skus" ADD CONSTRAINT "ware_skus_ware_id_warehouses_id_fk" FOREIGN KEY ("ware_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ware_skus" ADD CONSTRAINT "ware_skus_sku_id_product_skus_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_skus"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attr_groups" ADD CONSTRAINT "attr_groups_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attr_groups" ADD CONSTRAINT "attr_groups_category_id_product_categories_cat_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("cat_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attrs" ADD CONSTRAINT "attrs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attrs" ADD CONSTRAINT "attrs_category_id_product_categories_cat_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("cat_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attrs" ADD CONSTRAINT "attrs_group_id_attr_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."attr_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_categories" ADD CONSTRAINT "brand_categories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_categories" ADD CONSTRAINT "brand_categories_category_id_product_categories_cat_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("cat_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attr_values" ADD CONSTRAINT "product_attr_values_spu_id_products_spu_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."products"("spu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attr_values" ADD CONSTRAINT "product_attr_values_attr_id_attrs_id_fk" FOREIGN KEY ("attr_id") REFERENCES "public"."attrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_sku_id_product_skus_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_skus"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_ware_id_warehouses_id_fk" FOREIGN KEY ("ware_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ware_skus_sku" ON "ware_skus" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "warehouses_shop" ON "warehouses" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "attr_groups_shop_category" ON "attr_groups" USING btree ("shop_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attrs_shop_category_kind_name" ON "attrs" USING btree ("shop_id","category_id","kind","name");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_shop_name" ON "brands" USING btree ("shop_id","name");--> statement-breakpoint
CREATE INDEX "purchase_items_shop" ON "purchase_items" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "purchase_items_purchase" ON "purchase_items" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_shop" ON "purchases" USING btree ("shop_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_review_state" CHECK ("products"."review_state" in ('none', 'pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_on_shelf_approved" CHECK ("products"."status" = 'off' or "products"."review_state" = 'approved');