CREATE TABLE "product_grams" (
	"gram" text NOT NULL,
	"tier" smallint NOT NULL,
	"sort" integer NOT NULL,
	"spu_id" integer NOT NULL,
	CONSTRAINT "product_grams_gram_tier_sort_spu_id_pk" PRIMARY KEY("gram","tier","sort","spu_id")
);
--> statement-breakpoint
CREATE INDEX "product_grams_spu" ON "product_grams" USING btree ("spu_id");--> statement-breakpoint
CREATE FUNCTION product_category_names(cat integer) RETURNS text LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up AS (
    SELECT cat_id, parent_cid, name FROM product_categories WHERE cat_id = cat
    UNION ALL
    SELECT c.cat_id, c.parent_cid, c.name FROM product_categories c JOIN up ON c.cat_id = up.parent_cid
  )
  SELECT coalesce(string_agg(name, ' '), '') FROM up
$$;--> statement-breakpoint
CREATE FUNCTION product_grams_rows(title text, subtitle text, brand text, category_names text) RETURNS TABLE (gram text, tier smallint) LANGUAGE sql IMMUTABLE AS $$
  WITH parts (tier, text) AS (
    VALUES (0, lower(title)), (1, lower(concat_ws(' ', title, subtitle, brand))), (2, lower(category_names))
  )
  SELECT substr(p.text, i, 2), min(p.tier)::smallint
  FROM parts p, generate_series(1, char_length(p.text) - 1) AS i
  WHERE substr(p.text, i, 2) ~ '^([㐀-鿿]{2}|[a-z0-9]{2})$'
  GROUP BY 1
$$;--> statement-breakpoint
CREATE FUNCTION product_grams_write(spu integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "product_grams" WHERE "spu_id" = spu;
  INSERT INTO "product_grams" ("gram", "tier", "sort", "spu_id")
  SELECT r.gram, r.tier, p.sort, p.spu_id
  FROM "products" p, product_grams_rows(p.title, p.subtitle, p.brand, product_category_names(p.category_id)) r
  WHERE p.spu_id = spu AND p.status = 'on';
$$;--> statement-breakpoint
CREATE FUNCTION product_grams_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "product_grams" WHERE "spu_id" = OLD.spu_id;
  ELSE
    PERFORM product_grams_write(NEW.spu_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_grams_keep AFTER INSERT OR DELETE OR UPDATE OF title, subtitle, brand, category_id, status, sort ON "products" FOR EACH ROW EXECUTE FUNCTION product_grams_keep();--> statement-breakpoint
CREATE FUNCTION product_grams_category_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_grams_write(p.spu_id) FROM "products" p WHERE p.category_id IN (
    WITH RECURSIVE down AS (
      SELECT cat_id FROM product_categories WHERE cat_id = NEW.cat_id
      UNION ALL
      SELECT c.cat_id FROM product_categories c JOIN down ON c.parent_cid = down.cat_id
    )
    SELECT cat_id FROM down
  );
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_grams_category_keep AFTER UPDATE OF name, parent_cid ON "product_categories" FOR EACH ROW EXECUTE FUNCTION product_grams_category_keep();--> statement-breakpoint
SELECT product_grams_write(spu_id) FROM "products" WHERE status = 'on';
