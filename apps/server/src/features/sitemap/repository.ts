import { asc, count, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories, parts } from "../../db/schema.ts";

/**
 * Every category page's path, /c/ and its slugs from the top of the tree (/c/drivetrain/cassettes),
 * as the web app addresses them. The tree is the owner's few dozen rows, read whole.
 */
export async function categoryPaths(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: categories.id, slug: categories.slug, parent: categories.parentId })
    .from(categories);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pathOf = (row: (typeof rows)[number]): string[] => {
    const slugs: string[] = [];
    // The database keeps the tree a tree; the bound only guards a loop from ever hanging here.
    for (
      let r: typeof row | undefined = row;
      r && slugs.length <= rows.length;
      r = r.parent ? byId.get(r.parent) : undefined
    )
      slugs.unshift(r.slug);
    return slugs;
  };
  return rows.map((r) => `/c/${pathOf(r).join("/")}`).sort();
}

export async function countParts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(parts);
  return row?.n ?? 0;
}

/**
 * The ids of `total` parts in id order, starting after the first `skip`, read `batch` at a time
 * by keyset: a sitemap of 50,000 parts never holds them all in memory at once.
 */
export async function* partIds(db: Db, skip: number, total: number, batch = 1000): AsyncGenerator<string> {
  let after: string | undefined;
  if (skip > 0) {
    const [start] = await db
      .select({ id: parts.id })
      .from(parts)
      .orderBy(asc(parts.id))
      .offset(skip - 1)
      .limit(1);
    if (!start) return;
    after = start.id;
  }
  let left = total;
  while (left > 0) {
    const rows = await db
      .select({ id: parts.id })
      .from(parts)
      .where(after === undefined ? undefined : gt(parts.id, after))
      .orderBy(asc(parts.id))
      .limit(Math.min(batch, left));
    for (const row of rows) yield row.id;
    const last = rows.at(-1);
    if (!last || rows.length < Math.min(batch, left)) return;
    after = last.id;
    left -= rows.length;
  }
}
