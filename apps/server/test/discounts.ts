import { expect } from "vitest";
import { signUpWithToken } from "./accounts.ts";
import type { TestApp } from "./helper.ts";
import type { Customer } from "./shop.ts";

/** What the discount tests share: a shop with one flat shipping method, codes, carts and checkouts. */
export function discountKit(t: () => TestApp, admin: () => Customer, shippingMethodId: () => string) {
  const inject = (who: Customer, method: "GET" | "PUT" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
    t().app.inject({ method, url, headers: who.auth, ...(payload !== undefined && { payload: payload as object }) });

  /** A new code by the admin; answers its id. */
  async function addCode(fields: Record<string, unknown>) {
    const res = await inject(admin(), "POST", "/api/admin/discounts", fields);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().insertedId as string;
  }

  /** A new customer whose cart holds these lines. */
  async function customerWith(lines: [string, number][]) {
    const who = await signUpWithToken(t());
    for (const [partId, quantity] of lines) {
      const res = await inject(who, "PUT", `/api/cart/lines/${partId}`, { quantity });
      expect(res.statusCode, res.body).toBe(200);
    }
    return who;
  }

  const applyCode = (who: Customer, code: unknown) => inject(who, "PUT", "/api/cart/discount", { code });
  const cartOf = (who: Customer) => inject(who, "GET", `/api/cart?shippingMethodId=${shippingMethodId()}`);
  const checkout = (who: Customer, body: Record<string, unknown> = {}) =>
    inject(who, "POST", "/api/checkout", {
      phone: "+1 555 0100",
      address: "7 Chain Lane",
      shippingMethodId: shippingMethodId(),
      ...body,
    });
  const codeListed = async (id: string) => {
    const res = await inject(admin(), "GET", "/api/admin/discounts?limit=100");
    expect(res.statusCode).toBe(200);
    return (res.json() as { _id: string; uses: number; revenue: number; active: boolean }[]).find((c) => c._id === id);
  };
  return { inject, addCode, customerWith, applyCode, cartOf, checkout, codeListed };
}
