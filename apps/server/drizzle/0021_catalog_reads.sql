DROP INDEX "parts_category_created_idx";--> statement-breakpoint
DROP INDEX "parts_brand_idx";--> statement-breakpoint
DROP INDEX "parts_name_trgm_idx";--> statement-breakpoint
DROP INDEX "parts_specs_idx";--> statement-breakpoint
DROP INDEX "parts_search_vector_idx";--> statement-breakpoint
DROP INDEX "parts_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "parts_category_created_brand_idx" ON "parts" USING btree ("category_id","created_at","id","brand_id");--> statement-breakpoint
CREATE INDEX "parts_brand_category_created_idx" ON "parts" USING btree ("brand_id","category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "parts_name_trgm_idx" ON "parts" USING gin ("name" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "parts_specs_idx" ON "parts" USING gin ("specs" jsonb_path_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "parts_search_vector_idx" ON "parts" USING gin ("search_vector") WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "parts_search_text_trgm_idx" ON "parts" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit=64);