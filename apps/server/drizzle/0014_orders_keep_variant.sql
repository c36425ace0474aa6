ALTER TABLE "orders" ADD COLUMN "part_sku" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "part_options" jsonb;