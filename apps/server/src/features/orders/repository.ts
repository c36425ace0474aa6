import { messages, type Order, type OrderStatusFilter, orderAtLeast, orderAtMost, PAGE_SIZES } from "@shop/contract";
import { and, asc, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { AccessClaims } from "../../auth/access-token.ts";
import { signedInCaller } from "../../auth/guards.ts";
import type { Db } from "../../db/client.ts";
import { orders, parts } from "../../db/schema.ts";
import type { Mail } from "../../mail/mailer.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { MailTemplate } from "../../mail/templates.ts";
import { holdEnded, holdUntilFromNow, type releaseEndedHolds } from "../../shared/order-holds.ts";
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
    createdAt: row.createdAt.toISOString(),
    ...(!row.paid && !holdEnded(row) && { holdUntil: row.holdUntil.toISOString() }),
  };
}

type NewOrder = {
  partId: string;
  quantity: number | undefined;
  /** The bearer token's claims; the statement itself checks that their session lives. */
  claims: AccessClaims;
  phone: string;
  address: string;
  holdMinutes: number;
  /** The order-received mail's link to the customer's orders. */
  ordersLink: string;
};
type Released = Awaited<ReturnType<typeof releaseEndedHolds>>;
export type PlaceResult = { released: Released } & (
  | { ok: true; orderId: string }
  | { ok: false; status: 400 | 401 | 404; message: string }
);

/** How many ended holds of the part one order gives back at most (the sweep takes the rest). */
const RELEASE_BATCH = 500;

/**
 * Places an order in one statement, one round trip, with no transaction of our own (decision
 * 0021), so the part's row stays locked only inside the database, never across the network:
 *
 * - the caller: the token's user, while its session lives (what requireUser's query checks);
 *   without one nothing else happens and the answer is 401;
 * - the part's row is locked, and the stock decided from it as it is now: the units wanted
 *   (the minimum if none were asked for) are taken only when they are at least the minimum
 *   and no more than the stock;
 * - the order is inserted with its copy of the part and the account's name as it is now;
 * - its mail is queued as a template and its facts, drawn when it is sent;
 * - the status counter's trigger runs on the insert as on any other.
 *
 * An order the stock cannot take, of a part with ended holds the sweep has not reached yet, is
 * decided again by a second statement that first releases those holds (see `orderStatement`).
 * Releasing in every order's statement cost a sixth of the database's orders per second, for
 * holds that end rarely and that the sweep gives back within a minute anyway.
 *
 * Answers the orders whose holds were released (their payments are to be cancelled) and the
 * new order's id, or why it was refused, read from the part as the statement saw it.
 */
export async function placeOrder(db: Db, o: NewOrder): Promise<PlaceResult> {
  let row = await runOrderStatement(db, o, false);
  if (row.holds_ended) row = await runOrderStatement(db, o, true);
  const released = row.released;
  if (!row.signed_in) return { ok: false, status: 401, message: messages.tokenInvalid, released };
  if (row.order_id) return { ok: true, orderId: row.order_id, released };
  if (!row.part_id) return { ok: false, status: 404, message: messages.partNotFound, released };
  const minQuantity = row.min_quantity ?? 0;
  if ((o.quantity ?? minQuantity) < minQuantity) {
    return { ok: false, status: 400, message: orderAtLeast(minQuantity), released };
  }
  return { ok: false, status: 400, message: orderAtMost(row.available ?? 0), released };
}

async function runOrderStatement(db: Db, o: NewOrder, releasing: boolean): Promise<PlacedRow> {
  // Named, so each PostgreSQL connection parses and plans each of the two once (their texts never
  // change, only their parameters); PGlite ignores the name.
  const result = await db._.session
    .prepareQuery(
      dialect.sqlToQuery(orderStatement(o, releasing)),
      undefined,
      releasing ? "place_order_releasing" : "place_order",
      false,
    )
    .execute();
  const [row] = (result as unknown as { rows: PlacedRow[] }).rows;
  if (!row) throw new Error("placing an order answered no row");
  return row;
}

/**
 * The order's statement. `releasing`: the part's ended holds are released first (as
 * releaseEndedHolds does) and their units count towards the stock; the one UPDATE of the part's
 * row adds them back and takes the wanted units, so they are kept when the order is refused too
 * (a statement can change a row only once). Without it, `ended` is empty, and a refused order
 * says whether the part has ended holds (`holds_ended`), to be decided again with them.
 */
function orderStatement(o: NewOrder, releasing: boolean) {
  const endedHold = sql`paid = false and hold_released = false and hold_until <= now() and part_id = ${o.partId}`;
  const ended = releasing
    ? sql`update orders set hold_released = true
      where id in (
        select id from orders
        where ${endedHold} and exists (select from caller)
        order by hold_until limit ${RELEASE_BATCH}
        for update skip locked
      ) and paid = false and hold_released = false
      returning id, part_id, order_quantity, payment_intent_id`
    : sql`select null::uuid as id, null::uuid as part_id, 0 as order_quantity, null::text as payment_intent_id
      where false`;
  return sql`
    with caller as (${signedInCaller(o.claims)}),
    ended as (${ended}),
    back as (select coalesce(sum(order_quantity), 0)::int as units from ended),
    part as (
      select p.*, coalesce(${o.quantity ?? null}::int, p.min_quantity) as wanted
      from parts p
      where p.id = ${o.partId} and exists (select from caller)
      for update of p
    ),
    decided as (
      select part.*, back.units,
        part.wanted >= part.min_quantity and part.wanted <= part.available_quantity + back.units as taken
      from part, back
    ),
    stock as (
      update parts set available_quantity = d.available_quantity + d.units - (case when d.taken then d.wanted else 0 end)
      from decided d
      where parts.id = d.id and (d.taken or d.units > 0)
    ),
    placed as (
      insert into orders (part_id, user_id, email, user_name, phone, address, order_quantity, product_name,
        product_img, product_des, product_price_cents, product_min_quantity, product_available_quantity, hold_until)
      select d.id, caller.id, caller.email, caller.name, ${o.phone}, ${o.address}, d.wanted, d.name,
        d.img, d.des, d.price_cents, d.min_quantity, d.available_quantity + d.units, ${holdUntilFromNow(o.holdMinutes)}
      from decided d, caller
      where d.taken
      returning id, email, user_name, product_name, order_quantity, product_price_cents
    ),
    mail as (
      insert into mail_outbox (recipient, link, template, facts)
      select email, ${o.ordersLink}, ${"orderReceived" satisfies MailTemplate}, jsonb_build_object(
        'email', email, 'userName', user_name, 'productName', product_name,
        'orderQuantity', order_quantity, 'totalCents', product_price_cents * order_quantity)
      from placed
    )
    select exists (select from caller) as signed_in,
      d.id as part_id, d.min_quantity, d.available_quantity + d.units as available,
      (select id from placed) as order_id,
      (select coalesce(json_agg(json_build_object('id', id, 'partId', part_id, 'paymentIntentId', payment_intent_id)), '[]')
        from ended) as released,
      ${releasing ? sql`false` : sql`d.id is not null and not exists (select from placed) and exists (select from orders where ${endedHold})`} as holds_ended
    from (select) one left join decided d on true`;
}

const dialect = new PgDialect();

type PlacedRow = {
  signed_in: boolean;
  holds_ended: boolean;
  part_id: string | null;
  min_quantity: number | null;
  available: number | null;
  order_id: string | null;
  released: Released;
};

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
