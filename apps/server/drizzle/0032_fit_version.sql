CREATE TABLE "fit_version" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"v" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "fit_version_one_row" CHECK ("fit_version"."one")
);
--> statement-breakpoint
-- The fit data's version (decision 0102): every statement that writes what a verdict reads besides
-- the parts raises it once, in its own transaction, so a process that reads it sees the change
-- exactly when the change is committed. Named to fire after the reclassifying triggers (AFTER
-- STATEMENT triggers fire by name), so a rule change takes the classes' lock before this row's.
-- A new fit class raises nothing: a process counts the classes instead (they are only added, or
-- removed with their category), so part writers, which add classes, never wait on this row.
INSERT INTO "fit_version" ("one", "v") VALUES (true, 0);
--> statement-breakpoint
CREATE FUNCTION "fit_version_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE fit_version SET v = v + 1 WHERE one;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "fit_rules_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fit_rules" FOR EACH STATEMENT EXECUTE FUNCTION "fit_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "bike_standards_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bike_standards" FOR EACH STATEMENT EXECUTE FUNCTION "fit_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "categories_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "fit_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "spec_definitions_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "spec_definitions" FOR EACH STATEMENT EXECUTE FUNCTION "fit_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "fit_classes_version" AFTER DELETE OR TRUNCATE ON "fit_classes" FOR EACH STATEMENT EXECUTE FUNCTION "fit_version_raise"();
