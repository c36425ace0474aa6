import { Readable } from "node:stream";
import { and, asc, desc, eq, inArray, lt, or } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orderLines, orders } from "../../../db/schema.ts";
import { csvCell } from "../../../shared/csv.ts";
import { type OrderRow, shownStatus } from "../records.ts";

/** Rows fetched per round trip: memory stays flat however many orders the shop has. */
const BATCH = 500;

const header = [
  "Order",
  "Placed at",
  "Customer",
  "Email",
  "Phone",
  "Address",
  "Part",
  "Product",
  "Unit price",
  "Quantity",
  "Total",
  "Paid",
  "Status",
  "Transaction",
  "SKU",
  "Line",
  "Shipping",
  "Tax",
  "Order total",
];

const money = (cents: number) => (cents / 100).toFixed(2);

const statusOf = (row: OrderRow) => shownStatus(row) ?? (row.paid ? "Pending" : "UnPaid");

type LineRow = typeof orderLines.$inferSelect;

/**
 * One row per line of an order (issue 29), its order's columns repeated: a bookkeeper sums the
 * lines of a part or the totals of a day. A one-line order is one row, as before lines existed,
 * its Total the line's. An order always has lines (migration 0023 gave the older ones theirs); one
 * written to the table without any is shown by its own copy of the part, rather than left out.
 */
export function csvLines(row: OrderRow, lines: readonly LineRow[]): string {
  const shown =
    lines.length > 0
      ? lines
      : [
          {
            lineNo: 1,
            partId: row.partId,
            partName: row.partName,
            partSku: row.partSku,
            unitPriceCents: row.partPriceCents,
            quantity: row.orderQuantity,
            grossCents: row.partPriceCents * row.orderQuantity,
          },
        ];
  return shown
    .map((line) => {
      const cells = [
        row.id,
        row.createdAt.toISOString(),
        row.userName,
        row.email,
        row.phone,
        row.address,
        line.partId ?? "",
        line.partName,
        money(line.unitPriceCents),
        String(line.quantity),
        money(line.grossCents),
        row.paid ? "yes" : "no",
        statusOf(row),
        row.transactionId ?? "",
        line.partSku ?? "",
        String(line.lineNo),
        money(row.shippingCents),
        money(row.taxCents),
        money(row.totalCents),
      ];
      return `${cells.map(csvCell).join(",")}\r\n`;
    })
    .join("");
}

/** Newest first, one batch of orders (and their lines) at a time, each after the last of the one before. */
async function* csvRows(db: Db): AsyncGenerator<string> {
  yield `${header.map(csvCell).join(",")}\r\n`;
  let last: OrderRow | undefined;
  for (;;) {
    const after = last
      ? or(lt(orders.createdAt, last.createdAt), and(eq(orders.createdAt, last.createdAt), lt(orders.id, last.id)))
      : undefined;
    const rows = await db
      .select()
      .from(orders)
      .where(after)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(BATCH);
    if (rows.length > 0) {
      const lines = await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo));
      const byOrder = new Map<string, LineRow[]>();
      for (const line of lines) {
        const ofOrder = byOrder.get(line.orderId);
        if (ofOrder) ofOrder.push(line);
        else byOrder.set(line.orderId, [line]);
      }
      yield rows.map((r) => csvLines(r, byOrder.get(r.id) ?? [])).join("");
    }
    if (rows.length < BATCH) return;
    last = rows[rows.length - 1];
  }
}

/** Every order as CSV, read from the database only as fast as the client takes it. */
export const ordersCsv = (db: Db) => Readable.from(csvRows(db));
