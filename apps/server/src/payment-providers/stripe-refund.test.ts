import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../test/accounts.ts";
import { FAKE_WEBHOOK_SECRET, fakeStripeSettings, startFakeStripe } from "../../test/fake-stripe.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { recordingMailer } from "../../test/sent-mail.ts";
import { addPart, type Customer, order, signUpAdmin, stockOf } from "../../test/shop.ts";

/* An admin's refund through Stripe (decision 0019), against the local fake of Stripe's API. */

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
const mail = recordingMailer();
let alice: Customer;
let admin: Customer;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ payments: fakeStripeSettings(fake.url), mailer: mail.mailer });
  alice = await signUpWithToken(t);
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const signer = new Stripe("sk_test_unused");
const refund = (id: string) => t.app.inject({ method: "POST", url: `/api/orders/${id}/refund`, headers: admin.auth });
const getOrder = async (id: string) =>
  (await t.app.inject({ method: "GET", url: `/api/orders/${id}`, headers: alice.auth })).json();

/** Stripe telling the shop of an event, signed. */
async function webhook(id: string, type: string, object: object) {
  const payload = JSON.stringify({ id, object: "event", type, data: { object } });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: {
      "content-type": "application/json",
      "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: FAKE_WEBHOOK_SECRET }),
    },
    payload,
  });
  expect(res.json()).toEqual({ received: true });
}

/** An order of 3 units of a part of 10, paid at Stripe and marked paid by the signed webhook. */
async function paidOrder() {
  const part = await addPart(t, { priceCents: 1000, minQuantity: 3, availableQuantity: 10 });
  const id = (await order(t, alice, { productId: part.id })).json().insertedId as string;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: alice.auth,
    payload: { orderId: id },
  });
  const intentId = res.json().clientSecret.split("_secret_")[0] as string;
  await webhook(`evt_${intentId}`, "payment_intent.succeeded", fake.succeed(intentId));
  expect(await getOrder(id)).toMatchObject({ paid: true, status: "Pending" });
  return { id, intentId, partId: part.id };
}
const refundsOf = (intentId: string) => fake.refunds.filter((r) => r === intentId);

describe("refunds through Stripe", () => {
  it("creates one refund at Stripe, keyed by the order's payment, however often and at once it is asked", async () => {
    const { id, intentId, partId } = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(answers[0]?.json()).toMatchObject({ status: "Refunded", transactionId: intentId });
    expect((await refund(id)).json()).toMatchObject({ status: "Refunded" });
    expect(refundsOf(intentId)).toEqual([intentId]);
    expect(fake.refundKeys).toContain(`refund-${intentId}`);
    expect(fake.intents.get(intentId)?.latest_charge?.refunded).toBe(true);
    expect(await stockOf(t, partId)).toBe(10);
  });

  it("leaves the order paid and says why when Stripe refuses", async () => {
    const { id, intentId, partId } = await paidOrder();
    fake.answerRefunds({
      status: 400,
      error: { type: "invalid_request_error", code: "charge_disputed", message: "Charge ch_1 has been disputed." },
    });
    try {
      const res = await refund(id);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message: "The payment provider refused the refund: Charge ch_1 has been disputed.",
      });
    } finally {
      fake.answerRefunds();
    }
    expect(await getOrder(id)).toMatchObject({ paid: true, status: "Pending" });
    expect(refundsOf(intentId)).toEqual([]);
    expect(await stockOf(t, partId)).toBe(7);
  });

  it("keeps an order whose refund's outcome is unknown from shipping, and finishes it when asked again", async () => {
    const { id, intentId, partId } = await paidOrder();
    fake.answerRefunds({ status: 500, error: { type: "api_error", message: "Stripe is having a bad day" } });
    try {
      const res = await refund(id);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        "The payment provider could not be reached; the refund may be under way, so refund the order again to finish it",
      );
    } finally {
      fake.answerRefunds();
    }
    // Shown as still pending, but it cannot ship while the refund may have happened.
    expect(await getOrder(id)).toMatchObject({ paid: true, status: "Pending" });
    const ship = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${id}`,
      headers: admin.auth,
      payload: { status: "Shipped" },
    });
    expect(ship.statusCode).toBe(409);
    expect(ship.json().message).toBe("A refund of this order is under way; refund it again to finish it");
    expect(await stockOf(t, partId)).toBe(7);

    expect((await refund(id)).json()).toMatchObject({ status: "Refunded" });
    expect(refundsOf(intentId)).toEqual([intentId]);
    expect(await stockOf(t, partId)).toBe(10);
  });

  it("counts a payment refunded at Stripe already (say, from Stripe's dashboard) as refunded", async () => {
    const { id, intentId, partId } = await paidOrder();
    const charge = fake.intents.get(intentId)?.latest_charge;
    if (charge) charge.refunded = true;
    expect((await refund(id)).json()).toMatchObject({ status: "Refunded" });
    expect(await stockOf(t, partId)).toBe(10);
  });

  it("follows a whole refund made in Stripe's dashboard: refunded, units back, customer mailed, once", async () => {
    const { id, intentId, partId } = await paidOrder();
    const refundMails = () => mail.to(alice.email, /was refunded/).length;
    await t.mailSent();
    const mailsBefore = refundMails();
    const charge = fake.refundInDashboard(intentId);
    await webhook(`evt_r_${intentId}`, "charge.refunded", charge);
    expect(await getOrder(id)).toMatchObject({ paid: true, status: "Refunded" });
    expect(await stockOf(t, partId)).toBe(10);
    // Stripe sends an event again when it is not sure it arrived: nothing happens twice.
    await webhook(`evt_r_${intentId}`, "charge.refunded", charge);
    expect(await stockOf(t, partId)).toBe(10);
    await t.mailSent();
    expect(refundMails()).toBe(mailsBefore + 1);
    // The shop asked Stripe for no second refund of its own.
    expect(refundsOf(intentId)).toEqual([]);
  });

  it("leaves an order as it is after a partial refund in the dashboard, or once it has shipped", async () => {
    const partial = await paidOrder();
    await webhook(`evt_p_${partial.intentId}`, "charge.refunded", fake.refundInDashboard(partial.intentId, 500));
    expect(await getOrder(partial.id)).toMatchObject({ paid: true, status: "Pending" });
    expect(await stockOf(t, partial.partId)).toBe(7);

    const shipped = await paidOrder();
    const ship = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${shipped.id}`,
      headers: admin.auth,
      payload: { status: "Shipped" },
    });
    expect(ship.statusCode).toBe(200);
    await webhook(`evt_s_${shipped.intentId}`, "charge.refunded", fake.refundInDashboard(shipped.intentId));
    expect(await getOrder(shipped.id)).toMatchObject({ paid: true, status: "Shipped" });
    expect(await stockOf(t, shipped.partId)).toBe(7);
  });
});
