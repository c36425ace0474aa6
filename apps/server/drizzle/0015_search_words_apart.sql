-- Hand-written: the search document also holds each code and value's parts apart, so that a
-- search word "34" finds the range "11-34" and "m8100" the part number "CN-M8100" (the parser
-- keeps "11-34" as one token and "-34"). Otherwise as in migration 0013.
CREATE OR REPLACE FUNCTION "parts_search_document"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand_name text;
  category_names text;
  values_text text;
BEGIN
  SELECT "name" INTO brand_name FROM "brands" WHERE "id" = NEW."brand_id";
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
    setweight(to_tsvector('english', coalesce(values_text, '')), 'C') ||
    setweight(to_tsvector('simple', regexp_replace(NEW."search_text", '[^[:alnum:]]+', ' ', 'g')), 'D');
  RETURN NEW;
END $$;--> statement-breakpoint
UPDATE "parts" SET "name" = "name";
