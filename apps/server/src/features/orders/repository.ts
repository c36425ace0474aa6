import { messages, type Order, type OrderStatusFilter, orderAtLeast, orderAtMost, PAGE_SIZES } from "@shop/contract";
import { and, asc, desc, eq, gte, ilike, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authUser, orders, parts } from "../../db/schema.ts";
import type { Mail } from "../../mail/mailer.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { holdEnded, holdUntilFromNow, releaseEndedHolds } from "../../shared/order-holds.ts";
import { type OrderRow, shownStatus } from "../../shared/orders.ts";
import { keyColumn, likeText, readPage } from "../../shared/paging.ts";

export function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    productId: row.partId,
    userName: row.userName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    orderQuantity: row.orderQuantity,
    productName: row.productName,
    productImg: row.productImg,
    productDes: row.productDes,
    productPrice: row.productPriceCents / 100,
    productMinQuantity: row.productMinQuantity,
    productAvailabeQuantity: row.productAvailableQuantity,
    totalPrice: (row.productPriceCents * row.orderQuantity) / 100,
    paid: row.paid,
    ...(row.transactionId && { transactionId: row.transactionId }),
    ...(row.status && { status: shownStatus(row) }),
    expired: holdEnded(row),
  };
}

type NewOrder = {
  partId: string;
  quantity: number | undefined;
  userId: string;
  email: string;
  phone: string;
  address: string;
  holdMinutes: number;
};
type Released = Awaited<ReturnType<typeof releaseEndedHolds>>;
export type PlaceResult = { released: Released } & (
  | { ok: true; order: OrderRow }
  | { ok: false; status: 400 | 404; message: string }
);

/**
 * Reserves the stock, records the order and queues its mail in one transaction. The stock is
 * taken by the same UPDATE that checks it, so two customers can never both buy the last unit.
 */
export async function placeOrder(db: Db, o: NewOrder, mailFor: (order: OrderRow) => Mail): Promise<PlaceResult> {
  const quantity = o.quantity === undefined ? sql`${parts.minQuantity}` : sql`${o.quantity}::int`;
  let released: Released = [];
  const placed = await db.transaction(async (tx) => {
    // Units of this part whose hold has ended come back first, even if no sweep has run yet.
    released = await releaseEndedHolds(tx, o.partId);
    const [part] = await tx
      .update(parts)
      .set({ availableQuantity: sql`${parts.availableQuantity} - ${quantity}` })
      .where(and(eq(parts.id, o.partId), gte(parts.availableQuantity, quantity), lte(parts.minQuantity, quantity)))
      .returning();
    if (!part) return null;
    const ordered = o.quantity ?? part.minQuantity;
    const [order] = await tx
      .insert(orders)
      .values({
        partId: part.id,
        userId: o.userId,
        email: o.email,
        // The account's name as it is now, read by the INSERT itself: no round trip of its own.
        userName: sql`coalesce((select ${authUser.name} from ${authUser} where ${authUser.email} = ${o.email}), ${o.email})`,
        phone: o.phone,
        address: o.address,
        orderQuantity: ordered,
        productName: part.name,
        productImg: part.img,
        productDes: part.des,
        productPriceCents: part.priceCents,
        productMinQuantity: part.minQuantity,
        productAvailableQuantity: part.availableQuantity + ordered,
        holdUntil: holdUntilFromNow(o.holdMinutes),
      })
      .returning();
    if (order) await enqueueMail(tx, mailFor(order));
    return order ?? null;
  });
  if (placed) return { ok: true, order: placed, released };
  // Refused: say why, from the part as it is now.
  const [part] = await db.select().from(parts).where(eq(parts.id, o.partId));
  if (!part) return { ok: false, status: 404, message: messages.partNotFound, released };
  const wanted = o.quantity ?? part.minQuantity;
  if (wanted < part.minQuantity) {
    return { ok: false, status: 400, message: orderAtLeast(part.minQuantity), released };
  }
  return { ok: false, status: 400, message: orderAtMost(part.availableQuantity), released };
}

type OrdersFilter = { userId?: string; q?: string; status?: OrderStatusFilter; limit?: number; cursor?: string };

/** A page of one account's orders, or of every order; newest first, filtered as asked. */
export function listOrders(db: Db, filter: OrdersFilter) {
  const search = filter.q && likeText(filter.q);
  const conditions = and(
    filter.userId ? eq(orders.userId, filter.userId) : undefined,
    search ? or(ilike(orders.email, search), ilike(orders.productName, search)) : undefined,
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
export async function shipOrder(db: Db, id: string, mailFor: (order: OrderRow) => Mail): Promise<OrderRow | undefined> {
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
