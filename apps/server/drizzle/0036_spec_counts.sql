CREATE TABLE "spec_counts" (
	"category_id" uuid,
	"brand_id" uuid,
	"fit_class_id" integer,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "parts_category_created_brand_idx";--> statement-breakpoint
DROP INDEX "parts_brand_category_created_idx";--> statement-breakpoint
CREATE INDEX "spec_counts_category_idx" ON "spec_counts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "parts_category_created_brand_idx" ON "parts" USING btree ("category_id","created_at","id","brand_id","price_cents");--> statement-breakpoint
CREATE INDEX "parts_brand_category_created_idx" ON "parts" USING btree ("brand_id","category_id","created_at","id","price_cents");--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): spec_counts keeps, for each category, brand
-- and fit class, the number of parts with each specification value, as part_counts keeps the
-- parts (migrations 0034, 0035): differences inserted, never updated, summed by housekeeping.
CREATE FUNCTION "spec_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "spec_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "spec_counts" ("category_id", "brand_id", "fit_class_id", "key", "value", "n")
    SELECT r."category_id", r."brand_id", r."fit_class_id", s."key", s."value", count(*)
    FROM "new_rows" r, jsonb_each(r."specs") s GROUP BY 1, 2, 3, 4, 5;
  ELSE
    INSERT INTO "spec_counts" ("category_id", "brand_id", "fit_class_id", "key", "value", "n")
    SELECT r."category_id", r."brand_id", r."fit_class_id", s."key", s."value", -count(*)
    FROM "old_rows" r, jsonb_each(r."specs") s GROUP BY 1, 2, 3, 4, 5;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A part whose specifications, category, brand or fit class changed, a row at a time: its old
-- values counted out, its new ones in. An order's update sets none of these columns.
CREATE FUNCTION "spec_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "spec_counts" ("category_id", "brand_id", "fit_class_id", "key", "value", "n")
  SELECT OLD."category_id", OLD."brand_id", OLD."fit_class_id", s."key", s."value", -1 FROM jsonb_each(OLD."specs") s
  UNION ALL
  SELECT NEW."category_id", NEW."brand_id", NEW."fit_class_id", s."key", s."value", 1 FROM jsonb_each(NEW."specs") s;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "parts_spec_count_insert" AFTER INSERT ON "parts" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "spec_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "parts_spec_count_delete" AFTER DELETE ON "parts" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "spec_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "parts_spec_count_truncate" AFTER TRUNCATE ON "parts" FOR EACH STATEMENT EXECUTE FUNCTION "spec_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "parts_spec_count_move" AFTER UPDATE OF "category_id", "brand_id", "specs", "fit_class_id" ON "parts" FOR EACH ROW
WHEN (OLD."category_id" IS DISTINCT FROM NEW."category_id" OR OLD."brand_id" IS DISTINCT FROM NEW."brand_id"
  OR OLD."fit_class_id" IS DISTINCT FROM NEW."fit_class_id" OR OLD."specs" IS DISTINCT FROM NEW."specs")
EXECUTE FUNCTION "spec_counts_move"();--> statement-breakpoint
INSERT INTO "spec_counts" ("category_id", "brand_id", "fit_class_id", "key", "value", "n")
SELECT p."category_id", p."brand_id", p."fit_class_id", s."key", s."value", count(*)
FROM "parts" p, jsonb_each(p."specs") s GROUP BY 1, 2, 3, 4, 5;
