CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"country" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"part_id" uuid,
	"part_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"added_price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_user_part" UNIQUE("user_id","part_id"),
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"line_no" smallint NOT NULL,
	"part_id" uuid,
	"part_name" text NOT NULL,
	"part_img" text NOT NULL,
	"part_sku" text,
	"part_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"net_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"gross_cents" bigint NOT NULL,
	CONSTRAINT "order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no"),
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"free_above_cents" integer,
	"bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_methods_price_nonnegative" CHECK ("shipping_methods"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"prices_include_tax" boolean DEFAULT true NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"shipping_taxed" boolean DEFAULT true NOT NULL,
	"home_country" text DEFAULT 'US' NOT NULL,
	"country_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "tax_settings_one_row" CHECK ("tax_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_tax" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "line_count" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "cart_lines_part_idx" ON "cart_lines" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "order_lines_part_idx" ON "order_lines" USING btree ("part_id");--> statement-breakpoint
-- Every order placed before lines existed becomes a one-line order with no tax and no shipping:
-- its line is its own copy of the part, and its total what its price and quantity came to.
INSERT INTO "order_lines" ("order_id", "line_no", "part_id", "part_name", "part_img", "part_sku", "part_options",
  "unit_price_cents", "quantity", "net_cents", "tax_cents", "gross_cents")
SELECT "id", 1, "part_id", "part_name", "part_img", "part_sku", coalesce("part_options", '{}'::jsonb),
  "part_price_cents", "order_quantity", "part_price_cents"::bigint * "order_quantity", 0,
  "part_price_cents"::bigint * "order_quantity"
FROM "orders";
--> statement-breakpoint
UPDATE "orders" SET "subtotal_cents" = "part_price_cents"::bigint * "order_quantity",
  "total_cents" = "part_price_cents"::bigint * "order_quantity";
--> statement-breakpoint
-- The shop's one row of tax settings: prices include tax at 0 % until the owner sets a rate, so
-- every total stays what it was.
INSERT INTO "tax_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- What an account's unpaid orders hold of a part (decision 0026), now over every line of them:
-- the account's unpaid orders (a few rows of orders_unpaid_by_user_idx), then their lines by key.
CREATE OR REPLACE FUNCTION unpaid_units_held(account uuid, part uuid) RETURNS int LANGUAGE sql VOLATILE AS $$
  select coalesce(sum(l.quantity), 0)::int from orders o join order_lines l on l.order_id = o.id
  where o.user_id = account and l.part_id = part and o.paid = false and o.hold_released = false and o.hold_until > now()
$$;
