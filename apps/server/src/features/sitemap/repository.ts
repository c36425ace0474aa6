import { asc, count, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { parts } from "../../db/schema.ts";

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
