import { discountMessages } from "@shop/contract";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { discountKit } from "../../../../test/discounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { addPart, type Customer, payWithCard, signUpAdmin } from "../../../../test/shop.ts";
import { discountUses, orders } from "../../../db/schema.ts";
import { sweepEndedHolds } from "../holds/hold-sweeper.ts";

/*
 * A code's uses (issue 31): the limit holds when 50 customers check out at once, a use comes back
 * when its order is deleted unpaid or expires, and stays when the order is paid and refunded; the
 * owner's list counts uses and the revenue of paid orders.
 */

let t: TestApp;
let admin: Customer;
let flatId: string;
const kit = discountKit(
  () => t,
  () => admin,
  () => flatId,
);
beforeAll(async () => {
  // No caps on unpaid orders: the race is the code's, not the account's.
  t = await createTestApp({ orderHolds: { minutes: 30, caps: { sharePercent: 100, ordersPerAccount: 0 } } });
  admin = await signUpAdmin(t);
  flatId = (
    await kit.inject(admin, "POST", "/api/admin/shipping-methods", { name: "Parcel", kind: "flat", price: 5 })
  ).json()._id;
});
afterAll(() => t.close());

let n = 0;
const fresh = (prefix: string) => `${prefix}${++n}`;

async function oneLineOrder(code: string) {
  const part = await addPart(t, { priceCents: 2000, minQuantity: 1 });
  const who = await kit.customerWith([[part.id, 1]]);
  const res = await kit.checkout(who, { discountCode: code });
  expect(res.statusCode, res.body).toBe(201);
  return { who, orderId: res.json().insertedId as string };
}

const usesRows = (orderId: string) => t.db.select().from(discountUses).where(eq(discountUses.orderId, orderId));

describe("a code's limit under a race", () => {
  it("50 customers checking out at once with 10 uses left get exactly 10 discounts", async () => {
    const code = fresh("RACE");
    const id = await kit.addCode({ code, kind: "percent", value: 10, usageLimit: 12 });
    // Two uses are taken already: 10 are left.
    await oneLineOrder(code);
    await oneLineOrder(code);
    // Each customer buys a part of their own, so nothing but the code makes them wait for each other.
    const customers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const part = await addPart(t, { priceCents: 1000, minQuantity: 1 });
        const who = await signUpWithToken(t);
        await kit.inject(who, "PUT", `/api/cart/lines/${part.id}`, { quantity: 1 });
        return who;
      }),
    );
    const answers = await Promise.all(customers.map((who) => kit.checkout(who, { discountCode: code })));
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => [a.statusCode, a.json().message])).toEqual(
      Array.from({ length: 40 }, () => [409, discountMessages.usedUp]),
    );
    const discounted = await t.db
      .select({ cents: orders.discountCents })
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((a) => a.json().insertedId as string),
        ),
      );
    expect(discounted.map((o) => o.cents)).toEqual(Array.from({ length: 10 }, () => 100));
    expect((await kit.codeListed(id))?.uses).toBe(12);
  });
});

describe("a code's use given back", () => {
  it("when its unpaid order is deleted, by its customer or an admin", async () => {
    const code = fresh("BACK");
    const id = await kit.addCode({ code, kind: "fixed", value: 1, usageLimit: 1 });
    const first = await oneLineOrder(code);
    expect((await kit.codeListed(id))?.uses).toBe(1);
    const deleted = await kit.inject(first.who, "DELETE", `/api/orders/${first.orderId}`);
    expect(deleted.json()).toMatchObject({ deletedCount: 1 });
    expect((await kit.codeListed(id))?.uses).toBe(0);
    const second = await oneLineOrder(code);
    expect((await kit.inject(admin, "DELETE", `/api/orders/${second.orderId}`)).json()).toMatchObject({
      deletedCount: 1,
    });
    await oneLineOrder(code);
  });

  it("when its unpaid order expires: counted free at once, and its row gone with the sweep", async () => {
    const code = fresh("EXPIRE");
    const id = await kit.addCode({ code, kind: "fixed", value: 1, usageLimit: 1 });
    const { orderId } = await oneLineOrder(code);
    await t.db.update(orders).set({ holdUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, orderId));
    expect((await kit.codeListed(id))?.uses).toBe(0);
    expect(await usesRows(orderId)).toHaveLength(1);
    await sweepEndedHolds(t.app);
    expect(await usesRows(orderId)).toHaveLength(0);
    await oneLineOrder(code);
  });

  it("not when its order is paid and refunded, nor when the refunded order is deleted; revenue counts paid orders only", async () => {
    const code = fresh("KEEP");
    const id = await kit.addCode({ code, kind: "percent", value: 50, usageLimit: 2 });
    const kept = await oneLineOrder(code);
    const refunded = await oneLineOrder(code);
    for (const o of [kept, refunded]) {
      const { transactionId } = await payWithCard(t, o.who, o.orderId);
      const paid = await kit.inject(o.who, "PATCH", `/api/orders/${o.orderId}`, { transactionId });
      expect(paid.json()).toMatchObject({ modifiedCount: 1 });
    }
    // $20.00 - 50 % + $5.00 shipping, twice, while both are paid.
    expect(await kit.codeListed(id)).toMatchObject({ uses: 2, revenue: 30 });
    const refund = await kit.inject(admin, "POST", `/api/orders/${refunded.orderId}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await kit.codeListed(id)).toMatchObject({ uses: 2, revenue: 15 });
    expect((await kit.inject(admin, "DELETE", `/api/orders/${refunded.orderId}`)).json()).toMatchObject({
      deletedCount: 1,
    });
    expect(await kit.codeListed(id)).toMatchObject({ uses: 2, revenue: 15 });
    const part = await addPart(t, { minQuantity: 1 });
    const late = await kit.customerWith([[part.id, 1]]);
    expect((await kit.applyCode(late, code)).json().message).toBe(discountMessages.usedUp);
  });
});
