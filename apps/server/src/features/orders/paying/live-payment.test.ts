import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { addPart, type Customer, order, payWithCard, signUpAdmin, stockOf } from "../../../../test/shop.ts";
import { sandboxPayments } from "../../../db/schema.ts";

/* One order, one live payment (decision 0012), with the sandbox provider. */

let t: TestApp;
let alice: Customer;
let admin: Customer;
beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpWithToken(t);
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const intent = (orderId: string, who = alice) =>
  t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers: who.auth, payload: { orderId } });
const remove = (orderId: string, who = alice) =>
  t.app.inject({ method: "DELETE", url: `/api/orders/${orderId}`, headers: who.auth });
const confirm = (clientSecret: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/sandbox-payments/confirm",
    payload: { clientSecret, card: { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" } },
  });
const paymentsOf = (orderId: string) => t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));

async function newOrder() {
  const part = await addPart(t, { availableQuantity: 10, minQuantity: 2 });
  const id = (await order(t, alice, { productId: part.id })).json().insertedId as string;
  return { id, partId: part.id };
}

describe("one live payment per order", () => {
  it("answers a second request with the same client secret", async () => {
    const { id } = await newOrder();
    const first = (await intent(id)).json().clientSecret;
    const second = (await intent(id)).json().clientSecret;
    expect(second).toBe(first);
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it("gives ten requests at once one secret; any other payment started is cancelled", async () => {
    const { id } = await newOrder();
    const answers = await Promise.all(Array.from({ length: 10 }, () => intent(id)));
    const secrets = new Set(answers.map((a) => a.json().clientSecret));
    expect(secrets.size).toBe(1);
    const open = (await paymentsOf(id)).filter((p) => p.status === "requires_payment_method");
    expect(open.map((p) => p.clientSecret)).toEqual([...secrets]);
  });
});

describe("deleting an order and its payment", () => {
  it("cancels the open payment, so its old client secret cannot be charged", async () => {
    const { id, partId } = await newOrder();
    const { clientSecret } = (await intent(id)).json();
    expect((await remove(id)).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    const charge = await confirm(clientSecret);
    expect(charge.statusCode).toBe(409);
    expect(charge.json().message).toBe("This payment was cancelled and can no longer be charged.");
    expect((await paymentsOf(id))[0]?.status).toBe("canceled");
    expect(await stockOf(t, partId)).toBe(10);
  });

  it("refuses, for its owner and an admin, an order whose payment went through before the PATCH", async () => {
    const { id, partId } = await newOrder();
    const { confirm: charged } = await payWithCard(t, alice, id);
    expect(charged.statusCode).toBe(200);
    for (const who of [alice, admin]) {
      const res = await remove(id, who);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("This order's payment is under way or done, so the order cannot be deleted");
    }
    expect(await stockOf(t, partId)).toBe(8);
  });

  it("never both takes a card and deletes the order when the two happen at once", async () => {
    for (let round = 0; round < 6; round++) {
      const { id, partId } = await newOrder();
      const { clientSecret } = (await intent(id)).json();
      const [charge, deletion] = await Promise.all([confirm(clientSecret), remove(id)]);
      // Exactly one of them wins: a charged card keeps its order and stock, a deleted order was not charged.
      expect([charge.statusCode, deletion.statusCode].sort(), `round ${round}`).toEqual([200, 409]);
      const kept = charge.statusCode === 200;
      expect(await stockOf(t, partId)).toBe(kept ? 8 : 10);
      expect((await paymentsOf(id))[0]?.status).toBe(kept ? "succeeded" : "canceled");
    }
  });
});
