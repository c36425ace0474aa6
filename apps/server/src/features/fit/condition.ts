import type { Standards } from "@shop/contract";
import { type SQL, sql } from "drizzle-orm";
import { parts } from "../../db/schema.ts";
import type { FitData, Rule } from "./fit-data.ts";

/*
 * The catalog's fit filter as one condition on `parts` (issue 32): the parts `judge` would call
 * 'fits'. Each category with rules becomes `category_id in (...) and <its rules>`; what depends
 * on the bike alone (a standard it lacks, a 'one-of') is decided here, so a category the bike
 * cannot take is left out, and one that fits every bike is its ids alone. A rule on a part's
 * value is a jsonb containment (by the GIN index) or a comparison of the value.
 */

const NUMBER = /^-?[0-9]+(?:\.[0-9]+)?$/;

export function fitCondition(bike: Standards, data: FitData): SQL {
  // Categories whose conditions read the same are asked for together.
  const groups = new Map<string, { ids: string[]; where: SQL[] }>();
  for (const categoryId of data.categories.keys()) {
    const rules = data.rulesOf(categoryId);
    if (rules.length === 0) continue;
    const where: SQL[] = [];
    const keys: string[] = [];
    let possible = true;
    for (const rule of rules) {
      const one = ruleCondition(rule, bike, data);
      if (one === false) {
        possible = false;
        break;
      }
      if (one === true) continue;
      where.push(one.sql);
      keys.push(one.key);
    }
    if (!possible) continue;
    const key = keys.join("&");
    const group = groups.get(key) ?? { ids: [], where };
    group.ids.push(categoryId);
    groups.set(key, group);
  }
  if (groups.size === 0) return sql`false`;
  const branches = [...groups.values()].map(({ ids, where }) => {
    const inCategories = sql`${parts.categoryId} in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`;
    return where.length === 0 ? inCategories : sql`(${inCategories} and ${sql.join(where, sql` and `)})`;
  });
  return sql`(${sql.join(branches, sql` or `)})`;
}

/** true: holds for every part; false: for none (the bike lacks the standard, or is refused); else a condition. */
function ruleCondition(rule: Rule, bike: Standards, data: FitData): boolean | { sql: SQL; key: string } {
  if (rule.op === "every-bike") return true;
  const standard = data.standards.get(rule.standard ?? "");
  const have = standard ? bike[standard.key] : undefined;
  if (have === undefined) return false;
  if (rule.op === "one-of") return (rule.accepts ?? []).includes(String(have));
  const key = rule.spec ?? "";
  const value = sql`${parts.specs} -> ${key}`;
  if (rule.op === "equal") {
    return { sql: sql`${parts.specs} @> ${JSON.stringify({ [key]: have })}::jsonb`, key: `=${key}:${have}` };
  }
  if (typeof have !== "number") return false;
  if (rule.op === "at-most") {
    return {
      sql: sql`(jsonb_typeof(${value}) = 'number' and (${value})::numeric <= ${String(have)}::numeric)`,
      key: `<=${key}:${have}`,
    };
  }
  // within: the part's text "low-high ..." holds the bike's value; a text of another shape is unknown.
  const text = sql`(${parts.specs} ->> ${key})`;
  const low = sql`substring(${text} from '^\\s*([0-9]+(?:\\.[0-9]+)?)\\s*-')`;
  const high = sql`substring(${text} from '^\\s*[0-9]+(?:\\.[0-9]+)?\\s*-\\s*([0-9]+(?:\\.[0-9]+)?)')`;
  if (!NUMBER.test(String(have))) return false;
  return {
    sql: sql`(jsonb_typeof(${value}) = 'string' and ${high} is not null
      and ${low}::numeric <= ${String(have)}::numeric and ${high}::numeric >= ${String(have)}::numeric)`,
    key: `in${key}:${have}`,
  };
}
