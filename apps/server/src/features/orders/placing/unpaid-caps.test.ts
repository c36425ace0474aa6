import { unpaidOrdersLimit, unpaidShareLimit } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { addPart, type Customer, order, payWithCard, stockOf } from "../../../../test/shop.ts";
import { DEFAULTS } from "../../../config.ts";
import { orders } from "../../../db/schema.ts";

/*
 * What one account's unpaid orders may hold (decision 0026): the shop's default share, 50 % of a
 * part's stock (counted over what the account holds of it plus what is left), and a count of 3
 * unpaid orders at once, lower than the default so that its boundary takes few orders. On
 * PostgreSQL (TEST_DATABASE_URL) the races below run on ten connections at once.
 */

const defaults = { sharePercent: DEFAULTS.unpaidHoldSharePercent, ordersPerAccount: 3 };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orderHolds: { minutes: 30, caps: defaults } });
});
afterAll(() => t.close());

const deleteOrder = (who: Customer, id: string) =>
  t.app.inject({ method: "DELETE", url: `/api/orders/${id}`, headers: who.auth });
/** Pays an order with a test card and records it, as the order page does. */
async function pay(who: Customer, id: string) {
  const { transactionId } = await payWithCard(t, who, id);
  const paid = await t.app.inject({
    method: "PATCH",
    url: `/api/orders/${id}`,
    headers: who.auth,
    payload: { transactionId },
  });
  expect(paid.statusCode).toBe(200);
}
const unpaidOf = async (who: Customer) =>
  (await t.db.select().from(orders).where(eq(orders.email, who.email))).filter((o) => !o.paid);

describe("unpaid orders per account", () => {
  it("takes three unpaid orders, refuses the fourth with the limit, and takes it once one is paid or deleted", async () => {
    const alice = await signUpWithToken(t);
    const partsOf = await Promise.all([1, 2, 3, 4, 5].map(() => addPart(t, { minQuantity: 1, availableQuantity: 10 })));
    const ids: string[] = [];
    for (const part of partsOf.slice(0, 3)) {
      const placed = await order(t, alice, { productId: part.id, orderQuantity: 1 });
      expect(placed.statusCode).toBe(201);
      ids.push(placed.json().insertedId);
    }
    const fourth = partsOf[3]?.id as string;
    const refused = await order(t, alice, { productId: fourth, orderQuantity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(unpaidOrdersLimit(3));
    expect(await stockOf(t, fourth)).toBe(10);

    // Another account is not held back by hers.
    const bob = await signUpWithToken(t);
    expect((await order(t, bob, { productId: fourth, orderQuantity: 1 })).statusCode).toBe(201);

    await pay(alice, ids[0] as string);
    expect((await order(t, alice, { productId: fourth, orderQuantity: 1 })).statusCode).toBe(201);
    expect((await order(t, alice, { productId: partsOf[4]?.id, orderQuantity: 1 })).statusCode).toBe(409);
    expect((await deleteOrder(alice, ids[1] as string)).statusCode).toBe(200);
    expect((await order(t, alice, { productId: partsOf[4]?.id, orderQuantity: 1 })).statusCode).toBe(201);
    expect(await unpaidOf(alice)).toHaveLength(3);
  });

  it("no longer counts an order whose hold has ended", async () => {
    const carol = await signUpWithToken(t);
    const part = await addPart(t, { minQuantity: 1, availableQuantity: 100 });
    for (let i = 0; i < 3; i++) {
      expect((await order(t, carol, { productId: part.id, orderQuantity: 1 })).statusCode).toBe(201);
    }
    expect((await order(t, carol, { productId: part.id, orderQuantity: 1 })).statusCode).toBe(409);
    const [first] = await unpaidOf(carol);
    await t.db
      .update(orders)
      .set({ holdUntil: sql`now() - interval '1 second'` })
      .where(eq(orders.id, first?.id as string));
    expect((await order(t, carol, { productId: part.id, orderQuantity: 1 })).statusCode).toBe(201);
  });
});

describe("a share of a part's stock per account", () => {
  it("lets one account's unpaid orders hold half the stock, not one unit more, and a paying customer buy the rest", async () => {
    const dave = await signUpWithToken(t);
    const erin = await signUpWithToken(t);
    const part = await addPart(t, { minQuantity: 1, availableQuantity: 10 });
    const tooMany = await order(t, dave, { productId: part.id, orderQuantity: 6 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(unpaidShareLimit(5, 50, 0));
    expect(await stockOf(t, part.id)).toBe(10);
    expect((await order(t, dave, { productId: part.id, orderQuantity: 4 })).statusCode).toBe(201);
    const oneMore = await order(t, dave, { productId: part.id, orderQuantity: 2 });
    expect(oneMore.statusCode).toBe(409);
    expect(oneMore.json().message).toBe(unpaidShareLimit(5, 50, 4));
    expect((await order(t, dave, { productId: part.id, orderQuantity: 1 })).statusCode).toBe(201);
    expect(await stockOf(t, part.id)).toBe(5);

    // Whatever Dave holds unpaid, Erin can buy: half of what is left, and pay for it.
    const placed = await order(t, erin, { productId: part.id, orderQuantity: 2 });
    expect(placed.statusCode).toBe(201);
    await pay(erin, placed.json().insertedId);
    // Paid, her order holds nothing any more: of the 3 units left she may hold half, 1, again.
    expect((await order(t, erin, { productId: part.id, orderQuantity: 2 })).statusCode).toBe(409);
    expect((await order(t, erin, { productId: part.id, orderQuantity: 1 })).statusCode).toBe(201);
  });

  it("always lets an account order the part's minimum, when the stock has it", async () => {
    const frank = await signUpWithToken(t);
    const part = await addPart(t, { minQuantity: 3, availableQuantity: 4 });
    expect((await order(t, frank, { productId: part.id })).statusCode).toBe(201);
    expect(await stockOf(t, part.id)).toBe(1);
  });

  it("refuses a quantity the stock cannot take with the spec's message, before any cap", async () => {
    const gina = await signUpWithToken(t);
    const part = await addPart(t, { minQuantity: 2, availableQuantity: 4 });
    const above = await order(t, gina, { productId: part.id, orderQuantity: 5 });
    expect([above.statusCode, above.json().message]).toEqual([400, "You can order highest 4 products"]);
    const below = await order(t, gina, { productId: part.id, orderQuantity: 1 });
    expect([below.statusCode, below.json().message]).toEqual([400, "You have to order at least 2 products"]);
  });
});

describe("one account's orders at once", () => {
  it("places no more than three unpaid orders of ten sent together for ten parts", async () => {
    const hank = await signUpWithToken(t);
    const many = await Promise.all(
      Array.from({ length: 10 }, () => addPart(t, { minQuantity: 1, availableQuantity: 10 })),
    );
    const answers = await Promise.all(many.map((p) => order(t, hank, { productId: p.id, orderQuantity: 1 })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await unpaidOf(hank)).toHaveLength(3);
    const stock = await Promise.all(many.map((p) => stockOf(t, p.id)));
    expect(stock.reduce<number>((n, s) => n + (s ?? 0), 0)).toBe(97);
  });

  it("keeps each of four accounts within its caps when their orders for the same parts come together", async () => {
    // Sent at once, they go to the database in sets of several accounts' orders (decision 0118),
    // which lock their accounts and parts in one order: none waits for another for ever.
    const four = await Promise.all([1, 2, 3, 4].map(() => signUpWithToken(t)));
    const many = await Promise.all(
      Array.from({ length: 8 }, () => addPart(t, { minQuantity: 1, availableQuantity: 10 })),
    );
    const answers = await Promise.all(
      many.flatMap((p) => four.map((who) => order(t, who, { productId: p.id, orderQuantity: 1 }))),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(12);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(20);
    for (const who of four) expect(await unpaidOf(who)).toHaveLength(3);
    const stock = await Promise.all(many.map((p) => stockOf(t, p.id)));
    expect(stock.reduce<number>((n, s) => n + (s ?? 0), 0)).toBe(80 - 12);
  });

  it("holds no more than half a part's stock with ten orders sent together", async () => {
    const shared = await createTestApp({
      orderHolds: { minutes: 30, caps: { sharePercent: 50, ordersPerAccount: 0 } },
    });
    try {
      const ivy = await signUpWithToken(shared);
      const part = await addPart(shared, { minQuantity: 1, availableQuantity: 10 });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => order(shared, ivy, { productId: part.id, orderQuantity: 1 })),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
      expect(await stockOf(shared, part.id)).toBe(5);
    } finally {
      await shared.close();
    }
  });
});
