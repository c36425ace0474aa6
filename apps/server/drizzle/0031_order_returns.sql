CREATE TABLE "order_return_lines" (
	"return_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"line_no" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"net_cents" bigint,
	"tax_cents" bigint,
	"gross_cents" bigint,
	CONSTRAINT "order_return_lines_return_id_line_no_pk" PRIMARY KEY("return_id","line_no"),
	CONSTRAINT "order_return_lines_quantity_positive" CHECK ("order_return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"message" text,
	"shipping_cents" bigint,
	"refund_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_order_id_line_no_order_lines_order_id_line_no_fk" FOREIGN KEY ("order_id","line_no") REFERENCES "public"."order_lines"("order_id","line_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_return_lines_line_idx" ON "order_return_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_created_idx" ON "order_returns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_returns_status_created_idx" ON "order_returns" USING btree ("status","created_at","id");--> statement-breakpoint
-- Orders shipped before the column came: their payment (else their order) is the closest record.
UPDATE "orders" SET "shipped_at" = coalesce("paid_at", "created_at") WHERE "status" = 'Shipped';
