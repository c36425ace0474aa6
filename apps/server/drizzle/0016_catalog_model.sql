CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parent_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "categories_not_own_parent" CHECK ("categories"."parent_id" is distinct from "categories"."id")
);
--> statement-breakpoint
CREATE TABLE "spec_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text,
	"choices" text[],
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "spec_definitions_category_key" UNIQUE("category_id","key"),
	CONSTRAINT "spec_definitions_choices" CHECK (("spec_definitions"."kind" = 'choice') = ("spec_definitions"."choices" is not null))
);
--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "sku" text DEFAULT ('BPH-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 16))) NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "mpn" text;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "family_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "specs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "sold_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_definitions" ADD CONSTRAINT "spec_definitions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parts_category_created_idx" ON "parts" USING btree ("category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "parts_brand_idx" ON "parts" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "parts_price_id_idx" ON "parts" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "parts_name_id_idx" ON "parts" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "parts_sold_id_idx" ON "parts" USING btree ("sold_units","id");--> statement-breakpoint
CREATE INDEX "parts_family_idx" ON "parts" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "parts_in_stock_idx" ON "parts" USING btree ("created_at","id") WHERE "parts"."available_quantity" >= "parts"."min_quantity";--> statement-breakpoint
CREATE INDEX "parts_specs_idx" ON "parts" USING gin ("specs" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "parts_sku_key_idx" ON "parts" USING btree (lower(regexp_replace("sku", '[^a-zA-Z0-9]+', '', 'g')));--> statement-breakpoint
CREATE INDEX "parts_mpn_key_idx" ON "parts" USING btree (lower(regexp_replace("mpn", '[^a-zA-Z0-9]+', '', 'g')));--> statement-breakpoint
CREATE INDEX "parts_search_vector_idx" ON "parts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "parts_search_text_trgm_idx" ON "parts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_sku_unique" UNIQUE("sku");--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_weight_nonnegative" CHECK ("parts"."weight_grams" >= 0);--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_sold_nonnegative" CHECK ("parts"."sold_units" >= 0);--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_options_object" CHECK (jsonb_typeof("parts"."options") = 'object');--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_specs_object" CHECK (jsonb_typeof("parts"."specs") = 'object');--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): each part's search document, kept where
-- the part, its brand or its category path is written, so every writer (the admin, the import,
-- a script) keeps it right and no reader joins. Words as text for trigram typo matching; weighted
-- for full-text ranking: codes and name first, brand and category next, option and spec values last.
CREATE FUNCTION "parts_search_document"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand_name text;
  category_names text;
  values_text text;
BEGIN
  SELECT "name" INTO brand_name FROM "brands" WHERE "id" = NEW."brand_id";
  -- The category and its ancestors (Cassettes, Drivetrain); the depth bound stops a loop.
  WITH RECURSIVE path AS (
    SELECT "parent_id", "name", 0 AS depth FROM "categories" WHERE "id" = NEW."category_id"
    UNION ALL
    SELECT c."parent_id", c."name", path.depth + 1 FROM "categories" c JOIN path ON c."id" = path."parent_id"
    WHERE path.depth < 16
  )
  SELECT string_agg("name", ' ' ORDER BY depth) INTO category_names FROM path;
  SELECT string_agg(v.value, ' ') INTO values_text FROM (
    SELECT value FROM jsonb_each_text(NEW."options") UNION ALL SELECT value FROM jsonb_each_text(NEW."specs")
  ) v;
  NEW."search_text" := concat_ws(' ', NEW."name", brand_name, category_names, NEW."sku", NEW."mpn", values_text);
  NEW."search_vector" :=
    setweight(to_tsvector('simple', concat_ws(' ', NEW."sku", NEW."mpn")), 'A') ||
    setweight(to_tsvector('english', NEW."name"), 'A') ||
    setweight(to_tsvector('english', concat_ws(' ', brand_name, category_names)), 'B') ||
    setweight(to_tsvector('english', coalesce(values_text, '')), 'C');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "parts_search_document" BEFORE INSERT OR UPDATE OF "name", "sku", "mpn", "brand_id", "category_id", "options", "specs" ON "parts" FOR EACH ROW EXECUTE FUNCTION "parts_search_document"();--> statement-breakpoint
-- A renamed brand, or a renamed or moved category, rewrites the documents of its parts (and of
-- its subcategories' parts): setting a column to itself fires the parts' trigger.
CREATE FUNCTION "brands_search_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "parts" SET "brand_id" = "brand_id" WHERE "brand_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "brands_search_document" AFTER UPDATE OF "name" ON "brands" FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "brands_search_document"();--> statement-breakpoint
CREATE FUNCTION "categories_search_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH RECURSIVE below AS (
    SELECT NEW."id" AS id, 0 AS depth
    UNION ALL
    SELECT c."id", below.depth + 1 FROM "categories" c JOIN below ON c."parent_id" = below.id WHERE below.depth < 16
  )
  UPDATE "parts" SET "category_id" = "category_id" WHERE "category_id" IN (SELECT id FROM below);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "categories_search_document" AFTER UPDATE OF "name", "parent_id" ON "categories" FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."parent_id" IS DISTINCT FROM NEW."parent_id") EXECUTE FUNCTION "categories_search_document"();--> statement-breakpoint
-- The parts already there get their document now.
UPDATE "parts" SET "name" = "name";
