CREATE TABLE "part_counts" (
	"category_id" uuid,
	"brand_id" uuid,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): part_counts keeps the number of parts of
-- each category and brand as differences, inserted and never updated, so that writers at the same
-- moment never wait on one row (an import's batch of a thousand parts is a row per category and
-- brand it holds). Housekeeping sums each key's rows into one.
CREATE FUNCTION "part_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "part_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "part_counts" ("category_id", "brand_id", "n")
    SELECT "category_id", "brand_id", count(*) FROM "new_rows" GROUP BY 1, 2;
  ELSE
    INSERT INTO "part_counts" ("category_id", "brand_id", "n")
    SELECT "category_id", "brand_id", -count(*) FROM "old_rows" GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A part moved to another category or brand, a row at a time. The trigger names its columns and
-- has a WHEN: an update that does not set them (every order's stock and sales) never fires it,
-- so no order writes a count.
CREATE FUNCTION "part_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "part_counts" ("category_id", "brand_id", "n")
  VALUES (OLD."category_id", OLD."brand_id", -1), (NEW."category_id", NEW."brand_id", 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "parts_count_insert" AFTER INSERT ON "parts" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "part_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "parts_count_delete" AFTER DELETE ON "parts" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "part_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "parts_count_truncate" AFTER TRUNCATE ON "parts" FOR EACH STATEMENT EXECUTE FUNCTION "part_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "parts_count_move" AFTER UPDATE OF "category_id", "brand_id" ON "parts" FOR EACH ROW
WHEN (OLD."category_id" IS DISTINCT FROM NEW."category_id" OR OLD."brand_id" IS DISTINCT FROM NEW."brand_id")
EXECUTE FUNCTION "part_counts_move"();--> statement-breakpoint
INSERT INTO "part_counts" ("category_id", "brand_id", "n")
SELECT "category_id", "brand_id", count(*) FROM "parts" GROUP BY 1, 2;
