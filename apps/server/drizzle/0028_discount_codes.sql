CREATE TABLE "cart_discounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"scope" text DEFAULT 'order' NOT NULL,
	"category_id" uuid,
	"brand_id" uuid,
	"min_subtotal_cents" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_value_range" CHECK ("discount_codes"."value" > 0 and ("discount_codes"."kind" = 'fixed' or "discount_codes"."value" <= 10000)),
	CONSTRAINT "discount_codes_scope_target" CHECK (("discount_codes"."scope" = 'order' and "discount_codes"."category_id" is null and "discount_codes"."brand_id" is null)
        or ("discount_codes"."scope" = 'category' and "discount_codes"."brand_id" is null)
        or ("discount_codes"."scope" = 'brand' and "discount_codes"."category_id" is null)),
	CONSTRAINT "discount_codes_limits_positive" CHECK ("discount_codes"."usage_limit" > 0 and "discount_codes"."per_customer_limit" > 0),
	CONSTRAINT "discount_codes_min_nonnegative" CHECK ("discount_codes"."min_subtotal_cents" >= 0),
	CONSTRAINT "discount_codes_dates_ordered" CHECK ("discount_codes"."ends_at" > "discount_codes"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "discount_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"order_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_uses_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD CONSTRAINT "cart_discounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD CONSTRAINT "cart_discounts_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "discount_codes_created_id_idx" ON "discount_codes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "discount_uses_code_user_idx" ON "discount_uses" USING btree ("code_id","user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_discount_code_idx" ON "orders" USING btree ("discount_code_id","paid","status","total_cents") WHERE "orders"."discount_code_id" is not null;--> statement-breakpoint
-- A code's use is given back when its order stops being one that may be paid: its ended hold is
-- released, or it is deleted unpaid. A paid order's use stays, refunded or deleted (decision 0071).
CREATE OR REPLACE FUNCTION "discount_use_given_back"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM discount_uses WHERE order_id = OLD.id;
    RETURN OLD;
  END IF;
  DELETE FROM discount_uses WHERE order_id = NEW.id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_hold_released_discount" AFTER UPDATE OF hold_released ON "orders"
  FOR EACH ROW WHEN (NEW.hold_released AND NOT OLD.hold_released AND NOT NEW.paid AND NEW.discount_code_id IS NOT NULL)
  EXECUTE FUNCTION "discount_use_given_back"();
--> statement-breakpoint
CREATE TRIGGER "orders_deleted_unpaid_discount" BEFORE DELETE ON "orders"
  FOR EACH ROW WHEN (NOT OLD.paid AND OLD.discount_code_id IS NOT NULL)
  EXECUTE FUNCTION "discount_use_given_back"();
