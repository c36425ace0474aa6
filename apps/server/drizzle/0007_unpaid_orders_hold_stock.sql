ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone DEFAULT now() + interval '30 minutes' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_released" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_open_holds_idx" ON "orders" USING btree ("hold_until") WHERE "orders"."paid" = false and "orders"."hold_released" = false;