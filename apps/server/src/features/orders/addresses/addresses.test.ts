import { cartMessages } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { addPart, type Customer, order, signUpAdmin } from "../../../../test/shop.ts";

/* The address book (issue 29): one default, the checkout form prefilled from it or the last order. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const book = (who: Customer) => t.app.inject({ method: "GET", url: "/api/addresses", headers: who.auth });
const add = (who: Customer, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/addresses", headers: who.auth, payload });

describe("the address book", () => {
  it("prefills from the last order until an address is saved, then from the default", async () => {
    const rider = await signUpWithToken(t);
    expect((await book(rider)).json()).toEqual({ addresses: [], prefill: null });
    const part = await addPart(t, { minQuantity: 1 });
    await order(t, rider, { productId: part.id, orderQuantity: 1, phone: "+49 30 1", address: "Kettenweg 3" });
    expect((await book(rider)).json().prefill).toEqual({ phone: "+49 30 1", address: "Kettenweg 3", country: "US" });

    const home = await add(rider, { label: "Home", phone: "+1 555", address: "7 Chain Lane", country: "US" });
    expect(home.statusCode).toBe(201);
    expect(home.json().isDefault).toBe(true);
    expect((await book(rider)).json().prefill).toEqual({ phone: "+1 555", address: "7 Chain Lane", country: "US" });
  });

  it("keeps one default: a new default takes its place, the default cannot be unset, deleting it passes it on", async () => {
    const rider = await signUpWithToken(t);
    const first = (await add(rider, { phone: "1", address: "First" })).json();
    const second = (await add(rider, { phone: "2", address: "Second", isDefault: true })).json();
    let shown = (await book(rider)).json().addresses;
    expect(shown.map((a: { address: string; isDefault: boolean }) => [a.address, a.isDefault])).toEqual([
      ["Second", true],
      ["First", false],
    ]);
    const unset = await t.app.inject({
      method: "PATCH",
      url: `/api/addresses/${second._id}`,
      headers: rider.auth,
      payload: { isDefault: false },
    });
    expect(unset.statusCode).toBe(400);
    expect(unset.json().message).toBe(cartMessages.addressDefaultNeeded);
    await t.app.inject({ method: "DELETE", url: `/api/addresses/${second._id}`, headers: rider.auth });
    shown = (await book(rider)).json().addresses;
    expect(shown).toEqual([expect.objectContaining({ _id: first._id, isDefault: true })]);
  });

  it("keeps a checkout's address when asked, once", async () => {
    const admin = await signUpAdmin(t);
    const method = (
      await t.app.inject({
        method: "POST",
        url: "/api/admin/shipping-methods",
        headers: admin.auth,
        payload: { name: "Pickup at the shop", kind: "pickup" },
      })
    ).json()._id;
    const rider = await signUpWithToken(t);
    const part = await addPart(t, { minQuantity: 1 });
    for (let i = 0; i < 2; i++) {
      await t.app.inject({
        method: "PUT",
        url: `/api/cart/lines/${part.id}`,
        headers: rider.auth,
        payload: { quantity: 1 },
      });
      const placed = await t.app.inject({
        method: "POST",
        url: "/api/checkout",
        headers: rider.auth,
        payload: { phone: "9", address: "Saved Road", shippingMethodId: method, saveAddress: true, country: "DE" },
      });
      expect(placed.statusCode).toBe(201);
    }
    expect((await book(rider)).json().addresses).toEqual([
      expect.objectContaining({ phone: "9", address: "Saved Road", country: "DE", isDefault: true }),
    ]);
  });
});

describe("shipping methods", () => {
  it("are checked as a whole, and customers see only the active ones", async () => {
    const admin = await signUpAdmin(t);
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: "POST", url: "/api/admin/shipping-methods", headers: admin.auth, payload });
    expect((await post({ name: "Heavy", kind: "weight" })).json().message).toBe(cartMessages.shippingBandsNeeded);
    expect((await post({ name: "Free", kind: "freeAbove", price: 5 })).json().message).toBe(
      cartMessages.shippingFreeAboveNeeded,
    );
    expect((await post({ name: "Cheap", kind: "flat", price: 1.234 })).statusCode).toBe(400);
    const hidden = await post({ name: "Courier", kind: "flat", price: 20, active: false });
    expect(hidden.statusCode).toBe(201);
    const shown = (await t.app.inject({ method: "GET", url: "/api/shipping-methods" })).json();
    expect(shown.map((m: { _id: string }) => m._id)).not.toContain(hidden.json()._id);
    const all = (await t.app.inject({ method: "GET", url: "/api/admin/shipping-methods", headers: admin.auth })).json();
    expect(all.map((m: { _id: string }) => m._id)).toContain(hidden.json()._id);
  });
});
