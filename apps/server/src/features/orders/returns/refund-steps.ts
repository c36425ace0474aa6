import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client.ts";
import { orderLines, orderReturnLines, orderReturns, orders } from "../../../db/schema.ts";
import { type CreditNoteRequest, issueCreditNote } from "../../invoices/index.ts";
import { returnUnits } from "../repository.ts";
import { lineRefund } from "./refund-amounts.ts";
import { queueReturnMail } from "./return-mail.ts";
import { type ReturnRow, returnLinesOf } from "./returns-repository.ts";

/*
 * A return's refund in three steps, like an order's (decision 0019): Received -> Refunding, with
 * its amounts fixed; the provider refunds them; Refunding -> Refunded, the units back in stock and
 * the customer mailed. Each step is a conditional UPDATE, so it happens once.
 */

/**
 * Marks a received return as being refunded and fixes what it gives back: each line's share of
 * its order line after the units already refunded, and the order's shipping when asked and not
 * given back by another return. The order's row is locked, so two returns of one order refunded
 * at once count each other. Undefined when the return is not 'Received' (any more).
 */
export async function startReturnRefund(db: Db, id: string, refundShipping: boolean): Promise<ReturnRow | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orderReturns).where(eq(orderReturns.id, id));
    if (current?.status !== "Received") return undefined;
    const [order] = await tx.select().from(orders).where(eq(orders.id, current.orderId)).for("update");
    if (!order) return undefined;
    const [row] = await tx
      .update(orderReturns)
      .set({ status: "Refunding", updatedAt: sql`now()` })
      .where(and(eq(orderReturns.id, id), eq(orderReturns.status, "Received")))
      .returning();
    if (!row) return undefined;

    const orderLineRows = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const refundedBefore = await tx
      .select({
        lineNo: orderReturnLines.lineNo,
        quantity: orderReturnLines.quantity,
        shipping: orderReturns.shippingCents,
      })
      .from(orderReturnLines)
      .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
      .where(
        and(
          eq(orderReturns.orderId, order.id),
          ne(orderReturns.id, id),
          inArray(orderReturns.status, ["Refunding", "Refunded"]),
        ),
      );
    const before = new Map<number, number>();
    for (const r of refundedBefore) before.set(r.lineNo, (before.get(r.lineNo) ?? 0) + r.quantity);

    let total = 0;
    for (const line of (await returnLinesOf(tx, [id])).get(id) ?? []) {
      const orderLine = orderLineRows.find((l) => l.lineNo === line.lineNo);
      if (!orderLine) continue;
      const money = lineRefund(orderLine, before.get(line.lineNo) ?? 0, line.quantity);
      total += money.grossCents;
      await tx
        .update(orderReturnLines)
        .set(money)
        .where(and(eq(orderReturnLines.returnId, id), eq(orderReturnLines.lineNo, line.lineNo)));
    }
    // Shipping is what was paid beyond the lines, given back once per order.
    const shippingPaid = order.totalCents - orderLineRows.reduce((s, l) => s + l.grossCents, 0);
    const shippingGiven = refundedBefore.some((r) => (r.shipping ?? 0) > 0);
    const shippingCents = refundShipping && !shippingGiven ? Math.max(0, shippingPaid) : 0;
    const [fixed] = await tx
      .update(orderReturns)
      .set({ shippingCents, refundCents: total + shippingCents })
      .where(eq(orderReturns.id, id))
      .returning();
    return fixed;
  });
}

/** The provider refused: the return is 'Received' again, its amounts unfixed. */
export async function abandonReturnRefund(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orderReturns)
      .set({ status: "Received", shippingCents: null, refundCents: null, updatedAt: sql`now()` })
      .where(and(eq(orderReturns.id, id), eq(orderReturns.status, "Refunding")))
      .returning({ id: orderReturns.id });
    if (row)
      await tx
        .update(orderReturnLines)
        .set({ netCents: null, taxCents: null, grossCents: null })
        .where(eq(orderReturnLines.returnId, id));
  });
}

/**
 * The provider refunded it: the return is 'Refunded', its units go back to their parts, its credit
 * note is issued and the customer's mail is queued, in one transaction and once (undefined if another call did).
 */
export async function finishReturnRefund(app: FastifyInstance, id: string) {
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orderReturns)
      .set({ status: "Refunded", updatedAt: sql`now()` })
      .where(and(eq(orderReturns.id, id), eq(orderReturns.status, "Refunding")))
      .returning();
    if (!row) return undefined;
    const lines = (await returnLinesOf(tx, [id])).get(id) ?? [];
    const restockedPartIds = await returnUnits(tx, lines);
    await queueReturnMail(app, tx, "refunded", row);
    const creditNote: CreditNoteRequest = {
      orderId: row.orderId,
      lines: lines.map((l) => ({
        lineNo: l.lineNo,
        quantity: l.quantity,
        netCents: l.netCents ?? 0,
        taxCents: l.taxCents ?? 0,
        grossCents: l.grossCents ?? 0,
      })),
      shippingCents: row.shippingCents ?? 0,
      reason: row.reason,
    };
    // The refund and its credit note happen together or not at all, as an order's do.
    await issueCreditNote(tx, creditNote);
    return { row, restockedPartIds };
  });
}
