import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { startMailCatcher } from "../../../test/mail-catcher.ts";
import { addPart, type Customer, order, payWithCard, signUpAdmin, stockOf } from "../../../test/shop.ts";
import { orders, parts, sandboxPayments } from "../../db/schema.ts";
import { createMailer } from "../../mail/mailer.ts";
import { foldSales } from "./sales/fold-sales.ts";

let t: TestApp;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let alice: Customer;
let bob: Customer;
let admin: Customer;
beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await createTestApp({
    mailer: createMailer({ smtpUrl: catcher.url, outboxDir: "unused", from: "shop@example.com", log: { info() {} } }),
  });
  alice = await signUpWithToken(t);
  bob = await signUpWithToken(t);
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

const soldOf = async (id: string) =>
  (await t.db.select({ n: parts.soldUnits }).from(parts).where(eq(parts.id, id)))[0]?.n;
const get = (url: string, who?: Customer) => t.app.inject({ method: "GET", url, headers: who?.auth });

describe("POST /api/orders", () => {
  it("reserves the stock and copies the part from the database, whatever the client sends", async () => {
    const part = await addPart(t, { priceCents: 1999, minQuantity: 2, availableQuantity: 10 });
    const res = await order(t, alice, {
      productId: part.id,
      orderQuantity: 3,
      email: bob.email,
      productName: "Free bike",
      productPrice: 0.01,
      productAvailabeQuantity: 1_000_000,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ acknowledged: true });
    const created = (await get(`/api/orders/${res.json().insertedId}`, alice)).json();
    expect(created).toMatchObject({
      email: alice.email,
      userName: "Test Rider",
      productName: part.name,
      productPrice: 19.99,
      orderQuantity: 3,
      totalPrice: 59.97,
      productMinQuantity: 2,
      productAvailabeQuantity: 10,
      paid: false,
    });
    expect(created.status).toBeUndefined();
    expect(await stockOf(t, part.id)).toBe(7);
    const publicPart = (await get(`/api/parts/${part.id}`)).json();
    expect(publicPart.availableQuantity).toBe(7);
    const mail = await catcher.waitFor(alice.email, /We received your order/);
    expect(mail.text).toContain(`3 x ${part.name} ($59.97)`);
  });

  it("orders the part's minimum when no quantity is given", async () => {
    const part = await addPart(t, { minQuantity: 4, availableQuantity: 10 });
    const res = await order(t, alice, { productId: part.id });
    expect((await get(`/api/orders/${res.json().insertedId}`, alice)).json().orderQuantity).toBe(4);
    expect(await stockOf(t, part.id)).toBe(6);
  });

  it("refuses a quantity outside minimum..available with the spec's messages, taking nothing", async () => {
    const part = await addPart(t, { minQuantity: 5, availableQuantity: 8 });
    const few = await order(t, alice, { productId: part.id, orderQuantity: 4 });
    expect(few.statusCode).toBe(400);
    expect(few.json().message).toBe("You have to order at least 5 products");
    const many = await order(t, alice, { productId: part.id, orderQuantity: 9 });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe("You can order highest 8 products");
    expect(await stockOf(t, part.id)).toBe(8);
    expect(await soldOf(part.id)).toBe(0);
  });

  it("keeps which variant was bought, its SKU and options, whatever the catalog becomes", async () => {
    const [rotor] = await t.db.select().from(parts).where(eq(parts.sku, "BW-RT6-180"));
    const res = await order(t, alice, { productId: rotor?.id, orderQuantity: 2 });
    expect(res.statusCode).toBe(201);
    await t.db
      .update(parts)
      .set({ sku: "BW-RT6-180-OLD", options: { Diameter: "180 mm (old)" } })
      .where(eq(parts.sku, "BW-RT6-180"));
    const [placed] = await t.db.select().from(orders).where(eq(orders.id, res.json().insertedId));
    expect(placed).toMatchObject({ partSku: "BW-RT6-180", partOptions: { Diameter: "180 mm" } });
  });

  it("counts the units ordered on the part's own row once folded, for the catalog's best-sellers", async () => {
    const part = await addPart(t, { minQuantity: 2, availableQuantity: 20 });
    await order(t, alice, { productId: part.id, orderQuantity: 3 });
    await order(t, bob, { productId: part.id, orderQuantity: 5 });
    await foldSales(t.db);
    expect(await soldOf(part.id)).toBe(8);
  });

  it("answers 400 for a bad body, 404 for an unknown part and 401 without a token", async () => {
    const part = await addPart(t);
    for (const bad of [
      { productId: part.id, orderQuantity: -1 },
      { productId: part.id, phone: "" },
      { productId: "x" },
    ]) {
      const res = await order(t, alice, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await order(t, alice, { productId: crypto.randomUUID() })).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/orders", payload: { productId: part.id } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("reading orders", () => {
  it("lists only the caller's own orders; an admin may list anyone's and all", async () => {
    const part = await addPart(t);
    const mine = (await order(t, bob, { productId: part.id })).json().insertedId;
    const list = (await get(`/api/orders?email=${bob.email}`, bob)).json();
    expect(list.map((o: { _id: string }) => o._id)).toContain(mine);
    expect((await get(`/api/orders?email=${bob.email}`, alice)).statusCode).toBe(403);
    expect((await get(`/api/orders/${mine}`, alice)).statusCode).toBe(403);
    expect((await get(`/api/orders?email=${bob.email}`, admin)).statusCode).toBe(200);
    expect((await get("/api/allorders", alice)).statusCode).toBe(403);
    expect((await get("/api/allorders")).statusCode).toBe(401);
    const all = (await get("/api/allorders", admin)).json();
    expect(all.map((o: { _id: string }) => o._id)).toContain(mine);
  });
});

describe("DELETE /api/orders/{id}", () => {
  it("deletes an unpaid order for its owner and gives the units back", async () => {
    const part = await addPart(t, { availableQuantity: 10, minQuantity: 3 });
    const id = (await order(t, alice, { productId: part.id })).json().insertedId;
    expect(await stockOf(t, part.id)).toBe(7);
    expect((await t.app.inject({ method: "DELETE", url: `/api/orders/${id}`, headers: bob.auth })).statusCode).toBe(
      403,
    );
    const res = await t.app.inject({ method: "DELETE", url: `/api/orders/${id}`, headers: alice.auth });
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await stockOf(t, part.id)).toBe(10);
    expect((await get(`/api/orders/${id}`, alice)).statusCode).toBe(404);
  });

  it("lets an admin delete an unpaid order, and nobody a paid one", async () => {
    const part = await addPart(t);
    const unpaid = (await order(t, alice, { productId: part.id })).json().insertedId;
    const byAdmin = await t.app.inject({ method: "DELETE", url: `/api/orders/${unpaid}`, headers: admin.auth });
    expect(byAdmin.json().deletedCount).toBe(1);

    const paid = (await order(t, alice, { productId: part.id })).json().insertedId;
    const { transactionId } = await payWithCard(t, alice, paid);
    await t.app.inject({
      method: "PATCH",
      url: `/api/orders/${paid}`,
      headers: alice.auth,
      payload: { transactionId },
    });
    for (const who of [alice, admin]) {
      const res = await t.app.inject({ method: "DELETE", url: `/api/orders/${paid}`, headers: who.auth });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("A paid order cannot be deleted");
    }
  });
});

describe("paying an order", () => {
  const patch = (id: string, who: Customer, transactionId: string) =>
    t.app.inject({ method: "PATCH", url: `/api/orders/${id}`, headers: who.auth, payload: { transactionId } });

  it("tells when it was ordered and until when its units are held; a paid order is held no more", async () => {
    const before = Date.now();
    const id = (await order(t, alice, { productId: (await addPart(t)).id })).json().insertedId;
    const placed = (await get(`/api/orders/${id}`, alice)).json();
    const createdAt = Date.parse(placed.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(createdAt).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(placed.holdUntil) - createdAt).toBeCloseTo(30 * 60_000, -4);
    const { transactionId } = await payWithCard(t, alice, id);
    await patch(id, alice, transactionId ?? "");
    const paid = (await get(`/api/orders?email=${alice.email}`, alice))
      .json()
      .find((o: { _id: string }) => o._id === id);
    expect(paid).toMatchObject({ paid: true, createdAt: placed.createdAt });
    expect(paid.holdUntil).toBeUndefined();
  });

  it("charges unit price x quantity from the database, whatever the client sends", async () => {
    const part = await addPart(t, { priceCents: 1250, minQuantity: 4 });
    const id = (await order(t, alice, { productId: part.id })).json().insertedId;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: alice.auth,
      payload: { orderId: id, productPrice: 0.5 },
    });
    expect(res.statusCode).toBe(200);
    const { clientSecret } = res.json();
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.clientSecret, clientSecret));
    expect(payment).toMatchObject({ amountCents: 5000, currency: "usd", orderId: id });
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: bob.auth,
      payload: { orderId: id },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("marks the order paid once the provider confirms it, and a replay changes nothing", async () => {
    const part = await addPart(t);
    const id = (await order(t, alice, { productId: part.id })).json().insertedId;
    const { confirm, transactionId } = await payWithCard(t, alice, id);
    expect(confirm.statusCode).toBe(200);
    expect(transactionId).toMatch(/^pi_sandbox_/);
    const first = await patch(id, alice, transactionId ?? "");
    expect(first.json()).toMatchObject({ modifiedCount: 1 });
    const paid = (await get(`/api/orders/${id}`, alice)).json();
    expect(paid).toMatchObject({ paid: true, status: "Pending", transactionId });
    expect((await patch(id, alice, transactionId ?? "")).json()).toMatchObject({ modifiedCount: 0 });
    const receipt = await catcher.waitFor(alice.email, /Payment receipt/, transactionId);
    expect(receipt.text).toContain("$51.00");
    // Only the brand and the last four digits of the card are kept.
    const [row] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, transactionId ?? ""));
    expect(row).toMatchObject({ cardBrand: "visa", cardLast4: "4242" });
    expect(JSON.stringify(row)).not.toContain("4242424242424242");
  });

  it("refuses a forged id, another order's payment, an unfinished one and a wrong amount", async () => {
    const part = await addPart(t);
    const id = (await order(t, alice, { productId: part.id })).json().insertedId;
    const other = (await order(t, alice, { productId: part.id })).json().insertedId;
    const { transactionId: otherPayment } = await payWithCard(t, alice, other);
    const unfinished = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: alice.auth,
      payload: { orderId: id },
    });
    const unfinishedId = unfinished.json().clientSecret.split("_secret_")[0];
    await t.db.insert(sandboxPayments).values({
      id: "pi_sandbox_cheap",
      clientSecret: "pi_sandbox_cheap_secret_x",
      orderId: id,
      amountCents: 1,
      currency: "usd",
      status: "succeeded",
    });
    for (const transactionId of ["pi_forged", otherPayment ?? "", unfinishedId, "pi_sandbox_cheap"]) {
      const res = await patch(id, alice, transactionId);
      expect(res.statusCode, transactionId).toBe(402);
      expect(res.json().message).toBe("The payment could not be verified for this order");
    }
    expect((await get(`/api/orders/${id}`, alice)).json().paid).toBe(false);
    expect((await patch(id, bob, "pi_forged")).statusCode).toBe(403);
  });

  it("answers a declined card with the provider's message and leaves the order unpaid", async () => {
    const part = await addPart(t);
    const id = (await order(t, alice, { productId: part.id })).json().insertedId;
    for (const [number, message] of [
      ["4000 0000 0000 0002", "Your card was declined."],
      ["4000 0000 0000 9995", "Your card has insufficient funds."],
      ["4242 4242 4242 4241", "Your card number is invalid."],
    ]) {
      const { confirm } = await payWithCard(t, alice, id, number);
      expect(confirm.statusCode).toBe(402);
      expect(confirm.json().message).toBe(message);
    }
    expect((await get(`/api/orders/${id}`, alice)).json().paid).toBe(false);
  });
});

describe("PUT /api/orders/{id} (ship)", () => {
  it("lets an admin ship a paid order, mails the customer, and refuses unpaid orders and users", async () => {
    const part = await addPart(t);
    const id = (await order(t, bob, { productId: part.id })).json().insertedId;
    const ship = (who: Customer) =>
      t.app.inject({ method: "PUT", url: `/api/orders/${id}`, headers: who.auth, payload: { status: "Shipped" } });
    expect((await ship(admin)).statusCode).toBe(409);
    const { transactionId } = await payWithCard(t, bob, id);
    await t.app.inject({ method: "PATCH", url: `/api/orders/${id}`, headers: bob.auth, payload: { transactionId } });
    expect((await ship(bob)).statusCode).toBe(403);
    expect((await ship(admin)).json()).toMatchObject({ modifiedCount: 1 });
    expect((await get(`/api/orders/${id}`, bob)).json().status).toBe("Shipped");
    await catcher.waitFor(bob.email, /has shipped/);
  });
});
