import type { Brand, Category } from "@shop/contract";
import { asc, count, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { brands, categories, parts } from "../../db/schema.ts";

/*
 * The tree and the brands with their counts (`GET /api/categories`, `GET /api/brands`). A
 * category's count includes its subcategories': the direct counts are one grouped read of the
 * category index, rolled up the tree here (a few dozen rows).
 */

export type TreeRow = { id: string; slug: string; name: string; description: string; parentId: string | null };

export function readTree(db: Db): Promise<TreeRow[]> {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      parentId: categories.parentId,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));
}

/** Each category's count with its subcategories', from the parts counted directly in each. */
export function rollUp(tree: TreeRow[], direct: Map<string, number>): Map<string, number> {
  const parentOf = new Map(tree.map((c) => [c.id, c.parentId]));
  const totals = new Map<string, number>(tree.map((c) => [c.id, 0]));
  for (const [id, n] of direct) {
    // Up the tree to the top; the bound stops a loop a broken row might make.
    let at: string | null | undefined = id;
    for (let depth = 0; at && depth <= 16; depth++) {
      totals.set(at, (totals.get(at) ?? 0) + n);
      at = parentOf.get(at);
    }
  }
  return totals;
}

export async function listCategories(db: Db): Promise<Category[]> {
  const tree = await readTree(db);
  const rows = await db
    .select({ id: parts.categoryId, n: count() })
    .from(parts)
    .where(sql`${parts.categoryId} is not null`)
    .groupBy(parts.categoryId);
  const totals = rollUp(tree, new Map(rows.map((r) => [r.id ?? "", r.n])));
  const slugOf = new Map(tree.map((c) => [c.id, c.slug]));
  return tree.map((c) => ({
    slug: c.slug,
    name: c.name,
    description: c.description,
    parent: c.parentId ? (slugOf.get(c.parentId) ?? null) : null,
    count: totals.get(c.id) ?? 0,
  }));
}

export async function listBrands(db: Db): Promise<Brand[]> {
  const result = await db.execute(sql`
    select b.slug, b.name, coalesce(n.n, 0)::int as count
    from ${brands} b
    left join (select brand_id, count(*) as n from ${parts} where brand_id is not null group by brand_id) n
      on n.brand_id = b.id
    order by b.name, b.slug`);
  return rowsOf<Brand>(result);
}
