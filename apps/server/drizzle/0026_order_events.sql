CREATE TABLE "order_events" (
	"order_id" uuid NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event" text NOT NULL,
	"at" timestamp with time zone,
	CONSTRAINT "order_events_order_id_id_pk" PRIMARY KEY("order_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A statement trigger, as the status counts' (migration 0020): one call a statement, however many
-- orders it changed; an update that moves no order along (most of them) inserts nothing. An
-- UPDATE that matched no row (a refused change: shipping an unpaid order, paying twice) has no
-- rows in its transition tables, so it records nothing. Events are inserted in the order they
-- happened within each order, so `id` orders an order's history. Placing an order writes no event:
-- its time is the order's `created_at` (decision 0097).
CREATE FUNCTION "order_events_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_events" ("order_id", "event", "at")
  SELECT n."id", e."event", e."at"
  FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
  CROSS JOIN LATERAL (VALUES
    (1, 'expired', n."hold_until", n."hold_released" AND NOT o."hold_released" AND NOT n."paid"),
    (2, 'paid', coalesce(n."paid_at", now()), n."paid" AND NOT o."paid"),
    (3, 'refundAsked', now(), n."status" = 'Refunding' AND o."status" IS DISTINCT FROM 'Refunding'),
    (4, 'refundRefused', now(), o."status" = 'Refunding' AND n."status" = 'Pending'),
    (5, 'refunded', now(), n."status" = 'Refunded' AND o."status" IS DISTINCT FROM 'Refunded'),
    (6, 'shipped', now(), n."status" = 'Shipped' AND o."status" IS DISTINCT FROM 'Shipped')
  ) e("step", "event", "at", "happened")
  WHERE e."happened"
  ORDER BY n."id", e."step";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_events_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "order_events_follow"();--> statement-breakpoint
-- The orders placed so far: what they record. Their later steps' times were not kept, but for
-- payment (paid_at) and expiry (the hold's end).
INSERT INTO "order_events" ("order_id", "event", "at")
SELECT "id", "event", "at" FROM (
  SELECT "id", 2 AS "step", 'expired' AS "event", "hold_until" AS "at" FROM "orders" WHERE "hold_released" AND NOT "paid"
  UNION ALL SELECT "id", 3, 'paid', "paid_at" FROM "orders" WHERE "paid"
  UNION ALL SELECT "id", 4, 'refundAsked', NULL FROM "orders" WHERE "status" IN ('Refunding', 'Refunded')
  UNION ALL SELECT "id", 5, 'refunded', NULL FROM "orders" WHERE "status" = 'Refunded'
  UNION ALL SELECT "id", 6, 'shipped', NULL FROM "orders" WHERE "status" = 'Shipped'
) "happened" ORDER BY "id", "step";
