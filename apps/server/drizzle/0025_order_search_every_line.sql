ALTER TABLE "orders" ADD COLUMN "other_part_names" text;--> statement-breakpoint
-- The carts' orders placed so far: their lines after the first, in line order.
UPDATE "orders" SET "other_part_names" = "names"."joined"
FROM (
  SELECT "order_id", string_agg("part_name", E'\n' ORDER BY "line_no") AS "joined"
  FROM "order_lines" WHERE "line_no" > 1 GROUP BY "order_id"
) "names"
WHERE "orders"."id" = "names"."order_id";--> statement-breakpoint
CREATE INDEX "orders_other_part_names_trgm_idx" ON "orders" USING gin ("other_part_names" gin_trgm_ops) WHERE "orders"."other_part_names" is not null;
