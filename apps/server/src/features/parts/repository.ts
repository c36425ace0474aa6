import type { Part, PartCreate, PartsQuery } from "@shop/contract";
import { asc, eq, ilike } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { parts } from "../../db/schema.ts";

export const DEFAULT_PAGE_SIZE = 12;

export function toPart(row: typeof parts.$inferSelect): Part {
  return {
    _id: row.id,
    name: row.name,
    img: row.img,
    des: row.des,
    price: row.priceCents / 100,
    minQuantity: row.minQuantity,
    availableQuantity: row.availableQuantity,
  };
}

/** Escapes LIKE wildcards so a search for '50%' means the text, not a pattern. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listParts(db: Db, query: PartsQuery): Promise<Part[]> {
  const rows = await db
    .select()
    .from(parts)
    .where(query.q ? ilike(parts.name, likeText(query.q)) : undefined)
    .orderBy(asc(parts.name), asc(parts.id))
    .limit(query.limit ?? DEFAULT_PAGE_SIZE)
    .offset(query.offset ?? 0);
  return rows.map(toPart);
}

export async function findPart(db: Db, id: string): Promise<Part | undefined> {
  const [row] = await db.select().from(parts).where(eq(parts.id, id));
  return row && toPart(row);
}

export async function addPart(db: Db, part: PartCreate): Promise<string> {
  const [row] = await db
    .insert(parts)
    .values({
      name: part.name,
      img: part.img,
      des: part.des,
      priceCents: Math.round(part.price * 100),
      minQuantity: part.minQuantity,
      availableQuantity: part.availableQuantity,
    })
    .returning({ id: parts.id });
  if (!row) throw new Error("The part could not be stored");
  return row.id;
}

export async function deletePart(db: Db, id: string): Promise<boolean> {
  const gone = await db.delete(parts).where(eq(parts.id, id)).returning({ id: parts.id });
  return gone.length > 0;
}
