-- Decision 0121: an order's stock update changes no indexed column of the part, so PostgreSQL
-- makes it a HOT update (the row's new version on the same page, no index touched) instead of a
-- new entry in each of the part's 17 indexes. The in-stock and low-stock indexes read a stored
-- stock level, which moves only when a part crosses a line; units sold go to part_sales, and
-- foldSales adds them to sold_units (which the best-sellers' index reads) every few seconds.
CREATE TABLE "part_sales" (
	"part_id" uuid NOT NULL,
	"units" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "parts_low_stock_idx";--> statement-breakpoint
DROP INDEX "parts_in_stock_idx";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "stock_level" smallint GENERATED ALWAYS AS (case when available_quantity < min_quantity then 0 when available_quantity < 2 * min_quantity then 1 else 2 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "parts_low_stock_idx" ON "parts" USING btree ("stock_level") WHERE "parts"."stock_level" < 2;--> statement-breakpoint
CREATE INDEX "parts_in_stock_idx" ON "parts" USING btree ("created_at","id") WHERE "parts"."stock_level" > 0;