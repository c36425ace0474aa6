import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../test/accounts.ts";
import { FAKE_WEBHOOK_SECRET, fakeStripeSettings, startFakeStripe } from "../../test/fake-stripe.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { addPart, type Customer, order } from "../../test/shop.ts";
import { orders } from "../db/schema.ts";

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let alice: Customer;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ payments: fakeStripeSettings(fake.url) });
  alice = await signUpWithToken(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const signer = new Stripe("sk_test_unused");
function webhook(event: object, secret = FAKE_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: {
      "content-type": "application/json",
      "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}
const succeededEvent = (intent: object) => ({
  id: `evt_${Math.random().toString(36).slice(2)}`,
  object: "event",
  type: "payment_intent.succeeded",
  data: { object: intent },
});

async function orderAndIntent(customer: Customer) {
  const part = await addPart(t, { priceCents: 1000, minQuantity: 3 });
  const id = (await order(t, customer, { productId: part.id })).json().insertedId as string;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: customer.auth,
    payload: { orderId: id },
  });
  const intentId = res.json().clientSecret.split("_secret_")[0] as string;
  return { id, intentId, clientSecret: res.json().clientSecret as string };
}
const getOrder = async (id: string) =>
  (await t.app.inject({ method: "GET", url: `/api/orders/${id}`, headers: alice.auth })).json();

describe("the Stripe provider", () => {
  it("tells the page to load Stripe's card form with the publishable key", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/payments/config" });
    expect(res.json()).toEqual({ provider: "stripe", publishableKey: "pk_test_fake" });
    expect((await t.app.inject({ method: "POST", url: "/api/sandbox-payments/confirm", payload: {} })).statusCode).toBe(
      404,
    );
  });

  it("creates the intent at Stripe for the order's total, in dollars, tagged with the order", async () => {
    const { id, intentId, clientSecret } = await orderAndIntent(alice);
    expect(clientSecret).toBe(`${intentId}_secret_fake`);
    expect(fake.intents.get(intentId)).toMatchObject({ amount: 3000, currency: "usd", metadata: { orderId: id } });
  });

  it("marks the order paid from the signed webhook; the PATCH after it changes nothing", async () => {
    const { id, intentId } = await orderAndIntent(alice);
    const early = await t.app.inject({
      method: "PATCH",
      url: `/api/orders/${id}`,
      headers: alice.auth,
      payload: { transactionId: intentId },
    });
    expect(early.statusCode).toBe(402);

    const intent = fake.succeed(intentId);
    expect((await webhook(succeededEvent(intent))).json()).toEqual({ received: true });
    expect(await getOrder(id)).toMatchObject({ paid: true, status: "Pending", transactionId: intentId });

    const patch = await t.app.inject({
      method: "PATCH",
      url: `/api/orders/${id}`,
      headers: alice.auth,
      payload: { transactionId: intentId },
    });
    expect(patch.json()).toMatchObject({ modifiedCount: 0 });
    expect((await webhook(succeededEvent(intent))).statusCode).toBe(200);
  });

  it("ignores a webhook with a bad signature, and one whose payment Stripe has not seen succeed", async () => {
    const { id, intentId } = await orderAndIntent(alice);
    const claimed = { ...fake.intents.get(intentId), status: "succeeded", amount_received: 3000 };
    expect((await webhook(succeededEvent(claimed), "whsec_someone_else")).statusCode).toBe(400);
    // Correctly signed but Stripe itself says the payment has not succeeded: nothing changes.
    expect((await webhook(succeededEvent(claimed))).statusCode).toBe(200);
    expect((await getOrder(id)).paid).toBe(false);
  });

  it("refuses a payment id Stripe does not know", async () => {
    const { id } = await orderAndIntent(alice);
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/orders/${id}`,
      headers: alice.auth,
      payload: { transactionId: "pi_unknown" },
    });
    expect(res.statusCode).toBe(402);
  });

  it("answers a second request, or ten at once, with the order's one payment", async () => {
    const part = await addPart(t, { priceCents: 1000, minQuantity: 3 });
    const id = (await order(t, alice, { productId: part.id })).json().insertedId as string;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: "POST",
          url: "/api/create-payment-intent",
          headers: alice.auth,
          payload: { orderId: id },
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.json().clientSecret)).size).toBe(1);
    const live = [...fake.intents.values()].filter((i) => i.metadata.orderId === id && i.status !== "canceled");
    expect(live).toHaveLength(1);
  });

  it("cancels the payment at Stripe when its unpaid order is deleted; it cannot be charged after", async () => {
    const { id, intentId } = await orderAndIntent(alice);
    const res = await t.app.inject({ method: "DELETE", url: `/api/orders/${id}`, headers: alice.auth });
    expect(res.json()).toMatchObject({ deletedCount: 1 });
    expect(fake.intents.get(intentId)?.status).toBe("canceled");
    expect(() => fake.succeed(intentId)).toThrow(/canceled/);
  });

  it("keeps an order whose payment succeeded at Stripe before the webhook came", async () => {
    const { id, intentId } = await orderAndIntent(alice);
    fake.succeed(intentId);
    const res = await t.app.inject({ method: "DELETE", url: `/api/orders/${id}`, headers: alice.auth });
    expect(res.statusCode).toBe(409);
    expect((await getOrder(id)).paid).toBe(false);
    expect(fake.refunds).not.toContain(intentId);
  });

  it("refunds a payment whose order no longer exists", async () => {
    const { id, intentId } = await orderAndIntent(alice);
    const intent = fake.succeed(intentId);
    // Gone behind the shop's back (the shop itself refuses to delete it now, as above).
    await t.db.delete(orders).where(eq(orders.id, id));
    expect((await webhook(succeededEvent(intent))).statusCode).toBe(200);
    expect(fake.refunds).toEqual([intentId]);
    // Stripe sends events again; the payment is refunded once.
    expect((await webhook(succeededEvent(intent))).statusCode).toBe(200);
    expect(fake.refunds).toEqual([intentId]);
  });
});
