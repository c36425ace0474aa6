CREATE TABLE "bike_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rows" jsonb NOT NULL,
	"seen" jsonb NOT NULL,
	"standards" text NOT NULL,
	"error_count" integer NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bike_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"standards" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(brand || ' ' || model || ' ' || year::text)) STORED NOT NULL,
	CONSTRAINT "bike_models_brand_model_year" UNIQUE("brand","model","year"),
	CONSTRAINT "bike_models_standards_object" CHECK (jsonb_typeof("bike_models"."standards") = 'object')
);
--> statement-breakpoint
CREATE TABLE "bike_standards" (
	"key" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text,
	"choices" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bike_standards_kind" CHECK ("bike_standards"."kind" in ('number', 'choice'))
);
--> statement-breakpoint
CREATE TABLE "fit_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"op" text NOT NULL,
	"spec_key" text,
	"standard_key" text,
	"accepts" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fit_rules_shape" CHECK (("fit_rules"."op" = 'every-bike' and "fit_rules"."standard_key" is null and "fit_rules"."spec_key" is null)
        or ("fit_rules"."op" = 'one-of' and "fit_rules"."standard_key" is not null and "fit_rules"."accepts" is not null)
        or ("fit_rules"."op" in ('equal', 'at-most', 'within') and "fit_rules"."standard_key" is not null and "fit_rules"."spec_key" is not null))
);
--> statement-breakpoint
CREATE TABLE "garage_bikes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"bike_model_id" uuid,
	"standards" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fit_rules" ADD CONSTRAINT "fit_rules_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_rules" ADD CONSTRAINT "fit_rules_standard_key_bike_standards_key_fk" FOREIGN KEY ("standard_key") REFERENCES "public"."bike_standards"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "garage_bikes" ADD CONSTRAINT "garage_bikes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_bikes" ADD CONSTRAINT "garage_bikes_bike_model_id_bike_models_id_fk" FOREIGN KEY ("bike_model_id") REFERENCES "public"."bike_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bike_imports_created_idx" ON "bike_imports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bike_models_name_idx" ON "bike_models" USING btree ("search_text","id");--> statement-breakpoint
CREATE INDEX "bike_models_search_trgm_idx" ON "bike_models" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fit_rules_category_idx" ON "fit_rules" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "garage_bikes_user_idx" ON "garage_bikes" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "garage_bikes_one_active" ON "garage_bikes" USING btree ("user_id") WHERE "garage_bikes"."active";