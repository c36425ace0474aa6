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

/** The four tables as JSON columns of one row, read in one statement (one snapshot). */
export const fitTables = sql`
  (select coalesce(json_agg(json_build_object('key', key, 'label', label, 'kind', kind, 'unit', unit,
      'choices', choices) order by position, key), '[]') from bike_standards) as standards,
  (select coalesce(json_agg(json_build_object('id', id::text, 'name', name, 'slug', slug,
      'parentId', parent_id::text)), '[]') from categories) as categories,
  (select coalesce(json_agg(json_build_object('categoryId', category_id::text, 'op', op, 'spec', spec_key,
      'standard', standard_key, 'accepts', accepts) order by position, id), '[]') from fit_rules) as rules,
  (select coalesce(json_agg(json_build_object('categoryId', category_id::text, 'key', key, 'label', label,
      'unit', unit)), '[]') from spec_definitions) as labels`;

export type FitTables = {
  standards: BikeStandard[];
  categories: Category[];
  rules: Rule[];
  labels: ({ categoryId: string; key: string } & SpecLabel)[];
};

/** The fit data as it is now, in one statement. */
export async function readFitData(db: Db): Promise<FitData> {
  const [row] = rowsOf<FitTables>(await db.execute(sql`select ${fitTables}`));
  if (!row) throw new Error("the fit data's read answered no row");
  return fitDataOf(row);
}

export function fitDataOf(tables: FitTables): FitData {
  const byKey = new Map(tables.standards.map((s) => [s.key, s]));
  const tree = new Map(tables.categories.map((c) => [c.id, c]));
  const own = new Map<string, Rule[]>();
  for (const rule of tables.rules) own.set(rule.categoryId, [...(own.get(rule.categoryId) ?? []), rule]);
  const specLabels = new Map<string, SpecLabel>();
  for (const d of tables.labels) specLabels.set(`${d.categoryId}/${d.key}`, { label: d.label, unit: d.unit });

  /** A category and its ancestors, itself first; a broken tree stops at DEPTH_MAX. */
  const path = (categoryId: string) => {
    const ids: string[] = [];
    for (let id: string | null = categoryId; id && ids.length < DEPTH_MAX; id = tree.get(id)?.parentId ?? null)
      ids.push(id);
    return ids;
  };
  const rulesByCategory = new Map<string, Rule[]>();
  return {
    standards: byKey,
    categories: tree,
    // Kept per category: the filter asks it for each of hundreds of classes, and the data never changes.
    rulesOf: (categoryId) => {
      let rules = rulesByCategory.get(categoryId);
      if (!rules) {
        rules = path(categoryId)
          .reverse()
          .flatMap((id) => own.get(id) ?? []);
        rulesByCategory.set(categoryId, rules);
      }
      return rules;
    },
    specLabel: (categoryId, key) => {
      for (const id of path(categoryId)) {
        const found = specLabels.get(`${id}/${key}`);
        if (found) return found;
      }
      return { label: key, unit: null };
    },
  };
}
