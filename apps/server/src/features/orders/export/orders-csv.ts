import { Readable } from "node:stream";
import { and, desc, eq, lt, or } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orders } from "../../../db/schema.ts";
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
];

const money = (cents: number) => (cents / 100).toFixed(2);

const statusOf = (row: OrderRow) => shownStatus(row) ?? (row.paid ? "Pending" : "UnPaid");

export function csvLine(row: OrderRow): string {
  const cells = [
    row.id,
    row.createdAt.toISOString(),
    row.userName,
    row.email,
    row.phone,
    row.address,
    row.partId ?? "",
    row.partName,
    money(row.partPriceCents),
    String(row.orderQuantity),
    money(row.partPriceCents * row.orderQuantity),
    row.paid ? "yes" : "no",
    statusOf(row),
    row.transactionId ?? "",
  ];
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** Newest first, one batch at a time, each batch after the last row of the one before. */
async function* csvLines(db: Db): AsyncGenerator<string> {
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
    if (rows.length > 0) yield rows.map(csvLine).join("");
    if (rows.length < BATCH) return;
    last = rows[rows.length - 1];
  }
}

/** Every order as CSV, read from the database only as fast as the client takes it. */
export const ordersCsv = (db: Db) => Readable.from(csvLines(db));
