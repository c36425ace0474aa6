ALTER TABLE "orders" RENAME COLUMN "product_name" TO "part_name";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "product_img" TO "part_img";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "product_des" TO "part_des";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "product_price_cents" TO "part_price_cents";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "product_min_quantity" TO "part_min_quantity";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "product_available_quantity" TO "part_available_quantity";--> statement-breakpoint
ALTER INDEX "orders_product_name_trgm_idx" RENAME TO "orders_part_name_trgm_idx";--> statement-breakpoint
UPDATE "mail_outbox" SET "facts" = ("facts" - 'productName') || jsonb_build_object('partName', "facts" -> 'productName') WHERE "facts" ? 'productName';
