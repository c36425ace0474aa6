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
import { type Db, rowsOf } from "../../../db/client.ts";
import { addresses, authUser, cartDiscounts, cartLines, orderLines, orders, parts } from "../../../db/schema.ts";
import type { MailTemplate } from "../../../mail/templates.ts";
import { Conflict, InvalidInput } from "../../../shared/domain-errors.ts";
import { findCode, judgeCode, type LineForCode, lockCode, recordUse } from "../../promotions/index.ts";
import { lockAccount } from "../cart/cart.ts";
import { cartCodeOf, lineForCode } from "../cart/cart-discount.ts";
import { sweepEndedHolds } from "../holds/hold-sweeper.ts";
import { holdUntilFromNow } from "../holds/holds.ts";
import { myOrdersLink } from "../mail-links.ts";
import { rulesFor, totalsOf } from "../money/totals.ts";
import { offeredMethod, readTaxSettings, ruleOf } from "../settings/settings.ts";

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
    await lockAccount(tx, caller.id);
    // The account's name as it is now, as the single-part order copies it.
    const [account] = await tx.select({ name: authUser.name }).from(authUser).where(eq(authUser.email, caller.email));
    const cart = await tx
      .select()
      .from(cartLines)
      .where(eq(cartLines.userId, caller.id))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
    const ids = cart.flatMap((l) => (l.partId ? [l.partId] : []));
    const locked =
      ids.length === 0
        ? []
        : await tx.select().from(parts).where(inArray(parts.id, ids)).orderBy(asc(parts.id)).for("update");
    const partOf = new Map(locked.map((p) => [p.id, p]));
    const rows = cart.map((line) => ({ line, part: line.partId ? partOf.get(line.partId) : undefined }));
    if (rows.length === 0) throw new Conflict(cartMessages.cartEmpty, "cart_empty");

    if (caps.ordersPerAccount > 0) {
      const [held] = rowsOf<{ n: number }>(
        await tx.execute(sql`select unpaid_orders_held(${caller.id}, ${caps.ordersPerAccount}::int) as n`),
      );
      if ((held?.n ?? 0) >= caps.ordersPerAccount) {
        throw new Conflict(unpaidOrdersLimit(caps.ordersPerAccount), "unpaid_orders_limit");
      }
    }

    const lines = [];
    for (const { line, part } of rows) {
      const refuse = (Kind: typeof InvalidInput, reason: string, code: string) =>
        new Kind(lineRefused(part?.name ?? line.partName, reason), code, { partId: part?.id ?? "" });
      if (!part) throw new Conflict(cartLineRemoved(line.partName), "line_removed");
      if (line.quantity < part.minQuantity) throw refuse(InvalidInput, orderAtLeast(part.minQuantity), "line_refused");
      if (line.quantity > part.availableQuantity) {
        throw refuse(ShortLine, orderAtMost(part.availableQuantity), "line_refused");
      }
      if (caps.sharePercent < 100) {
        const held = await unitsHeld(tx, caller.id, part.id);
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
      lines.push({ line, part });
    }

    const method = await offeredMethod(tx, body.shippingMethodId);
    const rules = rulesFor(await readTaxSettings(tx), body.country);
    const discount = await claimDiscount(
      tx,
      caller.id,
      body.discountCode,
      lines.map(({ line, part }) => lineForCode(part, line.quantity)),
    );
    const totals = totalsOf(
      lines.map(({ line, part }) => ({
        unitPriceCents: part.priceCents,
        quantity: line.quantity,
        weightGrams: part.weightGrams,
      })),
      ruleOf(method),
      rules,
      discount?.lines,
    );
    if (!totals) throw new Conflict(cartMessages.shippingMethodUnavailable, "shipping_unavailable");

    for (const { line, part } of lines) {
      await tx
        .update(parts)
        .set({
          availableQuantity: sql`${parts.availableQuantity} - ${line.quantity}`,
          soldUnits: sql`${parts.soldUnits} + ${line.quantity}`,
        })
        .where(eq(parts.id, part.id));
    }
    const first = lines[0] as (typeof lines)[number];
    const [order] = await tx
      .insert(orders)
      .values({
        partId: first.part.id,
        userId: caller.id,
        email: caller.email,
        userName: account?.name ?? "",
        phone: body.phone,
        address: body.address,
        orderQuantity: first.line.quantity,
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
    const orderId = (order as { id: string }).id;
    await tx.insert(orderLines).values(
      lines.map(({ line, part }, i) => {
        const money = totals.lines[i] as (typeof totals.lines)[number];
        return {
          orderId,
          lineNo: i + 1,
          partId: part.id,
          partName: part.name,
          partImg: part.img,
          partSku: part.sku,
          partOptions: part.options,
          unitPriceCents: part.priceCents,
          quantity: line.quantity,
          ...money,
          discountCents: discount?.lines[i] ?? 0,
        };
      }),
    );
    await tx.execute(sql`insert into mail_outbox (recipient, link, template, facts) values (
      ${caller.email}, ${myOrdersLink(app)}, ${"orderReceived" satisfies MailTemplate}, ${JSON.stringify({
        email: caller.email,
        userName: account?.name ?? "",
        partName: first.part.name,
        orderQuantity: first.line.quantity,
        totalCents: totals.totalCents,
        subtotalCents: totals.subtotalCents,
        shippingCents: totals.shippingCents,
        taxCents: totals.taxCents,
        ...(discount && { discountCode: discount.code.code, discountCents: totals.discountCents }),
        lines: lines.map(({ line, part }) => ({
          name: part.name,
          quantity: line.quantity,
          priceCents: part.priceCents * line.quantity,
        })),
      })}::jsonb)`);
    if (discount) await recordUse(tx, discount.code.id, orderId, caller.id);
    await tx.delete(cartLines).where(eq(cartLines.userId, caller.id));
    await tx.delete(cartDiscounts).where(eq(cartDiscounts.userId, caller.id));
    if (body.saveAddress) await saveAddress(tx, caller.id, body);
    return { orderId, partIds: lines.map(({ part }) => part.id) };
  });
}

/**
 * The order's discount code (the one sent, else the cart's), judged under its row's lock: the
 * checkouts using one code take turns from here to their commit, so its limits hold however
 * many run at once (decision 0071), and no other order waits for them.
 */
async function claimDiscount(db: Db, userId: string, sent: string | undefined, lines: LineForCode[]) {
  const asked = sent === undefined ? await cartCodeOf(db, userId) : await findCode(db, sent);
  if (!asked) return undefined;
  const code = await lockCode(db, asked.id);
  return { code, lines: await judgeCode(db, code, lines, userId) };
}

/** What the account's unpaid orders hold of this part now, over all their lines (decision 0026, migration 0020). */
async function unitsHeld(db: Db, userId: string, partId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select unpaid_units_held(${userId}, ${partId}) as n`));
  return row?.n ?? 0;
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
