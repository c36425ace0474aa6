import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { addPart, type Customer, checkoutCart, order, signUpAdmin } from "../../../test/shop.ts";

/* Manage Order's search finds an order by any of its lines' parts, not only the first. */

let t: TestApp;
let admin: Customer;
let rider: Customer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  rider = await signUpWithToken(t);
});
afterAll(() => t.close());

const found = async (q: string) => {
  const res = await t.app.inject({ url: `/api/allorders?q=${encodeURIComponent(q)}`, headers: admin.auth });
  expect(res.statusCode).toBe(200);
  return res.json<{ _id: string }[]>().map((o) => o._id);
};

describe("GET /api/allorders?q=", () => {
  it("finds a three-line order by its third line's part, and by its first", async () => {
    const [chain, cassette, pads] = await Promise.all([addPart(t), addPart(t), addPart(t)]);
    if (!chain || !cassette || !pads) throw new Error("parts not made");
    const cart = await checkoutCart(t, admin, rider, [
      [chain.id, 2],
      [cassette.id, 2],
      [pads.id, 2],
    ]);
    expect(cart.statusCode).toBe(201);
    const id = cart.json().insertedId;
    // A one-line order of the third part is found too; one of another part is not.
    const single = (await order(t, rider, { productId: pads.id, orderQuantity: 2 })).json().insertedId;
    const other = (await order(t, rider, { productId: (await addPart(t)).id, orderQuantity: 2 })).json().insertedId;

    const byThird = await found(pads.name.toUpperCase());
    expect(byThird).toEqual(expect.arrayContaining([id, single]));
    expect(byThird).not.toContain(other);
    expect(await found(cassette.name)).toEqual([id]);
    expect(await found(chain.name)).toEqual([id]);
  });
});
