ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at","part_id","order_quantity","product_price_cents") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "parts_low_stock_idx" ON "parts" USING btree ("available_quantity") WHERE "parts"."available_quantity" < 2 * "parts"."min_quantity";--> statement-breakpoint
-- Hand-written: orders paid before paid_at came count on the day they were placed, the closest
-- record of their payment there is.
UPDATE "orders" SET "paid_at" = "created_at" WHERE "paid";
--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): row_counts keeps the number of orders of
-- each status under 'orders.status:<status>' ('orders.status:' for orders with none yet), a
-- statement at a time, so the Overview reads a few rows instead of counting every order.
CREATE FUNCTION "order_status_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "row_counts" SET "n" = 0 WHERE "name" LIKE 'orders.status:%';
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "row_counts" ("name", "n")
    SELECT 'orders.status:' || coalesce("status", ''), count(*) FROM "new_rows" GROUP BY 1
    ON CONFLICT ("name") DO UPDATE SET "n" = "row_counts"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "row_counts" SET "n" = "row_counts"."n" - gone."n"
    FROM (SELECT 'orders.status:' || coalesce("status", '') AS "name", count(*) AS "n" FROM "old_rows" GROUP BY 1) gone
    WHERE "row_counts"."name" = gone."name";
  ELSE
    -- An update that changes no status (most of them) nets to nothing and touches no count.
    INSERT INTO "row_counts" ("name", "n")
    SELECT "name", sum("d") FROM (
      SELECT 'orders.status:' || coalesce("status", '') AS "name", 1 AS "d" FROM "new_rows"
      UNION ALL
      SELECT 'orders.status:' || coalesce("status", ''), -1 FROM "old_rows"
    ) moved GROUP BY "name" HAVING sum("d") <> 0
    ON CONFLICT ("name") DO UPDATE SET "n" = "row_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_status_count_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "orders_status_count_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "orders_status_count_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "orders_status_count_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_follow"();--> statement-breakpoint
INSERT INTO "row_counts" ("name", "n")
SELECT 'orders.status:' || coalesce("status", ''), count(*) FROM "orders" GROUP BY 1;
