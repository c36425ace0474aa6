import { type Order, type OrderStatusFilter, orderToWire, PAGE_SIZES } from "@shop/contract";
import { and, asc, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders, parts } from "../../db/schema.ts";
import type { Mail } from "../../mail/mailer.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { keyColumn, likeText, readPage } from "../../shared/paging.ts";
import { holdEnded } from "./holds/holds.ts";
import { type OrderRow, shownStatus } from "./records.ts";

/** The order's answer: what the shop shows of the row, in the spec's names at the contract's edge. */
export function toOrder(row: OrderRow): Order {
  const ended = holdEnded(row);
  return orderToWire({
    ...row,
    transactionId: row.transactionId ?? undefined,
    status: shownStatus(row),
    expired: ended,
    createdAt: row.createdAt.toISOString(),
    holdUntil: !row.paid && !ended ? row.holdUntil.toISOString() : undefined,
    lines: [
      {
        partId: row.partId,
        partName: row.partName,
        partImg: row.partImg,
        partSku: row.partSku,
        partOptions: row.partOptions ?? {},
        unitPriceCents: row.partPriceCents,
        quantity: row.orderQuantity,
        netCents: row.partPriceCents * row.orderQuantity,
        taxCents: 0,
        grossCents: row.partPriceCents * row.orderQuantity,
      },
    ],
    subtotalCents: row.partPriceCents * row.orderQuantity,
    shippingCents: 0,
    taxCents: 0,
    totalCents: row.partPriceCents * row.orderQuantity,
    pricesIncludeTax: true,
    shippingMethodName: null,
    country: null,
  });
}

type OrdersFilter = { userId?: string; q?: string; status?: OrderStatusFilter; limit?: number; cursor?: string };

/** A page of one account's orders, or of every order; newest first, filtered as asked. */
export function listOrders(db: Db, filter: OrdersFilter) {
  const search = filter.q && likeText(filter.q);
  const conditions = and(
    filter.userId ? eq(orders.userId, filter.userId) : undefined,
    search ? or(ilike(orders.email, search), ilike(orders.partName, search)) : undefined,
    filter.status === "UnPaid" ? isNull(orders.status) : undefined,
    filter.status && filter.status !== "UnPaid"
      ? eq(orders.status, filter.status as OrderRow["status"] & string)
      : undefined,
  );
  return readPage(orders, filter.cursor, filter.limit ?? PAGE_SIZES.orders, (where, newestFirst, take) => {
    const order = newestFirst ? desc : asc;
    return db
      .select({ row: orders, key: keyColumn(orders.createdAt), id: orders.id })
      .from(orders)
      .where(and(conditions, where))
      .orderBy(order(orders.createdAt), order(orders.id))
      .limit(take);
  });
}

/**
 * Deletes an unpaid order and gives its units back to the part (unless its ended hold did), in
 * one transaction; only while
 * its live payment is still `paymentId` (the one just cancelled), else nothing happens.
 */
export async function deleteUnpaidOrder(db: Db, id: string, paymentId: string | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const samePayment = paymentId === null ? isNull(orders.paymentIntentId) : eq(orders.paymentIntentId, paymentId);
    const [gone] = await tx
      .delete(orders)
      .where(and(eq(orders.id, id), eq(orders.paid, false), samePayment))
      .returning();
    if (!gone) return false;
    // An ended hold gave its units back already.
    if (gone.partId && !gone.holdReleased) {
      await tx
        .update(parts)
        .set({ availableQuantity: sql`${parts.availableQuantity} + ${gone.orderQuantity}` })
        .where(eq(parts.id, gone.partId));
    }
    return true;
  });
}

/** A refunded order goes; its units came back with the refund and its money went back. */
export async function deleteRefundedOrder(db: Db, id: string): Promise<boolean> {
  const gone = await db
    .delete(orders)
    .where(and(eq(orders.id, id), eq(orders.status, "Refunded")))
    .returning({ id: orders.id });
  return gone.length > 0;
}

/**
 * Ships a paid order and queues its mail, once: undefined if it was not paid, had shipped, or is
 * being or has been refunded.
 */
export async function markShipped(
  db: Db,
  id: string,
  mailFor: (order: OrderRow) => Mail,
): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: "Shipped" })
      .where(and(eq(orders.id, id), eq(orders.paid, true), or(isNull(orders.status), eq(orders.status, "Pending"))))
      .returning();
    if (row) await enqueueMail(tx, mailFor(row));
    return row;
  });
}
