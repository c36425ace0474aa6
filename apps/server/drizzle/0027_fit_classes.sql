CREATE TABLE "fit_classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fit_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" uuid NOT NULL,
	"specs" jsonb NOT NULL,
	CONSTRAINT "fit_classes_category_specs" UNIQUE("category_id","specs")
);
--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "fit_class_id" integer;--> statement-breakpoint
ALTER TABLE "fit_classes" ADD CONSTRAINT "fit_classes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parts_fit_class_idx" ON "parts" USING btree ("fit_class_id","created_at","id","category_id","brand_id","price_cents");--> statement-breakpoint
-- A part's fit class (decision 0090): its category and the values of the specifications its fit
-- rules read (the category's own and its ancestors', 16 levels at most, as the app reads them).
-- The common case finds the class; a new one is added, and a race with another writer adding the
-- same one is settled by the unique key (DO UPDATE returns the row either way). Writers share a
-- lock that classing again takes alone: a part written while the rules change is either seen by
-- the reclassification or written after the new rules are committed, never classed by old rules.
CREATE FUNCTION "fit_class_of"(p_category uuid, p_specs jsonb) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  kept jsonb;
  class_id integer;
BEGIN
  IF p_category IS NULL THEN RETURN NULL; END IF;
  PERFORM pg_advisory_xact_lock_shared(hashtext('fit_classes'));
  WITH RECURSIVE up AS (
    SELECT c.id, c.parent_id, 1 AS depth FROM categories c WHERE c.id = p_category
    UNION ALL
    SELECT c.id, c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent_id WHERE up.depth < 16
  )
  SELECT coalesce(jsonb_object_agg(k.key, p_specs -> k.key), '{}'::jsonb) INTO kept
  FROM (SELECT DISTINCT r.spec_key AS key FROM fit_rules r JOIN up ON up.id = r.category_id
        WHERE r.spec_key IS NOT NULL AND p_specs ? r.spec_key) k;
  SELECT f.id INTO class_id FROM fit_classes f WHERE f.category_id = p_category AND f.specs = kept;
  IF class_id IS NULL THEN
    INSERT INTO fit_classes (category_id, specs) VALUES (p_category, kept)
      ON CONFLICT (category_id, specs) DO UPDATE SET specs = excluded.specs
      RETURNING id INTO class_id;
  END IF;
  RETURN class_id;
END $$;
--> statement-breakpoint
-- The parts of these categories and their subcategories, classed again (their rules or their
-- place in the tree changed). Only the rows whose class changes are written. A class no part
-- holds any more is kept: deleting it could race a writer that has just taken it.
CREATE FUNCTION "fit_reclassify"(p_roots uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  WITH RECURSIVE down AS (
    SELECT c.id, 1 AS depth FROM categories c WHERE c.id = ANY(p_roots)
    UNION ALL
    SELECT c.id, down.depth + 1 FROM categories c JOIN down ON c.parent_id = down.id WHERE down.depth < 16
  )
  SELECT array_agg(DISTINCT id) INTO ids FROM down;
  IF ids IS NULL THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('fit_classes'));
  UPDATE parts p SET fit_class_id = x.class_id
  FROM (SELECT q.id, fit_class_of(q.category_id, q.specs) AS class_id FROM parts q WHERE q.category_id = ANY(ids)) x
  WHERE p.id = x.id AND p.fit_class_id IS DISTINCT FROM x.class_id;
END $$;
--> statement-breakpoint
CREATE FUNCTION "parts_fit_class"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.fit_class_id := fit_class_of(NEW.category_id, NEW.specs);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "parts_fit_class" BEFORE INSERT OR UPDATE OF "category_id", "specs" ON "parts" FOR EACH ROW EXECUTE FUNCTION "parts_fit_class"();
--> statement-breakpoint
CREATE FUNCTION "fit_rules_reclassify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fit_reclassify(ARRAY(SELECT DISTINCT category_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fit_reclassify(ARRAY(SELECT DISTINCT category_id FROM old_rows));
  ELSE
    PERFORM fit_reclassify(ARRAY(SELECT category_id FROM old_rows UNION SELECT category_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "fit_rules_insert_reclassify" AFTER INSERT ON "fit_rules" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fit_rules_reclassify"();
--> statement-breakpoint
CREATE TRIGGER "fit_rules_update_reclassify" AFTER UPDATE ON "fit_rules" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fit_rules_reclassify"();
--> statement-breakpoint
CREATE TRIGGER "fit_rules_delete_reclassify" AFTER DELETE ON "fit_rules" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fit_rules_reclassify"();
--> statement-breakpoint
CREATE FUNCTION "categories_fit_reclassify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fit_reclassify(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "categories_fit_reclassify" AFTER UPDATE OF "parent_id" ON "categories" FOR EACH ROW WHEN (OLD."parent_id" IS DISTINCT FROM NEW."parent_id") EXECUTE FUNCTION "categories_fit_reclassify"();
--> statement-breakpoint
UPDATE "parts" SET "fit_class_id" = fit_class_of("category_id", "specs") WHERE "category_id" IS NOT NULL;
