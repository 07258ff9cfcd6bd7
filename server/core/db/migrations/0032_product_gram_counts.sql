CREATE TABLE "product_gram_counts" (
	"gram" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION product_gram_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_gram_counts" ("gram", "products")
  SELECT "gram", CASE WHEN TG_OP = 'INSERT' THEN count(*)::int ELSE -count(*)::int END FROM changed GROUP BY "gram" ORDER BY "gram"
  ON CONFLICT ("gram") DO UPDATE SET "products" = "product_gram_counts"."products" + excluded."products";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_gram_counts_add AFTER INSERT ON "product_grams" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_gram_counts_keep();--> statement-breakpoint
CREATE TRIGGER product_gram_counts_remove AFTER DELETE ON "product_grams" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_gram_counts_keep();--> statement-breakpoint
INSERT INTO "product_gram_counts" ("gram", "products") SELECT "gram", count(*)::int FROM "product_grams" GROUP BY "gram";
--> statement-breakpoint
CREATE FUNCTION product_category_subtree(cat integer) RETURNS SETOF integer LANGUAGE sql STABLE AS $$
  WITH RECURSIVE down AS (
    SELECT cat_id FROM product_categories WHERE cat_id = cat
    UNION ALL
    SELECT c.cat_id FROM product_categories c JOIN down ON c.parent_cid = down.cat_id
  )
  SELECT cat_id FROM down
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_grams_category_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The products in and below the category are written again in two statements rather than one
  -- product at a time, so that the counts change once for each piece, however many products.
  DELETE FROM "product_grams" g USING "products" p
  WHERE g."spu_id" = p."spu_id" AND p."category_id" IN (SELECT product_category_subtree(NEW.cat_id));
  INSERT INTO "product_grams" ("gram", "tier", "sort", "spu_id")
  SELECT r.gram, r.tier, p."sort", p."spu_id"
  FROM "products" p, product_grams_rows(p."title", p."subtitle", p."brand", product_category_names(p."category_id")) r
  WHERE p."category_id" IN (SELECT product_category_subtree(NEW.cat_id)) AND p."status" = 'on';
  RETURN NULL;
END $$;
