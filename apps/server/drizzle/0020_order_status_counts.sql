CREATE TABLE "order_status_counts" (
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "order_status_counts_status_shard_pk" PRIMARY KEY("status","shard")
);
--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers). The counts of orders by status move from
-- one row of row_counts per status, which every order's transaction updated and so queued on at
-- commit, to shards of order_status_counts (decision 0053): a transaction adds what it changed to
-- the shard its transaction id picks, so transactions running at the same time, whose ids follow
-- one another, write different rows. Rows are written in status order, so two transactions that
-- do share a shard take its rows' locks in the same order and cannot deadlock on them.
DROP TRIGGER "orders_status_count_insert" ON "orders";--> statement-breakpoint
DROP TRIGGER "orders_status_count_update" ON "orders";--> statement-breakpoint
DROP TRIGGER "orders_status_count_delete" ON "orders";--> statement-breakpoint
DROP TRIGGER "orders_status_count_truncate" ON "orders";--> statement-breakpoint
DROP FUNCTION "order_status_counts_follow"();--> statement-breakpoint
DELETE FROM "row_counts" WHERE "name" LIKE 'orders.status:%';--> statement-breakpoint
-- 32 shards: more than the connections that write orders at once on any pool the shop has. The
-- shard is read in each statement's select list, so a statement that changes no count (an update
-- of no status, or of no row) does not make its transaction take an id just for it.
CREATE FUNCTION "order_status_shards_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "order_status_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "order_status_counts" ("status", "shard", "n")
    SELECT coalesce("status", ''), (txid_current() % 32)::smallint, count(*) FROM "new_rows" GROUP BY 1 ORDER BY 1
    ON CONFLICT ("status", "shard") DO UPDATE SET "n" = "order_status_counts"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "order_status_counts" ("status", "shard", "n")
    SELECT coalesce("status", ''), (txid_current() % 32)::smallint, -count(*) FROM "old_rows" GROUP BY 1 ORDER BY 1
    ON CONFLICT ("status", "shard") DO UPDATE SET "n" = "order_status_counts"."n" + excluded."n";
  ELSE
    -- An update that changes no status (most of them) nets to nothing and touches no count.
    INSERT INTO "order_status_counts" ("status", "shard", "n")
    SELECT "status", (txid_current() % 32)::smallint, sum("d") FROM (
      SELECT coalesce("status", '') AS "status", 1 AS "d" FROM "new_rows"
      UNION ALL
      SELECT coalesce("status", ''), -1 FROM "old_rows"
    ) moved GROUP BY "status" HAVING sum("d") <> 0 ORDER BY "status"
    ON CONFLICT ("status", "shard") DO UPDATE SET "n" = "order_status_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_status_count_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "order_status_shards_follow"();--> statement-breakpoint
CREATE TRIGGER "orders_status_count_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "order_status_shards_follow"();--> statement-breakpoint
CREATE TRIGGER "orders_status_count_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "order_status_shards_follow"();--> statement-breakpoint
CREATE TRIGGER "orders_status_count_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_status_shards_follow"();--> statement-breakpoint
INSERT INTO "order_status_counts" ("status", "shard", "n")
SELECT coalesce("status", ''), 0, count(*) FROM "orders" GROUP BY 1;
