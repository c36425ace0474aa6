import { eq } from "drizzle-orm";
import type { MetricValueWithName } from "prom-client";
import { afterAll, beforeAll, expect } from "vitest";
import { setRole, upsertUser } from "../src/auth/shop-users.ts";
import { parts } from "../src/db/schema.ts";
import { signIn, signUp, signUpWithToken, withToken } from "./accounts.ts";
import { createTestApp, type TestApp } from "./helper.ts";

/** A part of our own for a test, so no other test's orders change its stock. */
export async function addPart(
  t: TestApp,
  fields: { availableQuantity?: number; minQuantity?: number; priceCents?: number } = {},
) {
  const [part] = await t.db
    .insert(parts)
    .values({
      name: `Test part ${Math.random().toString(36).slice(2)}`,
      img: "/images/parts/chainring.svg",
      des: "A part made for a test",
      priceCents: fields.priceCents ?? 2550,
      minQuantity: fields.minQuantity ?? 2,
      availableQuantity: fields.availableQuantity ?? 100,
    })
    .returning();
  if (!part) throw new Error("part not made");
  return part;
}

export async function stockOf(t: TestApp, id: string) {
  const [row] = await t.db.select({ n: parts.availableQuantity }).from(parts).where(eq(parts.id, id));
  return row?.n;
}

/** A new administrator with a token; promoted before the token, since a role change ends sessions. */
export async function signUpAdmin(t: TestApp) {
  const admin = await signUp(t);
  await upsertUser(t.db, admin.email);
  await setRole(t.db, admin.email, "admin");
  return withToken(t, await signIn(t, admin));
}

export type Customer = Awaited<ReturnType<typeof signUpWithToken>>;

/** A test file's app and its first admin: made before the file's tests, closed after them. */
export function appWithAdmin() {
  const shop = {} as { t: TestApp; admin: Customer };
  beforeAll(async () => {
    shop.t = await createTestApp();
    shop.admin = await signUpAdmin(shop.t);
  });
  afterAll(() => shop.t.close());
  return shop;
}

/** What placeOrder is given for a customer's order, called directly: it hands the order on before its first wait. */
export function placing(t: TestApp, who: Customer, partId: string, quantity = 1) {
  const claims = t.app.accessTokens.verify(who.token);
  if (!claims) throw new Error("the test customer's token does not verify");
  const wanted = {
    partId,
    quantity,
    phone: "+1 555 0100",
    address: "7 Chain Lane",
    shippingMethodId: undefined,
    country: undefined,
  };
  return [t.app, claims, wanted] as const;
}

/** How many sets of orders have ended so (the shop_order_sets histogram's count for the outcome). */
export async function orderSetsEnded(t: TestApp, outcome: "committed" | "refused" | "lost") {
  const metric = await t.app.metrics.registry.getSingleMetric("shop_order_sets")?.get();
  // A histogram's values are its series, each named.
  const series = (metric?.values ?? []) as MetricValueWithName<string>[];
  const count = series.find((v) => v.metricName === "shop_order_sets_count" && v.labels.outcome === outcome);
  return count?.value ?? 0;
}

export async function order(t: TestApp, who: Customer, body: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: who.auth,
    payload: { phone: "+1 555 0100", address: "7 Chain Lane", ...body },
  });
}

/** A $4.95 flat parcel method, added by the admin; answers its id. */
export async function addParcelMethod(t: TestApp, admin: Customer): Promise<string> {
  const parcel = await t.app.inject({
    method: "POST",
    url: "/api/admin/shipping-methods",
    headers: admin.auth,
    payload: { name: "Parcel", kind: "flat", price: 4.95 },
  });
  if (parcel.statusCode !== 201) throw new Error(`shipping method not added: ${parcel.body}`);
  return parcel.json()._id;
}

/**
 * A cart of these lines (part id, quantity) checked out as one order, sent by a $4.95 parcel
 * method the admin adds; answers the checkout's reply.
 */
export async function checkoutCart(
  t: TestApp,
  admin: Customer,
  who: Customer,
  lines: [string, number][],
  extra: Record<string, unknown> = {},
) {
  const parcelId = await addParcelMethod(t, admin);
  for (const [partId, quantity] of lines) {
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/cart/lines/${partId}`,
      headers: who.auth,
      payload: { quantity },
    });
    if (put.statusCode !== 200) throw new Error(`cart line refused: ${put.body}`);
  }
  return t.app.inject({
    method: "POST",
    url: "/api/checkout",
    headers: who.auth,
    payload: { phone: "+1 555 0100", address: "7 Chain Lane", shippingMethodId: parcelId, ...extra },
  });
}

/** Pays an order with a sandbox test card; answers the confirmation and the transaction id. */
export async function payWithCard(t: TestApp, who: Customer, orderId: string, number = "4242 4242 4242 4242") {
  const intent = await t.app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: who.auth,
    payload: { orderId },
  });
  const { clientSecret } = intent.json<{ clientSecret: string }>();
  const confirm = await t.app.inject({
    method: "POST",
    url: "/api/sandbox-payments/confirm",
    payload: { clientSecret, card: { number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" } },
  });
  return {
    confirm,
    transactionId: confirm.statusCode === 200 ? confirm.json<{ id: string }>().id : undefined,
    clientSecret,
  };
}

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/**
 * A test file's app and first admin (`appWithAdmin`), with calls to one admin API under `base`:
 * `call` as the admin, or as `who` (null for a visitor); `expectAdminsOnly` checks that each call
 * is refused to a customer (403) and to a visitor (401).
 */
export function adminApi(base: string) {
  const shop = appWithAdmin();
  const call = (method: Method, url: string, payload?: object, who: Customer | null = shop.admin) =>
    shop.t.app.inject({ method, url: `${base}${url}`, headers: who?.auth, payload });
  async function expectAdminsOnly(calls: readonly (readonly [Method, string, object?])[]) {
    const customer = await signUpWithToken(shop.t);
    for (const [method, url, body] of calls) {
      expect((await call(method, url, body, customer)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
    }
  }
  return { shop, call, expectAdminsOnly };
}
