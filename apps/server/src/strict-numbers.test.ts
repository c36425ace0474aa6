import { afterAll, beforeAll, expect, it } from "vitest";
import { signUpWithToken } from "../test/accounts.ts";
import { createTestApp, type TestApp } from "../test/helper.ts";
import { addPart, type Customer, order, stockOf } from "../test/shop.ts";

/*
 * Quantities, prices, ratings, expiry dates and page sizes are numbers in their one plain form: a JSON number
 * in a body, digits in a query. Anything Number() would have turned into one is refused.
 */
let t: TestApp;
let alice: Customer;
beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpWithToken(t);
});
afterAll(() => t.close());

// Each is JSON text, so that 1e400 (Infinity once parsed) is sent as a client would.
const notPlainNumbers = ["[3]", '"3"', '"0x3"', '" 3 "', '"3e0"', "true", "{}", '"NaN"', '"Infinity"', "1e400"];

const withRaw = (body: Record<string, unknown>, field: string, raw: string) =>
  JSON.stringify({ ...body, [field]: "@raw@" }).replace('"@raw@"', raw);

async function post(url: string, who: Customer, payload: string) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...who.auth, "content-type": "application/json" },
    payload,
  });
}

it("orders only a whole JSON number of units", async () => {
  const part = await addPart(t, { minQuantity: 1, availableQuantity: 50 });
  const body = { productId: part.id, phone: "555", address: "7 Chain Lane" };
  for (const raw of [...notPlainNumbers, "3.5", "0", "-3", "1000001"]) {
    const res = await post("/api/orders", alice, withRaw(body, "orderQuantity", raw));
    expect(res.statusCode, `${raw}: ${res.body}`).toBe(400);
    expect(res.json().message).toMatch(/orderQuantity/);
  }
  expect(await stockOf(t, part.id)).toBe(50);
  expect((await order(t, alice, { ...body, orderQuantity: 3 })).statusCode).toBe(201);
  expect(await stockOf(t, part.id)).toBe(47);
});

it("takes a rating, a card's expiry and a payment's price only as JSON numbers", async () => {
  const review = { img: "/images/people/reviewer-1.svg", address: "Here", star: 4, title: "Fine", des: "Good" };
  const card = { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" };
  const orderId = (await order(t, alice, { productId: (await addPart(t)).id })).json().insertedId;
  for (const raw of notPlainNumbers) {
    expect((await post("/api/reviews", alice, withRaw(review, "star", raw))).statusCode).toBe(400);
    for (const field of ["expMonth", "expYear"]) {
      const payload = `{"clientSecret":"x","card":${withRaw(card, field, raw)}}`;
      const res = await post("/api/sandbox-payments/confirm", alice, payload);
      expect(res.statusCode, `${field} ${raw}: ${res.body}`).toBe(400);
      expect(res.json().message).toContain(`card.${field}`);
    }
    const intent = await post("/api/create-payment-intent", alice, withRaw({ orderId }, "productPrice", raw));
    expect(intent.statusCode, `${raw}: ${intent.body}`).toBe(400);
  }
});

it("reads page sizes in a query only as plain digits", async () => {
  for (const value of ["0x3", "%203", "3%20", "3.0", "1e1", "03", "-1", "+3", "", "3,4", "Infinity", "0"]) {
    const res = await t.app.inject({ url: `/api/parts?limit=${value}` });
    expect(res.statusCode, `limit=${value}: ${res.body}`).toBe(400);
    expect(res.json().message).toMatch(/limit/);
  }
  expect((await t.app.inject({ url: "/api/parts?limit=1&limit=2" })).statusCode).toBe(400);
  const three = await t.app.inject({ url: "/api/parts?limit=3" });
  expect(three.json()).toHaveLength(3);
});
