CREATE TABLE "vip_coupon_grants" (
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_coupon_grants_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "mall_order_items" DROP CONSTRAINT "mall_order_items_discount";--> statement-breakpoint
ALTER TABLE "mall_orders" DROP CONSTRAINT "mall_orders_money";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "vip_month" text;--> statement-breakpoint
ALTER TABLE "mall_order_items" ADD COLUMN "vip_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD COLUMN "vip_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_coupon_grants" ADD CONSTRAINT "vip_coupon_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_vip_month" ON "coupons" USING btree ("vip_month","threshold_cents");--> statement-breakpoint
ALTER TABLE "mall_order_items" ADD CONSTRAINT "mall_order_items_discount" CHECK ("mall_order_items"."discount_cents" >= 0 and "mall_order_items"."vip_discount_cents" >= 0 and "mall_order_items"."discount_cents" + "mall_order_items"."vip_discount_cents" <= "mall_order_items"."price_cents" * "mall_order_items"."quantity");--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_money" CHECK ("mall_orders"."goods_cents" >= 0 and "mall_orders"."freight_cents" >= 0 and "mall_orders"."discount_cents" >= 0 and "mall_orders"."vip_discount_cents" >= 0 and "mall_orders"."pay_cents" >= 0);