import type { OrderEvent } from "@shop/contract";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orderEvents } from "../../../db/schema.ts";

/*
 * An order's history is written by the database itself: statement triggers on `orders`
 * (migration 0026) add an event in the transaction of each change (decision 0097). Here it is
 * only read.
 */

/** An order's history, oldest first. */
export async function historyOf(db: Db, orderId: string): Promise<OrderEvent[]> {
  const rows = await db
    .select({ event: orderEvents.event, at: orderEvents.at })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map((r) => ({ event: r.event, at: r.at?.toISOString() ?? null }));
}
