import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import {
  addParcelMethod,
  addPart,
  type Customer,
  order,
  orderSetsEnded,
  placing,
  signUpAdmin,
  stockOf,
} from "../../../../test/shop.ts";
import { statementsDuring } from "../../../../test/statements.ts";
import { mailOutbox, orders } from "../../../db/schema.ts";
import { placeOrder } from "./place-order.ts";

/*
 * Orders that come while others are with the database go together: their statements in one
 * transaction and one round trip (decision 0118). Each is still decided as if it came alone, one
 * after another, and one order's failure is its own.
 */
let t: TestApp;
let customers: Customer[];
beforeAll(async () => {
  t = await createTestApp();
  customers = await Promise.all(Array.from({ length: 30 }, () => signUpWithToken(t)));
});
afterAll(() => t.close());

const receivedMails = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.template, "orderReceived"));

describe("orders sent at once", () => {
  it("sell each part's stock exactly, in fewer round trips than orders", async () => {
    const three = await Promise.all([1, 2, 3].map(() => addPart(t, { minQuantity: 1, availableQuantity: 4 })));
    const mailsBefore = (await receivedMails()).length;
    let answers: Awaited<ReturnType<typeof order>>[] = [];
    const seen = await statementsDuring(t, async () => {
      answers = await Promise.all(
        customers.map((c, i) => order(t, c, { productId: three[i % 3]?.id, orderQuantity: 1 })),
      );
    });
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(12);
    expect(codes.filter((c) => c === 400)).toHaveLength(18);
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(refused.json().message).toBe("You can order highest 0 products");
    }
    expect(await Promise.all(three.map((p) => stockOf(t, p.id)))).toEqual([0, 0, 0]);
    const ids = answers.filter((a) => a.statusCode === 201).map((a) => a.json().insertedId as string);
    const placed = await t.db.select().from(orders).where(inArray(orders.id, ids));
    expect(placed).toHaveLength(12);
    for (const p of three) expect(placed.filter((o) => o.partId === p.id)).toHaveLength(4);
    // Every placed order queued its own mail.
    expect((await receivedMails()).length - mailsBefore).toBe(12);
    // Alone, each order is one round trip; together they shared some.
    expect(seen.length).toBeLessThan(30);
  });

  it("decide one part's orders one after another: no unit sold twice, each refusal the stock then", async () => {
    const part = await addPart(t, { minQuantity: 1, availableQuantity: 20 });
    const quantities = customers.map((_, i) => 1 + (i % 4));
    const answers = await Promise.all(
      customers.map((c, i) => order(t, c, { productId: part.id, orderQuantity: quantities[i] })),
    );
    const sold = answers.reduce((n, a, i) => n + (a.statusCode === 201 ? (quantities[i] ?? 0) : 0), 0);
    expect(sold).toBeLessThanOrEqual(20);
    const left = await stockOf(t, part.id);
    expect(left).toBe(20 - sold);
    // A refusal named the stock as it was then: at least what was left at the end, less than it asked.
    for (const [i, a] of answers.entries()) {
      if (a.statusCode === 201) continue;
      const most = Number(/highest (\d+)/.exec(a.json().message)?.[1]);
      expect(most).toBeGreaterThanOrEqual(left ?? 0);
      expect(most).toBeLessThan(quantities[i] ?? 0);
    }
    const placed = await t.db.select().from(orders).where(eq(orders.partId, part.id));
    expect(placed.reduce((n, o) => n + o.orderQuantity, 0)).toBe(sold);
  });

  it("keep one order's failure its own: the others are placed once each", async () => {
    const part = await addPart(t, { minQuantity: 1, availableQuantity: 50 });
    const refusedBefore = await orderSetsEnded(t, "refused");
    const good = customers.slice(0, 12);
    const settled = await Promise.allSettled([
      ...good.slice(0, 6).map((c) => placeOrder(...placing(t, c, part.id))),
      // Not a part's id: the database refuses the statement, and with it the set it went in.
      placeOrder(...placing(t, customers[20] as Customer, "not-an-id")),
      ...good.slice(6).map((c) => placeOrder(...placing(t, c, part.id))),
    ]);
    expect(settled.map((s) => s.status)).toEqual([
      ...Array(6).fill("fulfilled"),
      "rejected",
      ...Array(6).fill("fulfilled"),
    ]);
    expect(String((settled[6] as PromiseRejectedResult).reason.cause)).toMatch(/uuid/);
    expect(await stockOf(t, part.id)).toBe(38);
    expect(await t.db.select().from(orders).where(eq(orders.partId, part.id))).toHaveLength(12);
    // It went in a set (four go alone, the rest wait), which the database refused: the owner sees it.
    expect(await orderSetsEnded(t, "refused")).toBe(refusedBefore + 1);
  });

  it("go with carts' checkouts sent at the same time, each taking its own lines' stock", async () => {
    const parcelId = await addParcelMethod(t, await signUpAdmin(t));
    const [chain, pads] = await Promise.all([1, 2].map(() => addPart(t, { minQuantity: 1, availableQuantity: 30 })));
    if (!chain || !pads) throw new Error("parts not added");
    const twelve = customers.slice(0, 12);
    for (const [i, who] of twelve.entries()) {
      // Half the carts name the pads first: a set locks its parts in one order whatever the carts say.
      for (const part of i % 2 ? [pads, chain] : [chain, pads]) {
        const put = await t.app.inject({
          method: "PUT",
          url: `/api/cart/lines/${part.id}`,
          headers: who.auth,
          payload: { quantity: 1 },
        });
        expect(put.statusCode).toBe(200);
      }
    }
    let answers: Awaited<ReturnType<typeof order>>[] = [];
    const seen = await statementsDuring(t, async () => {
      answers = await Promise.all(
        twelve.flatMap((who) => [
          t.app.inject({
            method: "POST",
            url: "/api/checkout",
            headers: who.auth,
            payload: { phone: "+1 555 0100", address: "7 Chain Lane", shippingMethodId: parcelId },
          }),
          order(t, who, { productId: chain.id, orderQuantity: 1 }),
        ]),
      );
    });
    expect(answers.map((a) => a.statusCode)).toEqual(Array(24).fill(201));
    expect([await stockOf(t, chain.id), await stockOf(t, pads.id)]).toEqual([6, 18]);
    // Twelve checkouts' reads, then their writes and the twelve orders, some of them together.
    expect(seen.length).toBeLessThan(36);
  });
});
