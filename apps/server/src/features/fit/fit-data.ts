import type { BikeStandard, FitOp } from "@shop/contract";
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";

/*
 * What judging a part against a bike needs, read in one go: the bike standards, every
 * category (its name and parent), the fit rules and the specification labels. These tables are
 * small (tens to a few hundred rows); the catalog's parts are never read here.
 */

export type Rule = {
  op: FitOp;
  spec: string | null;
  standard: string | null;
  accepts: string[] | null;
  /** The category that set it (a rule holds for the subcategories too). */
  categoryId: string;
};
type SpecLabel = { label: string; unit: string | null };
export type Category = { id: string; name: string; slug: string; parentId: string | null };

export type FitData = {
  standards: Map<string, BikeStandard>;
  categories: Map<string, Category>;
  /** A category's own rules and its ancestors', the top's first. */
  rulesOf(categoryId: string): Rule[];
  /** A specification's label as the category (or an ancestor) defines it. */
  specLabel(categoryId: string, key: string): SpecLabel;
};

const DEPTH_MAX = 16;

export async function readFitData(db: Db): Promise<FitData> {
  const [standards, categories, rules, labels] = await Promise.all([
    db.execute(sql`select key, label, kind, unit, choices from bike_standards order by position, key`),
    db.execute(sql`select id::text, name, slug, parent_id::text as "parentId" from categories`),
    db.execute(sql`select category_id::text as "categoryId", op, spec_key as spec, standard_key as standard, accepts
      from fit_rules order by position, id`),
    db.execute(sql`select category_id::text as "categoryId", key, label, unit from spec_definitions`),
  ]);
  const byKey = new Map(rowsOf<BikeStandard>(standards).map((s) => [s.key, s]));
  const tree = new Map(rowsOf<Category>(categories).map((c) => [c.id, c]));
  const own = new Map<string, Rule[]>();
  for (const rule of rowsOf<Rule>(rules)) own.set(rule.categoryId, [...(own.get(rule.categoryId) ?? []), rule]);
  const specLabels = new Map<string, SpecLabel>();
  for (const d of rowsOf<{ categoryId: string; key: string } & SpecLabel>(labels))
    specLabels.set(`${d.categoryId}/${d.key}`, { label: d.label, unit: d.unit });

  /** A category and its ancestors, itself first; a broken tree stops at DEPTH_MAX. */
  const path = (categoryId: string) => {
    const ids: string[] = [];
    for (let id: string | null = categoryId; id && ids.length < DEPTH_MAX; id = tree.get(id)?.parentId ?? null)
      ids.push(id);
    return ids;
  };
  return {
    standards: byKey,
    categories: tree,
    rulesOf: (categoryId) =>
      path(categoryId)
        .reverse()
        .flatMap((id) => own.get(id) ?? []),
    specLabel: (categoryId, key) => {
      for (const id of path(categoryId)) {
        const found = specLabels.get(`${id}/${key}`);
        if (found) return found;
      }
      return { label: key, unit: null };
    },
  };
}
