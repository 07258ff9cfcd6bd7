CREATE INDEX "products_status_sales" ON "products" USING btree ("status","sales_count" DESC NULLS FIRST,"spu_id");--> statement-breakpoint
CREATE INDEX "products_status_price" ON "products" USING btree ("status","price_cents","spu_id");--> statement-breakpoint
CREATE INDEX "products_status_price_desc" ON "products" USING btree ("status","price_cents" DESC NULLS FIRST,"spu_id");