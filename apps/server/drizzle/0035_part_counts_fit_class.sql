ALTER TABLE "part_counts" ADD COLUMN "fit_class_id" integer;--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): part_counts keeps each fit class's parts
-- too (decision 0113), so the facet counts of the parts that fit a bike are a sum over its
-- fitting classes' rows, not a read of every fitting part.
CREATE OR REPLACE FUNCTION "part_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "part_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "part_counts" ("category_id", "brand_id", "fit_class_id", "n")
    SELECT "category_id", "brand_id", "fit_class_id", count(*) FROM "new_rows" GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO "part_counts" ("category_id", "brand_id", "fit_class_id", "n")
    SELECT "category_id", "brand_id", "fit_class_id", -count(*) FROM "old_rows" GROUP BY 1, 2, 3;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "part_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "part_counts" ("category_id", "brand_id", "fit_class_id", "n")
  VALUES (OLD."category_id", OLD."brand_id", OLD."fit_class_id", -1),
         (NEW."category_id", NEW."brand_id", NEW."fit_class_id", 1);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A part changes class when its specifications change (the class is set by a BEFORE trigger, so
-- the column list names `specs`: it lists what the UPDATE sets) or when its category's rules do
-- (fit_reclassify sets `fit_class_id`). An order's update sets none of these columns.
DROP TRIGGER "parts_count_move" ON "parts";--> statement-breakpoint
CREATE TRIGGER "parts_count_move" AFTER UPDATE OF "category_id", "brand_id", "specs", "fit_class_id" ON "parts" FOR EACH ROW
WHEN (OLD."category_id" IS DISTINCT FROM NEW."category_id" OR OLD."brand_id" IS DISTINCT FROM NEW."brand_id"
  OR OLD."fit_class_id" IS DISTINCT FROM NEW."fit_class_id")
EXECUTE FUNCTION "part_counts_move"();--> statement-breakpoint
DELETE FROM "part_counts";--> statement-breakpoint
INSERT INTO "part_counts" ("category_id", "brand_id", "fit_class_id", "n")
SELECT "category_id", "brand_id", "fit_class_id", count(*) FROM "parts" GROUP BY 1, 2, 3;
