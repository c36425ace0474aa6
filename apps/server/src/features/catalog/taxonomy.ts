import { categoryMessages, type Specs, specMessages } from "@shop/contract";
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { InvalidInput } from "../../shared/domain-errors.ts";
import { checkSpecs, type SpecRule } from "./spec-rules.ts";

/*
 * The category tree's rules, read from the database. A tree is a few hundred rows at most, and
 * each walk is bounded (depth 16), so a broken row can not make one loop.
 */

/** How deep the tree may go; a walk stops there. */
export const TREE_DEPTH_MAX = 16;

/** The ids of a category and every category below it. */
export function subtreeIds(categoryId: string) {
  return sql`(with recursive below as (
      select id, 0 as depth from categories where id = ${categoryId}
      union all
      select c.id, below.depth + 1 from categories c join below on c.parent_id = below.id
      where below.depth < ${TREE_DEPTH_MAX}
    ) select id from below)`;
}

/** A category and its ancestors, itself first (depth 0). */
function pathOf(categoryId: string) {
  return sql`with recursive up as (
      select id, parent_id, slug, name, 0 as depth from categories where id = ${categoryId}
      union all
      select c.id, c.parent_id, c.slug, c.name, up.depth + 1 from categories c join up on c.id = up.parent_id
      where up.depth < ${TREE_DEPTH_MAX}
    )`;
}

/** A rule with what a shopper reads of it. */
export type DefinedSpec = SpecRule & { label: string; unit: string | null };

/** The specifications a category's parts follow: its own and its ancestors'. */
export async function specRulesOf(db: Db, categoryId: string): Promise<DefinedSpec[]> {
  const result = await db.execute(sql`${pathOf(categoryId)}
    select d.key, d.kind, d.choices, d.label, d.unit from spec_definitions d join up on d.category_id = up.id
    order by up.depth desc, d.position, d.key`);
  return rowsOf<DefinedSpec>(result);
}

/**
 * A part's specification values, checked against its category's definitions; refused with the
 * key and the reason. A part without a category has none.
 */
export async function checkPartSpecs(
  db: Db,
  categoryId: string | null,
  specs: Record<string, unknown>,
): Promise<Specs> {
  if (categoryId === null) {
    if (Object.keys(specs).length > 0) throw new InvalidInput(specMessages.uncategorized);
    return {};
  }
  const [category] = rowsOf<{ name: string }>(
    await db.execute(sql`select name from categories where id = ${categoryId}`),
  );
  if (!category) throw new InvalidInput(specMessages.uncategorized);
  return checkSpecs(specs, await specRulesOf(db, categoryId), category.name);
}

/**
 * Whether `categoryId` may be put under `parentId`: not under itself, nor under one of its own
 * subcategories (a loop would leave the tree).
 */
export async function assertParentAllowed(db: Db, categoryId: string, parentId: string | null): Promise<void> {
  if (parentId === null) return;
  const [row] = rowsOf<{ loops: boolean | null }>(
    await db.execute(sql`${pathOf(parentId)} select bool_or(id = ${categoryId}) as loops from up`),
  );
  // No row at all (no such parent) is the caller's to refuse; here only a loop is.
  if (row?.loops) throw new InvalidInput(categoryMessages.underItself);
}
