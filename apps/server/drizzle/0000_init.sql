CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"part_id" uuid,
	"email" text NOT NULL,
	"user_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"order_quantity" integer NOT NULL,
	"product_name" text NOT NULL,
	"product_img" text NOT NULL,
	"product_des" text NOT NULL,
	"product_price_cents" integer NOT NULL,
	"product_min_quantity" integer NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"transaction_id" text,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "orders_quantity_positive" CHECK ("orders"."order_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"img" text NOT NULL,
	"des" text NOT NULL,
	"price_cents" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"available_quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parts_price_nonnegative" CHECK ("parts"."price_cents" >= 0),
	CONSTRAINT "parts_stock_nonnegative" CHECK ("parts"."available_quantity" >= 0),
	CONSTRAINT "parts_min_positive" CHECK ("parts"."min_quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "pricing_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"service1" text NOT NULL,
	"service2" text NOT NULL,
	"service3" text NOT NULL,
	"service4" text NOT NULL,
	"service5" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"email" text PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"user_phone" text,
	"user_education" text,
	"user_address" text,
	"user_location" text,
	"user_linkedin_url" text
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"img" text NOT NULL,
	"address" text NOT NULL,
	"title" text NOT NULL,
	"des" text NOT NULL,
	"star" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "parts_name_id_idx" ON "parts" USING btree ("name","id");