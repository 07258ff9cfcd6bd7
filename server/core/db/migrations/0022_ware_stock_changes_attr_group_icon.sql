CREATE TABLE "ware_stock_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"ware_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"before" integer NOT NULL,
	"after" integer NOT NULL,
	"reason" text NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ware_stock_changes_stock" CHECK ("ware_stock_changes"."before" >= 0 and "ware_stock_changes"."after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "attr_groups" ADD COLUMN "icon" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "attr_groups" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ware_stock_changes" ADD CONSTRAINT "ware_stock_changes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ware_stock_changes" ADD CONSTRAINT "ware_stock_changes_ware_id_warehouses_id_fk" FOREIGN KEY ("ware_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ware_stock_changes" ADD CONSTRAINT "ware_stock_changes_sku_id_product_skus_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_skus"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ware_stock_changes" ADD CONSTRAINT "ware_stock_changes_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ware_stock_changes_shop" ON "ware_stock_changes" USING btree ("shop_id","id");