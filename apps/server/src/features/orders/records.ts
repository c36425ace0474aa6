import { messages, type OrderStatus } from "@shop/contract";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { callerOf } from "../../auth/guards.ts";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";
import { httpError } from "../../http/errors.ts";
import type { Mail } from "../../mail/mailer.ts";
import { enqueueMail } from "../../mail/outbox.ts";

/*
 * The order records that both the orders feature (placing, listing, shipping) and the payments
 * feature (paying) read and change.
 */

export type OrderRow = typeof orders.$inferSelect;

export const orderTotalCents = (row: OrderRow) => row.productPriceCents * row.orderQuantity;

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
 * The order still holds its units. Checked by the database in the same UPDATE that pays the order
 * or starts its payment, so a sweep releasing the hold at that moment and the payment cannot both win.
 */
const holdLasts = and(eq(orders.holdReleased, false), gt(orders.holdUntil, sql`now()`));

/**
 * Makes this payment the order's one live payment, if it has none yet and is still unpaid. The
 * database decides between racing requests: only one UPDATE finds the column empty.
 */
export async function claimPayment(
  db: Db,
  id: string,
  payment: { id: string; clientSecret: string },
): Promise<boolean> {
  const [claimed] = await db
    .update(orders)
    .set({ paymentIntentId: payment.id, paymentClientSecret: payment.clientSecret })
    .where(and(eq(orders.id, id), eq(orders.paid, false), isNull(orders.paymentIntentId), holdLasts))
    .returning({ id: orders.id });
  return Boolean(claimed);
}

/**
 * Marks an order paid with a payment the provider has confirmed; only its live payment counts.
 * The receipt is queued in the same transaction. Repeating it with the same payment changes
 * nothing; an order paid by another payment is left alone.
 */
export async function markOrderPaid(
  db: Db,
  id: string,
  transactionId: string,
  receipt: (order: OrderRow) => Mail,
): Promise<"marked" | "already" | "conflict" | "ended" | "gone"> {
  const marked = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ paid: true, status: "Pending", transactionId, paidAt: sql`now()` })
      .where(and(eq(orders.id, id), eq(orders.paid, false), eq(orders.paymentIntentId, transactionId), holdLasts))
      .returning();
    if (row) await enqueueMail(tx, receipt(row));
    return row;
  });
  if (marked) return "marked";
  const row = await findOrder(db, id);
  if (!row) return "gone";
  if (row.paid) return row.transactionId === transactionId ? "already" : "conflict";
  return "ended";
}
