import { messages } from "@shop/contract";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { callerOf } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { orders } from "../db/schema.ts";
import { httpError } from "../http/errors.ts";

/*
 * The order records that both the orders feature (placing, listing, shipping) and the payments
 * feature (paying) read and change.
 */

export type OrderRow = typeof orders.$inferSelect;

export const orderTotalCents = (row: OrderRow) => row.productPriceCents * row.orderQuantity;

export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/**
 * The order, if the caller's account owns it (or, with `adminToo`, is an admin); else 404 or 403.
 * Owned means by account id: a stranger with a deleted customer's address owns none of theirs.
 */
export async function ownedOrder(db: Db, request: FastifyRequest, id: string, adminToo = false): Promise<OrderRow> {
  const caller = callerOf(request);
  const order = await findOrder(db, id);
  if (!order) throw httpError(404, messages.orderNotFound);
  if (order.userId !== caller.id && !(adminToo && caller.role === "admin")) {
    throw httpError(403, messages.notYourAccount);
  }
  return order;
}

/**
 * Marks an order paid with a payment the provider has confirmed. Repeating it with the same
 * payment changes nothing; an order paid by another payment is left alone.
 */
export async function markOrderPaid(
  db: Db,
  id: string,
  transactionId: string,
): Promise<"marked" | "already" | "conflict"> {
  const [marked] = await db
    .update(orders)
    .set({ paid: true, status: "Pending", transactionId })
    .where(and(eq(orders.id, id), eq(orders.paid, false)))
    .returning({ id: orders.id });
  if (marked) return "marked";
  const row = await findOrder(db, id);
  return row?.transactionId === transactionId ? "already" : "conflict";
}
