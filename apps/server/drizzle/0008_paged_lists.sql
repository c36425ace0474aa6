CREATE TABLE "row_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "parts_name_id_idx";--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_product_name_trgm_idx" ON "orders" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parts_created_id_idx" ON "parts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_created_id_idx" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): row_counts follows the inserts and deletes
-- of reviews a statement at a time, so a bulk insert adds all its rows in one update.
CREATE FUNCTION "row_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "row_counts" SET "n" = "n" + (SELECT count(*) FROM "new_rows") WHERE "name" = TG_TABLE_NAME;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "row_counts" SET "n" = "n" - (SELECT count(*) FROM "old_rows") WHERE "name" = TG_TABLE_NAME;
  ELSE
    UPDATE "row_counts" SET "n" = 0 WHERE "name" = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_count_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "reviews_count_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "reviews_count_truncate" AFTER TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_follow"();--> statement-breakpoint
INSERT INTO "row_counts" ("name", "n") SELECT 'reviews', count(*) FROM "reviews";
