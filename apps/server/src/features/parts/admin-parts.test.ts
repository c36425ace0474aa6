import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { addPart, type Customer, order, payWithCard, signUpAdmin, stockOf } from "../../../test/shop.ts";
import { sandboxPayments } from "../../db/schema.ts";

let t: TestApp;
let admin: Customer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const newPart = {
  name: "Aardvark Bell",
  img: "/uploads/0b4f5c1e-1111-4222-8333-444455556666.webp",
  des: "A loud bell",
  price: 12.5,
  minQuantity: 2,
  availableQuantity: 30,
};
const post = (body: object, who = admin) =>
  t.app.inject({ method: "POST", url: "/api/parts", headers: who.auth, payload: body });

describe("admin product tools", () => {
  it("adds a part that the catalog shows at once", async () => {
    await t.app.inject({ method: "GET", url: "/api/parts?limit=1" });
    const res = await post(newPart);
    expect(res.statusCode).toBe(201);
    const id = res.json().insertedId;
    const [first] = (await t.app.inject({ method: "GET", url: "/api/parts?limit=1" })).json();
    // The spec's Add Product form knows nothing of the catalog: the part has a generated SKU
    // and nothing else of it yet.
    expect(first).toEqual({
      _id: id,
      ...newPart,
      sku: expect.stringMatching(/^BPH-[0-9A-F]{16}$/),
      mpn: null,
      brand: null,
      category: null,
      specs: {},
      weight: null,
      options: {},
      variants: [],
    });
  });

  it("refuses missing fields, bad numbers and a minimum above what is available", async () => {
    const cases: [object, RegExp][] = [
      [{ ...newPart, name: "" }, /Name is required/],
      [{ ...newPart, img: undefined }, /Image is required/],
      [{ ...newPart, img: "javascript:alert(1)" }, /uploaded to this shop/],
      [{ ...newPart, price: -1 }, /Price cannot be negative/],
      [{ ...newPart, price: "12" }, /Price must be a number/],
      [{ ...newPart, price: 1.005 }, /two decimals/],
      [{ ...newPart, minQuantity: 2.5 }, /whole number/],
      [{ ...newPart, availableQuantity: -3 }, /cannot be negative/],
      [{ ...newPart, minQuantity: 40 }, /cannot be more than Available Quantity/],
      [{ ...newPart, availableQuantity: 10_000_001 }, /Available Quantity can be at most 10000000$/],
      [{ ...newPart, price: 1_000_000.01 }, /Price can be at most 1000000$/],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    // A number too large for a double is above the limit, not "not a number".
    const huge = JSON.stringify(newPart).replace(/"availableQuantity":\d+/, '"availableQuantity":1e400');
    const res = await t.app.inject({
      method: "POST",
      url: "/api/parts",
      headers: { ...admin.auth, "content-type": "application/json" },
      payload: huge,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Available Quantity can be at most 10000000$/);
  });

  const patch = (id: string, body: object, who = admin) =>
    t.app.inject({ method: "PATCH", url: `/api/parts/${id}`, headers: who.auth, payload: body });

  it("edits only the fields sent, and the catalog's kept answers show the change at once", async () => {
    const part = await addPart(t);
    const one = `/api/parts/${part.id}`;
    const list = "/api/parts?limit=100";
    // Both answers are kept now (decision 0002); the edit must not leave the old bytes behind.
    const before = (await t.app.inject({ url: one })).json();
    expect((await t.app.inject({ url: list })).json()).toContainEqual(before);

    const res = await patch(part.id, { price: 99.95, availableQuantity: 500 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...before, price: 99.95, availableQuantity: 500 });
    expect((await t.app.inject({ url: one })).json()).toEqual(res.json());
    expect((await t.app.inject({ url: list })).json()).toContainEqual(res.json());
    expect((await t.app.inject({ url: `${list}&q=${encodeURIComponent(part.name)}` })).json()).toEqual([res.json()]);
  });

  it("leaves orders with the copy of the part they were placed with, and charges them its price", async () => {
    const customer = await signUpWithToken(t);
    const part = await addPart(t, { priceCents: 2550, minQuantity: 2 });
    const placed = await order(t, customer, { productId: part.id, orderQuantity: 3 });
    const orderId = placed.json().insertedId;
    const read = async () =>
      (await t.app.inject({ url: `/api/orders/${orderId}`, headers: customer.auth })).json<Record<string, unknown>>();
    const copy = await read();
    expect(copy).toMatchObject({ productName: part.name, productPrice: 25.5, totalPrice: 76.5 });

    const edit = { name: "Renamed", img: "/images/parts/grips.svg", des: "New words", price: 40, minQuantity: 1 };
    expect((await patch(part.id, { ...edit, availableQuantity: 7 })).statusCode).toBe(200);

    expect(await read()).toEqual(copy);
    const all = (await t.app.inject({ url: "/api/allorders?limit=100", headers: admin.auth })).json();
    // A list's order is the order without its history, which only the order's own page reads.
    const { history: _history, ...listed } = copy;
    expect(all).toContainEqual(listed);
    // The payment is for what the customer was shown: 3 x 25.50, not 3 x 40.
    const { transactionId } = await payWithCard(t, customer, orderId);
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
    expect(payment?.amountCents).toBe(7650);
    const paid = await t.app.inject({
      method: "PATCH",
      url: `/api/orders/${orderId}`,
      headers: customer.auth,
      payload: { transactionId },
    });
    expect(paid.statusCode).toBe(200);
    expect(await read()).toMatchObject({ paid: true, productPrice: 25.5, productName: part.name });
    // The stock taken by the order is not given back or taken again by the edit: it is what was set.
    expect(await stockOf(t, part.id)).toBe(7);
  });

  it("refuses what creation refuses, a minimum above the stored stock, unknown fields and an empty edit", async () => {
    const part = await addPart(t);
    const stored = (await t.app.inject({ method: "GET", url: `/api/parts/${part.id}` })).json();
    const cases: [object, RegExp][] = [
      [{ name: "" }, /Name is required/],
      [{ price: -1 }, /Price cannot be negative/],
      [{ price: "12" }, /Price must be a number/],
      [{ minQuantity: 2.5 }, /whole number/],
      [{ availableQuantity: -1 }, /cannot be negative/],
      [{ img: "javascript:alert(1)" }, /Image/],
      [{ minQuantity: stored.availableQuantity + 1 }, /cannot be more than Available Quantity/],
      [{ availableQuantity: stored.minQuantity - 1 }, /cannot be more than Available Quantity/],
      [{ minQuantity: 5, availableQuantity: 4 }, /cannot be more than Available Quantity/],
      [{ _id: "00000000-0000-4000-8000-000000000000" }, /./],
      [{}, /at least one field/],
    ];
    for (const [body, message] of cases) {
      const res = await patch(part.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await t.app.inject({ method: "GET", url: `/api/parts/${part.id}` })).json()).toEqual(stored);
  });

  it("answers 404 for an unknown part and 400 for a malformed id", async () => {
    expect((await patch("00000000-0000-4000-8000-000000000000", { price: 1 })).statusCode).toBe(404);
    expect((await patch("not-an-id", { price: 1 })).statusCode).toBe(400);
  });

  it("deletes a part; orders keep their copy of it", async () => {
    const customer = await signUpWithToken(t);
    const part = await addPart(t);
    const orderId = (await order(t, customer, { productId: part.id })).json().insertedId;
    const res = await t.app.inject({ method: "DELETE", url: `/api/parts/${part.id}`, headers: admin.auth });
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await t.app.inject({ method: "GET", url: `/api/parts/${part.id}` })).statusCode).toBe(404);
    const kept = (await t.app.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: customer.auth })).json();
    expect(kept).toMatchObject({ productId: null, productName: part.name });
    const again = await t.app.inject({ method: "DELETE", url: `/api/parts/${part.id}`, headers: admin.auth });
    expect(again.json().deletedCount).toBe(0);
  });
});
