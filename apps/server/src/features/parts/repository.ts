import type { Part, PartCreate, PartUpdate } from "@shop/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { parts } from "../../db/schema.ts";
import { partsShown } from "../catalog/index.ts";

export async function findPart(db: Db, id: string): Promise<Part | undefined> {
  const [part] = await partsShown(db, [id]);
  return part;
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

export type PartUpdateResult = { ok: true; part: Part } | { ok: false; reason: "missing" | "minAboveStock" };

/**
 * Changes the fields sent and nothing else. The minimum-not-above-stock rule is checked in the
 * same statement against the row as it is at that moment, so an order taking stock meanwhile
 * cannot slip between a read and the write. Orders keep the copy they were placed with.
 */
export async function updatePart(db: Db, id: string, change: PartUpdate): Promise<PartUpdateResult> {
  const values = {
    name: change.name,
    img: change.img,
    des: change.des,
    priceCents: change.price === undefined ? undefined : Math.round(change.price * 100),
    minQuantity: change.minQuantity,
    availableQuantity: change.availableQuantity,
  };
  const min = change.minQuantity ?? parts.minQuantity;
  const stock = change.availableQuantity ?? parts.availableQuantity;
  const [row] = await db
    .update(parts)
    .set(values)
    .where(and(eq(parts.id, id), sql`${min} <= ${stock}`))
    .returning({ id: parts.id });
  const part = row && (await findPart(db, row.id));
  if (part) return { ok: true, part };
  return { ok: false, reason: (await findPart(db, id)) ? "minAboveStock" : "missing" };
}
