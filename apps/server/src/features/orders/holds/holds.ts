import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { UnpaidHoldCaps } from "../../../config.ts";
import { type Db, rowsOf } from "../../../db/client.ts";
import type { OrderRow } from "../records.ts";

/*
 * An unpaid order holds its units for ORDER_HOLD_MINUTES (decision 0012). When the hold ends the
 * units go back to the part, once, and the order can no longer be paid. Whether a hold has ended
 * is read from `hold_until` itself, so it is right even before any sweep has returned the units.
 */

/** Unpaid, and its hold is over (its units returned, or due to be). */
export const holdEnded = (order: OrderRow, now = new Date()) =>
  !order.paid && (order.holdReleased || order.holdUntil.getTime() <= now.getTime());

/** When an order placed now stops holding its units: its milliseconds a parameter a prepared statement fills in. */
export const holdUntilAfterMs = (ms: number | Placeholder) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * Which caps on unpaid orders are on (decision 0026): a number of orders per account counted, a
 * share of the stock kept (100 % of it, or no number of orders, is none). Each changes the text
 * of the statements that check them, not only their values.
 */
export type CapsOn = { counted: boolean; shared: boolean };
export const capsOn = (caps: UnpaidHoldCaps): CapsOn => ({
  counted: caps.ordersPerAccount > 0,
  shared: caps.sharePercent < 100,
});
/** A prepared statement's name for the caps on: one text, one name. */
export const namedForCaps = (name: string, on: CapsOn) =>
  `${name}${on.counted ? "_counted" : ""}${on.shared ? "_shared" : ""}`;

/** An order whose hold was released: its lines' parts got their units back, its payment is to be closed. */
export type ReleasedHold = { id: string; partIds: string[]; paymentIntentId: string | null };

/**
 * How many ended holds one statement releases at most: the sweep goes on until none is left, an
 * order that needs its part's leaves the rest to the sweep.
 */
const RELEASE_BATCH = 500;

/** An order whose hold has ended and whose units have not gone back yet, in SQL. */
const holdEndedUnreleased = sql`paid = false and hold_released = false and hold_until <= now()`;

/**
 * The UPDATE that marks up to RELEASE_BATCH ended holds (of those `which` picks) released,
 * oldest first, skipping the orders another statement is releasing; it returns `id,
 * payment_intent_id` of each, for their lines' units to be added back in the same statement.
 */
const releaseHoldsWhere = (which: SQL) => sql`update orders set hold_released = true
      where id in (
        select id from orders
        where ${holdEndedUnreleased} and ${which}
        order by hold_until limit ${RELEASE_BATCH}
        for update skip locked
      ) and paid = false and hold_released = false
      returning id, payment_intent_id`;

/** Orders that have a line of this part, whichever line (for `releaseEndedHolds`). */
export const withLineOf = (partId: string | Placeholder) =>
  sql`exists (select from order_lines l where l.order_id = orders.id and l.part_id = ${partId})`;

/**
 * Gives back the units of every line of unpaid orders whose hold has ended (of those `which`
 * picks: all of them for the sweep), in one statement: the orders are marked released and their
 * units added to their parts together, so a unit comes back exactly once, however many server
 * processes sweep at the same time (each skips the orders another is releasing). The parts are
 * locked in id order, as checkout, refunds and deletes lock them, so two releases of orders that
 * share parts never wait on each other in a circle. Answers the orders released, with their
 * payments to cancel.
 */
export async function releaseEndedHolds(db: Db, which: SQL = sql`true`): Promise<ReleasedHold[]> {
  const result = await db.execute(sql`
    with ended as (${releaseHoldsWhere(which)}),
    lines as (
      select l.order_id, l.part_id, l.quantity from order_lines l join ended on l.order_id = ended.id
      where l.part_id is not null
    ),
    back as (select part_id, sum(quantity)::int as units from lines group by part_id),
    locked as (select p.id from parts p join back on p.id = back.part_id order by p.id for update of p),
    returned as (
      update parts set available_quantity = parts.available_quantity + back.units
      from back join locked on locked.id = back.part_id
      where parts.id = back.part_id
    )
    select id, payment_intent_id,
      coalesce((select json_agg(lines.part_id) from lines where lines.order_id = ended.id), '[]') as part_ids
    from ended`);
  const rows = rowsOf<{ id: string; part_ids: string[]; payment_intent_id: string | null }>(result);
  return rows.map((r) => ({ id: r.id, partIds: r.part_ids, paymentIntentId: r.payment_intent_id }));
}

/** The parts whose units these released orders gave back, each once. */
export function partsOf(released: { partIds: string[] }[]): string[] {
  return [...new Set(released.flatMap((r) => r.partIds))];
}
