import {
  cartLineLowered,
  cartLineRemoved,
  cartMessages,
  lineRefused,
  orderAtLeast,
  orderAtMost,
  unpaidOrdersLimit,
  unpaidShareLimit,
} from "@shop/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { addPart, type Customer, order, payWithCard, signUpAdmin, stockOf } from "../../../../test/shop.ts";
import { mailOutbox, orders, parts } from "../../../db/schema.ts";
import { sweepEndedHolds } from "../holds/hold-sweeper.ts";

/*
 * The cart and checkout (issue 29) through the API: rules per line, a visitor's merge, current
 * prices, notices, all-or-nothing holds, one order per cart however many tabs, no overselling
 * across carts, payment, refund, delete and expiry of a multi-line order. Prices include no tax
 * here (the migration's 0 %) unless a test sets it; money tests of their own are in money/.
 */

let t: TestApp;
let admin: Customer;
let flatId: string;
beforeAll(async () => {
  t = await createTestApp({ orderHolds: { minutes: 30, caps: { sharePercent: 100, ordersPerAccount: 0 } } });
  admin = await signUpAdmin(t);
  const flat = await t.app.inject({
    method: "POST",
    url: "/api/admin/shipping-methods",
    headers: admin.auth,
    payload: { name: "Parcel", kind: "flat", price: 4.95 },
  });
  expect(flat.statusCode).toBe(201);
  flatId = flat.json()._id;
});
afterAll(() => t.close());

const put = (who: Customer, partId: string, quantity: number) =>
  t.app.inject({ method: "PUT", url: `/api/cart/lines/${partId}`, headers: who.auth, payload: { quantity } });
const cartOf = (who: Customer, query = "") =>
  t.app.inject({ method: "GET", url: `/api/cart${query}`, headers: who.auth });
const checkout = (who: Customer, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/checkout",
    headers: who.auth,
    payload: { phone: "+1 555 0100", address: "7 Chain Lane", shippingMethodId: flatId, ...body },
  });

describe("the cart", () => {
  it("keeps each line between the part's minimum and its stock, with the order form's messages", async () => {
    const rider = await signUpWithToken(t);
    const part = await addPart(t, { minQuantity: 2, availableQuantity: 5, priceCents: 1999 });
    expect((await put(rider, part.id, 1)).json().message).toBe(orderAtLeast(2));
    expect((await put(rider, part.id, 6)).json().message).toBe(orderAtMost(5));
    expect((await put(rider, crypto.randomUUID(), 2)).statusCode).toBe(404);
    const set = await put(rider, part.id, 3);
    expect(set.statusCode).toBe(200);
    // The demo's first method is pickup: no shipping.
    expect(set.json()).toMatchObject({ itemCount: 3, subtotal: 59.97, shipping: 0, total: 59.97 });
    const parcel = (await cartOf(rider, `?shippingMethodId=${flatId}&country=DE`)).json();
    expect(parcel).toMatchObject({ shipping: 4.95, total: 64.92, shippingMethodId: flatId, country: "DE" });
    expect(set.json().lines).toEqual([expect.objectContaining({ partId: part.id, quantity: 3, lineTotal: 59.97 })]);
    expect((await put(rider, part.id, 0)).json().lines).toEqual([]);
  });

  it("shows current prices, and a price changed since the line was added as changed", async () => {
    const rider = await signUpWithToken(t);
    const part = await addPart(t, { minQuantity: 1, priceCents: 1000 });
    await put(rider, part.id, 1);
    await t.db.update(parts).set({ priceCents: 1200 }).where(eq(parts.id, part.id));
    const cart = (await cartOf(rider)).json();
    expect(cart.lines[0]).toMatchObject({ unitPrice: 12, addedPrice: 10, priceChanged: true });
    expect(cart.notices).toEqual([expect.objectContaining({ kind: "priceChanged", partId: part.id })]);
    expect(cart.subtotal).toBe(12);
  });

  it("lowers a line above the stock and takes out a removed part, each with a notice said once", async () => {
    const rider = await signUpWithToken(t);
    const short = await addPart(t, { minQuantity: 1, availableQuantity: 10 });
    const gone = await addPart(t, { minQuantity: 1 });
    await put(rider, short.id, 8);
    await put(rider, gone.id, 1);
    await t.db.update(parts).set({ availableQuantity: 3 }).where(eq(parts.id, short.id));
    const del = await t.app.inject({ method: "DELETE", url: `/api/parts/${gone.id}`, headers: admin.auth });
    expect(del.statusCode).toBe(200);
    const cart = (await cartOf(rider)).json();
    expect(cart.notices.map((n: { message: string }) => n.message)).toEqual([
      cartLineLowered(short.name, 3),
      cartLineRemoved(gone.name),
    ]);
    expect(cart.lines).toEqual([expect.objectContaining({ partId: short.id, quantity: 3 })]);
    expect((await cartOf(rider)).json().notices).toEqual([]);
  });

  it("merges a visitor's lines on sign-in: the larger quantity, kept within stock, unknown parts said", async () => {
    const rider = await signUpWithToken(t);
    const a = await addPart(t, { minQuantity: 1, availableQuantity: 10 });
    const b = await addPart(t, { minQuantity: 1, availableQuantity: 4 });
    await put(rider, a.id, 5);
    const missing = crypto.randomUUID();
    const merged = await t.app.inject({
      method: "POST",
      url: "/api/cart/merge",
      headers: rider.auth,
      payload: {
        lines: [
          { partId: a.id, quantity: 2 },
          { partId: b.id, quantity: 9 },
          { partId: missing, quantity: 1 },
        ],
      },
    });
    expect(merged.statusCode).toBe(200);
    const cart = merged.json();
    expect(cart.lines.map((l: { partId: string; quantity: number }) => [l.partId, l.quantity])).toEqual([
      [a.id, 5],
      [b.id, 4],
    ]);
    expect(cart.notices.map((n: { kind: string }) => n.kind).sort()).toEqual(["lowered", "removed"]);
    // The same on another device: the cart is the account's.
    expect((await cartOf(rider)).json().itemCount).toBe(9);
  });

  it("prices a visitor's lines without keeping them", async () => {
    const part = await addPart(t, { minQuantity: 2, priceCents: 500 });
    const quote = await t.app.inject({
      method: "POST",
      url: "/api/cart/quote",
      payload: { lines: [{ partId: part.id, quantity: 1 }] },
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({ itemCount: 2, subtotal: 10, shipping: 0, total: 10 });
    expect(quote.json().notices[0].kind).toBe("raised");
    expect(quote.headers["cache-control"]).toContain("no-store");
  });
});

describe("checkout", () => {
  it("holds nothing when one line is short, names it, then places one order for all lines", async () => {
    const rider = await signUpWithToken(t);
    const chain = await addPart(t, { minQuantity: 1, availableQuantity: 10, priceCents: 1999 });
    const pads = await addPart(t, { minQuantity: 1, availableQuantity: 2, priceCents: 1250 });
    await put(rider, chain.id, 3);
    await put(rider, pads.id, 2);
    await t.db.update(parts).set({ availableQuantity: 1 }).where(eq(parts.id, pads.id));
    const refused = await checkout(rider);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: lineRefused(pads.name, orderAtMost(1)), partId: pads.id });
    expect(await stockOf(t, chain.id)).toBe(10);
    expect(await stockOf(t, pads.id)).toBe(1);

    await put(rider, pads.id, 1);
    const placed = await checkout(rider);
    expect(placed.statusCode).toBe(201);
    const id = placed.json().insertedId;
    expect(await stockOf(t, chain.id)).toBe(7);
    expect(await stockOf(t, pads.id)).toBe(0);
    expect((await cartOf(rider)).json().lines).toEqual([]);

    const shown = (await t.app.inject({ method: "GET", url: `/api/orders/${id}`, headers: rider.auth })).json();
    expect(
      shown.lines.map((l: { partId: string; quantity: number; gross: number }) => [l.partId, l.quantity, l.gross]),
    ).toEqual([
      [chain.id, 3, 59.97],
      [pads.id, 1, 12.5],
    ]);
    expect(shown).toMatchObject({
      subtotal: 72.47,
      shipping: 4.95,
      tax: 0,
      total: 77.42,
      shippingMethod: "Parcel",
      productName: chain.name,
      totalPrice: 72.47,
    });
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, rider.email), eq(mailOutbox.template, "orderReceived")));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.facts).toMatchObject({ totalCents: 7742, lines: [{ quantity: 3 }, { quantity: 1 }] });
  });

  it("places one order when two tabs check out one cart at once", async () => {
    const rider = await signUpWithToken(t);
    const part = await addPart(t, { minQuantity: 1, availableQuantity: 10 });
    await put(rider, part.id, 2);
    const answers = await Promise.all([checkout(rider), checkout(rider), checkout(rider)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(cartMessages.cartEmpty);
    expect(await stockOf(t, part.id)).toBe(8);
    expect(await t.db.select().from(orders).where(eq(orders.email, rider.email))).toHaveLength(1);
  });

  it("never oversells when 40 customers race for the last units across their carts", async () => {
    const last = await addPart(t, { minQuantity: 1, availableQuantity: 10 });
    const plenty = await addPart(t, { minQuantity: 1, availableQuantity: 1000 });
    const riders = await Promise.all(Array.from({ length: 40 }, () => signUpWithToken(t)));
    for (const r of riders) {
      // Half add the scarce part first, half last: their carts lock the parts in one order anyway.
      const [first, second] = riders.indexOf(r) % 2 ? [last, plenty] : [plenty, last];
      await put(r, first.id, 1);
      await put(r, second.id, 1);
    }
    const answers = await Promise.all(riders.map((r) => checkout(r)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 400)).toHaveLength(30);
    expect(await stockOf(t, last.id)).toBe(0);
    expect(await stockOf(t, plenty.id)).toBe(990);
  });

  it("refuses an unknown shipping method and an empty cart", async () => {
    const rider = await signUpWithToken(t);
    expect((await checkout(rider)).json().message).toBe(cartMessages.cartEmpty);
    const part = await addPart(t, { minQuantity: 1 });
    await put(rider, part.id, 1);
    const unknown = await checkout(rider, { shippingMethodId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(cartMessages.shippingMethodNotFound);
  });

  it("is paid once for its total, and a refund gives back every line's units", async () => {
    const rider = await signUpWithToken(t);
    const a = await addPart(t, { minQuantity: 1, availableQuantity: 10, priceCents: 1000 });
    const b = await addPart(t, { minQuantity: 1, availableQuantity: 10, priceCents: 250 });
    await put(rider, a.id, 2);
    await put(rider, b.id, 4);
    const id = (await checkout(rider)).json().insertedId;
    const { transactionId } = await payWithCard(t, rider, id);
    const paid = await t.app.inject({
      method: "PATCH",
      url: `/api/orders/${id}`,
      headers: rider.auth,
      payload: { transactionId },
    });
    expect(paid.statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.totalCents).toBe(2000 + 1000 + 495);
    const refund = await t.app.inject({ method: "POST", url: `/api/orders/${id}/refund`, headers: admin.auth });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().lines).toHaveLength(2);
    expect(await stockOf(t, a.id)).toBe(10);
    expect(await stockOf(t, b.id)).toBe(10);
  });

  it("gives back every line's units when deleted or when its hold ends", async () => {
    const rider = await signUpWithToken(t);
    const a = await addPart(t, { minQuantity: 1, availableQuantity: 10 });
    const b = await addPart(t, { minQuantity: 1, availableQuantity: 10 });
    await put(rider, a.id, 3);
    await put(rider, b.id, 2);
    const first = (await checkout(rider)).json().insertedId;
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/orders/${first}`, headers: rider.auth });
    expect(deleted.json().deletedCount).toBe(1);
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([10, 10]);

    await put(rider, a.id, 3);
    await put(rider, b.id, 2);
    const second = (await checkout(rider)).json().insertedId;
    await t.db.update(orders).set({ holdUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, second));
    expect(await sweepEndedHolds(t.app)).toBeGreaterThanOrEqual(1);
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([10, 10]);
  });
});

describe("the single-part order", () => {
  it("gains shipping and tax, decided in its statement as the money rules decide them", async () => {
    const rider = await signUpWithToken(t);
    const part = await addPart(t, { minQuantity: 1, availableQuantity: 100, priceCents: 1999 });
    await t.db.update(parts).set({ weightGrams: 300 }).where(eq(parts.id, part.id));
    const tax = (body: Record<string, unknown>) =>
      t.app.inject({
        method: "PUT",
        url: "/api/admin/tax",
        headers: admin.auth,
        payload: { shippingTaxed: true, homeCountry: "US", countryRates: [{ country: "DE", rate: 19 }], ...body },
      });
    expect((await tax({ pricesIncludeTax: true, rate: 0 })).statusCode).toBe(200);
    const weight = await t.app.inject({
      method: "POST",
      url: "/api/admin/shipping-methods",
      headers: admin.auth,
      payload: {
        name: "By weight",
        kind: "weight",
        // Out of order, as an owner may type them: the band is the least that holds the weight.
        bands: [
          { upToGrams: 5000, price: 7.25 },
          { upToGrams: 1000, price: 3.5 },
        ],
      },
    });
    const weightId = weight.json()._id;
    try {
      // 19 % included, Germany: 3 x 19.99 = 59.97 -> net 50.39, tax 9.58; 900 g -> 3.50 -> net 2.94, tax 0.56.
      const de = await order(t, rider, {
        productId: part.id,
        orderQuantity: 3,
        shippingMethodId: weightId,
        country: "DE",
      });
      expect(de.statusCode).toBe(201);
      const shown = (
        await t.app.inject({ method: "GET", url: `/api/orders/${de.json().insertedId}`, headers: rider.auth })
      ).json();
      expect(shown).toMatchObject({ subtotal: 59.97, shipping: 3.5, tax: 10.14, total: 63.47, country: "DE" });
      expect(shown.lines).toEqual([expect.objectContaining({ quantity: 3, net: 50.39, tax: 9.58, gross: 59.97 })]);
      expect(shown).toMatchObject({ productPrice: 19.99, orderQuantity: 3, totalPrice: 59.97 });

      // 7.5 % excluded, shipping untaxed, 20 x 300 g = 6 kg: heavier than every band.
      await tax({ pricesIncludeTax: false, rate: 7.5, shippingTaxed: false });
      const heavy = await order(t, rider, { productId: part.id, orderQuantity: 7, shippingMethodId: weightId });
      expect(heavy.statusCode).toBe(201);
      const h = (
        await t.app.inject({ method: "GET", url: `/api/orders/${heavy.json().insertedId}`, headers: rider.auth })
      ).json();
      // 7 x 19.99 = 139.93, tax 10.49475 -> 10.49; 2100 g -> 7.25 untaxed.
      expect(h).toMatchObject({ subtotal: 139.93, shipping: 7.25, tax: 10.49, total: 157.67, country: "US" });
      const tooHeavy = await order(t, rider, { productId: part.id, orderQuantity: 17, shippingMethodId: weightId });
      expect(tooHeavy.statusCode).toBe(409);
      expect(tooHeavy.json().message).toBe(cartMessages.shippingMethodUnavailable);
    } finally {
      await tax({ pricesIncludeTax: true, rate: 0 });
      await t.app.inject({ method: "DELETE", url: `/api/admin/shipping-methods/${weightId}`, headers: admin.auth });
    }
  });
});

describe("caps on what unpaid orders hold (decision 0026)", () => {
  it("counts every line of a checkout's order in the account's share of a part", async () => {
    const capped = await createTestApp({
      orderHolds: { minutes: 30, caps: { sharePercent: 50, ordersPerAccount: 0 } },
    });
    try {
      const boss = await signUpAdmin(capped);
      const methodId = (
        await capped.app.inject({
          method: "POST",
          url: "/api/admin/shipping-methods",
          headers: boss.auth,
          payload: { name: "Pickup", kind: "pickup" },
        })
      ).json()._id;
      const rider = await signUpWithToken(capped);
      const other = await addPart(capped, { minQuantity: 1 });
      const scarce = await addPart(capped, { minQuantity: 1, availableQuantity: 10 });
      for (const [id, quantity] of [
        [other.id, 1],
        [scarce.id, 6],
      ] as const) {
        await capped.app.inject({
          method: "PUT",
          url: `/api/cart/lines/${id}`,
          headers: rider.auth,
          payload: { quantity },
        });
      }
      const body = { phone: "1", address: "2", shippingMethodId: methodId };
      const tooMany = await capped.app.inject({
        method: "POST",
        url: "/api/checkout",
        headers: rider.auth,
        payload: body,
      });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json()).toMatchObject({
        message: lineRefused(scarce.name, unpaidShareLimit(5, 50, 0)),
        partId: scarce.id,
      });
      await capped.app.inject({
        method: "PUT",
        url: `/api/cart/lines/${scarce.id}`,
        headers: rider.auth,
        payload: { quantity: 5 },
      });
      expect(
        (await capped.app.inject({ method: "POST", url: "/api/checkout", headers: rider.auth, payload: body }))
          .statusCode,
      ).toBe(201);
      // Its second line holds 5 of the 10: a single-part order of one more is refused.
      const more = await order(capped, rider, { productId: scarce.id, orderQuantity: 1 });
      expect(more.statusCode).toBe(409);
      expect(more.json().message).toBe(unpaidShareLimit(5, 50, 5));
    } finally {
      await capped.close();
    }
  });

  it("counts a checkout's order among the account's unpaid orders", async () => {
    const capped = await createTestApp({
      orderHolds: { minutes: 30, caps: { sharePercent: 100, ordersPerAccount: 1 } },
    });
    try {
      const rider = await signUpWithToken(capped);
      const part = await addPart(capped, { minQuantity: 1 });
      expect((await order(capped, rider, { productId: part.id, orderQuantity: 1 })).statusCode).toBe(201);
      await capped.app.inject({
        method: "PUT",
        url: `/api/cart/lines/${part.id}`,
        headers: rider.auth,
        payload: { quantity: 1 },
      });
      const refused = await capped.app.inject({
        method: "POST",
        url: "/api/checkout",
        headers: rider.auth,
        payload: { phone: "1", address: "2", shippingMethodId: crypto.randomUUID() },
      });
      expect(refused.json().message).toBe(unpaidOrdersLimit(1));
    } finally {
      await capped.close();
    }
  });
});
