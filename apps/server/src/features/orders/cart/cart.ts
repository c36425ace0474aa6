import {
  CART_LINES_MAX,
  type Cart,
  type CartLine,
  type CartNotice,
  type CartQuoteQuery,
  cartLineLowered,
  cartLineRaised,
  cartLineRemoved,
  cartLineSoldOut,
  cartMessages,
  cartPriceChanged,
  dollars,
  messages,
  orderAtLeast,
  orderAtMost,
  type VisitorLine,
} from "@shop/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { cartLines, parts, users } from "../../../db/schema.ts";
import { Conflict, InvalidInput, NotFound } from "../../../shared/domain-errors.ts";
import { rulesFor, totalsOf } from "../money/totals.ts";
import {
  listShippingMethods,
  offeredMethod,
  readTaxSettings,
  ruleOf,
  type ShippingMethodRow,
} from "../settings/settings.ts";
import { cartCodeOf, cartDiscount, lineForCode } from "./cart-discount.ts";

/*
 * The cart (issue 29): a signed-in account's lines are kept here, one per part, priced at the
 * parts' current prices whenever the cart is read; a visitor's lines are kept by the browser
 * and priced by the same code (quoteLines). Every line stays between its part's minimum and its
 * stock: a line the stock no longer covers is lowered (or taken out when sold out) and a line
 * whose part left the catalog is taken out, each with a notice said once.
 */

/**
 * The part's columns a cart line shows, checks and prices. Not the whole row: its search text and
 * vector, specifications and description were read, sent and parsed for three lines on every
 * change of a cart, and the cart uses none of them.
 */
const cartPart = {
  id: parts.id,
  name: parts.name,
  img: parts.img,
  sku: parts.sku,
  options: parts.options,
  priceCents: parts.priceCents,
  minQuantity: parts.minQuantity,
  availableQuantity: parts.availableQuantity,
  weightGrams: parts.weightGrams,
  categoryId: parts.categoryId,
  brandId: parts.brandId,
};
type PartRow = Pick<typeof parts.$inferSelect, keyof typeof cartPart>;
type Wanted = { partId: string | null; partName: string; quantity: number; addedPriceCents: number | null };
/** What reading a line decided: kept at a quantity, or taken out. */
type Kept = { part: PartRow; quantity: number; addedPriceCents: number };
type Decided = { kept?: Kept; notice?: CartNotice; changed: boolean };

const cents = (c: number) => `$${(c / 100).toFixed(2)}`;

/** Keeps a line between its part's minimum and stock, saying what changed. */
function decide(w: Wanted, part: PartRow | undefined): Decided {
  if (!part) {
    return {
      changed: true,
      notice: { partId: w.partId, name: w.partName, kind: "removed", message: cartLineRemoved(w.partName) },
    };
  }
  const added = w.addedPriceCents ?? part.priceCents;
  if (part.availableQuantity < part.minQuantity) {
    return {
      changed: true,
      notice: { partId: part.id, name: part.name, kind: "removed", message: cartLineSoldOut(part.name) },
    };
  }
  if (w.quantity > part.availableQuantity) {
    return {
      changed: true,
      kept: { part, quantity: part.availableQuantity, addedPriceCents: added },
      notice: {
        partId: part.id,
        name: part.name,
        kind: "lowered",
        message: cartLineLowered(part.name, part.availableQuantity),
      },
    };
  }
  if (w.quantity < part.minQuantity) {
    return {
      changed: true,
      kept: { part, quantity: part.minQuantity, addedPriceCents: added },
      notice: {
        partId: part.id,
        name: part.name,
        kind: "raised",
        message: cartLineRaised(part.name, part.minQuantity),
      },
    };
  }
  return { changed: false, kept: { part, quantity: w.quantity, addedPriceCents: added } };
}

async function partsById(db: Db, ids: string[]): Promise<Map<string, PartRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(cartPart).from(parts).where(inArray(parts.id, ids));
  return new Map(rows.map((p) => [p.id, p]));
}

/** The method a cart is priced with: the one asked for, else the first offered, else none. */
async function methodFor(db: Db, id: string | undefined): Promise<ShippingMethodRow | null> {
  if (id) return offeredMethod(db, id);
  const [first] = await listShippingMethods(db, true);
  return first ?? null;
}

/**
 * The cart's answer for lines kept as they are now, priced now; with the account's discount code
 * (issue 31) when `userId` is given and the cart has one.
 */
async function priced(
  db: Db,
  kept: Kept[],
  notices: CartNotice[],
  q: CartQuoteQuery,
  userId: string | null = null,
): Promise<Cart> {
  const method = await methodFor(db, q.shippingMethodId);
  const rules = rulesFor(await readTaxSettings(db), q.country);
  const inputs = kept.map((k) => ({
    unitPriceCents: k.part.priceCents,
    quantity: k.quantity,
    weightGrams: k.part.weightGrams,
  }));
  const code = userId ? await cartCodeOf(db, userId) : undefined;
  const { discounts, shown: discountCode } = await cartDiscount(
    db,
    code,
    kept.map((k) => lineForCode(k.part, k.quantity)),
    userId,
  );
  const totals = totalsOf(inputs, method && ruleOf(method), rules, discounts);
  // A method that does not take these lines: the cart still shows its lines and their tax.
  const shown = totals ?? totalsOf(inputs, null, rules, discounts);
  const lines: CartLine[] = kept.map((k, i) => ({
    partId: k.part.id,
    name: k.part.name,
    img: k.part.img,
    sku: k.part.sku,
    options: k.part.options,
    unitPrice: dollars(k.part.priceCents),
    addedPrice: dollars(k.addedPriceCents),
    priceChanged: k.addedPriceCents !== k.part.priceCents,
    quantity: k.quantity,
    minQuantity: k.part.minQuantity,
    availableQuantity: k.part.availableQuantity,
    weight: k.part.weightGrams,
    lineTotal: dollars(k.part.priceCents * k.quantity),
    discount: dollars(discounts[i] ?? 0),
  }));
  const changedPrices: CartNotice[] = kept
    .filter((k) => k.addedPriceCents !== k.part.priceCents)
    .map((k) => ({
      partId: k.part.id,
      name: k.part.name,
      kind: "priceChanged",
      message: cartPriceChanged(k.part.name, cents(k.addedPriceCents), cents(k.part.priceCents)),
    }));
  return {
    lines,
    itemCount: kept.reduce((n, k) => n + k.quantity, 0),
    notices: [...notices, ...changedPrices],
    shippingMethodId: method?.id ?? null,
    country: rules.country,
    subtotal: dollars(shown?.subtotalCents ?? 0),
    discount: dollars(shown?.discountCents ?? 0),
    shipping: dollars(totals?.shippingCents ?? 0),
    tax: dollars(shown?.taxCents ?? 0),
    total: dollars(shown?.totalCents ?? 0),
    pricesIncludeTax: rules.pricesIncludeTax,
    shippingAvailable: totals !== undefined,
    discountCode,
  };
}

/** A visitor's lines priced as an account's cart would be; nothing is kept. */
export async function quoteLines(db: Db, wanted: VisitorLine[], q: CartQuoteQuery): Promise<Cart> {
  const byId = await partsById(
    db,
    wanted.map((w) => w.partId),
  );
  const kept: Kept[] = [];
  const notices: CartNotice[] = [];
  for (const w of merged(wanted)) {
    const d = decide(
      { ...w, partName: byId.get(w.partId)?.name ?? "A part", addedPriceCents: null },
      byId.get(w.partId),
    );
    if (d.kept) kept.push(d.kept);
    if (d.notice) notices.push(d.notice);
  }
  return priced(db, kept, notices, q);
}

/** One line per part: a part sent twice keeps its larger quantity. */
function merged(lines: VisitorLine[]): VisitorLine[] {
  const byPart = new Map<string, number>();
  for (const l of lines) byPart.set(l.partId, Math.max(byPart.get(l.partId) ?? 0, l.quantity));
  return [...byPart].map(([partId, quantity]) => ({ partId, quantity }));
}

type CartRow = { line: typeof cartLines.$inferSelect; part: PartRow | null };

/** The account's lines in the order they were added, each with its part as it is now (none when it left the catalog). */
function cartRows(db: Db, userId: string): Promise<CartRow[]> {
  return db
    .select({ line: cartLines, part: cartPart })
    .from(cartLines)
    .leftJoin(parts, eq(parts.id, cartLines.partId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .limit(CART_LINES_MAX);
}

/**
 * The account's cart as it is now: lines whose part left the catalog or sold out are taken out,
 * lines above the stock lowered (below the minimum raised), each said once, and all priced now.
 */
export async function readCart(db: Db, userId: string, q: CartQuoteQuery, earlier: CartNotice[] = []): Promise<Cart> {
  return settled(db, await cartRows(db, userId), q, userId, earlier);
}

/** The cart of these rows, each line kept between its part's minimum and stock (and so kept in the table), priced now. */
async function settled(
  db: Db,
  rows: CartRow[],
  q: CartQuoteQuery,
  userId: string,
  earlier: CartNotice[] = [],
): Promise<Cart> {
  const kept: Kept[] = [];
  const notices = [...earlier];
  for (const { line, part } of rows) {
    const d = decide(line, part ?? undefined);
    if (d.notice) notices.push(d.notice);
    if (d.kept) kept.push(d.kept);
    if (!d.changed) continue;
    if (d.kept) await db.update(cartLines).set({ quantity: d.kept.quantity }).where(eq(cartLines.id, line.id));
    else await db.delete(cartLines).where(eq(cartLines.id, line.id));
  }
  return priced(db, kept, notices, q, userId);
}

/** Locks the account's row, so one account's cart changes and checkouts happen one after another. */
export async function lockAccount(db: Db, userId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

/**
 * Sets a line's quantity (0 takes it out), between the part's minimum and stock with the
 * spec's messages; its price is the part's now, which the customer has just seen. Answers the
 * cart from the lines read under the account's lock and the line just written: no second read.
 */
export async function setLine(db: Db, userId: string, partId: string, quantity: number): Promise<Cart> {
  if (quantity === 0) {
    await db.delete(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.partId, partId)));
    return readCart(db, userId, {});
  }
  const rows = await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const rows = await cartRows(tx, userId);
    const inCart = rows.find((r) => r.line.partId === partId);
    const part = inCart ? inCart.part : (await tx.select(cartPart).from(parts).where(eq(parts.id, partId)))[0];
    if (!part) throw new NotFound(messages.partNotFound);
    if (quantity < part.minQuantity) throw new InvalidInput(orderAtLeast(part.minQuantity));
    if (quantity > part.availableQuantity) throw new InvalidInput(orderAtMost(part.availableQuantity));
    if (!inCart && rows.length >= CART_LINES_MAX) throw new Conflict(cartMessages.cartFull);
    const [line] = await tx
      .insert(cartLines)
      .values({ userId, partId, partName: part.name, quantity, addedPriceCents: part.priceCents })
      .onConflictDoUpdate({
        target: [cartLines.userId, cartLines.partId],
        set: { quantity, addedPriceCents: part.priceCents, partName: part.name },
      })
      .returning();
    if (!line) throw new Error("the cart's line was not written");
    // A new line is the newest: it comes last, as a read of the cart orders it.
    return inCart ? rows.map((r) => (r === inCart ? { line, part } : r)) : [...rows, { line, part }];
  });
  return settled(db, rows, {}, userId);
}

export async function clearCart(db: Db, userId: string): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.userId, userId));
}

/**
 * A visitor's lines join the account's cart: a part in both keeps the larger quantity, each
 * line kept between its part's minimum and stock; what could not be kept as sent is said.
 * Lines beyond CART_LINES_MAX are left out with the cart-full notice.
 */
export async function mergeLines(db: Db, userId: string, lines: VisitorLine[]): Promise<CartNotice[]> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const wanted = merged(lines);
    const byId = await partsById(
      tx,
      wanted.map((w) => w.partId),
    );
    const have = new Map(
      (
        await tx
          .select({ partId: cartLines.partId, quantity: cartLines.quantity })
          .from(cartLines)
          .where(eq(cartLines.userId, userId))
      ).map((l) => [l.partId, l.quantity]),
    );
    const notices: CartNotice[] = [];
    let count = have.size;
    for (const w of wanted) {
      const part = byId.get(w.partId);
      const before = have.get(w.partId);
      const d = decide(
        {
          partId: w.partId,
          partName: part?.name ?? "A part",
          quantity: Math.max(w.quantity, before ?? 0),
          addedPriceCents: null,
        },
        part,
      );
      if (d.notice) notices.push(d.notice);
      if (!d.kept) continue;
      if (before === undefined && count >= CART_LINES_MAX) {
        notices.push({ partId: w.partId, name: d.kept.part.name, kind: "removed", message: cartMessages.cartFull });
        continue;
      }
      if (before === undefined) count++;
      await tx
        .insert(cartLines)
        .values({
          userId,
          partId: w.partId,
          partName: d.kept.part.name,
          quantity: d.kept.quantity,
          addedPriceCents: d.kept.part.priceCents,
        })
        .onConflictDoUpdate({
          target: [cartLines.userId, cartLines.partId],
          set: { quantity: sql`excluded.quantity` },
        });
    }
    return notices;
  });
}
