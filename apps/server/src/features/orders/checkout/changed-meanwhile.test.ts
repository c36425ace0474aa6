import { cartLineRemoved, lineRefused, orderAtMost, unpaidOrdersLimit, unpaidShareLimit } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { addPart, type Customer, order, signUpAdmin, stockOf } from "../../../../test/shop.ts";
import { interleave, statementsDuring } from "../../../../test/statements.ts";
import { cartLines, orderLines, orders, parts } from "../../../db/schema.ts";

/*
 * A checkout without a code is decided from a read that locks nothing, and written by a
 * statement that writes only if what it was decided from still holds (decision 0109). Here
 * another request changes the cart or its parts between the two: the order is always the one
 * the cart and the catalog make at the write, never the one they made at the read.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The checkout's write: the statement that locks the account first. */
const WRITE = /^with account as/;

const put = (who: Customer, partId: string, quantity: number, app = t) =>
  app.app.inject({ method: "PUT", url: `/api/cart/lines/${partId}`, headers: who.auth, payload: { quantity } });
async function checkout(who: Customer, app = t) {
  const methods = await app.app.inject({ method: "GET", url: "/api/shipping-methods" });
  return app.app.inject({
    method: "POST",
    url: "/api/checkout",
    headers: who.auth,
    payload: { phone: "+1 555 0100", address: "7 Chain Lane", shippingMethodId: methods.json()[0]._id },
  });
}

/** The checkout, with `between` run once before its first write. */
async function checkoutWith(who: Customer, between: () => Promise<unknown>, app = t) {
  const stop = interleave(app, WRITE, async () => {
    await between();
    return false;
  });
  try {
    return await checkout(who, app);
  } finally {
    stop();
  }
}

async function linesOf(orderId: string) {
  return t.db
    .select({ partId: orderLines.partId, quantity: orderLines.quantity, unit: orderLines.unitPriceCents })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.lineNo);
}

describe("a checkout whose cart or parts change between its read and its write", () => {
  it("is priced at the price the part has when it is written", async () => {
    const who = await signUpWithToken(t);
    const [a, b] = [await addPart(t, { priceCents: 1000 }), await addPart(t, { priceCents: 2000 })];
    await put(who, a.id, 2);
    await put(who, b.id, 3);
    const answer = await checkoutWith(who, () =>
      t.db.update(parts).set({ priceCents: 1234 }).where(eq(parts.id, b.id)),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await linesOf(answer.json().insertedId)).toEqual([
      { partId: a.id, quantity: 2, unit: 1000 },
      { partId: b.id, quantity: 3, unit: 1234 },
    ]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, answer.json().insertedId));
    expect(order?.subtotalCents).toBe(2 * 1000 + 3 * 1234);
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([98, 97]);
  });

  it("orders the quantities the cart holds when it is written (another tab changed one)", async () => {
    const who = await signUpWithToken(t);
    const part = await addPart(t);
    await put(who, part.id, 2);
    const answer = await checkoutWith(who, () =>
      // The part is this test's own: its one cart line is this customer's.
      t.db.update(cartLines).set({ quantity: 5 }).where(eq(cartLines.partId, part.id)),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await linesOf(answer.json().insertedId)).toEqual([{ partId: part.id, quantity: 5, unit: 2550 }]);
    expect(await stockOf(t, part.id)).toBe(95);
  });

  it("refuses a line whose stock was sold meanwhile, with the stock left, and holds nothing", async () => {
    const who = await signUpWithToken(t);
    const [plenty, scarce] = [await addPart(t), await addPart(t, { availableQuantity: 10 })];
    await put(who, plenty.id, 2);
    await put(who, scarce.id, 4);
    const answer = await checkoutWith(who, () =>
      t.db.update(parts).set({ availableQuantity: 3 }).where(eq(parts.id, scarce.id)),
    );
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({
      message: lineRefused(scarce.name, orderAtMost(3)),
      partId: scarce.id,
    });
    expect([await stockOf(t, plenty.id), await stockOf(t, scarce.id)]).toEqual([100, 3]);
    expect(await t.db.select().from(orders).where(eq(orders.email, who.email))).toEqual([]);
  });

  it("says the line was removed when its part was deleted meanwhile", async () => {
    const who = await signUpWithToken(t);
    const [kept, gone] = [await addPart(t), await addPart(t)];
    await put(who, kept.id, 2);
    await put(who, gone.id, 2);
    const answer = await checkoutWith(who, () => t.db.delete(parts).where(eq(parts.id, gone.id)));
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().message).toBe(cartLineRemoved(gone.name));
    expect(await stockOf(t, kept.id)).toBe(100);
    expect(await t.db.select().from(orders).where(eq(orders.email, who.email))).toEqual([]);
  });

  it("uses a discount code put on the cart meanwhile, under its lock, rather than dropping it", async () => {
    const admin = await signUpAdmin(t);
    const added = await t.app.inject({
      method: "POST",
      url: "/api/admin/discounts",
      headers: admin.auth,
      payload: { code: "MEANWHILE10", kind: "percent", value: 10 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const who = await signUpWithToken(t);
    const part = await addPart(t, { priceCents: 1000 });
    await put(who, part.id, 2);
    const answer = await checkoutWith(who, async () => {
      const applied = await t.app.inject({
        method: "PUT",
        url: "/api/cart/discount",
        headers: who.auth,
        payload: { code: "MEANWHILE10" },
      });
      expect(applied.statusCode, applied.body).toBe(200);
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const [placed] = await t.db.select().from(orders).where(eq(orders.id, answer.json().insertedId));
    expect(placed).toMatchObject({ discountCode: "MEANWHILE10", discountCents: 200, subtotalCents: 2000 });
  });

  it("takes the locks first after three misses in a row, and places the order then", async () => {
    const who = await signUpWithToken(t);
    const part = await addPart(t, { priceCents: 1000 });
    await put(who, part.id, 2);
    let misses = 0;
    const stop = interleave(t, WRITE, async () => {
      misses += 1;
      await t.db
        .update(parts)
        .set({ priceCents: 1000 + misses })
        .where(eq(parts.id, part.id));
      return misses < 3;
    });
    let answer: Awaited<ReturnType<typeof checkout>> | undefined;
    let seen: string[] = [];
    try {
      seen = await statementsDuring(t, async () => {
        answer = await checkout(who);
      });
    } finally {
      stop();
    }
    expect(answer?.statusCode, answer?.body).toBe(201);
    expect(misses).toBe(3);
    expect(await linesOf(answer?.json().insertedId)).toEqual([{ partId: part.id, quantity: 2, unit: 1003 }]);
    expect(await stockOf(t, part.id)).toBe(98);
    // PostgreSQL is handed the locked transaction's statements; PGlite the transaction whole.
    expect(seen.some((s) => /^begin/i.test(s) || s === "transaction")).toBe(true);
  });
});

describe("with caps on unpaid orders, a single order placed between a checkout's read and its write", () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await createTestApp({ orderHolds: { minutes: 30, caps: { sharePercent: 50, ordersPerAccount: 2 } } });
  });
  afterAll(() => capped.close());

  it("counts among the account's unpaid orders", async () => {
    const who = await signUpWithToken(capped);
    const [first, second, third] = [await addPart(capped), await addPart(capped), await addPart(capped)];
    expect((await order(capped, who, { productId: first.id })).statusCode).toBe(201);
    await put(who, third.id, 2, capped);
    const answer = await checkoutWith(who, () => order(capped, who, { productId: second.id }), capped);
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().message).toBe(unpaidOrdersLimit(2));
    expect(await stockOf(capped, third.id)).toBe(100);
  });

  it("counts in the account's share of the part", async () => {
    const who = await signUpWithToken(capped);
    const part = await addPart(capped, { minQuantity: 1, availableQuantity: 10 });
    await put(who, part.id, 3, capped);
    const answer = await checkoutWith(
      who,
      () => order(capped, who, { productId: part.id, orderQuantity: 3 }).then((r) => expect(r.statusCode).toBe(201)),
      capped,
    );
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().message).toBe(lineRefused(part.name, unpaidShareLimit(5, 50, 3)));
    expect(await stockOf(capped, part.id)).toBe(7);
  });
});
