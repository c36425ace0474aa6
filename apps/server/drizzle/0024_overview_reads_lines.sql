DROP INDEX "orders_paid_at_idx";--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at","status","total_cents","id") WHERE "orders"."paid_at" is not null;