CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"order_id" uuid,
	"n" smallint NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_year_seq" UNIQUE("year","seq"),
	CONSTRAINT "credit_notes_invoice_n" UNIQUE("invoice_id","n")
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_no" integer NOT NULL,
	CONSTRAINT "document_counters_series_year_pk" PRIMARY KEY("series","year"),
	CONSTRAINT "document_counters_positive" CHECK ("document_counters"."last_no" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_queue" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_year_seq" UNIQUE("year","seq")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment" jsonb;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_queue" ADD CONSTRAINT "invoice_queue_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoice_queue_paid_idx" ON "invoice_queue" USING btree ("paid_at","order_id");--> statement-breakpoint
-- An issued document never changes: its number and what it says are refused any UPDATE (only
-- its order link may go, when a refunded order is deleted).
CREATE FUNCTION issued_document_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.number IS DISTINCT FROM OLD.number OR NEW.document IS DISTINCT FROM OLD.document
     OR NEW.year IS DISTINCT FROM OLD.year OR NEW.seq IS DISTINCT FROM OLD.seq THEN
    RAISE EXCEPTION 'an issued % never changes', TG_TABLE_NAME;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_unchanged BEFORE UPDATE ON invoices FOR EACH ROW EXECUTE FUNCTION issued_document_unchanged();
--> statement-breakpoint
CREATE TRIGGER credit_notes_unchanged BEFORE UPDATE ON credit_notes FOR EACH ROW EXECUTE FUNCTION issued_document_unchanged();
--> statement-breakpoint
-- Orders paid before invoices came get theirs from the first numbering step, in paid order.
INSERT INTO invoice_queue (order_id, paid_at) SELECT id, coalesce(paid_at, created_at) FROM orders WHERE paid;
