import { inArray, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { bikeModels, bikeStandards, categories, fitRules } from "../schema.ts";
import { seedBikeModels, seedRules, seedStandards } from "./bikes.ts";

/**
 * The demo's bike standards, the rules of the demo categories the shop has (by slug), and the
 * demo bike models, in a shop that has no standards yet: an owner who set up their own is left
 * alone.
 */
export async function seedFitIfEmpty(db: Db) {
  await db.transaction(async (tx) => {
    const [anyStandard] = await tx.select({ one: sql`1` }).from(bikeStandards).limit(1);
    if (anyStandard) return;
    await tx.insert(bikeStandards).values(
      seedStandards.map((s, position) => ({
        key: s.key,
        label: s.label,
        kind: s.kind,
        unit: s.unit ?? null,
        choices: s.choices ?? null,
        position,
      })),
    );
    const known = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(inArray(categories.slug, Object.keys(seedRules)));
    const rules = known.flatMap(({ id, slug }) =>
      (seedRules[slug] ?? []).map((rule, position) => ({
        categoryId: id,
        position,
        op: rule.op,
        specKey: "spec" in rule ? rule.spec : null,
        standardKey: "standard" in rule ? rule.standard : null,
        accepts: "accepts" in rule ? rule.accepts : null,
      })),
    );
    if (rules.length > 0) await tx.insert(fitRules).values(rules);
    await tx
      .insert(bikeModels)
      .values(seedBikeModels.map(([brand, model, year, standards]) => ({ brand, model, year, standards })))
      .onConflictDoNothing();
  });
}
