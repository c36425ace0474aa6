import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { FAKE_WEBHOOK_SECRET, fakeStripeSettings, startFakeStripe } from "../../../../test/fake-stripe.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { adminStep, receivedReturn } from "../../../../test/returns.ts";
import { addPart, type Customer, checkoutCart, signUpAdmin, stockOf } from "../../../../test/shop.ts";

/* A return's partial refund through Stripe (issue 31), against the local fake of Stripe's API. */

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let alice: Customer;
let admin: Customer;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ payments: fakeStripeSettings(fake.url) });
  alice = await signUpWithToken(t);
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const signer = new Stripe("sk_test_unused");

/** A checkout of 3 x $10.00 and 2 x $12.50 sent for $4.95, paid at Stripe (signed webhook) and shipped. */
async function shippedAtStripe() {
  const a = await addPart(t, { priceCents: 1000, minQuantity: 1, availableQuantity: 10 });
  const b = await addPart(t, { priceCents: 1250, minQuantity: 1, availableQuantity: 10 });
  const id = (
    await checkoutCart(t, admin, alice, [
      [a.id, 3],
      [b.id, 2],
    ])
  ).json().insertedId as string;
  const intent = await t.app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: alice.auth,
    payload: { orderId: id },
  });
  const intentId = intent.json().clientSecret.split("_secret_")[0] as string;
  const payload = JSON.stringify({
    id: `evt_${intentId}`,
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: fake.succeed(intentId) },
  });
  await t.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: {
      "content-type": "application/json",
      "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: FAKE_WEBHOOK_SECRET }),
    },
    payload,
  });
  const shipped = await t.app.inject({
    method: "PUT",
    url: `/api/orders/${id}`,
    headers: admin.auth,
    payload: { status: "Shipped" },
  });
  expect(shipped.json()).toMatchObject({ modifiedCount: 1 });
  return { id, intentId, a, b };
}

const amountsOf = (intentId: string) => fake.refundAmounts.filter((_, i) => fake.refunds[i] === intentId);

describe("a return refunded through Stripe", () => {
  it("refunds its amount, once per return however often asked, and the charge is not refunded in full", async () => {
    const { id, intentId, a } = await shippedAtStripe();
    const rid = await receivedReturn(t, admin, alice, id, [{ lineNo: 1, quantity: 2 }]);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => adminStep(t, admin, rid, "refund", { refundShipping: true })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]?.json()).toMatchObject({ status: "Refunded", refund: 24.95, shippingRefund: 4.95 });
    expect(amountsOf(intentId)).toEqual([2495]);
    expect(fake.refundKeys).toContain(`refund-${intentId}-return-${rid}`);
    expect(fake.intents.get(intentId)?.latest_charge).toMatchObject({ refunded: false, amount_refunded: 2495 });
    expect(await stockOf(t, a.id)).toBe(9);

    // The rest of the order, in a second return: Stripe then holds nothing of the payment.
    const rest = await receivedReturn(t, admin, alice, id, [
      { lineNo: 1, quantity: 1 },
      { lineNo: 2, quantity: 2 },
    ]);
    const second = await adminStep(t, admin, rest, "refund", { refundShipping: true });
    expect(second.json()).toMatchObject({ refund: 35, shippingRefund: 0 });
    expect(amountsOf(intentId)).toEqual([2495, 3500]);
    expect(fake.intents.get(intentId)?.latest_charge).toMatchObject({ refunded: true, amount_refunded: 5995 });
  });

  it("stays received when Stripe refuses, and finishes an unknown outcome when asked again", async () => {
    const { id, intentId, b } = await shippedAtStripe();
    const rid = await receivedReturn(t, admin, alice, id, [{ lineNo: 2, quantity: 1 }]);
    fake.answerRefunds({
      status: 400,
      error: { type: "invalid_request_error", code: "charge_disputed", message: "Charge ch_1 has been disputed." },
    });
    try {
      const refused = await adminStep(t, admin, rid, "refund", { refundShipping: false });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toBe("The payment provider refused the refund: Charge ch_1 has been disputed.");
      fake.answerRefunds({ status: 500, error: { type: "api_error", message: "Stripe is having a bad day" } });
      const unknown = await adminStep(t, admin, rid, "refund", { refundShipping: false });
      expect(unknown.statusCode).toBe(502);
      expect(unknown.json().message).toBe(
        "The payment provider could not be reached; the refund may be under way, so refund the return again to finish it",
      );
    } finally {
      fake.answerRefunds();
    }
    expect(await stockOf(t, b.id)).toBe(8);
    const done = await adminStep(t, admin, rid, "refund", { refundShipping: false });
    expect(done.json()).toMatchObject({ status: "Refunded", refund: 12.5 });
    expect(amountsOf(intentId)).toEqual([1250]);
    expect(await stockOf(t, b.id)).toBe(9);
  });
});
