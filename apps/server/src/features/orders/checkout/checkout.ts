import {
  ADDRESSES_MAX,
  type Checkout,
  cartLineRemoved,
  cartMessages,
  lineRefused,
  orderAtLeast,
  orderAtMost,
  unpaidOrdersLimit,
  unpaidShareLimit,
} from "@shop/contract";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AccessClaims } from "../../../auth/access-token.ts";
import { callerOfClaims, sessionLives } from "../../../auth/guards.ts";
import type { UnpaidHoldCaps } from "../../../config.ts";
import { arrayText, type Db, preparedNamed, rowsOf } from "../../../db/client.ts";
import {
  addresses,
  authSession,
  authUser,
  cartDiscounts,
  cartLines,
  discountCodes,
  parts,
  shippingMethods,
  taxSettings,
  users,
} from "../../../db/schema.ts";
import type { MailTemplate } from "../../../mail/templates.ts";
import { Conflict, InvalidInput } from "../../../shared/domain-errors.ts";
import { type CodeRow, findCode, judgeCode, type LineForCode, lockCode, recordUse } from "../../promotions/index.ts";
import { lockAccount } from "../cart/cart.ts";
import { lineForCode } from "../cart/cart-discount.ts";
import { sweepEndedHolds } from "../holds/hold-sweeper.ts";
import { type CapsOn, capsOn, holdUntilAfterMs, namedForCaps } from "../holds/holds.ts";
import { myOrdersLink } from "../mail-links.ts";
import { type Money, rulesFor, totalsOf } from "../money/totals.ts";
import { writeOrderTogether } from "../placing/together.ts";
import { offered, ruleOf, taxSettingsOr } from "../settings/settings.ts";

/** A line the stock could not take: after ended holds are released it may be tried once more. */
class ShortLine extends InvalidInput {}

/** Reads and writes a checkout may try without locks before it takes them (see placeCheckout). */
const UNLOCKED_TRIES = 3;

/**
 * The account's cart becomes one order (issue 29), all its lines held or none: one order, one
 * hold timer, one payment for its total, one mail; the cart is emptied with it. Two checkouts of
 * one cart (two tabs) place one order, the second finding the cart empty.
 *
 * A line refused names its part (`partId` beside the message). A line short of stock, of a part
 * with ended holds the sweep has not reached yet, is decided once more after releasing them.
 */
export async function checkout(app: FastifyInstance, claims: AccessClaims, body: Checkout): Promise<string> {
  let placed: Placed;
  try {
    placed = await placeCheckout(app, claims, body);
  } catch (err) {
    if (!(err instanceof ShortLine) || (await sweepEndedHolds(app)) === 0) throw err;
    placed = await placeCheckout(app, claims, body);
  }
  app.metrics.orders.placed.inc();
  app.mailWorker.wake();
  // The parts' stock is public and cached.
  app.publicCache.forgetParts(placed.partIds);
  return placed.orderId;
}

type Placed = { orderId: string; partIds: string[] };

/**
 * Without a discount code or an address to keep, a checkout is two statements and no transaction
 * (decision 0109): the cart read as it is, decided and priced here, then one statement that
 * locks the account, the parts and the cart's lines, checks that what the decision read still
 * holds (the same lines, the parts' prices, minimums and weights, enough stock, the caps) and
 * only then writes. When something changed in between it writes nothing, and the checkout reads
 * and decides again; after a few such misses it takes the locks first, as a checkout with a code
 * always does: the account's row, then the cart read with its parts locked, in one transaction
 * that the code's claim and the address book join.
 */
async function placeCheckout(app: FastifyInstance, claims: AccessClaims, body: Checkout): Promise<Placed> {
  const caps = app.unpaidHoldCaps;
  const caller = { id: claims.userId, email: claims.email };
  if (body.discountCode === undefined && !body.saveAddress) {
    for (let i = 0; i < UNLOCKED_TRIES; i++) {
      // With the other checkouts' reads (decision 0125): it runs outside any transaction.
      const rows = await readCheckout(app, app.readsTogether, claims, body.shippingMethodId, false);
      if (rows[0]?.code) break;
      const placed = await writeOrder(app, app.db, caller, body, await decide(rows, caps, body), false);
      if (placed) return placed;
    }
  }
  return app.db.transaction(async (tx) => {
    await lockAccount(tx, caller.id);
    const rows = await readCheckout(app, tx, claims, body.shippingMethodId, true);
    const decided = await decide(rows, caps, body, (lines) =>
      claimDiscount(tx, caller.id, body.discountCode, rows[0]?.code ?? undefined, lines),
    );
    const placed = await writeOrder(app, tx, caller, body, decided, true);
    // Everything it checks is locked since the read: a miss here is a bug, not a race.
    if (!placed) throw new Error("a locked checkout found its cart changed");
    if (decided.discount) await recordUse(tx, decided.discount.code.id, placed.orderId, caller.id);
    if (body.saveAddress) await saveAddress(tx, caller.id, body);
    return placed;
  });
}

type CartRows = Awaited<ReturnType<typeof readCheckout>>;
type Discount = Awaited<ReturnType<typeof claimDiscount>>;
type Decided = Awaited<ReturnType<typeof decide>>;

/**
 * The order the cart makes, from what was read: each line within its part's minimum, stock and
 * the account's share of it, the caps on unpaid orders, the shipping method and the money.
 * Refusals are thrown, each naming its line. `claim` judges the discount code, if any, on the
 * lines that passed.
 */
async function decide(
  rows: CartRows,
  caps: UnpaidHoldCaps,
  body: Checkout,
  claim?: (lines: LineForCode[]) => Promise<Discount>,
) {
  const head = rows[0];
  if (!head) throw new Conflict(cartMessages.cartEmpty, "cart_empty");
  if (caps.ordersPerAccount > 0 && head.ordersHeld >= caps.ordersPerAccount) {
    throw new Conflict(unpaidOrdersLimit(caps.ordersPerAccount), "unpaid_orders_limit");
  }
  const lines = [];
  for (const { line, part, unitsHeld: held } of rows) {
    const refuse = (Kind: typeof InvalidInput, reason: string, code: string) =>
      new Kind(lineRefused(part?.name ?? line.partName, reason), code, { partId: part?.id ?? "" });
    if (!part) throw new Conflict(cartLineRemoved(line.partName), "line_removed");
    if (line.quantity < part.minQuantity) throw refuse(InvalidInput, orderAtLeast(part.minQuantity), "line_refused");
    if (line.quantity > part.availableQuantity) {
      throw refuse(ShortLine, orderAtMost(part.availableQuantity), "line_refused");
    }
    if (caps.sharePercent < 100) {
      const most = Math.max(Math.floor(((held + part.availableQuantity) * caps.sharePercent) / 100), part.minQuantity);
      if (held + line.quantity > most) {
        throw new Conflict(
          lineRefused(part.name, unpaidShareLimit(most, caps.sharePercent, held)),
          "unpaid_share_limit",
          { partId: part.id },
        );
      }
    }
    lines.push({ quantity: line.quantity, part });
  }
  const method = offered(head.method);
  const rules = rulesFor(taxSettingsOr(head.tax), body.country);
  const discount = await claim?.(lines.map(({ quantity, part }) => lineForCode(part, quantity)));
  const totals = totalsOf(
    lines.map(({ quantity, part }) => ({ unitPriceCents: part.priceCents, quantity, weightGrams: part.weightGrams })),
    ruleOf(method),
    rules,
    discount?.lines,
  );
  if (!totals) throw new Conflict(cartMessages.shippingMethodUnavailable, "shipping_unavailable");
  return { userName: head.userName ?? "", lines, method, rules, totals, discount };
}

const param = (name: string) => sql.placeholder(name);

/**
 * Everything the order writes, in one statement, when what it was decided from still holds;
 * otherwise nothing (answers undefined). In order, so that checkouts, single orders, cart changes
 * and part deletions take their locks in one order and never wait on each other in a circle:
 *
 * - the account's row: one account's orders are decided one after another, and what its unpaid
 *   orders hold is read after the lock (migration 0014's functions are volatile: each reads the
 *   database as it is when it runs, not as the statement began);
 * - the lines' parts, in id order, as they are now: the same price, minimum and weight as the
 *   money was worked out from, and enough stock;
 * - the cart's lines: the same parts in the same quantities, and, unless the checkout locked the
 *   account before it read (`locked`), no discount code put on the cart since.
 *
 * The stock is taken through arrays, whose length the planner sees (a JSON record set it guesses
 * at 100 rows, and joins the parts by a scan of the whole table). The order's copy of its first
 * part's stock is the stock as the order found it. The units sold go to `part_sales`, as a single
 * order's do (decision 0121).
 */
function writeStatement({ counted, shared }: CapsOn) {
  return sql`with account as (
      select id from users where id = ${param("userId")} for no key update
    ),
    wanted as (
      select * from unnest(${param("partIds")}::uuid[], ${param("quantities")}::int[], ${param("prices")}::int[],
        ${param("minimums")}::int[], ${param("weights")}::int[])
        as w(part_id, quantity, price_cents, min_quantity, weight_grams)
    ),
    locked as (
      select p.id, p.available_quantity, p.price_cents, p.min_quantity, p.weight_grams,
        ${shared ? sql`coalesce(unpaid_units_held(a.id, p.id), 0)` : sql`0`} as held
      from parts p, account a
      where p.id = any(${param("partIds")}::uuid[])
      order by p.id
      for update of p
    ),
    claimed as (
      -- After the parts (the subquery runs first): a part's deletion locks it, then its cart lines.
      select part_id, quantity from cart_lines
      where user_id = (select id from account) and (select count(*) from locked) >= 0
      for update
    ),
    verdict as (
      select (select count(*) from claimed) = ${param("lineCount")}::int
        and (select count(*) from claimed c join wanted w using (part_id) where c.quantity = w.quantity)
          = ${param("lineCount")}::int
        and (select count(*) from locked l join wanted w on w.part_id = l.id
          where l.price_cents = w.price_cents and l.min_quantity = w.min_quantity
            and l.weight_grams is not distinct from w.weight_grams and l.available_quantity >= w.quantity
            ${
              shared
                ? sql`and l.held + w.quantity <= greatest(((l.held + l.available_quantity)::bigint
                    * ${param("sharePercent")}::int / 100)::int, l.min_quantity)`
                : sql``
            }) = ${param("lineCount")}::int
        and (${param("locked")}::boolean or not exists (select from cart_discounts d
          where d.user_id = (select id from account)))
        ${
          counted
            ? sql`and unpaid_orders_held((select id from account), ${param("ordersPerAccount")}::int)
                < ${param("ordersPerAccount")}::int`
            : sql``
        } as ok
    ),
    taken as (
      update parts set available_quantity = parts.available_quantity - w.quantity
      from wanted w
      where parts.id = w.part_id and (select ok from verdict)
    ),
    sales as (insert into part_sales (part_id, units) select part_id, quantity from wanted where (select ok from verdict)),
    placed as (
      insert into orders (part_id, user_id, email, user_name, phone, address, order_quantity, part_name, part_img,
        part_des, part_price_cents, part_min_quantity, part_available_quantity, part_sku, part_options, hold_until,
        subtotal_cents, shipping_cents, tax_cents, total_cents, prices_include_tax, shipping_method_name, country,
        line_count, other_part_names, discount_code_id, discount_code, discount_cents)
      select first.id, ${param("userId")}, ${param("email")}, ${param("userName")}, ${param("phone")},
        ${param("address")}, ${param("firstQuantity")}::int, ${param("firstName")}, ${param("firstImg")},
        ${param("firstDes")}, first.price_cents, first.min_quantity, first.available_quantity, ${param("firstSku")},
        ${param("firstOptions")}::jsonb, ${holdUntilAfterMs(param("holdMs"))}, ${param("subtotalCents")}::bigint,
        ${param("shippingCents")}::bigint, ${param("taxCents")}::bigint, ${param("totalCents")}::bigint,
        ${param("pricesIncludeTax")}::boolean, ${param("methodName")}, ${param("country")},
        ${param("lineCount")}::int, ${param("otherPartNames")}, ${param("discountCodeId")}::uuid,
        ${param("discountCode")}, ${param("discountCents")}::bigint
      from locked first
      where first.id = (${param("partIds")}::uuid[])[1] and (select ok from verdict)
      returning id
    ),
    lines as (
      insert into order_lines (order_id, line_no, part_id, part_name, part_img, part_sku, part_options,
        unit_price_cents, quantity, net_cents, tax_cents, gross_cents, discount_cents)
      select placed.id, l.line_no, l.part_id, l.part_name, l.part_img, l.part_sku, l.part_options,
        l.unit_price_cents, l.quantity, l.net_cents, l.tax_cents, l.gross_cents, l.discount_cents
      from placed, jsonb_to_recordset(${param("lines")}::jsonb) as l(line_no smallint, part_id uuid,
        part_name text, part_img text, part_sku text, part_options jsonb, unit_price_cents int, quantity int,
        net_cents bigint, tax_cents bigint, gross_cents bigint, discount_cents bigint)
    ),
    mail as (
      insert into mail_outbox (recipient, link, template, facts)
      select ${param("email")}, ${param("link")}, ${"orderReceived" satisfies MailTemplate}, ${param("facts")}::jsonb
      from placed
    ),
    emptied as (delete from cart_lines where user_id = ${param("userId")} and exists (select from placed)),
    uncoded as (delete from cart_discounts where user_id = ${param("userId")} and exists (select from placed))
    select id from placed`;
}

/** Writes the decided order (see writeStatement); undefined when what it was decided from changed. */
async function writeOrder(
  app: FastifyInstance,
  db: Db,
  caller: { id: string; email: string },
  body: Checkout,
  { userName, lines, method, rules, totals, discount }: Decided,
  locked: boolean,
): Promise<Placed | undefined> {
  const first = lines[0] as Decided["lines"][number];
  const column = <K extends keyof Decided["lines"][number]["part"]>(key: K) =>
    arrayText(lines.map(({ part }) => part[key] as string | number | null));
  const orderLines = lines.map(({ quantity, part }, i) => ({
    line_no: i + 1,
    part_id: part.id,
    part_name: part.name,
    part_img: part.img,
    part_sku: part.sku,
    part_options: part.options,
    unit_price_cents: part.priceCents,
    quantity,
    ...moneyColumns(totals.lines[i] as (typeof totals.lines)[number]),
    discount_cents: discount?.lines[i] ?? 0,
  }));
  const facts = {
    email: caller.email,
    userName,
    partName: first.part.name,
    orderQuantity: first.quantity,
    totalCents: totals.totalCents,
    subtotalCents: totals.subtotalCents,
    shippingCents: totals.shippingCents,
    taxCents: totals.taxCents,
    ...(discount && { discountCode: discount.code.code, discountCents: totals.discountCents }),
    lines: lines.map(({ quantity, part }) => ({ name: part.name, quantity, priceCents: part.priceCents * quantity })),
  };
  const caps = app.unpaidHoldCaps;
  const on = capsOn(caps);
  const statement = preparedNamed(db, namedForCaps("checkout_write", on), () => writeStatement(on));
  const values = {
    locked,
    userId: caller.id,
    email: caller.email,
    userName,
    phone: body.phone,
    address: body.address,
    partIds: column("id"),
    quantities: arrayText(lines.map(({ quantity }) => quantity)),
    prices: column("priceCents"),
    minimums: column("minQuantity"),
    weights: column("weightGrams"),
    lineCount: lines.length,
    sharePercent: caps.sharePercent,
    ordersPerAccount: caps.ordersPerAccount,
    firstQuantity: first.quantity,
    firstName: first.part.name,
    firstImg: first.part.img,
    firstDes: first.part.des,
    firstSku: first.part.sku,
    firstOptions: first.part.options === null ? null : JSON.stringify(first.part.options),
    holdMs: app.orderHoldMinutes * 60_000,
    subtotalCents: totals.subtotalCents,
    shippingCents: totals.shippingCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    pricesIncludeTax: rules.pricesIncludeTax,
    methodName: method.name,
    country: rules.country,
    // Manage Order's finds the order by any line's part (the first line's is partName).
    otherPartNames:
      lines.length > 1
        ? lines
            .slice(1)
            .map(({ part }) => part.name)
            .join("\n")
        : null,
    discountCodeId: discount?.code.id ?? null,
    discountCode: discount?.code.code ?? null,
    discountCents: totals.discountCents,
    lines: JSON.stringify(orderLines),
    link: myOrdersLink(app),
    facts: JSON.stringify(facts),
  };
  // Unlocked, it goes with the orders that come with it (decision 0118); in the locked
  // transaction, on its own.
  const run = { prepared: statement, values };
  const partIds = lines.map(({ part }) => part.id);
  const [placed] = (
    locked
      ? rowsOf(await statement.execute(values))
      : await writeOrderTogether(app, { run, accounts: [caller.id], parts: partIds })
  ) as { id: string }[];
  return placed && { orderId: placed.id, partIds };
}

const moneyColumns = (m: Money) => ({ net_cents: m.netCents, tax_cents: m.taxCents, gross_cents: m.grossCents });

/**
 * In one statement, while the token's session lives: the cart's lines in the order they were
 * added, each with its part (none when it left the catalog), and beside them the account's name
 * as it is now (the order copies it),
 * the shipping method asked for, the tax settings, the cart's discount code, and what the
 * account's unpaid orders hold when the caps are on (decision 0026).
 *
 * `locked`, after the account's lock: the parts are locked in id order (so customers whose carts
 * share parts never wait on each other in a circle) and their stock is as it is now.
 *
 * Built once for each form and named, so that each PostgreSQL connection parses it once and,
 * after its first few runs, plans it no more: its plan took longer than its run (decision 0105).
 */
async function readCheckout(app: FastifyInstance, db: Db, claims: AccessClaims, methodId: string, locked: boolean) {
  const caps = app.unpaidHoldCaps;
  const on = capsOn(caps);
  const name = namedForCaps(`checkout_read${locked ? "_locked" : ""}`, on);
  const rows = await preparedNamed(db, name, () => readStatement(db, name, on, locked)).execute({
    ...claims,
    methodId,
    ordersPerAccount: caps.ordersPerAccount,
  });
  // No line: an empty cart, or no session (401 then, as any signed-in call says).
  if (rows.length === 0) await callerOfClaims(app, claims);
  return rows;
}

function readStatement(db: Db, name: string, { counted, shared }: CapsOn, locked: boolean) {
  const param = {
    userId: sql.placeholder("userId"),
    email: sql.placeholder("email"),
    sessionId: sql.placeholder("sessionId"),
    methodId: sql.placeholder("methodId"),
  };
  const cartParts = db
    .select()
    .from(parts)
    .where(
      inArray(parts.id, db.select({ id: cartLines.partId }).from(cartLines).where(eq(cartLines.userId, param.userId))),
    )
    .orderBy(asc(parts.id));
  const part = db.$with("part").as(locked ? cartParts.for("update") : cartParts);
  return db
    .with(part)
    .select({
      line: { partName: cartLines.partName, quantity: cartLines.quantity },
      part: {
        id: part.id,
        name: part.name,
        img: part.img,
        des: part.des,
        sku: part.sku,
        options: part.options,
        priceCents: part.priceCents,
        minQuantity: part.minQuantity,
        availableQuantity: part.availableQuantity,
        weightGrams: part.weightGrams,
        categoryId: part.categoryId,
        brandId: part.brandId,
      },
      userName: authUser.name,
      method: shippingMethods,
      tax: taxSettings,
      code: discountCodes,
      // A subquery, so the count is taken once for the statement, not once a line.
      ordersHeld: counted
        ? sql<number>`(select unpaid_orders_held(${param.userId}, ${sql.placeholder("ordersPerAccount")}::int))`.mapWith(
            Number,
          )
        : sql<number>`0`.mapWith(Number),
      unitsHeld: shared
        ? sql<number>`coalesce(unpaid_units_held(${param.userId}, ${part.id}), 0)`.mapWith(Number)
        : sql<number>`0`.mapWith(Number),
    })
    .from(cartLines)
    .leftJoin(part, eq(part.id, cartLines.partId))
    .innerJoin(users, and(eq(users.id, cartLines.userId), eq(users.email, param.email)))
    .innerJoin(authUser, eq(authUser.email, users.email))
    .innerJoin(authSession, sessionLives(param.sessionId))
    .leftJoin(shippingMethods, eq(shippingMethods.id, param.methodId))
    .leftJoin(taxSettings, eq(taxSettings.id, 1))
    .leftJoin(cartDiscounts, eq(cartDiscounts.userId, cartLines.userId))
    .leftJoin(discountCodes, eq(discountCodes.id, cartDiscounts.codeId))
    .where(eq(cartLines.userId, param.userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .prepare(name);
}

/**
 * The order's discount code (the one sent, else the cart's), judged under its row's lock: the
 * checkouts using one code take turns from here to their commit, so its limits hold however
 * many run at once (decision 0071), and no other order waits for them.
 */
async function claimDiscount(
  db: Db,
  userId: string,
  sent: string | undefined,
  cartCode: CodeRow | undefined,
  lines: LineForCode[],
) {
  const asked = sent === undefined ? cartCode : await findCode(db, sent);
  if (!asked) return undefined;
  const code = await lockCode(db, asked.id);
  return { code, lines: await judgeCode(db, code, lines, userId) };
}

/** Keeps the checkout's phone and address in the book, unless it is there already or full. */
async function saveAddress(db: Db, userId: string, body: Checkout) {
  const [same] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.phone, body.phone), eq(addresses.address, body.address)));
  if (same) return;
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  if (n >= ADDRESSES_MAX) return;
  await db
    .insert(addresses)
    .values({ userId, phone: body.phone, address: body.address, country: body.country ?? null, isDefault: n === 0 });
}
