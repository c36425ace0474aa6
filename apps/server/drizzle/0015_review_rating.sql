-- Hand-written (drizzle-kit cannot express triggers): the sum of every review's stars, in
-- hundredths, kept beside the count of reviews ('reviews', migration 0008) a statement at a time,
-- so the shop's average rating costs one row, not a read of every review (decision 0030).
CREATE FUNCTION "review_stars_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "row_counts" SET "n" = "n" + (SELECT coalesce(sum(round("star" * 100)), 0)::bigint FROM "new_rows")
      WHERE "name" = 'reviews.star_hundredths';
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "row_counts" SET "n" = "n" - (SELECT coalesce(sum(round("star" * 100)), 0)::bigint FROM "old_rows")
      WHERE "name" = 'reviews.star_hundredths';
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "row_counts" SET "n" = "n"
      + (SELECT coalesce(sum(round("star" * 100)), 0)::bigint FROM "new_rows")
      - (SELECT coalesce(sum(round("star" * 100)), 0)::bigint FROM "old_rows")
      WHERE "name" = 'reviews.star_hundredths';
  ELSE
    UPDATE "row_counts" SET "n" = 0 WHERE "name" = 'reviews.star_hundredths';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_stars_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "review_stars_follow"();--> statement-breakpoint
CREATE TRIGGER "reviews_stars_update" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "review_stars_follow"();--> statement-breakpoint
CREATE TRIGGER "reviews_stars_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "review_stars_follow"();--> statement-breakpoint
CREATE TRIGGER "reviews_stars_truncate" AFTER TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "review_stars_follow"();--> statement-breakpoint
INSERT INTO "row_counts" ("name", "n") SELECT 'reviews.star_hundredths', coalesce(sum(round("star" * 100)), 0)::bigint FROM "reviews";
