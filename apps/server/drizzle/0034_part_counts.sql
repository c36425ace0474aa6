CREATE TABLE "part_counts" (
	"category_id" uuid,
	"brand_id" uuid,
	"n" integer NOT NULL,
	CONSTRAINT "part_counts_key" UNIQUE NULLS NOT DISTINCT("category_id","brand_id")
);
--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): part_counts keeps the number of parts of
-- each category and brand. Inserts and deletes (the owner's, an import's batches) are counted a
-- statement at a time, their keys in order so that two writers take the rows in the same order.
CREATE FUNCTION "part_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "part_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "part_counts" ("category_id", "brand_id", "n")
    SELECT "category_id", "brand_id", count(*) FROM "new_rows" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("category_id", "brand_id") DO UPDATE SET "n" = "part_counts"."n" + excluded."n";
  ELSE
    UPDATE "part_counts" SET "n" = "part_counts"."n" - gone."n"
    FROM (SELECT "category_id", "brand_id", count(*) AS "n" FROM "old_rows" GROUP BY 1, 2) gone
    WHERE "part_counts"."category_id" IS NOT DISTINCT FROM gone."category_id"
      AND "part_counts"."brand_id" IS NOT DISTINCT FROM gone."brand_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A part moved to another category or brand, a row at a time. The trigger names its columns and
-- has a WHEN: an update that does not set them (every order's stock and sales) never fires it,
-- so no order writes a count.
CREATE FUNCTION "part_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "part_counts" SET "n" = "n" - 1
  WHERE "category_id" IS NOT DISTINCT FROM OLD."category_id" AND "brand_id" IS NOT DISTINCT FROM OLD."brand_id";
  INSERT INTO "part_counts" ("category_id", "brand_id", "n") VALUES (NEW."category_id", NEW."brand_id", 1)
  ON CONFLICT ("category_id", "brand_id") DO UPDATE SET "n" = "part_counts"."n" + 1;
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
