import { messages, withRequestId } from "@shop/contract";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signUpWithToken } from "../../test/accounts.ts";
import { fakeStripeSettings, startFakeStripe } from "../../test/fake-stripe.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { addPart, order, stockOf } from "../../test/shop.ts";

/*
 * Stripe failing (a 500) and Stripe not answering, then coming back: the customer is told to try
 * again, every try asks Stripe with the same idempotency key, and the order ends with one payment
 * and its units still held.
 */
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ payments: fakeStripeSettings(fake.url, 300) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

it("answers a clear 502 while Stripe fails or hangs, and one payment once it is back", async () => {
  const customer = await signUpWithToken(t);
  const part = await addPart(t, { availableQuantity: 10, minQuantity: 1 });
  const placed = await order(t, customer, { productId: part.id, orderQuantity: 2 });
  const orderId = placed.json().insertedId as string;
  const pay = () =>
    t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers: customer.auth, payload: { orderId } });

  for (const fault of ["error", "hang"] as const) {
    fake.failIntents(fault);
    const res = await pay();
    expect(res.statusCode, fault).toBe(502);
    expect(res.json()).toEqual({
      message: withRequestId(messages.paymentProviderUnavailable, String(res.headers["x-request-id"])),
    });
  }
  fake.failIntents();
  const first = await pay();
  expect(first.statusCode).toBe(200);
  const again = await pay();
  expect(again.json().clientSecret).toBe(first.json().clientSecret);

  // Every ask, the SDK's own retries included, carried the one key of this order and amount.
  expect(new Set(fake.intentKeys).size).toBe(1);
  expect(fake.intentKeys.length).toBeGreaterThanOrEqual(7);
  expect(fake.intents.size).toBe(1);
  expect(await stockOf(t, part.id)).toBe(8);
});
