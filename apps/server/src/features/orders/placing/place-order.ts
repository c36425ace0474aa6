import { cartMessages, messages, orderAtLeast, orderAtMost, unpaidOrdersLimit, unpaidShareLimit } from "@shop/contract";
import { is, Placeholder, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { AccessClaims } from "../../../auth/access-token.ts";
import { signedInCaller } from "../../../auth/guards.ts";
import type { UnpaidHoldCaps } from "../../../config.ts";
import { type Db, preparedNamed, rowsOf } from "../../../db/client.ts";
import type { Run } from "../../../db/one-transaction.ts";
import type { MailTemplate } from "../../../mail/templates.ts";
import { Conflict, InvalidInput, NotFound, Unauthenticated } from "../../../shared/domain-errors.ts";
import { releaseEndedHoldsOfPart } from "../holds/hold-sweeper.ts";
import { type CapsOn, capsOn, holdUntilAfterMs, namedForCaps } from "../holds/holds.ts";
import { myOrdersLink } from "../mail-links.ts";
import { type OrderWrite, writeOrderTogether } from "./together.ts";

/** What the customer asks for; everything about the part is read from the database. */
export type OrderRequest = {
  partId: string;
  quantity: number | undefined;
  phone: string;
  address: string;
  /** Issue 29: missing means the first method offered (none offered: no shipping). */
  shippingMethodId: string | undefined;
  /** Issue 29: missing means the shop's home country. */
  country: string | undefined;
};
export type NewOrder = OrderRequest & {
  /** The bearer token's claims; the statement itself checks that their session lives. */
  claims: AccessClaims;
  holdMinutes: number;
  caps: UnpaidHoldCaps;
  /** The order-received mail's link to the customer's orders. */
  ordersLink: string;
};

/**
 * Places an order in one statement, one round trip, with no transaction of our own (decision
 * 0021), so the part's row stays locked only inside the database, never across the network; when
 * other orders are with the database, it waits and goes with the ones that came meanwhile, in one
 * transaction (decision 0118):
 *
 * - the caller: the token's user, while its session lives (what requireUser's query checks);
 *   without one nothing else happens and the answer is 401;
 * - the part's row is locked, and the stock decided from it as it is now: the units wanted
 *   (the minimum if none were asked for) are taken only when they are at least the minimum
 *   and no more than the stock;
 * - what the account's unpaid orders hold is capped (decision 0026): the account's row is locked
 *   before the part's, so one account's orders are decided one after another, and what its
 *   unpaid orders hold is read after the lock (see migration 0014's functions), so a race of one
 *   account's orders cannot pass the cap;
 * - the units taken are inserted into `part_sales`, for the catalog's best-sellers: adding them to
 *   the part's `sold_units`, which an index reads, made the stock update rewrite every index of
 *   the part; the fold adds them a few seconds later (decision 0121);
 * - the order is inserted with its copy of the part (its SKU and options too: which variant was
 *   bought, whatever the catalog becomes) and the account's name as it is now;
 * - its one line (issue 29) is inserted with it, and its money is decided in the same statement
 *   from the part's price and weight, the tax settings and the shipping method as they are now,
 *   by the rules of money/totals.ts (orderMoney below; a test holds the two to the same figures);
 * - its mail is queued as a template and its facts, drawn when it is sent;
 * - the status counter's trigger runs on the insert as on any other.
 *
 * A refused order first releases the ended holds the sweep has not reached yet of every order
 * with a line of the part, one-line or not, by the sweep's own statement (decision 0095), their
 * units back on all their parts and their payments closed; if it released any, the order is
 * decided again. Releasing in every order's statement cost a sixth of the database's orders per
 * second, for holds that end rarely and that the sweep gives back within a minute anyway; only
 * refused orders pay for the look.
 *
 * Its mail is sent and the part's cached stock forgotten. Answers the new order's id, or refuses
 * it with the reason read from the part as the statement saw it.
 */
export async function placeOrder(app: FastifyInstance, claims: AccessClaims, wanted: OrderRequest): Promise<string> {
  const o: NewOrder = {
    ...wanted,
    claims,
    holdMinutes: app.orderHoldMinutes,
    caps: app.unpaidHoldCaps,
    ordersLink: myOrdersLink(app),
  };
  let row = placedRow(await writeOrderTogether(app, orderWrite(app.db, o)));
  if (row.part_id && !row.order_id && (await releaseEndedHoldsOfPart(app, o.partId))) {
    row = await runOrderStatement(app.db, o);
  }
  if (!row.signed_in) throw new Unauthenticated(messages.tokenInvalid);
  if (!row.order_id) throw refusal(row, o);
  app.metrics.orders.placed.inc();
  app.mailWorker.wake();
  // The part's stock is public and cached; nothing else an order changes is.
  app.publicCache.forgetParts([o.partId]);
  return row.order_id;
}

function refusal(row: PlacedRow, o: NewOrder) {
  if (!row.part_id) return new NotFound(messages.partNotFound);
  if (row.method_missing) return new NotFound(cartMessages.shippingMethodNotFound);
  const minQuantity = row.min_quantity ?? 0;
  if (!row.in_stock) {
    if ((o.quantity ?? minQuantity) < minQuantity) return new InvalidInput(orderAtLeast(minQuantity));
    return new InvalidInput(orderAtMost(row.available ?? 0));
  }
  if (!row.shipping_ok) return new Conflict(cartMessages.shippingMethodUnavailable, "shipping_unavailable");
  if (!row.orders_ok) return new Conflict(unpaidOrdersLimit(o.caps.ordersPerAccount), "unpaid_orders_limit");
  return new Conflict(
    unpaidShareLimit(row.share_most ?? 0, o.caps.sharePercent, row.units_held ?? 0),
    "unpaid_share_limit",
  );
}

/**
 * What changes the statement's text, not only its parameters: whether a shipping method is named
 * and which caps are on (100 % of the stock, or no number of orders, is none).
 */
type Variant = CapsOn & { methodNamed: boolean };
const variantOf = (o: NewOrder): Variant => ({ methodNamed: o.shippingMethodId !== undefined, ...capsOn(o.caps) });
const statementName = (v: Variant) => namedForCaps(`place_order${v.methodNamed ? "_method" : ""}`, v);

/** The statement's parameters, by name: drizzle fills them in each time it runs. */
const param = {
  sessionId: sql.placeholder("sessionId"),
  userId: sql.placeholder("userId"),
  email: sql.placeholder("email"),
  partId: sql.placeholder("partId"),
  quantity: sql.placeholder("quantity"),
  phone: sql.placeholder("phone"),
  address: sql.placeholder("address"),
  holdMs: sql.placeholder("holdMs"),
  ordersPerAccount: sql.placeholder("ordersPerAccount"),
  sharePercent: sql.placeholder("sharePercent"),
  methodId: sql.placeholder("methodId"),
  country: sql.placeholder("country"),
  ordersLink: sql.placeholder("ordersLink"),
};
const valuesOf = (o: NewOrder): Record<keyof typeof param, unknown> => ({
  sessionId: o.claims.sessionId,
  userId: o.claims.userId,
  email: o.claims.email,
  partId: o.partId,
  quantity: o.quantity ?? null,
  phone: o.phone,
  address: o.address,
  holdMs: o.holdMinutes * 60_000,
  ordersPerAccount: o.caps.ordersPerAccount,
  sharePercent: o.caps.sharePercent,
  methodId: o.shippingMethodId ?? null,
  country: o.country ?? null,
  ordersLink: o.ordersLink,
});

const orderRun = (db: Db, o: NewOrder, variant = variantOf(o)): Run => ({
  prepared: preparedNamed(db, statementName(variant), () => orderStatement(variant)),
  values: valuesOf(o),
});

/** The order's statement as it goes with others (together.ts): it locks its part, and its account when a cap is on. */
function orderWrite(db: Db, o: NewOrder): OrderWrite {
  const variant = variantOf(o);
  const accounts = variant.counted || variant.shared ? [o.claims.userId] : [];
  return { run: orderRun(db, o, variant), accounts, parts: [o.partId] };
}

/**
 * The order's statement as the shop sends it to PostgreSQL for `o`: its text, `$n` standing for
 * `values[n - 1]`. The benchmark runs it in pgbench beside the minimal order (issue 30: whatever
 * the statement keeps, measured against what the database needs).
 */
export function orderStatementFor(o: NewOrder): { text: string; values: unknown[] } {
  const { sql: text, params } = new PgDialect().sqlToQuery(orderStatement(variantOf(o)));
  const values = valuesOf(o);
  // The mail's template is a value of the text's own, not a placeholder.
  return { text, values: params.map((p) => (is(p, Placeholder) ? values[p.name as keyof typeof param] : p)) };
}

function placedRow(rows: unknown[]): PlacedRow {
  const [row] = rows as PlacedRow[];
  if (!row) throw new Error("placing an order answered no row");
  return row;
}

async function runOrderStatement(db: Db, o: NewOrder): Promise<PlacedRow> {
  const { prepared, values } = orderRun(db, o);
  return placedRow(rowsOf(await prepared.execute(values)));
}

/**
 * The order's statement. It reads only the part's columns the order copies or decides by, and
 * holds no subquery that most orders never reach (the ended holds a refused order looks for, a
 * banded method's price): PostgreSQL builds every node of the plan each time it runs, reached
 * or not, and that building was a large share of the statement's cost (issue 30).
 */
function orderStatement(v: Variant) {
  return sql`
    with caller as (${signedInCaller(param)}),
    account as (${
      v.counted || v.shared
        ? sql`select u.id from users u where u.id = (select id from caller) for no key update of u`
        : sql`select id from caller`
    }),
    part as (
      select p.id, p.name, p.img, p.des, p.price_cents, p.min_quantity, p.available_quantity, p.sku, p.options,
        p.weight_grams, coalesce(${param.quantity}::int, p.min_quantity) as wanted
      from parts p
      where p.id = ${param.partId} and exists (select from account)
      for update of p
    ),
    ${orderMoney(v)},
    held as (
      select ${v.counted ? sql`unpaid_orders_held(account.id, ${param.ordersPerAccount}::int)` : sql`0`} as orders,
        ${v.shared ? sql`unpaid_units_held(account.id, part.id)` : sql`0`} as units
      from part, account
    ),
    checked as (
      select part.*, held.units as units_held, money.*,
        part.wanted >= part.min_quantity and part.wanted <= part.available_quantity as in_stock,
        ${v.counted ? sql`held.orders < ${param.ordersPerAccount}::int` : sql`true`} as orders_ok,
        greatest(((held.units + part.available_quantity)::bigint * ${param.sharePercent}::int / 100)::int,
          part.min_quantity)
          as share_most
      from part, held, money
    ),
    decided as (
      select checked.*,
        in_stock and orders_ok and shipping_ok and not method_missing and units_held + wanted <= share_most as taken
      from checked
    ),
    stock as (
      update parts set available_quantity = d.available_quantity - d.wanted
      from decided d
      where parts.id = d.id and d.taken
    ),
    sales as (insert into part_sales (part_id, units) select d.id, d.wanted from decided d where d.taken),
    placed as (
      insert into orders (part_id, user_id, email, user_name, phone, address, order_quantity, part_name,
        part_img, part_des, part_price_cents, part_min_quantity, part_available_quantity, hold_until,
        part_sku, part_options, subtotal_cents, shipping_cents, tax_cents, total_cents, prices_include_tax,
        shipping_method_name, country)
      select d.id, caller.id, caller.email, caller.name, ${param.phone}, ${param.address}, d.wanted, d.name,
        d.img, d.des, d.price_cents, d.min_quantity, d.available_quantity, ${holdUntilAfterMs(param.holdMs)},
        d.sku, d.options, d.priced, d.ship, d.line_tax + d.ship_tax, d.priced + d.ship + d.added_tax,
        d.incl, d.method_name, d.country
      from decided d, caller
      where d.taken
      returning id, email, user_name, part_name, order_quantity, total_cents
    ),
    line as (
      insert into order_lines (order_id, line_no, part_id, part_name, part_img, part_sku, part_options,
        unit_price_cents, quantity, net_cents, tax_cents, gross_cents)
      select placed.id, 1, d.id, d.name, d.img, d.sku, coalesce(d.options, '{}'::jsonb), d.price_cents, d.wanted,
        d.line_net, d.line_tax, d.line_net + d.line_tax
      from placed, decided d
    ),
    mail as (
      insert into mail_outbox (recipient, link, template, facts)
      select email, ${param.ordersLink}, ${"orderReceived" satisfies MailTemplate}, jsonb_build_object(
        'email', email, 'userName', user_name, 'partName', part_name,
        'orderQuantity', order_quantity, 'totalCents', total_cents)
      from placed
    )
    select exists (select from caller) as signed_in,
      d.id as part_id, d.min_quantity, d.available_quantity as available,
      d.in_stock, d.orders_ok, d.share_most, d.units_held, d.shipping_ok, d.method_missing,
      (select id from placed) as order_id
    from (select) one left join decided d on true`;
}

/**
 * The `money` CTE: the one line's money and the order's shipping, from the locked part's row
 * (`part`), the tax settings and the shipping method, by money/totals.ts's rules in integer
 * arithmetic (numeric, so no product overflows): tax split half up, shipping by the method's
 * kind, taxed at the rate when the settings say so. `shipping_ok` is false when the method does
 * not take the line (heavier than its bands), `method_missing` when the method asked for is not
 * offered. Prices including tax: tax = priced - round(priced / (1 + rate)); excluding: round(priced x rate).
 */
function orderMoney(v: Variant) {
  const taxOf = (priced: SQL, rate: SQL) => sql`(case when s.incl
      then ${priced} - div(2 * ${priced}::numeric * 10000 + (10000 + ${rate}), 2 * (10000 + ${rate}))
      else div(2 * ${priced}::numeric * ${rate} + 10000, 20000) end)::bigint`;
  const method = v.methodNamed
    ? sql`select * from shipping_methods where id = ${param.methodId} and active`
    : sql`select * from shipping_methods where active order by position, created_at limit 1`;
  return sql`method as (${method}),
    money as (
      select s.incl, s.country, m.name as method_name, x.priced, ${param.methodId}::uuid is not null and m.id is null as method_missing,
        ship is not null as shipping_ok, coalesce(ship, 0) as ship,
        ${taxOf(sql`x.priced`, sql`s.rate`)} as line_tax,
        ${taxOf(sql`coalesce(ship, 0)`, sql`(case when s.shipping_taxed then s.rate else 0 end)`)} as ship_tax,
        x.priced - (case when s.incl then ${taxOf(sql`x.priced`, sql`s.rate`)} else 0 end) as line_net,
        (case when s.incl then 0 else ${taxOf(sql`x.priced`, sql`s.rate`)} + ${taxOf(sql`coalesce(ship, 0)`, sql`(case when s.shipping_taxed then s.rate else 0 end)`)} end) as added_tax
      from (select part.price_cents::bigint * part.wanted as priced, coalesce(part.weight_grams, 0)::bigint * part.wanted as grams from part) x
      cross join (
        select t.prices_include_tax as incl, t.shipping_taxed, c.country,
          coalesce((t.country_rates ->> c.country)::int, t.rate_bp) as rate
        from tax_settings t, lateral (select coalesce(${param.country}::text, t.home_country) as country) c
        where t.id = 1
      ) s
      left join method m on true
      cross join lateral (select case
        when m.id is null or m.kind = 'pickup' then 0
        when m.kind = 'flat' then m.price_cents
        when m.kind = 'freeAbove' then case when m.free_above_cents is not null and x.priced >= m.free_above_cents then 0 else m.price_cents end
        else shipping_band_cents(m.bands, x.grams)
      end as ship) sh
    )`;
}

type PlacedRow = {
  signed_in: boolean;
  part_id: string | null;
  min_quantity: number | null;
  available: number | null;
  in_stock: boolean | null;
  orders_ok: boolean | null;
  share_most: number | null;
  units_held: number | null;
  shipping_ok: boolean | null;
  method_missing: boolean | null;
  order_id: string | null;
};
