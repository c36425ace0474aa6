import { type OrderReturn, type ReturnStatus, returnMessages } from "@shop/contract";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orderLines, orderReturnLines, orderReturns, orders } from "../../../db/schema.ts";
import { keyColumn, readPage } from "../../../shared/paging.ts";

/* A return's rows and their answers (issue 31); the steps that change them are beside this file. */

export type ReturnRow = typeof orderReturns.$inferSelect;
export type ReturnLineRow = typeof orderReturnLines.$inferSelect;
/** A return's line with the order line's name and part, as mails and answers need them. */
export type NamedReturnLine = ReturnLineRow & { name: string; partId: string | null };

/** 'Refunding' is a refund under way, not yet recorded: the shop shows it as 'Received'. */
export const shownReturnStatus = (status: ReturnRow["status"]): ReturnStatus =>
  status === "Refunding" ? "Received" : status;

export async function findReturn(db: Db, id: string): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id));
  return row;
}

/** The lines of these returns with their names, read at once. */
export async function returnLinesOf(db: Db, ids: string[]): Promise<Map<string, NamedReturnLine[]>> {
  const byReturn = new Map<string, NamedReturnLine[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byReturn;
  const rows = await db
    .select({ line: orderReturnLines, name: orderLines.partName, partId: orderLines.partId })
    .from(orderReturnLines)
    .innerJoin(
      orderLines,
      and(eq(orderLines.orderId, orderReturnLines.orderId), eq(orderLines.lineNo, orderReturnLines.lineNo)),
    )
    .where(inArray(orderReturnLines.returnId, ids))
    .orderBy(orderReturnLines.returnId, orderReturnLines.lineNo);
  for (const { line, name, partId } of rows) byReturn.get(line.returnId)?.push({ ...line, name, partId });
  return byReturn;
}

const cents = (value: number | null) => (value === null ? null : value / 100);

/** The answers of these returns (rows with their order's e-mail), their lines read at once. */
export async function toReturns(db: Db, rows: { row: ReturnRow; email: string }[]): Promise<OrderReturn[]> {
  const lines = await returnLinesOf(
    db,
    rows.map(({ row }) => row.id),
  );
  return rows.map(({ row, email }) => ({
    _id: row.id,
    orderId: row.orderId,
    email,
    status: shownReturnStatus(row.status),
    reason: row.reason as OrderReturn["reason"],
    note: row.note,
    message: row.message,
    lines: (lines.get(row.id) ?? []).map((l) => ({
      lineNo: l.lineNo,
      name: l.name,
      quantity: l.quantity,
      refund: row.status === "Refunded" ? cents(l.grossCents) : null,
    })),
    shippingRefund: row.status === "Refunded" ? cents(row.shippingCents) : null,
    refund: row.status === "Refunded" ? cents(row.refundCents) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** One return's answer. */
export async function returnAnswer(db: Db, id: string): Promise<OrderReturn> {
  const [row] = await db
    .select({ row: orderReturns, email: orders.email })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(eq(orderReturns.id, id));
  if (!row) throw new Error(`return ${id} vanished`);
  const [answer] = await toReturns(db, [row]);
  return answer as OrderReturn;
}

/** The returns of these orders, oldest first, by order: one query for a page of orders. */
export async function returnsOfOrders(db: Db, orderIds: string[]): Promise<Map<string, OrderReturn[]>> {
  const byOrder = new Map<string, OrderReturn[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ row: orderReturns, email: orders.email })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(inArray(orderReturns.orderId, orderIds))
    .orderBy(orderReturns.createdAt, orderReturns.id);
  for (const answer of await toReturns(db, rows)) byOrder.get(answer.orderId)?.push(answer);
  return byOrder;
}

/** A page of every return, or of one status (Received includes those whose refund is under way). */
export function listReturns(db: Db, filter: { status?: ReturnStatus; limit: number; cursor?: string }) {
  const statuses: ReturnRow["status"][] | undefined =
    filter.status === "Received" ? ["Received", "Refunding"] : filter.status && [filter.status];
  return readPage(orderReturns, filter.cursor, filter.limit, (where, newestFirst, take) => {
    const order = newestFirst ? desc : asc;
    return db
      .select({ row: orderReturns, email: orders.email, key: keyColumn(orderReturns.createdAt), id: orderReturns.id })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(and(statuses ? inArray(orderReturns.status, statuses) : undefined, where))
      .orderBy(order(orderReturns.createdAt), order(orderReturns.id))
      .limit(take);
  });
}

/** How many units of each of the order's lines are in a return that was not refused. */
export async function unitsInReturns(db: Db, orderId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineNo: orderReturnLines.lineNo, units: sql<number>`sum(${orderReturnLines.quantity})`.mapWith(Number) })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(and(eq(orderReturnLines.orderId, orderId), ne(orderReturns.status, "Refused")))
    .groupBy(orderReturnLines.lineNo);
  return new Map(rows.map((r) => [r.lineNo, r.units]));
}

/** The message of a transition asked of a return in the wrong state. */
export const wrongState = (action: string, row: ReturnRow) =>
  returnMessages.wrongState(action, shownReturnStatus(row.status));
