import { type BikeStandard, type CategoryFitRules, type FitRule, fitMessages } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { bikeStandards, categories, fitRules } from "../../db/schema.ts";
import { Conflict, InvalidInput } from "../../shared/domain-errors.ts";
import { readFitData } from "./fit-data.ts";

/*
 * The owner's fit rules and standards (issue 32). A category's rules are replaced as a whole;
 * each is checked: its standard exists, its specification is one the category (or an ancestor)
 * defines, and the two are of kinds that compare (a number with a number, a choice or text with
 * a choice; 'within' a text range with a number).
 */

export async function listRules(db: Db): Promise<CategoryFitRules[]> {
  const rows = rowsOf<{
    category: string;
    op: FitRule["op"];
    spec: string | null;
    standard: string | null;
    accepts: string[] | null;
  }>(
    await db.execute(sql`select c.slug as category, r.op, r.spec_key as spec, r.standard_key as standard, r.accepts
      from fit_rules r join categories c on c.id = r.category_id order by c.slug, r.position, r.id limit 2000`),
  );
  const byCategory = new Map<string, FitRule[]>();
  for (const { category, ...rule } of rows) byCategory.set(category, [...(byCategory.get(category) ?? []), rule]);
  return [...byCategory].map(([category, rules]) => ({ category, rules }));
}

export async function replaceRules(db: Db, slug: string, rules: FitRule[]): Promise<CategoryFitRules> {
  const [category] = await db.select().from(categories).where(eq(categories.slug, slug));
  if (!category) throw new InvalidInput(fitMessages.unknownCategory(slug));
  const data = await readFitData(db);
  const defined = rowsOf<{ key: string; kind: string }>(
    await db.execute(sql`with recursive up as (
        select id, parent_id, 0 as depth from categories where id = ${category.id}
        union all select c.id, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id where up.depth < 16
      ) select d.key, d.kind from spec_definitions d join up on d.category_id = up.id`),
  );
  const kinds = new Map(defined.map((d) => [d.key, d.kind]));
  const rows = rules.map((rule) => {
    if (rule.op === "every-bike") return { op: rule.op, specKey: null, standardKey: null, accepts: null };
    const standard = data.standards.get(rule.standard ?? "");
    if (!standard) throw new InvalidInput(fitMessages.unknownStandard(rule.standard ?? ""));
    if (rule.op === "one-of") {
      if (!rule.accepts?.length) throw new InvalidInput(fitMessages.ruleNeedsAccepts);
      return { op: rule.op, specKey: null, standardKey: standard.key, accepts: rule.accepts };
    }
    if (!rule.spec) throw new InvalidInput(fitMessages.ruleNeedsSpec(rule.op));
    const kind = kinds.get(rule.spec);
    if (!kind) throw new InvalidInput(fitMessages.ruleSpecUnknown(rule.spec, category.name));
    if (!comparable(rule.op, kind, standard)) throw new InvalidInput(fitMessages.ruleKinds(rule.spec, standard.key));
    return { op: rule.op, specKey: rule.spec, standardKey: standard.key, accepts: null };
  });
  await db.transaction(async (tx) => {
    await tx.delete(fitRules).where(eq(fitRules.categoryId, category.id));
    if (rows.length > 0)
      await tx.insert(fitRules).values(rows.map((r, position) => ({ ...r, position, categoryId: category.id })));
  });
  return {
    category: slug,
    rules: rows.map((r) => ({ op: r.op, spec: r.specKey, standard: r.standardKey, accepts: r.accepts })),
  };
}

function comparable(op: FitRule["op"], specKind: string, standard: BikeStandard) {
  if (op === "within") return specKind === "text" && standard.kind === "number";
  if (op === "at-most") return specKind === "number" && standard.kind === "number";
  return standard.kind === "number" ? specKind === "number" : specKind !== "number";
}

export async function addStandard(db: Db, standard: BikeStandard): Promise<BikeStandard> {
  const [row] = await db
    .insert(bikeStandards)
    .values({ ...standard, position: sql`(select coalesce(max(position), 0) + 1 from bike_standards)` })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new Conflict(fitMessages.standardExists(standard.key));
  return { key: row.key, label: row.label, kind: row.kind, unit: row.unit, choices: row.choices };
}
