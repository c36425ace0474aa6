import { messages, type Order, orderAtLeast, orderAtMost } from "@shop/contract";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders, parts } from "../../db/schema.ts";
import type { OrderRow } from "../../shared/orders.ts";

export function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    productId: row.partId,
    userName: row.userName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    orderQuantity: row.orderQuantity,
    productName: row.productName,
    productImg: row.productImg,
    productDes: row.productDes,
    productPrice: row.productPriceCents / 100,
    productMinQuantity: row.productMinQuantity,
    productAvailabeQuantity: row.productAvailableQuantity,
    totalPrice: (row.productPriceCents * row.orderQuantity) / 100,
    paid: row.paid,
    ...(row.transactionId && { transactionId: row.transactionId }),
    ...(row.status && { status: row.status }),
  };
}

type NewOrder = {
  partId: string;
  quantity: number | undefined;
  userId: string;
  email: string;
  userName: string;
  phone: string;
  address: string;
};
export type PlaceResult = { ok: true; order: OrderRow } | { ok: false; status: 400 | 404; message: string };

/**
 * Reserves the stock and records the order in one transaction. The stock is taken by the same
 * UPDATE that checks it, so two customers can never both buy the last unit.
 */
export async function placeOrder(db: Db, o: NewOrder): Promise<PlaceResult> {
  const quantity = o.quantity === undefined ? sql`${parts.minQuantity}` : sql`${o.quantity}::int`;
  const placed = await db.transaction(async (tx) => {
    const [part] = await tx
      .update(parts)
      .set({ availableQuantity: sql`${parts.availableQuantity} - ${quantity}` })
      .where(and(eq(parts.id, o.partId), gte(parts.availableQuantity, quantity), lte(parts.minQuantity, quantity)))
      .returning();
    if (!part) return null;
    const ordered = o.quantity ?? part.minQuantity;
    const [order] = await tx
      .insert(orders)
      .values({
        partId: part.id,
        userId: o.userId,
        email: o.email,
        userName: o.userName,
        phone: o.phone,
        address: o.address,
        orderQuantity: ordered,
        productName: part.name,
        productImg: part.img,
        productDes: part.des,
        productPriceCents: part.priceCents,
        productMinQuantity: part.minQuantity,
        productAvailableQuantity: part.availableQuantity + ordered,
      })
      .returning();
    return order ?? null;
  });
  if (placed) return { ok: true, order: placed };
  // Refused: say why, from the part as it is now.
  const [part] = await db.select().from(parts).where(eq(parts.id, o.partId));
  if (!part) return { ok: false, status: 404, message: messages.partNotFound };
  const wanted = o.quantity ?? part.minQuantity;
  if (wanted < part.minQuantity) return { ok: false, status: 400, message: orderAtLeast(part.minQuantity) };
  return { ok: false, status: 400, message: orderAtMost(part.availableQuantity) };
}

/** One account's orders, or with no account given every order; newest first. */
export const listOrders = (db: Db, userId?: string) =>
  db
    .select()
    .from(orders)
    .where(userId ? eq(orders.userId, userId) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id));

/** Deletes an unpaid order and gives its units back to the part, in one transaction. */
export async function deleteUnpaidOrder(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(orders)
      .where(and(eq(orders.id, id), eq(orders.paid, false)))
      .returning();
    if (!gone) return false;
    if (gone.partId) {
      await tx
        .update(parts)
        .set({ availableQuantity: sql`${parts.availableQuantity} + ${gone.orderQuantity}` })
        .where(eq(parts.id, gone.partId));
    }
    return true;
  });
}

export async function shipOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: "Shipped" })
    .where(and(eq(orders.id, id), eq(orders.paid, true)))
    .returning();
  return row;
}
