CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"part_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"confirmed_at" timestamp with time zone,
	"confirm_sent_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"part_link" text NOT NULL,
	"unsubscribe_link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_part_email" UNIQUE("part_id","email")
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("part_id") WHERE "stock_alerts"."confirmed_at" is not null and "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_email_sent_idx" ON "stock_alerts" USING btree ("email","confirm_sent_at");--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id");--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers). Every path that raises a part's stock (an
-- admin's edit, a catalog import, a refund, a deleted or expired unpaid order) is an UPDATE of
-- this row, so one trigger tells the subscribers whichever path it was (decision 0075). It fires
-- only when the part goes from "cannot be ordered" to "can": a change while it could be ordered
-- already tells nobody. Claiming the waiting alerts with an UPDATE in the transaction that raised
-- the stock means a concurrent claim (another process, another path) waits for this one's row
-- locks and then finds them notified: one mail per subscriber per restock.
CREATE FUNCTION "stock_alerts_tell_restock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH told AS (
    UPDATE "stock_alerts" SET "notified_at" = now()
    WHERE "part_id" = NEW."id" AND "confirmed_at" IS NOT NULL AND "notified_at" IS NULL
    RETURNING "email", "part_link", "unsubscribe_link"
  )
  INSERT INTO "mail_outbox" ("recipient", "link", "template", "facts")
  SELECT "email", "part_link", 'backInStock',
    jsonb_build_object('email', "email", 'partName', NEW."name", 'unsubscribeLink', "unsubscribe_link")
  FROM told;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "parts_tell_restock" AFTER UPDATE OF "available_quantity", "min_quantity" ON "parts"
FOR EACH ROW
WHEN (NEW."available_quantity" >= greatest(NEW."min_quantity", 1)
  AND NOT (OLD."available_quantity" >= greatest(OLD."min_quantity", 1)))
EXECUTE FUNCTION "stock_alerts_tell_restock"();
