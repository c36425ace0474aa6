import { categoryMessages, type Specs, specMessages } from "@shop/contract";
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { InvalidInput } from "../../shared/domain-errors.ts";
import { keptPerDatabase } from "../../shared/read-again.ts";
import { checkSpecs, type SpecRule } from "./spec-rules.ts";
import type { TreeRow } from "./taxonomy-lists.ts";

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

/** What a catalog query names, looked up at once: see `lookUpQuery`. */
export type QueryTaxonomy = {
  /** The category named by its slug, or null when none was named or none has that slug. */
  category: { id: string; slug: string; name: string } | null;
  /** Its id and its subcategories' (empty without a category). */
  subtree: string[];
  /** The specifications its parts follow: its own and its ancestors'. */
  rules: DefinedSpec[];
  /** The brands named, of those that exist. */
  brands: { id: string; slug: string }[];
  /** Asked for with `lists`: the whole tree, in its order, and every brand, by name. */
  tree?: TreeRow[];
  allBrands?: { id: string; slug: string; name: string }[];
};

/**
 * The category a catalog query names (with its subtree and its specifications) and its brands,
 * in one statement: each request of the catalog pays one round trip for them, not four.
 */
export async function lookUpQuery(
  db: Db,
  categorySlug: string | undefined,
  brandSlugs: readonly string[],
  lists = false,
) {
  const listed = lists
    ? sql`, (select json_agg(json_build_object('id', id, 'slug', slug, 'name', name, 'description', description,
          'parentId', parent_id) order by position, name) from categories) as tree,
        (select coalesce(json_agg(json_build_object('id', id, 'slug', slug, 'name', name) order by name, slug), '[]')
          from brands) as "allBrands"`
    : sql``;
  const [row] = rowsOf<QueryTaxonomy>(
    await db.execute(sql`with recursive cat as (
        select id, parent_id, slug, name from categories where slug = ${categorySlug ?? null}
      ), below as (
        select id, 0 as depth from cat
        union all
        select c.id, below.depth + 1 from categories c join below on c.parent_id = below.id
        where below.depth < ${TREE_DEPTH_MAX}
      ), up as (
        select id, parent_id, 0 as depth from cat
        union all
        select c.id, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id
        where up.depth < ${TREE_DEPTH_MAX}
      )
      select
        (select json_build_object('id', id, 'slug', slug, 'name', name) from cat) as category,
        (select coalesce(json_agg(id), '[]') from below) as subtree,
        (select coalesce(json_agg(json_build_object('key', d.key, 'kind', d.kind, 'choices', d.choices,
            'label', d.label, 'unit', d.unit) order by up.depth desc, d.position, d.key), '[]')
          from spec_definitions d join up on d.category_id = up.id) as rules,
        (select coalesce(json_agg(json_build_object('id', id, 'slug', slug)), '[]')
          from brands where slug = any(${sql.param([...brandSlugs])}::text[])) as brands
        ${listed}`),
  );
  if (!row) throw new Error("the catalog's look-up answered no row");
  // No category at all: json_agg of nothing is null.
  if (lists) row.tree ??= [];
  return row;
}

/**
 * Look-ups kept by what they name, per database, until the catalog changes. The tree, the brands
 * and the specifications change only through the owner's writes and imports, which clear the
 * public cache, and these with it (catalog routes, `forgetLookUps`), in every server process as
 * the public cache is: a catalog request then pays no round trip and no plan for them.
 */
const keptLookUps = keptPerDatabase<QueryTaxonomy>(500);

export const forgetLookUps = (db: Db) => keptLookUps.forget(db);

export function keptLookUp(
  db: Db,
  categorySlug: string | undefined,
  brandSlugs: readonly string[],
  lists: boolean,
): Promise<QueryTaxonomy> {
  const key = JSON.stringify([categorySlug ?? null, [...new Set(brandSlugs)].sort(), lists]);
  return keptLookUps.get(db, key, () => lookUpQuery(db, categorySlug, brandSlugs, lists));
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
