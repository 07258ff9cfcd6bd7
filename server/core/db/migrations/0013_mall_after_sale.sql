CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"target_ids" integer[] DEFAULT '{}' NOT NULL,
	"threshold_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"total_count" integer NOT NULL,
	"claimed_count" integer DEFAULT 0 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"per_limit" integer DEFAULT 1 NOT NULL,
	"claim_start" timestamp with time zone NOT NULL,
	"claim_end" timestamp with time zone NOT NULL,
	"use_start" timestamp with time zone NOT NULL,
	"use_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_scope" CHECK ("coupons"."scope" in ('all', 'category', 'product')),
	CONSTRAINT "coupons_money" CHECK ("coupons"."amount_cents" > 0 and "coupons"."threshold_cents" >= 0),
	CONSTRAINT "coupons_counts" CHECK ("coupons"."claimed_count" between 0 and "coupons"."total_count" and "coupons"."used_count" between 0 and "coupons"."claimed_count" and "coupons"."per_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"order_num" text,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_return_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"refund_cents" integer NOT NULL,
	CONSTRAINT "order_return_items_refund" CHECK ("order_return_items"."refund_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"refund_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pictures" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"handle_note" text,
	"return_address" jsonb,
	"courier" text,
	"tracking_no" text,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"receive_note" text,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "order_returns_status" CHECK ("order_returns"."status" between 0 and 3),
	CONSTRAINT "order_returns_refund" CHECK ("order_returns"."refund_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer,
	"content" text NOT NULL,
	"from_shop" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"spu_id" integer NOT NULL,
	"user_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"answer_total" integer DEFAULT 0 NOT NULL,
	"shop_answered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_questions_answers" CHECK ("product_questions"."answer_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_review_likes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_review_likes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"spu_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sku_text" text NOT NULL,
	"grade" integer NOT NULL,
	"content" text NOT NULL,
	"pictures" text[] DEFAULT '{}' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"like_number" integer DEFAULT 0 NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_reviews_grade" CHECK ("product_reviews"."grade" between 1 and 5),
	CONSTRAINT "product_reviews_likes" CHECK ("product_reviews"."like_number" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mall_order_items" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD CONSTRAINT "order_return_items_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD CONSTRAINT "order_return_items_order_item_id_mall_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."mall_order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_mall_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_answers" ADD CONSTRAINT "product_answers_question_id_product_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."product_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_answers" ADD CONSTRAINT "product_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_spu_id_products_spu_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."products"("spu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_likes" ADD CONSTRAINT "product_review_likes_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_likes" ADD CONSTRAINT "product_review_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_item_id_mall_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."mall_order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_id_mall_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_spu_id_products_spu_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."products"("spu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_sku_id_product_skus_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_skus"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_claim_end" ON "coupons" USING btree ("claim_end");--> statement-breakpoint
CREATE INDEX "coupons_shop" ON "coupons" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "member_coupons_user" ON "member_coupons" USING btree ("user_id","coupon_id");--> statement-breakpoint
CREATE INDEX "member_coupons_order" ON "member_coupons" USING btree ("order_num");--> statement-breakpoint
CREATE INDEX "order_return_items_return" ON "order_return_items" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "order_return_items_item" ON "order_return_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_no" ON "order_returns" USING btree ("return_no");--> statement-breakpoint
CREATE INDEX "order_returns_user" ON "order_returns" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "order_returns_shop" ON "order_returns" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "order_returns_order" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "product_answers_question" ON "product_answers" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "product_questions_spu" ON "product_questions" USING btree ("spu_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_item" ON "product_reviews" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "product_reviews_spu" ON "product_reviews" USING btree ("spu_id","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_shop" ON "product_reviews" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_user" ON "product_reviews" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "mall_order_items" ADD CONSTRAINT "mall_order_items_discount" CHECK ("mall_order_items"."discount_cents" between 0 and "mall_order_items"."price_cents" * "mall_order_items"."quantity");