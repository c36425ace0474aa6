import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { addPart, type Customer, order, payWithCard, signUpAdmin, stockOf } from "../../../../test/shop.ts";
import { mailOutbox, orders, sandboxPayments } from "../../../db/schema.ts";

/* Refunds with the sandbox provider (decision 0019); Stripe's side is in payments/stripe-refund.test.ts. */

let t: TestApp;
let alice: Customer;
let admin: Customer;
beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpWithToken(t);
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const refund = (id: string, who: Customer = admin) =>
  t.app.inject({ method: "POST", url: `/api/orders/${id}/refund`, headers: who.auth });
const getOrder = async (id: string) =>
  (await t.app.inject({ method: "GET", url: `/api/orders/${id}`, headers: alice.auth })).json();
const refundMails = async (orderName: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, alice.email), like(mailOutbox.subject, `%${orderName} was refunded`)));

/** A paid order of 3 units of a part of 10, paid with this card. */
async function paidOrder(card?: string) {
  const part = await addPart(t, { availableQuantity: 10, minQuantity: 3, priceCents: 1250 });
  const id = (await order(t, alice, { productId: part.id })).json().insertedId as string;
  const { transactionId } = await payWithCard(t, alice, id, card);
  const paid = await t.app.inject({
    method: "PATCH",
    url: `/api/orders/${id}`,
    headers: alice.auth,
    payload: { transactionId },
  });
  expect(paid.statusCode).toBe(200);
  return { id, part, transactionId: transactionId as string };
}

describe("POST /api/orders/{id}/refund", () => {
  it("refunds the payment, puts the units back on the public catalog and queues the customer's mail", async () => {
    const { id, part, transactionId } = await paidOrder();
    // The catalog's answer is cached; the refund must make it show the stock again.
    expect((await t.app.inject({ method: "GET", url: `/api/parts/${part.id}` })).json().availableQuantity).toBe(7);

    const res = await refund(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, paid: true, status: "Refunded", transactionId });
    expect(await stockOf(t, part.id)).toBe(10);
    expect((await t.app.inject({ method: "GET", url: `/api/parts/${part.id}` })).json().availableQuantity).toBe(10);
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, transactionId));
    expect(payment?.status).toBe("refunded");
    const mails = await refundMails(part.name);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`3 x ${part.name} and refunded $37.50`);

    // The customer's own list says so too.
    const mine = await t.app.inject({ method: "GET", url: `/api/orders?email=${alice.email}`, headers: alice.auth });
    expect(mine.json().find((o: { _id: string }) => o._id === id)).toMatchObject({ status: "Refunded" });
  });

  it("answers a repeat with the same refunded order, refunding and returning units once", async () => {
    const { id, part } = await paidOrder();
    const first = await refund(id);
    const again = await refund(id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(t, part.id)).toBe(10);
    expect(await refundMails(part.name)).toHaveLength(1);
  });

  it("refunds once when many admins ask at the same moment", async () => {
    const { id, part } = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 8 }, () => refund(id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.json().status))).toEqual(new Set(["Refunded"]));
    expect(await stockOf(t, part.id)).toBe(10);
    expect(await refundMails(part.name)).toHaveLength(1);
  });

  it("leaves the order as it was when the provider refuses, and says why", async () => {
    // Stripe's test card whose refunds fail.
    const { id, part, transactionId } = await paidOrder("4000 0000 0000 5126");
    const res = await refund(id);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: "The payment provider refused the refund: The card's bank refused the refund.",
    });
    expect(await getOrder(id)).toMatchObject({ paid: true, status: "Pending" });
    expect(await stockOf(t, part.id)).toBe(7);
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, transactionId));
    expect(payment?.status).toBe("succeeded");
    expect(await refundMails(part.name)).toHaveLength(0);
    // Still an ordinary paid order: it ships.
    const ship = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${id}`,
      headers: admin.auth,
      payload: { status: "Shipped" },
    });
    expect(ship.json()).toMatchObject({ modifiedCount: 1 });
  });

  it("refuses unpaid, expired and shipped orders, and answers 404 for one that is gone", async () => {
    const part = await addPart(t, { availableQuantity: 10, minQuantity: 2 });
    const unpaid = (await order(t, alice, { productId: part.id })).json().insertedId as string;
    expect((await refund(unpaid)).json()).toEqual({ message: "Only a paid order can be refunded" });
    expect((await refund(unpaid)).statusCode).toBe(409);

    const expired = (await order(t, alice, { productId: part.id })).json().insertedId as string;
    await t.db.update(orders).set({ holdUntil: sql`now() - interval '1 minute'` }).where(eq(orders.id, expired));
    const late = await refund(expired);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This order expired unpaid, so there is nothing to refund");

    const { id: shipped } = await paidOrder();
    await t.app.inject({
      method: "PUT",
      url: `/api/orders/${shipped}`,
      headers: admin.auth,
      payload: { status: "Shipped" },
    });
    const tooLate = await refund(shipped);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe("A shipped order cannot be refunded");
    expect(await getOrder(shipped)).toMatchObject({ status: "Shipped" });

    await t.app.inject({ method: "DELETE", url: `/api/orders/${unpaid}`, headers: alice.auth });
    const gone = await refund(unpaid);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("No order has this id");
    expect((await refund("not-an-id")).statusCode).toBe(400);
  });

  it("is for admins only", async () => {
    const { id, part } = await paidOrder();
    expect((await t.app.inject({ method: "POST", url: `/api/orders/${id}/refund` })).statusCode).toBe(401);
    expect((await refund(id, alice)).statusCode).toBe(403);
    expect(await getOrder(id)).toMatchObject({ status: "Pending" });
    expect(await stockOf(t, part.id)).toBe(7);
  });
});

describe("a refunded order", () => {
  it("cannot be shipped, and can be deleted without its units coming back twice", async () => {
    const { id, part } = await paidOrder();
    await refund(id);
    const ship = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${id}`,
      headers: admin.auth,
      payload: { status: "Shipped" },
    });
    expect(ship.statusCode).toBe(409);
    expect(ship.json().message).toBe("A refunded order cannot be shipped");

    const deleted = await t.app.inject({ method: "DELETE", url: `/api/orders/${id}`, headers: admin.auth });
    expect(deleted.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await stockOf(t, part.id)).toBe(10);
    expect((await refund(id)).statusCode).toBe(404);
  });

  it("is listed under the 'Refunded' status filter", async () => {
    const { id } = await paidOrder();
    await refund(id);
    const res = await t.app.inject({ method: "GET", url: "/api/allorders?status=Refunded", headers: admin.auth });
    expect(res.json().map((o: { _id: string }) => o._id)).toContain(id);
    expect(res.json().every((o: { status: string }) => o.status === "Refunded")).toBe(true);
  });
});
