import { messages, orderAtLeast, orderAtMost } from "@shop/contract";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { AccessClaims } from "../../../auth/access-token.ts";
import { signedInCaller } from "../../../auth/guards.ts";
import { type Db, rowsOf } from "../../../db/client.ts";
import type { MailTemplate } from "../../../mail/templates.ts";
import { InvalidInput, NotFound, Unauthenticated } from "../../../shared/domain-errors.ts";
import { settleReleasedHolds } from "../holds/hold-sweeper.ts";
import { holdEndedUnreleased, holdUntilFromNow, type ReleasedHold, releaseHoldsWhere } from "../holds/holds.ts";
import { myOrdersLink } from "../mail-links.ts";

/** What the customer asks for; everything about the part is read from the database. */
export type OrderRequest = {
  partId: string;
  quantity: number | undefined;
  phone: string;
  address: string;
};
type NewOrder = OrderRequest & {
  /** The bearer token's claims; the statement itself checks that their session lives. */
  claims: AccessClaims;
  holdMinutes: number;
  /** The order-received mail's link to the customer's orders. */
  ordersLink: string;
};

/**
 * Places an order in one statement, one round trip, with no transaction of our own (decision
 * 0021), so the part's row stays locked only inside the database, never across the network:
 *
 * - the caller: the token's user, while its session lives (what requireUser's query checks);
 *   without one nothing else happens and the answer is 401;
 * - the part's row is locked, and the stock decided from it as it is now: the units wanted
 *   (the minimum if none were asked for) are taken only when they are at least the minimum
 *   and no more than the stock;
 * - the units taken are added to the part's `sold_units` (the catalog's best-sellers) in that
 *   same UPDATE of its row, so no counter elsewhere is written by every order;
 * - the order is inserted with its copy of the part (its SKU and options too: which variant was
 *   bought, whatever the catalog becomes) and the account's name as it is now;
 * - its mail is queued as a template and its facts, drawn when it is sent;
 * - the status counter's trigger runs on the insert as on any other.
 *
 * An order the stock cannot take, of a part with ended holds the sweep has not reached yet, is
 * decided again by a second statement that first releases those holds (see `orderStatement`).
 * Releasing in every order's statement cost a sixth of the database's orders per second, for
 * holds that end rarely and that the sweep gives back within a minute anyway.
 *
 * The holds it released are settled (their parts' cached stock forgotten, their payments
 * closed), its mail sent and the part's cached stock forgotten. Answers the new order's id, or
 * refuses it with the reason read from the part as the statement saw it.
 */
export async function placeOrder(app: FastifyInstance, claims: AccessClaims, wanted: OrderRequest): Promise<string> {
  const o: NewOrder = { ...wanted, claims, holdMinutes: app.orderHoldMinutes, ordersLink: myOrdersLink(app) };
  let row = await runOrderStatement(app.db, o, false);
  if (row.holds_ended) row = await runOrderStatement(app.db, o, true);
  await settleReleasedHolds(app, row.released);
  if (!row.signed_in) throw new Unauthenticated(messages.tokenInvalid);
  if (!row.order_id) throw refusal(row, o.quantity);
  app.metrics.orders.placed.inc();
  app.mailWorker.wake();
  // The part's stock is public and cached; nothing else an order changes is.
  app.publicCache.forgetParts([o.partId]);
  return row.order_id;
}

function refusal(row: PlacedRow, quantity: number | undefined) {
  if (!row.part_id) return new NotFound(messages.partNotFound);
  const minQuantity = row.min_quantity ?? 0;
  if ((quantity ?? minQuantity) < minQuantity) return new InvalidInput(orderAtLeast(minQuantity));
  return new InvalidInput(orderAtMost(row.available ?? 0));
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
  const [row] = rowsOf<PlacedRow>(result);
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
  const ofThePart = sql`part_id = ${o.partId}`;
  const ended = releasing
    ? releaseHoldsWhere(sql`${ofThePart} and exists (select from caller)`)
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
      update parts set available_quantity = d.available_quantity + d.units - (case when d.taken then d.wanted else 0 end),
        sold_units = d.sold_units + (case when d.taken then d.wanted else 0 end)
      from decided d
      where parts.id = d.id and (d.taken or d.units > 0)
    ),
    placed as (
      insert into orders (part_id, user_id, email, user_name, phone, address, order_quantity, product_name,
        product_img, product_des, product_price_cents, product_min_quantity, product_available_quantity, hold_until,
        part_sku, part_options)
      select d.id, caller.id, caller.email, caller.name, ${o.phone}, ${o.address}, d.wanted, d.name,
        d.img, d.des, d.price_cents, d.min_quantity, d.available_quantity + d.units, ${holdUntilFromNow(o.holdMinutes)},
        d.sku, d.options
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
      ${releasing ? sql`false` : sql`d.id is not null and not exists (select from placed) and exists (select from orders where ${holdEndedUnreleased} and ${ofThePart})`} as holds_ended
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
  released: ReleasedHold[];
};
