import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orderLines, orders } from "../../../db/schema.ts";
import type { Mail } from "../../../mail/mailer.ts";
import { enqueueMail } from "../../../mail/outbox.ts";
import { creditWholeInvoice } from "../../invoices/index.ts";
import type { OrderRow } from "../records.ts";
import { returnUnits } from "../repository.ts";

/*
 * A refund's three steps in the database (decision 0019). Each is one conditional UPDATE on the
 * order's status, so of two admins (or two clicks) at once only one moves the order along.
 */

/** What a full refund's credit note gives as its reason. */
const REFUND_REASON = "Order cancelled and refunded";

/** Marks a paid, unshipped order as being refunded; undefined if it is not (any more). */
export async function startRefund(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: "Refunding" })
    .where(and(eq(orders.id, id), eq(orders.paid, true), eq(orders.status, "Pending")))
    .returning();
  return row;
}

/** The provider refused: the order is a paid, unshipped order again. */
export async function abandonRefund(db: Db, id: string): Promise<void> {
  await db
    .update(orders)
    .set({ status: "Pending" })
    .where(and(eq(orders.id, id), eq(orders.status, "Refunding")));
}

/**
 * The provider refunded the payment: the order is refunded, its lines' units go back to their parts,
 * its credit note is issued and the customer's mail is queued, all in one transaction and once (undefined if another call did).
 */
export async function finishRefund(
  db: Db,
  id: string,
  mailFor: (order: OrderRow) => Mail,
): Promise<(OrderRow & { returnedPartIds: string[] }) | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: "Refunded" })
      .where(and(eq(orders.id, id), eq(orders.status, "Refunding")))
      .returning();
    if (!row) return undefined;
    // Every line's units go back (issue 29); a part deleted since has nowhere to take them.
    const returnedPartIds = await returnUnits(tx, await tx.select().from(orderLines).where(eq(orderLines.orderId, id)));
    // Issue 31: the refund and its credit note happen together or not at all.
    await creditWholeInvoice(tx, id, REFUND_REASON);
    await enqueueMail(tx, mailFor(row));
    return { ...row, returnedPartIds };
  });
}
