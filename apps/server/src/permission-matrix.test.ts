import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../test/accounts.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../test/helper.ts";
import { multipart, pngBytes } from "../test/pictures.ts";
import { addPart, type Customer, order, payWithCard, signUpAdmin } from "../test/shop.ts";
import { PERSONAL_CACHE_CONTROL } from "./auth/guards.ts";
import { bikeModels, mailOutbox, users } from "./db/schema.ts";

type Role = "anonymous" | "user" | "otherUser" | "admin";
const ROLES: Role[] = ["anonymous", "user", "otherUser", "admin"];
type Call = { url: string; payload?: unknown; headers?: Record<string, string> };
type Row = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** Builds a fresh request for one role; "user" owns the resources, "otherUser" does not. */
  call(role: Role): Promise<Call>;
  expect: Record<Role, number>;
};

let t: TestApp;
let alice: Customer;
let bob: Customer;
let admin: Customer;
let partId: string;
const METRICS_TOKEN = "matrix-metrics-token-0123456789";
/** Every route the app registered, as Fastify was told of it. */
const registered: { method: string; url: string }[] = [];

const who = (role: Role) => ({ anonymous: undefined, user: alice, otherUser: bob, admin })[role];
const newOrder = async () => (await order(t, alice, { productId: partId })).json().insertedId as string;
const paidOrder = async () => {
  const id = await newOrder();
  const { transactionId } = await payWithCard(t, alice, id);
  await t.app.inject({ method: "PATCH", url: `/api/orders/${id}`, headers: alice.auth, payload: { transactionId } });
  return id;
};
const shippedOrder = async () => {
  const id = await paidOrder();
  await t.app.inject({ method: "PUT", url: `/api/orders/${id}`, headers: admin.auth, payload: { status: "Shipped" } });
  return id;
};
/** A return of alice's, taken by the admin through these steps (issue 31). */
const aliceReturn = async (...steps: string[]) => {
  const orderId = await shippedOrder();
  const asked = await t.app.inject({
    method: "POST",
    url: `/api/orders/${orderId}/returns`,
    headers: alice.auth,
    payload: { lines: [{ lineNo: 1, quantity: 1 }], reason: "other" },
  });
  const id = asked.json()._id as string;
  for (const step of steps) {
    await t.app.inject({ method: "POST", url: `/api/admin/returns/${id}/${step}`, headers: admin.auth });
  }
  return id;
};
const freshUser = async () => {
  const u = await signUpWithToken(t);
  const [row] = await t.db.select().from(users).where(eq(users.email, u.email));
  return { email: u.email, id: row?.id ?? "" };
};
const partBody = {
  name: "Matrix Part",
  img: "/images/parts/chainring.svg",
  des: "x",
  price: 1,
  minQuantity: 1,
  availableQuantity: 5,
};
const reviewBody = { img: "/images/people/reviewer-1.svg", address: "Here", star: 4, title: "Fine", des: "Good" };
const profileBody = {
  userName: "x",
  userEmail: "x@example.com",
  userPhone: "1",
  userEducation: "School",
  userAddress: "Street",
  userLocation: "Town",
  userLinkedinUrl: "https://www.linkedin.com/in/x",
};
const aBikeModel = async () => (await t.db.select({ id: bikeModels.id }).from(bikeModels).limit(1))[0]?.id ?? "";
/** A bike of alice's own, made for one call. */
const aliceBike = async () =>
  (
    await t.app.inject({
      method: "POST",
      url: "/api/garage",
      headers: alice.auth,
      payload: { standards: { speeds: Math.floor(Math.random() * 1e6) } },
    })
  ).json()._id as string;
/** A one-row bike model file with a model of its own. */
const bikeFile = () => ({
  payload: multipart(
    "file",
    "bikes.csv",
    "text/csv",
    `brand,model,year\nMatrix,M-${Math.random().toString(36).slice(2)},2024\n`,
  ),
});
const freshSlug = () => `matrix-${Math.random().toString(36).slice(2)}`;
/** A one-row catalog file with a SKU of its own. */
const catalogFile = () =>
  multipart(
    "file",
    "catalog.csv",
    "text/csv",
    `sku,name,description,picture,category,brand,price,minimum,stock\nM-${Math.random().toString(36).slice(2)},Matrix Part,x,/images/parts/chain.svg,chains,velotek,1.00,1,5\n`,
  );
const all = (status: number) => ({ anonymous: status, user: status, otherUser: status, admin: status });
const signedIn = (ok: number) => ({ anonymous: 401, user: ok, otherUser: ok, admin: ok });
const adminOnly = (ok: number) => ({ anonymous: 401, user: 403, otherUser: 403, admin: ok });
const ownerOrAdmin = (ok: number) => ({ anonymous: 401, user: ok, otherUser: 403, admin: ok });
const ownerOnly = (ok: number) => ({ anonymous: 401, user: ok, otherUser: 403, admin: 403 });

/** A shipping method of the admin's, made on first use (issue 29). */
let method: Promise<string> | undefined;
const shippingMethod = () => {
  method ??= newMethod();
  return method;
};
const newMethod = async () =>
  (
    await t.app.inject({
      method: "POST",
      url: "/api/admin/shipping-methods",
      headers: admin.auth,
      payload: { name: "Matrix post", kind: "flat", price: 1 },
    })
  ).json()._id as string;
/** A saved address of alice's. */
const aliceAddress = async () =>
  (
    await t.app.inject({
      method: "POST",
      url: "/api/addresses",
      headers: alice.auth,
      payload: { phone: "1", address: "Matrix Street" },
    })
  ).json()._id as string;
/** A discount code anyone's cart may use; made once. */
let matrixCode: string | undefined;
const discountCode = async () => {
  if (!matrixCode) {
    const made = await t.app.inject({
      method: "POST",
      url: "/api/admin/discounts",
      headers: admin.auth,
      payload: { code: "MATRIX", kind: "percent", value: 5 },
    });
    matrixCode = made.json().insertedId as string;
  }
  return matrixCode;
};
const taxBody = { pricesIncludeTax: true, rate: 0, shippingTaxed: true, homeCountry: "US", countryRates: [] };

/** A part nobody can order, to wait for. */
const soldOutPart = async () => (await addPart(t, { availableQuantity: 0, minQuantity: 1 })).id;
/** The token of a visitor's confirmation link, for a new alert. */
const confirmToken = async () => {
  const email = `matrix${Math.random().toString(36).slice(2)}@example.com`;
  await t.app.inject({ method: "POST", url: `/api/parts/${await soldOutPart()}/notify`, payload: { email } });
  const [mail] = await t.db.select({ link: mailOutbox.link }).from(mailOutbox).where(eq(mailOutbox.recipient, email));
  return new URL(mail?.link ?? "").searchParams.get("token");
};

/** Every API endpoint, and who may call it. */
const matrix: Row[] = [
  { method: "GET", path: "/api/cart", call: async () => ({ url: "/api/cart" }), expect: signedIn(200) },
  {
    method: "PUT",
    path: "/api/cart/lines/{partId}",
    call: async () => ({ url: `/api/cart/lines/${partId}`, payload: { quantity: 1 } }),
    expect: signedIn(200),
  },
  { method: "DELETE", path: "/api/cart", call: async () => ({ url: "/api/cart" }), expect: signedIn(200) },
  {
    method: "POST",
    path: "/api/cart/merge",
    call: async () => ({ url: "/api/cart/merge", payload: { lines: [{ partId, quantity: 1 }] } }),
    expect: signedIn(200),
  },
  {
    method: "POST",
    path: "/api/cart/quote",
    call: async () => ({ url: "/api/cart/quote", payload: { lines: [{ partId, quantity: 1 }] } }),
    expect: all(200),
  },
  {
    method: "POST",
    path: "/api/checkout",
    call: async (role) => {
      const caller = who(role);
      if (caller) {
        await t.app.inject({
          method: "PUT",
          url: `/api/cart/lines/${partId}`,
          headers: caller.auth,
          payload: { quantity: 1 },
        });
      }
      return {
        url: "/api/checkout",
        payload: { phone: "1", address: "Matrix Street", shippingMethodId: await shippingMethod() },
      };
    },
    expect: signedIn(201),
  },
  {
    method: "GET",
    path: "/api/shipping-methods",
    call: async () => ({ url: "/api/shipping-methods" }),
    expect: all(200),
  },
  {
    method: "GET",
    path: "/api/admin/shipping-methods",
    call: async () => ({ url: "/api/admin/shipping-methods" }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    path: "/api/admin/shipping-methods",
    call: async () => ({ url: "/api/admin/shipping-methods", payload: { name: "Pickup", kind: "pickup" } }),
    expect: adminOnly(201),
  },
  {
    method: "PATCH",
    path: "/api/admin/shipping-methods/{id}",
    call: async () => ({ url: `/api/admin/shipping-methods/${await shippingMethod()}`, payload: { price: 2 } }),
    expect: adminOnly(200),
  },
  {
    method: "DELETE",
    path: "/api/admin/shipping-methods/{id}",
    call: async () => ({ url: `/api/admin/shipping-methods/${await newMethod()}` }),
    expect: adminOnly(200),
  },
  { method: "GET", path: "/api/admin/tax", call: async () => ({ url: "/api/admin/tax" }), expect: adminOnly(200) },
  {
    method: "PUT",
    path: "/api/admin/tax",
    call: async () => ({ url: "/api/admin/tax", payload: taxBody }),
    expect: adminOnly(200),
  },
  {
    method: "PUT",
    path: "/api/cart/discount",
    call: async (role) => {
      await discountCode();
      const caller = who(role);
      if (caller) {
        await t.app.inject({
          method: "PUT",
          url: `/api/cart/lines/${partId}`,
          headers: caller.auth,
          payload: { quantity: 1 },
        });
      }
      return { url: "/api/cart/discount", payload: { code: "matrix" } };
    },
    expect: signedIn(200),
  },
  {
    method: "DELETE",
    path: "/api/cart/discount",
    call: async () => ({ url: "/api/cart/discount" }),
    expect: signedIn(200),
  },
  {
    method: "POST",
    path: "/api/admin/discounts",
    call: async () => ({
      url: "/api/admin/discounts",
      payload: { code: `M${crypto.randomUUID().slice(0, 8)}`, kind: "fixed", value: 1 },
    }),
    expect: adminOnly(201),
  },
  {
    method: "GET",
    path: "/api/admin/discounts",
    call: async () => ({ url: "/api/admin/discounts" }),
    expect: adminOnly(200),
  },
  {
    method: "PATCH",
    path: "/api/admin/discounts/{id}",
    call: async () => ({ url: `/api/admin/discounts/${await discountCode()}`, payload: { active: true } }),
    expect: adminOnly(200),
  },
  { method: "GET", path: "/api/addresses", call: async () => ({ url: "/api/addresses" }), expect: signedIn(200) },
  {
    method: "POST",
    path: "/api/addresses",
    call: async () => ({ url: "/api/addresses", payload: { phone: "1", address: "Matrix Street" } }),
    expect: signedIn(201),
  },
  // Another account's address is not found: it is nobody else's business that it exists.
  {
    method: "PATCH",
    path: "/api/addresses/{id}",
    call: async () => ({ url: `/api/addresses/${await aliceAddress()}`, payload: { label: "Home" } }),
    expect: { anonymous: 401, user: 200, otherUser: 404, admin: 404 },
  },
  {
    method: "DELETE",
    path: "/api/addresses/{id}",
    call: async () => ({ url: `/api/addresses/${await aliceAddress()}` }),
    expect: { anonymous: 401, user: 200, otherUser: 404, admin: 404 },
  },
  { method: "GET", path: "/api/healthz", call: async () => ({ url: "/api/healthz" }), expect: all(200) },
  { method: "GET", path: "/api/readyz", call: async () => ({ url: "/api/readyz" }), expect: all(200) },
  // A customer's or an admin's token is not METRICS_TOKEN: the figures tell sales.
  { method: "GET", path: "/metrics", call: async () => ({ url: "/metrics" }), expect: all(401) },
  { method: "GET", path: "/api/parts", call: async () => ({ url: "/api/parts" }), expect: all(200) },
  {
    method: "POST",
    path: "/api/parts",
    call: async () => ({ url: "/api/parts", payload: partBody }),
    expect: adminOnly(201),
  },
  { method: "GET", path: "/api/parts/{id}", call: async () => ({ url: `/api/parts/${partId}` }), expect: all(200) },
  {
    method: "GET",
    path: "/api/parts/facets",
    call: async () => ({ url: "/api/parts/facets?category=rotors" }),
    expect: all(200),
  },
  { method: "GET", path: "/api/categories", call: async () => ({ url: "/api/categories" }), expect: all(200) },
  { method: "GET", path: "/api/brands", call: async () => ({ url: "/api/brands" }), expect: all(200) },
  {
    method: "GET",
    path: "/api/search/suggest",
    call: async () => ({ url: "/api/search/suggest?q=rotor" }),
    expect: all(200),
  },
  {
    method: "PATCH",
    path: "/api/parts/{id}",
    call: async () => ({ url: `/api/parts/${(await addPart(t)).id}`, payload: { availableQuantity: 70 } }),
    expect: adminOnly(200),
  },
  {
    method: "DELETE",
    path: "/api/parts/{id}",
    call: async () => ({ url: `/api/parts/${(await addPart(t)).id}` }),
    expect: adminOnly(200),
  },
  { method: "GET", path: "/api/pricing", call: async () => ({ url: "/api/pricing" }), expect: all(200) },
  { method: "GET", path: "/api/reviews", call: async () => ({ url: "/api/reviews" }), expect: all(200) },
  {
    method: "GET",
    path: "/api/reviews/summary",
    call: async () => ({ url: "/api/reviews/summary" }),
    expect: all(200),
  },
  {
    method: "POST",
    path: "/api/reviews",
    call: async () => ({ url: "/api/reviews", payload: reviewBody }),
    expect: signedIn(201),
  },
  {
    method: "PUT",
    path: "/api/user/{email}",
    // This one goes by the identity session's cookie, not the bearer token.
    call: async (role) => ({ url: `/api/user/${alice.email}`, headers: { cookie: who(role)?.cookie ?? "" } }),
    expect: { anonymous: 401, user: 200, otherUser: 403, admin: 403 },
  },
  {
    method: "GET",
    path: "/api/admin/{email}",
    call: async () => ({ url: `/api/admin/${alice.email}` }),
    expect: ownerOrAdmin(200),
  },
  { method: "GET", path: "/api/users", call: async () => ({ url: "/api/users" }), expect: adminOnly(200) },
  {
    method: "PUT",
    path: "/api/users/admin/{email}",
    call: async () => ({ url: `/api/users/admin/${(await freshUser()).email}` }),
    expect: adminOnly(200),
  },
  {
    method: "DELETE",
    path: "/api/users/{id}",
    call: async () => ({ url: `/api/users/${(await freshUser()).id}` }),
    expect: adminOnly(200),
  },
  {
    method: "GET",
    path: "/api/userInfo/{email}",
    call: async () => ({ url: `/api/userInfo/${alice.email}` }),
    expect: ownerOrAdmin(200),
  },
  {
    method: "PUT",
    path: "/api/userInfo/{email}",
    call: async () => ({ url: `/api/userInfo/${alice.email}`, payload: profileBody }),
    expect: ownerOrAdmin(200),
  },
  {
    method: "POST",
    path: "/api/orders",
    call: async () => ({ url: "/api/orders", payload: { productId: partId, phone: "1", address: "Street" } }),
    expect: signedIn(201),
  },
  {
    method: "GET",
    path: "/api/orders",
    call: async () => ({ url: `/api/orders?email=${alice.email}` }),
    expect: ownerOrAdmin(200),
  },
  {
    method: "GET",
    path: "/api/orders/{id}",
    call: async () => ({ url: `/api/orders/${await newOrder()}` }),
    expect: ownerOrAdmin(200),
  },
  {
    method: "DELETE",
    path: "/api/orders/{id}",
    call: async () => ({ url: `/api/orders/${await newOrder()}` }),
    expect: ownerOrAdmin(200),
  },
  {
    method: "PATCH",
    path: "/api/orders/{id}",
    call: async () => {
      const id = await newOrder();
      const { transactionId } = await payWithCard(t, alice, id);
      return { url: `/api/orders/${id}`, payload: { transactionId } };
    },
    expect: ownerOnly(200),
  },
  {
    method: "PUT",
    path: "/api/orders/{id}",
    call: async () => ({ url: `/api/orders/${await paidOrder()}`, payload: { status: "Shipped" } }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    path: "/api/orders/{id}/refund",
    call: async () => ({ url: `/api/orders/${await paidOrder()}/refund` }),
    expect: adminOnly(200),
  },
  {
    method: "GET",
    path: "/api/orders/{id}/invoice.pdf",
    call: async () => ({ url: `/api/orders/${await paidOrder()}/invoice.pdf` }),
    // Someone else's order is not there, for them (issue 31).
    expect: { anonymous: 401, user: 200, otherUser: 404, admin: 200 },
  },
  {
    method: "GET",
    path: "/api/orders/{id}/credit-notes/{n}.pdf",
    call: async () => {
      const id = await paidOrder();
      await t.app.inject({ method: "POST", url: `/api/orders/${id}/refund`, headers: admin.auth });
      return { url: `/api/orders/${id}/credit-notes/1.pdf` };
    },
    expect: { anonymous: 401, user: 200, otherUser: 404, admin: 200 },
  },
  {
    method: "POST",
    path: "/api/orders/{id}/returns",
    call: async () => ({
      url: `/api/orders/${await shippedOrder()}/returns`,
      payload: { lines: [{ lineNo: 1, quantity: 1 }], reason: "other" },
    }),
    // Someone else's order is not told apart from a missing one.
    expect: { anonymous: 401, user: 201, otherUser: 404, admin: 404 },
  },
  {
    method: "GET",
    path: "/api/admin/returns",
    call: async () => ({ url: "/api/admin/returns?status=Requested" }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    path: "/api/admin/returns/{id}/approve",
    call: async () => ({ url: `/api/admin/returns/${await aliceReturn()}/approve` }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    path: "/api/admin/returns/{id}/refuse",
    call: async () => ({ url: `/api/admin/returns/${await aliceReturn()}/refuse`, payload: { message: "No" } }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    path: "/api/admin/returns/{id}/receive",
    call: async () => ({ url: `/api/admin/returns/${await aliceReturn("approve")}/receive` }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    path: "/api/admin/returns/{id}/refund",
    call: async () => ({
      url: `/api/admin/returns/${await aliceReturn("approve", "receive")}/refund`,
      payload: { refundShipping: true },
    }),
    expect: adminOnly(200),
  },
  { method: "GET", path: "/api/allorders", call: async () => ({ url: "/api/allorders" }), expect: adminOnly(200) },
  {
    method: "GET",
    path: "/api/allorders/export.csv",
    call: async () => ({ url: "/api/allorders/export.csv" }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    path: "/api/parts/{id}/notify",
    // A visitor gives an address to confirm; a signed-in customer's alert waits at once.
    call: async () => ({ url: `/api/parts/${await soldOutPart()}/notify`, payload: { email: "matrix@example.com" } }),
    expect: { anonymous: 202, user: 200, otherUser: 200, admin: 200 },
  },
  {
    method: "POST",
    path: "/api/stock-alerts/confirm",
    call: async () => ({ url: "/api/stock-alerts/confirm", payload: { token: await confirmToken() } }),
    expect: all(200),
  },
  {
    method: "POST",
    path: "/api/stock-alerts/unsubscribe",
    call: async () => ({
      url: "/api/stock-alerts/unsubscribe",
      payload: { token: t.app.stockAlertTokens.unsubscribe(crypto.randomUUID()) },
    }),
    expect: all(200),
  },
  {
    method: "GET",
    path: "/api/admin/overview",
    call: async () => ({ url: "/api/admin/overview" }),
    expect: adminOnly(200),
  },
  {
    method: "GET",
    path: "/api/sign-in-options",
    call: async () => ({ url: "/api/sign-in-options" }),
    expect: all(200),
  },
  {
    method: "GET",
    path: "/api/payments/config",
    call: async () => ({ url: "/api/payments/config" }),
    expect: all(200),
  },
  {
    method: "POST",
    path: "/api/create-payment-intent",
    call: async () => ({ url: "/api/create-payment-intent", payload: { orderId: await newOrder() } }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    path: "/api/sandbox-payments/confirm",
    // Like Stripe's, the card step is authorised by the intent's client secret, not by a token.
    call: async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/create-payment-intent",
        headers: alice.auth,
        payload: { orderId: await newOrder() },
      });
      const card = { number: "4242424242424242", expMonth: 12, expYear: new Date().getFullYear() + 1, cvc: "123" };
      return { url: "/api/sandbox-payments/confirm", payload: { clientSecret: res.json().clientSecret, card } };
    },
    expect: all(200),
  },
  {
    method: "POST",
    path: "/api/images",
    call: async () => ({ url: "/api/images", payload: multipart("image", "a.png", "image/png", await pngBytes()) }),
    expect: signedIn(201),
  },
  {
    method: "POST",
    path: "/api/catalog/imports",
    call: async () => ({ url: "/api/catalog/imports", payload: catalogFile() }),
    expect: adminOnly(201),
  },
  {
    method: "POST",
    path: "/api/catalog/imports/{id}/confirm",
    call: async () => {
      const made = await t.app.inject({
        method: "POST",
        url: "/api/catalog/imports",
        headers: admin.auth,
        payload: catalogFile(),
      });
      return { url: `/api/catalog/imports/${made.json().id}/confirm` };
    },
    expect: adminOnly(200),
  },
  {
    method: "GET",
    path: "/api/admin/categories",
    call: async () => ({ url: "/api/admin/categories" }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    path: "/api/admin/categories",
    call: async () => ({ url: "/api/admin/categories", payload: { slug: freshSlug(), name: "Matrix" } }),
    expect: adminOnly(201),
  },
  {
    method: "PATCH",
    path: "/api/admin/categories/{slug}",
    call: async () => ({ url: "/api/admin/categories/chains", payload: { description: "Chains." } }),
    expect: adminOnly(200),
  },
  {
    method: "DELETE",
    path: "/api/admin/categories/{slug}",
    call: async () => {
      const slug = freshSlug();
      await t.app.inject({
        method: "POST",
        url: "/api/admin/categories",
        headers: admin.auth,
        payload: { slug, name: "Doomed" },
      });
      return { url: `/api/admin/categories/${slug}` };
    },
    expect: adminOnly(200),
  },
  {
    method: "GET",
    path: "/api/admin/brands",
    call: async () => ({ url: "/api/admin/brands" }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    path: "/api/admin/brands",
    call: async () => ({ url: "/api/admin/brands", payload: { slug: freshSlug(), name: "Matrix" } }),
    expect: adminOnly(201),
  },
  {
    method: "PATCH",
    path: "/api/admin/brands/{slug}",
    call: async () => ({ url: "/api/admin/brands/hexa", payload: { name: "Hexa Cycling" } }),
    expect: adminOnly(200),
  },
  {
    method: "DELETE",
    path: "/api/admin/brands/{slug}",
    call: async () => {
      const slug = freshSlug();
      await t.app.inject({
        method: "POST",
        url: "/api/admin/brands",
        headers: admin.auth,
        payload: { slug, name: "D" },
      });
      return { url: `/api/admin/brands/${slug}` };
    },
    expect: adminOnly(200),
  },
  {
    method: "GET",
    path: "/api/admin/categories/{slug}/specs",
    call: async () => ({ url: "/api/admin/categories/rotors/specs" }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    path: "/api/admin/categories/{slug}/specs",
    call: async () => ({
      url: "/api/admin/categories/rotors/specs",
      payload: { key: freshSlug(), label: "Matrix", kind: "text" },
    }),
    expect: adminOnly(201),
  },
  {
    method: "PATCH",
    path: "/api/admin/categories/{slug}/specs/{key}",
    call: async () => ({ url: "/api/admin/categories/rotors/specs/mount", payload: { label: "Mount" } }),
    expect: adminOnly(200),
  },
  {
    method: "DELETE",
    path: "/api/admin/categories/{slug}/specs/{key}",
    call: async () => {
      const key = freshSlug();
      await t.app.inject({
        method: "POST",
        url: "/api/admin/categories/rotors/specs",
        headers: admin.auth,
        payload: { key, label: "Doomed", kind: "text" },
      });
      return { url: `/api/admin/categories/rotors/specs/${key}` };
    },
    expect: adminOnly(200),
  },
  {
    method: "GET",
    path: "/api/admin/products",
    call: async () => ({ url: "/api/admin/products?q=rotor" }),
    expect: adminOnly(200),
  },
  {
    method: "GET",
    path: "/api/admin/parts/{id}/product",
    call: async () => ({ url: `/api/admin/parts/${(await addPart(t)).id}/product` }),
    expect: adminOnly(200),
  },
  {
    method: "PATCH",
    path: "/api/admin/parts/{id}/product",
    call: async () => ({ url: `/api/admin/parts/${(await addPart(t)).id}/product`, payload: { name: "Matrix" } }),
    expect: adminOnly(200),
  },
  {
    method: "PUT",
    path: "/api/admin/parts/{id}/specs",
    call: async () => ({ url: `/api/admin/parts/${(await addPart(t)).id}/specs`, payload: { specs: {} } }),
    expect: adminOnly(200),
  },
  {
    method: "GET",
    path: "/api/catalog/export.csv",
    call: async () => ({ url: "/api/catalog/export.csv" }),
    expect: adminOnly(200),
  },
  // Will it fit my bike (issue 32): public bikes and verdicts, a garage per customer, admin rules.
  { method: "GET", path: "/api/bikes", call: async () => ({ url: "/api/bikes?search=ridge" }), expect: all(200) },
  { method: "GET", path: "/api/bike-standards", call: async () => ({ url: "/api/bike-standards" }), expect: all(200) },
  {
    method: "GET",
    path: "/api/parts/{id}/fit",
    call: async () => ({ url: `/api/parts/${partId}/fit?bike=${await aBikeModel()}` }),
    expect: all(200),
  },
  {
    method: "GET",
    path: "/api/fit-verdicts",
    call: async () => ({ url: `/api/fit-verdicts?bike=${await aBikeModel()}&parts=${partId}` }),
    expect: all(200),
  },
  {
    method: "GET",
    path: "/api/parts/{id}/bikes",
    call: async () => ({ url: `/api/parts/${partId}/bikes` }),
    expect: all(200),
  },
  { method: "GET", path: "/api/garage", call: async () => ({ url: "/api/garage" }), expect: signedIn(200) },
  {
    method: "POST",
    path: "/api/garage",
    call: async () => ({ url: "/api/garage", payload: { standards: { speeds: 11 } } }),
    expect: { anonymous: 401, user: 201, otherUser: 201, admin: 201 },
  },
  {
    method: "POST",
    path: "/api/garage/{id}/active",
    call: async () => ({ url: `/api/garage/${await aliceBike()}/active` }),
    // Another's bike is not found: a garage shows its owner's bikes only.
    expect: { anonymous: 401, user: 200, otherUser: 404, admin: 404 },
  },
  {
    method: "DELETE",
    path: "/api/garage/{id}",
    call: async () => ({ url: `/api/garage/${await aliceBike()}` }),
    expect: { anonymous: 401, user: 200, otherUser: 404, admin: 404 },
  },
  {
    method: "GET",
    path: "/api/admin/fit-rules",
    call: async () => ({ url: "/api/admin/fit-rules" }),
    expect: adminOnly(200),
  },
  {
    method: "PUT",
    path: "/api/admin/fit-rules/{category}",
    call: async () => ({ url: "/api/admin/fit-rules/saddles", payload: { rules: [{ op: "every-bike" }] } }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    path: "/api/admin/bike-standards",
    call: async () => ({
      url: "/api/admin/bike-standards",
      payload: { key: freshSlug(), label: "Matrix standard", kind: "number" },
    }),
    expect: adminOnly(201),
  },
  {
    method: "POST",
    path: "/api/bikes/imports",
    call: async () => ({ url: "/api/bikes/imports", ...bikeFile() }),
    expect: adminOnly(201),
  },
  {
    method: "POST",
    path: "/api/bikes/imports/{id}/confirm",
    call: async () => {
      const res = await t.app.inject({ method: "POST", url: "/api/bikes/imports", headers: admin.auth, ...bikeFile() });
      return { url: `/api/bikes/imports/${res.json().id}/confirm` };
    },
    expect: adminOnly(200),
  },
];

beforeAll(async () => {
  t = await createTestApp({
    metricsToken: METRICS_TOKEN,
    onRoute: (route) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    },
  });
  alice = await signUpWithToken(t);
  bob = await signUpWithToken(t);
  admin = await signUpAdmin(t);
  partId = (await addPart(t, { minQuantity: 1, availableQuantity: 100_000 })).id;
});
afterAll(() => t.close());

describe("the permission matrix", () => {
  it("has a row for every documented API endpoint, and no row for one that does not exist", async () => {
    await t.app.ready();
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(matrix.map((r) => `${r.method} ${r.path}`).sort()).toEqual(documented.sort());
  });

  it("documents every route the app has, but its pages, its document and the identity provider's", async () => {
    await t.app.ready();
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(
      Object.entries(spec.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    // Not API: the web app's pages and files, the crawlers' files, the document itself; and
    // Better Auth's own endpoints under /api/auth/*, whose answers the last test checks.
    const notApi = /^(\/\*|\/robots\.txt|\/sitemap.*\.xml|\/uploads\/.*|\/api\/docs.*|\/api\/auth\/\*)$/;
    const undocumented = registered
      .filter((r) => r.method !== "HEAD" && !notApi.test(r.url))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, "{$1}")}`)
      .filter((route) => !documented.has(route));
    expect(undocumented).toEqual([]);
    // The list is real: the health checks and /metrics are among the routes.
    expect(registered.map((r) => r.url)).toEqual(expect.arrayContaining(["/api/readyz", "/api/healthz", "/metrics"]));
  });

  it("answers /metrics to its token only, never kept by a cache", async () => {
    const ask = (authorization?: string) =>
      t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });
    const figures = await ask(`Bearer ${METRICS_TOKEN}`);
    expect(figures.statusCode).toBe(200);
    expect(figures.headers["cache-control"]).toBe("no-store");
    expect(figures.body).toContain("shop_orders_placed_total");
    for (const refused of [await ask(), await ask(`Bearer ${METRICS_TOKEN}x`), await ask(alice.auth.authorization)]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.headers["cache-control"]).toMatch(/\bno-store\b/);
    }
  });

  for (const row of matrix) {
    it(`${row.method} ${row.path}`, async () => {
      const got: Record<string, number> = {};
      for (const role of ROLES) {
        const call = await row.call(role);
        const bearer = role === "anonymous" ? {} : who(role)?.auth;
        const res = await t.app.inject({
          method: row.method,
          url: call.url,
          headers: { ...bearer, ...call.headers },
          payload: call.payload as never,
        });
        got[role] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json().message, `${role}: ${res.body}`).toBeTruthy();
        // An endpoint a visitor may not call answers about someone: no cache may keep it.
        if (row.expect.anonymous === 401) expect(res.headers["cache-control"], role).toMatch(/\bno-store\b/);
      }
      expect(got).toEqual(row.expect);
    });
  }

  it("the identity provider's answers (sessions, accounts) are personal too, signed in or not", async () => {
    for (const [method, url] of [
      ["GET", "/api/auth/get-session"],
      ["GET", "/api/auth/list-sessions"],
      ["POST", "/api/auth/sign-in/email"],
      ["GET", "/api/auth/no-such-endpoint"],
    ] as const) {
      for (const cookie of [alice.cookie, ""]) {
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie, origin: TEST_PUBLIC_URL },
          payload: method === "POST" ? {} : undefined,
        });
        expect(res.headers["cache-control"], `${method} ${url} ${cookie ? "signed in" : "signed out"}`).toBe(
          PERSONAL_CACHE_CONTROL,
        );
      }
    }
  });
});
