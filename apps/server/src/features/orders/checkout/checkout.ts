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
import type { Caller } from "../../../auth/guards.ts";
import type { UnpaidHoldCaps } from "../../../config.ts";
import { type Db, rowsOf } from "../../../db/client.ts";
import {
  addresses,
  authUser,
  cartDiscounts,
  cartLines,
  discountCodes,
  orders,
  parts,
  shippingMethods,
  taxSettings,
  users,
} from "../../../db/schema.ts";
import type { MailTemplate } from "../../../mail/templates.ts";
import { Conflict, InvalidInput } from "../../../shared/domain-errors.ts";
import { type CodeRow, findCode, judgeCode, type LineForCode, lockCode, recordUse } from "../../promotions/index.ts";
import { lineForCode } from "../cart/cart-discount.ts";
import { sweepEndedHolds } from "../holds/hold-sweeper.ts";
import { holdUntilFromNow } from "../holds/holds.ts";
import { myOrdersLink } from "../mail-links.ts";
import { type Money, rulesFor, totalsOf } from "../money/totals.ts";
import { offered, ruleOf, taxSettingsOr } from "../settings/settings.ts";

/** A line the stock could not take: after ended holds are released it may be tried once more. */
class ShortLine extends InvalidInput {}

/**
 * The account's cart becomes one order (issue 29), in one transaction: all its lines are held
 * or none. The account's row is locked first, so two checkouts of one cart (two tabs) run one
 * after the other and the second finds the cart empty; then the lines' parts, in id order, so
 * customers whose carts share parts never wait on each other in a circle, and each line's stock
 * is decided from its part's row as it is now. One order, one hold timer, one payment for its
 * total, one mail; the cart is emptied with it.
 *
 * A line refused names its part (`partId` beside the message). A line short of stock, of a part
 * with ended holds the sweep has not reached yet, is decided once more after releasing them.
 */
export async function checkout(app: FastifyInstance, caller: Caller, body: Checkout): Promise<string> {
  let placed: Placed;
  try {
    placed = await placeCheckout(app, caller, body);
  } catch (err) {
    if (!(err instanceof ShortLine) || (await sweepEndedHolds(app)) === 0) throw err;
    placed = await placeCheckout(app, caller, body);
  }
  app.metrics.orders.placed.inc();
  app.mailWorker.wake();
  // The parts' stock is public and cached.
  app.publicCache.forgetParts(placed.partIds);
  return placed.orderId;
}

type Placed = { orderId: string; partIds: string[] };

function placeCheckout(app: FastifyInstance, caller: Caller, body: Checkout): Promise<Placed> {
  const caps = app.unpaidHoldCaps;
  return app.db.transaction(async (tx) => {
    const userName = await lockAccountNamed(tx, caller);
    const rows = await readLocked(tx, caller.id, body.shippingMethodId, caps);
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
        const most = Math.max(
          Math.floor(((held + part.availableQuantity) * caps.sharePercent) / 100),
          part.minQuantity,
        );
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
    const discount = await claimDiscount(
      tx,
      caller.id,
      body.discountCode,
      head.code ?? undefined,
      lines.map(({ quantity, part }) => lineForCode(part, quantity)),
    );
    const totals = totalsOf(
      lines.map(({ quantity, part }) => ({ unitPriceCents: part.priceCents, quantity, weightGrams: part.weightGrams })),
      ruleOf(method),
      rules,
      discount?.lines,
    );
    if (!totals) throw new Conflict(cartMessages.shippingMethodUnavailable, "shipping_unavailable");

    const first = lines[0] as (typeof lines)[number];
    const order = tx
      .insert(orders)
      .values({
        partId: first.part.id,
        userId: caller.id,
        email: caller.email,
        userName,
        phone: body.phone,
        address: body.address,
        orderQuantity: first.quantity,
        partName: first.part.name,
        partImg: first.part.img,
        partDes: first.part.des,
        partPriceCents: first.part.priceCents,
        partMinQuantity: first.part.minQuantity,
        partAvailableQuantity: first.part.availableQuantity,
        partSku: first.part.sku,
        partOptions: first.part.options,
        holdUntil: holdUntilFromNow(app.orderHoldMinutes),
        subtotalCents: totals.subtotalCents,
        shippingCents: totals.shippingCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        pricesIncludeTax: rules.pricesIncludeTax,
        shippingMethodName: method.name,
        country: rules.country,
        lineCount: lines.length,
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
      })
      .returning({ id: orders.id });
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
    // Everything the order writes, in one statement: the lines' parts are locked already, and
    // the order's id reaches its lines inside the database. The stock is taken through arrays,
    // whose length the planner sees (a JSON record set it guesses at 100 rows, and joins the
    // parts by a scan of the whole table).
    const [placed] = rowsOf<{ id: string }>(
      await tx.execute(sql`with taken as (
        update parts set available_quantity = parts.available_quantity - l.quantity, sold_units = parts.sold_units + l.quantity
        from unnest(${arrayOf(lines.map(({ part }) => part.id))}::uuid[], ${arrayOf(lines.map(({ quantity }) => quantity))}::int[])
          as l(part_id, quantity)
        where parts.id = l.part_id
      ),
      placed as (${order.getSQL()}),
      lines as (
        insert into order_lines (order_id, line_no, part_id, part_name, part_img, part_sku, part_options,
          unit_price_cents, quantity, net_cents, tax_cents, gross_cents, discount_cents)
        select placed.id, l.line_no, l.part_id, l.part_name, l.part_img, l.part_sku, l.part_options,
          l.unit_price_cents, l.quantity, l.net_cents, l.tax_cents, l.gross_cents, l.discount_cents
        from placed, jsonb_to_recordset(${JSON.stringify(orderLines)}::jsonb) as l(line_no smallint, part_id uuid,
          part_name text, part_img text, part_sku text, part_options jsonb, unit_price_cents int, quantity int,
          net_cents bigint, tax_cents bigint, gross_cents bigint, discount_cents bigint)
      ),
      mail as (
        insert into mail_outbox (recipient, link, template, facts) values (${caller.email}, ${myOrdersLink(app)},
          ${"orderReceived" satisfies MailTemplate}, ${JSON.stringify(facts)}::jsonb)
      ),
      emptied as (delete from cart_lines where user_id = ${caller.id}),
      uncoded as (delete from cart_discounts where user_id = ${caller.id})
      select id from placed`),
    );
    const orderId = (placed as { id: string }).id;
    if (discount) await recordUse(tx, discount.code.id, orderId, caller.id);
    if (body.saveAddress) await saveAddress(tx, caller.id, body);
    return { orderId, partIds: lines.map(({ part }) => part.id) };
  });
}

/** A PostgreSQL array's text, for ids and counts (no quoting needed): a JS array would become a list of parameters. */
const arrayOf = (values: (string | number)[]) => `{${values.join(",")}}`;

const moneyColumns = (m: Money) => ({ net_cents: m.netCents, tax_cents: m.taxCents, gross_cents: m.grossCents });

/**
 * Locks the account's row, so two checkouts of one cart (two tabs) and its changes run one after
 * another, and answers the account's name as it is now, as the single-part order copies it. Its
 * own statement: what follows reads the cart as the lock leaves it.
 */
async function lockAccountNamed(db: Db, caller: Caller): Promise<string> {
  const [row] = await db
    .select({ name: authUser.name })
    .from(users)
    .leftJoin(authUser, eq(authUser.email, users.email))
    .where(eq(users.id, caller.id))
    .for("no key update", { of: users });
  return row?.name ?? "";
}

/**
 * In one statement: the cart's lines in the order they were added, each with its part locked
 * (in id order, so customers whose carts share parts never wait on each other in a circle, and
 * its stock as it is now; none when it left the catalog), and beside them the shipping method
 * asked for, the tax settings, the cart's discount code, and what the account's unpaid orders
 * hold when the caps are on (decision 0026; read after the account's lock).
 *
 * Named, one name for each set of caps that changes its text, so that each PostgreSQL connection
 * parses it once and, after its first few runs, plans it no more: its plan took longer than its
 * run (decision 0105). PGlite ignores the name.
 */
function readLocked(db: Db, userId: string, methodId: string, caps: UnpaidHoldCaps) {
  const counted = caps.ordersPerAccount > 0;
  const shared = caps.sharePercent < 100;
  const param = { userId: sql.placeholder("userId"), methodId: sql.placeholder("methodId") };
  const locked = db.$with("locked").as(
    db
      .select()
      .from(parts)
      .where(
        inArray(
          parts.id,
          db.select({ id: cartLines.partId }).from(cartLines).where(eq(cartLines.userId, param.userId)),
        ),
      )
      .orderBy(asc(parts.id))
      .for("update"),
  );
  return db
    .with(locked)
    .select({
      line: { partName: cartLines.partName, quantity: cartLines.quantity },
      part: {
        id: locked.id,
        name: locked.name,
        img: locked.img,
        des: locked.des,
        sku: locked.sku,
        options: locked.options,
        priceCents: locked.priceCents,
        minQuantity: locked.minQuantity,
        availableQuantity: locked.availableQuantity,
        weightGrams: locked.weightGrams,
        categoryId: locked.categoryId,
        brandId: locked.brandId,
      },
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
        ? sql<number>`coalesce(unpaid_units_held(${param.userId}, ${locked.id}), 0)`.mapWith(Number)
        : sql<number>`0`.mapWith(Number),
    })
    .from(cartLines)
    .leftJoin(locked, eq(locked.id, cartLines.partId))
    .leftJoin(shippingMethods, eq(shippingMethods.id, param.methodId))
    .leftJoin(taxSettings, eq(taxSettings.id, 1))
    .leftJoin(cartDiscounts, eq(cartDiscounts.userId, cartLines.userId))
    .leftJoin(discountCodes, eq(discountCodes.id, cartDiscounts.codeId))
    .where(eq(cartLines.userId, param.userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .prepare(`checkout_read${counted ? "_counted" : ""}${shared ? "_shared" : ""}`)
    .execute({ userId, methodId, ordersPerAccount: caps.ordersPerAccount });
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
