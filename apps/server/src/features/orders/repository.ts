import { type Order, type OrderDetail, type OrderStatusFilter, orderToWire, PAGE_SIZES } from "@shop/contract";
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderLines, orders, parts } from "../../db/schema.ts";
import type { Mail } from "../../mail/mailer.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { keyColumn, likeText, readPage } from "../../shared/paging.ts";
import { documentsOf } from "../invoices/index.ts";
import { historyOf } from "./history/order-history.ts";
import { holdEnded } from "./holds/holds.ts";
import { type OrderRow, shownStatus } from "./records.ts";
import { returnsOfOrders } from "./returns/returns-repository.ts";
import { returnUntil } from "./returns/window.ts";

export type OrderLineRow = typeof orderLines.$inferSelect;

/** The lines of these orders, each order's in its order, read at once (one query for a page). */
export async function linesOf(db: Db, ids: string[]): Promise<Map<string, OrderLineRow[]>> {
  const byOrder = new Map<string, OrderLineRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(orderLines.orderId, orderLines.lineNo);
  for (const line of rows) byOrder.get(line.orderId)?.push(line);
  return byOrder;
}

/** The answers of these orders: their lines, documents and returns read at once for the page. */
export async function toOrders(db: Db, rows: OrderRow[], returnDays?: number): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [lines, documents, returns] = await Promise.all([
    linesOf(db, ids),
    documentsOf(db, ids),
    returnsOfOrders(db, ids),
  ]);
  return rows.map((row) => {
    // Issue 31: until when a return may be asked, and the returns asked, beside the spec's fields.
    const until = returnDays === undefined ? undefined : returnUntil(row, returnDays);
    return {
      ...toOrder(row, lines.get(row.id) ?? [], documents.get(row.id)),
      ...(until && until.getTime() > Date.now() && { returnUntil: until.toISOString() }),
      returns: returns.get(row.id) ?? [],
    };
  });
}

/** One order's answer, its lines with it. */
export async function orderAnswer(db: Db, row: OrderRow, returnDays?: number): Promise<Order> {
  const [answer] = await toOrders(db, [row], returnDays);
  return answer as Order;
}

/** The order read by its id: its answer and its history, placed first (its own time, decision 0097). */
export async function orderDetail(db: Db, row: OrderRow, returnDays?: number): Promise<OrderDetail> {
  const [answer, later] = await Promise.all([orderAnswer(db, row, returnDays), historyOf(db, row.id)]);
  return { ...answer, history: [{ event: "placed", at: answer.createdAt }, ...later] };
}

/** The order's answer: what the shop shows of the row, in the spec's names at the contract's edge. */
export function toOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  documents?: { invoiceNumber?: string; creditNotes: { n: number; number: string }[] },
): Order {
  const ended = holdEnded(row);
  return orderToWire({
    ...row,
    ...documents,
    transactionId: row.transactionId ?? undefined,
    status: shownStatus(row),
    expired: ended,
    createdAt: row.createdAt.toISOString(),
    holdUntil: !row.paid && !ended ? row.holdUntil.toISOString() : undefined,
    paidAt: row.paid ? row.paidAt?.toISOString() : undefined,
    shippedAt: row.shippedAt?.toISOString(),
    lines,
    subtotalCents: row.subtotalCents,
    shippingCents: row.shippingCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    pricesIncludeTax: row.pricesIncludeTax,
    shippingMethodName: row.shippingMethodName,
    country: row.country,
  });
}

type OrdersFilter = { userId?: string; q?: string; status?: OrderStatusFilter; limit?: number; cursor?: string };

/**
 * Orders whose e-mail or any line's part name matches: three trigram indexes, one a condition,
 * read together (the first line's name is `part_name`, the others' `other_part_names`).
 */
export const orderSearch = (pattern: string) =>
  or(ilike(orders.email, pattern), ilike(orders.partName, pattern), ilike(orders.otherPartNames, pattern));

/** A page of one account's orders, or of every order; newest first, filtered as asked. */
export function listOrders(db: Db, filter: OrdersFilter) {
  const search = filter.q && likeText(filter.q);
  const conditions = and(
    filter.userId ? eq(orders.userId, filter.userId) : undefined,
    search ? orderSearch(search) : undefined,
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
 * Deletes an unpaid order and gives every line's units back to its part (unless its ended hold
 * did), in one transaction; only while its live payment is still `paymentId` (the one just
 * cancelled), else nothing happens. Answers the parts given units back, or undefined.
 */
export async function deleteUnpaidOrder(db: Db, id: string, paymentId: string | null): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    // Read before the delete takes them with it; an order's lines never change once placed.
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, id));
    const samePayment = paymentId === null ? isNull(orders.paymentIntentId) : eq(orders.paymentIntentId, paymentId);
    const [gone] = await tx
      .delete(orders)
      .where(and(eq(orders.id, id), eq(orders.paid, false), samePayment))
      .returning();
    if (!gone) return undefined;
    // An ended hold gave its units back already.
    if (gone.holdReleased) return [];
    return returnUnits(tx, lines);
  });
}

/** Adds these lines' units back to their parts (a part deleted since has none to take), in part order. */
export async function returnUnits(db: Db, lines: Pick<OrderLineRow, "partId" | "quantity">[]): Promise<string[]> {
  const units = new Map<string, number>();
  for (const l of lines) if (l.partId) units.set(l.partId, (units.get(l.partId) ?? 0) + l.quantity);
  const ids = [...units.keys()].sort();
  for (const partId of ids) {
    await db
      .update(parts)
      .set({ availableQuantity: sql`${parts.availableQuantity} + ${units.get(partId)}` })
      .where(eq(parts.id, partId));
  }
  return ids;
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
      .set({ status: "Shipped", shippedAt: sql`now()` })
      .where(and(eq(orders.id, id), eq(orders.paid, true), or(isNull(orders.status), eq(orders.status, "Pending"))))
      .returning();
    if (row) await enqueueMail(tx, mailFor(row));
    return row;
  });
}
