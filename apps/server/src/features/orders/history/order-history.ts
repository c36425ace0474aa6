import type { OrderEvent } from "@shop/contract";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orderEvents } from "../../../db/schema.ts";

/*
 * An order's history is written by the database itself: a statement trigger on `orders`
 * (migration 0026) adds an event in the transaction of each change after it was placed (decision
 * 0097). Here it is only read.
 */

/** What happened to an order since it was placed, oldest first. */
export async function historyOf(db: Db, orderId: string): Promise<OrderEvent[]> {
  const rows = await db
    .select({ event: orderEvents.event, at: orderEvents.at })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map((r) => ({ event: r.event, at: r.at?.toISOString() ?? null }));
}
