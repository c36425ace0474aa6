import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { addPart, type Customer, order, signUpAdmin, stockOf } from "../../../../test/shop.ts";
import { orders, sandboxPayments } from "../../../db/schema.ts";
import { sweepEndedHolds } from "./hold-sweeper.ts";

/*
 * An unpaid order's units come back once its hold ends, and the order cannot be paid after. The
 * tests end a hold by moving its end into the past rather than by waiting for it: a short real
 * hold made them depend on how fast a busy machine ran them. No sweeper runs by itself here: the
 * test sweeps when it says so, to show that everything is right before any sweep too.
 */
const HOLD_MINUTES = 30;
let t: TestApp;
let alice: Customer;
let bob: Customer;
let admin: Customer;
beforeAll(async () => {
  t = await createTestApp({ orderHolds: { minutes: HOLD_MINUTES } });
  alice = await signUpWithToken(t);
  bob = await signUpWithToken(t);
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const get = (url: string, who: Customer) => t.app.inject({ method: "GET", url, headers: who.auth });
const intent = (orderId: string) =>
  t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers: alice.auth, payload: { orderId } });
const confirm = (clientSecret: string, number = "4242424242424242") =>
  t.app.inject({
    method: "POST",
    url: "/api/sandbox-payments/confirm",
    payload: { clientSecret, card: { number, expMonth: 12, expYear: 2040, cvc: "123" } },
  });
const markPaid = (id: string, clientSecret: string) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/orders/${id}`,
    headers: alice.auth,
    payload: { transactionId: clientSecret.split("_secret_")[0] },
  });
const paymentStatus = async (clientSecret: string) =>
  (await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.clientSecret, clientSecret)))[0]?.status;

/** Ends these orders' holds now, as the passing of ORDER_HOLD_MINUTES would. */
async function endHolds(...ids: string[]) {
  await t.db.update(orders).set({ holdUntil: sql`now() - interval '1 second'` }).where(inArray(orders.id, ids));
}

async function placed(who: Customer, part: { id: string }, quantity: number) {
  const res = await order(t, who, { productId: part.id, orderQuantity: quantity });
  expect(res.statusCode).toBe(201);
  return res.json().insertedId as string;
}

describe("an unpaid order's hold", () => {
  it("ends: the order shows expired, cannot start a payment, and a payment after it is refunded", async () => {
    const part = await addPart(t, { availableQuantity: 10, minQuantity: 2 });
    const id = await placed(alice, part, 2);
    const { clientSecret } = (await intent(id)).json();
    expect((await get(`/api/orders/${id}`, alice)).json()).toMatchObject({ paid: false, expired: false });
    await endHolds(id);

    expect((await get(`/api/orders/${id}`, alice)).json()).toMatchObject({ paid: false, expired: true });
    const mine = (await get(`/api/orders?email=${alice.email}`, alice)).json();
    expect(mine.find((o: { _id: string }) => o._id === id)).toMatchObject({ expired: true });
    const all = (await get("/api/allorders", admin)).json();
    expect(all.find((o: { _id: string }) => o._id === id)).toMatchObject({ expired: true });

    const again = await intent(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "This order has expired: its units went back in stock and it can no longer be paid",
    );
    // No sweep has cancelled the old secret yet, so the card goes through; the shop refunds it.
    expect((await confirm(clientSecret)).statusCode).toBe(200);
    const patch = await markPaid(id, clientSecret);
    expect(patch.statusCode).toBe(409);
    expect(patch.json().message).toBe(
      "This order expired before its payment arrived, so the payment has been refunded",
    );
    expect(await paymentStatus(clientSecret)).toBe("refunded");
    expect((await get(`/api/orders/${id}`, alice)).json().paid).toBe(false);
  });

  it("ends, and a payment after it that the provider will not refund is answered, not a failure", async () => {
    const part = await addPart(t, { availableQuantity: 10, minQuantity: 1 });
    const id = await placed(alice, part, 1);
    const { clientSecret } = (await intent(id)).json();
    await endHolds(id);
    // The sandbox takes this test card's payments and refuses to refund them, as Stripe's does.
    expect((await confirm(clientSecret, "4000000000005126")).statusCode).toBe(200);
    const patch = await markPaid(id, clientSecret);
    expect(patch.statusCode).toBe(409);
    expect(patch.json().message).toMatch(
      /^This order expired before its payment arrived, and the payment provider refused to refund it \(.+\)\. The shop has been told and will refund you\.$/,
    );
    expect(await paymentStatus(clientSecret)).toBe("succeeded");
    expect((await get(`/api/orders/${id}`, alice)).json()).toMatchObject({ paid: false, expired: true });
    // Asked again, the answer is the same: nothing was marked or half done.
    expect((await markPaid(id, clientSecret)).statusCode).toBe(409);
  });

  it("lasts ORDER_HOLD_MINUTES from the order's placing", async () => {
    const part = await addPart(t, { availableQuantity: 10, minQuantity: 2 });
    const id = await placed(alice, part, 2);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    const held = (row?.holdUntil.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(held - HOLD_MINUTES * 60_000)).toBeLessThan(5_000);
    expect((await get(`/api/orders/${id}`, alice)).json()).toMatchObject({ paid: false, expired: false });
  });

  it("gives the units back once, by sweep or by deleting, never twice", async () => {
    const part = await addPart(t, { availableQuantity: 10, minQuantity: 2 });
    const swept = await placed(alice, part, 2);
    const deletedFirst = await placed(alice, part, 3);
    expect(await stockOf(t, part.id)).toBe(5);
    await endHolds(swept, deletedFirst);
    // Deleting an expired order nobody has swept yet gives its units back itself.
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/orders/${deletedFirst}`, headers: alice.auth })).json(),
    ).toMatchObject({ deletedCount: 1 });
    expect(await stockOf(t, part.id)).toBe(8);
    // Sweeps at once (PostgreSQL runs them side by side) release the other order once.
    await Promise.all([sweepEndedHolds(t.app), sweepEndedHolds(t.app), sweepEndedHolds(t.app)]);
    expect(await stockOf(t, part.id)).toBe(10);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, swept));
    expect(row?.holdReleased).toBe(true);
    // Deleting the swept order, by its owner, does not give the units back again.
    const res = await t.app.inject({ method: "DELETE", url: `/api/orders/${swept}`, headers: alice.auth });
    expect(res.json()).toMatchObject({ deletedCount: 1 });
    expect(await stockOf(t, part.id)).toBe(10);
  });

  it("lets the next customer have the units as soon as it ends, even before any sweep", async () => {
    const part = await addPart(t, { availableQuantity: 4, minQuantity: 4 });
    const hoarded = await placed(alice, part, 4);
    expect((await order(t, bob, { productId: part.id, orderQuantity: 4 })).json().message).toBe(
      "You can order highest 0 products",
    );
    await endHolds(hoarded);
    await placed(bob, part, 4);
    expect(await stockOf(t, part.id)).toBe(0);
    // The hoarder's expired order can still be deleted; the units stay with the new order.
    const res = await t.app.inject({ method: "DELETE", url: `/api/orders/${hoarded}`, headers: admin.auth });
    expect(res.json()).toMatchObject({ deletedCount: 1 });
    expect(await stockOf(t, part.id)).toBe(0);
  });

  it("is swept with its payment cancelled, so the old client secret cannot be charged", async () => {
    const part = await addPart(t, { availableQuantity: 10, minQuantity: 2 });
    const id = await placed(alice, part, 2);
    const { clientSecret } = (await intent(id)).json();
    await endHolds(id);
    expect(await sweepEndedHolds(t.app)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(t, part.id)).toBe(10);
    const charge = await confirm(clientSecret);
    expect(charge.statusCode).toBe(409);
    expect(charge.json().message).toBe("This payment was cancelled and can no longer be charged.");
    expect(await paymentStatus(clientSecret)).toBe("canceled");
  });

  it("lasts until its time: an order paid in time is paid, and its units stay sold", async () => {
    const part = await addPart(t, { availableQuantity: 10, minQuantity: 2 });
    const id = await placed(alice, part, 2);
    const { clientSecret } = (await intent(id)).json();
    const { id: paymentId } = (await confirm(clientSecret)).json();
    const patch = await t.app.inject({
      method: "PATCH",
      url: `/api/orders/${id}`,
      headers: alice.auth,
      payload: { transactionId: paymentId },
    });
    expect(patch.json()).toMatchObject({ modifiedCount: 1 });
    await endHolds(id);
    await sweepEndedHolds(t.app);
    expect(await stockOf(t, part.id)).toBe(8);
    expect((await get(`/api/orders/${id}`, alice)).json()).toMatchObject({ paid: true, expired: false });
  });
});
