CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_client_secret_unique" UNIQUE("client_secret")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "product_available_quantity" integer DEFAULT 0 NOT NULL;