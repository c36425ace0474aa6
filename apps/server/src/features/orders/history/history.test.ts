import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { addPart, type Customer, checkoutCart, order, payWithCard, signUpAdmin } from "../../../../test/shop.ts";
import { orderEvents, orders } from "../../../db/schema.ts";
import { REFUND_FAILS_CARD } from "../../../payment-providers/test-cards.ts";
import { sweepEndedHolds } from "../holds/hold-sweeper.ts";

/*
 * An order's history (decision 0097): every change of its status records one event with its time,
 * in the change's transaction; a change that was refused records none.
 */

let t: TestApp;
let alice: Customer;
let admin: Customer;
beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpWithToken(t);
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

type Event = { event: string; at: string | null };
const detail = async (id: string, who: Customer = admin) => {
  const res = await t.app.inject({ method: "GET", url: `/api/orders/${id}`, headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json<{ history: Event[]; paidAt?: string; shippedAt?: string }>();
};
const events = async (id: string) => (await detail(id)).history.map((e) => e.event);
const ship = (id: string) =>
  t.app.inject({ method: "PUT", url: `/api/orders/${id}`, headers: admin.auth, payload: { status: "Shipped" } });
const refund = (id: string) => t.app.inject({ method: "POST", url: `/api/orders/${id}/refund`, headers: admin.auth });
const markPaid = (id: string, transactionId: string | undefined) =>
  t.app.inject({ method: "PATCH", url: `/api/orders/${id}`, headers: alice.auth, payload: { transactionId } });
const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

async function placed() {
  const part = await addPart(t, { availableQuantity: 20, minQuantity: 1 });
  const res = await order(t, alice, { productId: part.id, orderQuantity: 1 });
  expect(res.statusCode).toBe(201);
  return res.json().insertedId as string;
}

async function paid(card?: string) {
  const id = await placed();
  const { transactionId } = await payWithCard(t, alice, id, card);
  expect((await markPaid(id, transactionId)).json()).toMatchObject({ modifiedCount: 1 });
  return { id, transactionId };
}

/** The time of the one event of this name, checked to lie between `from` and `to`. */
function timeOf(history: Event[], event: string, from: number, to: number) {
  const found = history.filter((e) => e.event === event);
  expect(found).toHaveLength(1);
  const at = Date.parse(found[0]?.at ?? "");
  expect(at).toBeGreaterThanOrEqual(from - 1000);
  expect(at).toBeLessThanOrEqual(to + 1000);
  return at;
}

describe("an order's history", () => {
  it("records placed, paid and shipped once each, with their times, for the admin and the owner", async () => {
    const start = Date.now();
    const { id, transactionId } = await paid();
    const afterPaying = Date.now();
    expect((await ship(id)).json()).toMatchObject({ modifiedCount: 1 });
    const end = Date.now();

    const order = await detail(id);
    expect(order.history.map((e) => e.event)).toEqual(["placed", "paid", "shipped"]);
    const row = await rowOf(id);
    expect(timeOf(order.history, "placed", start, afterPaying)).toBe(row?.createdAt.getTime());
    expect(timeOf(order.history, "paid", start, afterPaying)).toBe(row?.paidAt?.getTime());
    timeOf(order.history, "shipped", afterPaying, end);
    expect(order.paidAt).toBe(row?.paidAt?.toISOString());
    expect(order.shippedAt).toBe(order.history[2]?.at);
    expect((await detail(id, alice)).history).toEqual(order.history);

    // Asked again, nothing changes, so nothing is recorded.
    expect((await markPaid(id, transactionId)).json()).toMatchObject({ modifiedCount: 0 });
    expect((await ship(id)).json()).toMatchObject({ modifiedCount: 0 });
    expect(await events(id)).toEqual(["placed", "paid", "shipped"]);

    // My orders shows when it was paid and shipped.
    const mine = await t.app.inject({ url: `/api/orders?email=${alice.email}`, headers: alice.auth });
    expect(mine.json().find((o: { _id: string }) => o._id === id)).toMatchObject({
      paidAt: order.paidAt,
      shippedAt: order.shippedAt,
    });
  });

  it("records nothing for a refused change: shipping or refunding an unpaid order", async () => {
    const id = await placed();
    expect((await ship(id)).statusCode).toBe(409);
    expect((await refund(id)).statusCode).toBe(409);
    expect(await events(id)).toEqual(["placed"]);
    const mine = (await detail(id, alice)) as Record<string, unknown>;
    expect(mine.paidAt).toBeUndefined();
    expect(mine.shippedAt).toBeUndefined();
  });

  it("records a refund asked and done, and no shipping after it", async () => {
    const { id } = await paid();
    const before = Date.now();
    expect((await refund(id)).statusCode).toBe(200);
    const history = (await detail(id)).history;
    expect(history.map((e) => e.event)).toEqual(["placed", "paid", "refundAsked", "refunded"]);
    timeOf(history, "refunded", before, Date.now());
    expect((await ship(id)).statusCode).toBe(409);
    expect(await events(id)).toEqual(["placed", "paid", "refundAsked", "refunded"]);
  });

  it("records a refund the provider refused, and the shipping after it", async () => {
    const { id } = await paid(REFUND_FAILS_CARD);
    expect((await refund(id)).statusCode).toBe(502);
    expect((await ship(id)).statusCode).toBe(200);
    expect(await events(id)).toEqual(["placed", "paid", "refundAsked", "refundRefused", "shipped"]);
  });

  it("records an expiry once, at the hold's end, however many sweeps release it", async () => {
    const id = await placed();
    await t.db
      .update(orders)
      .set({ holdUntil: sql`now() - interval '5 minutes'` })
      .where(inArray(orders.id, [id]));
    await Promise.all([sweepEndedHolds(t.app), sweepEndedHolds(t.app)]);
    await sweepEndedHolds(t.app);
    const history = (await detail(id)).history;
    expect(history.map((e) => e.event)).toEqual(["placed", "expired"]);
    expect(history[1]?.at).toBe((await rowOf(id))?.holdUntil.toISOString());
  });

  it("starts with placed, at the order's own time: placing writes no event", async () => {
    const [a, b] = [await addPart(t), await addPart(t)];
    const cart = await checkoutCart(t, admin, alice, [
      [a.id, 2],
      [b.id, 2],
    ]);
    expect(cart.statusCode).toBe(201);
    const ids = [cart.json().insertedId as string, await placed()];
    for (const id of ids) {
      expect((await detail(id)).history).toEqual([{ event: "placed", at: (await rowOf(id))?.createdAt.toISOString() }]);
    }
    const written = await t.db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids));
    expect(written).toEqual([]);
  });
});
