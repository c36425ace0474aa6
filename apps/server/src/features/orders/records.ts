import { messages, type OrderStatus } from "@shop/contract";
import { eq, or } from "drizzle-orm";
import type { Caller } from "../../auth/guards.ts";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";
import { Forbidden, NotFound } from "../../shared/domain-errors.ts";

/* An order as the database keeps it, and the reads every part of the orders feature shares. */

export type OrderRow = typeof orders.$inferSelect;

/** What the order costs, paid once for all its lines (issue 29): decided when it was placed. */
export const orderTotalCents = (row: OrderRow) => row.totalCents;

/** The status the shop shows: a refund asked of the provider and not yet recorded is still 'Pending' (decision 0019). */
export const shownStatus = (row: Pick<OrderRow, "status">): OrderStatus | undefined =>
  row.status === "Refunding" ? "Pending" : (row.status ?? undefined);

export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The order this payment was for: its live payment or the one it was paid with (both unique). */
export async function findOrderOfPayment(db: Db, paymentId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(or(eq(orders.transactionId, paymentId), eq(orders.paymentIntentId, paymentId)));
  return row;
}

/** The order, or NotFound. */
export async function existingOrder(db: Db, id: string): Promise<OrderRow> {
  const order = await findOrder(db, id);
  if (!order) throw new NotFound(messages.orderNotFound);
  return order;
}

/**
 * The order, if the caller's account owns it (or, with `adminToo`, is an admin); else NotFound or
 * Forbidden. Owned means by account id: a stranger with a deleted customer's address owns none of theirs.
 */
export async function ownedOrder(db: Db, caller: Caller, id: string, adminToo = false): Promise<OrderRow> {
  const order = await existingOrder(db, id);
  if (order.userId !== caller.id && !(adminToo && caller.role === "admin")) {
    throw new Forbidden(messages.notYourAccount);
  }
  return order;
}
