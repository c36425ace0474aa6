import { messages } from "@shop/contract";
import { eq, inArray, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signIn, signUpWithToken, withToken } from "../../../test/accounts.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../test/helper.ts";
import { addPart, type Customer, checkoutCart, order, signUpAdmin, stockOf } from "../../../test/shop.ts";
import { statementsDuring } from "../../../test/statements.ts";
import { authSession, authUser, orders, sandboxPayments } from "../../db/schema.ts";
import { myOrdersLink } from "./mail-links.ts";
import { orderStatementFor } from "./placing/place-order.ts";

/*
 * Placing an order is one statement in one round trip (decision 0021): the session check, the
 * stock, the order and its mail; two more only when the stock falls short and orders with a line
 * of the part have ended holds to give back (decision 0095). These tests count what the database driver is handed, and check
 * what the statements must still do that the transaction did.
 */
let t: TestApp;
let alice: Customer;
beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpWithToken(t);
});
afterAll(() => t.close());

const endHolds = (...ids: string[]) =>
  t.db.update(orders).set({ holdUntil: sql`now() - interval '1 second'` }).where(inArray(orders.id, ids));

describe("placing an order", () => {
  it("is one statement sent to the database when accepted; a refusal looks for its part's ended holds after it", async () => {
    const part = await addPart(t, { availableQuantity: 5, minQuantity: 2 });
    let answer: Awaited<ReturnType<typeof order>> | undefined;
    const accepted = await statementsDuring(t, async () => {
      answer = await order(t, alice, { productId: part.id, orderQuantity: 2 });
    });
    expect(answer?.statusCode).toBe(201);
    expect(accepted).toHaveLength(1);

    const refused = await statementsDuring(t, async () => {
      answer = await order(t, alice, { productId: part.id, orderQuantity: 4 });
    });
    expect(answer?.json().message).toBe("You can order highest 3 products");
    // The look is the sweep's release of the part's ended holds, none here (decision 0095).
    expect(refused).toHaveLength(2);
    expect(refused[1]).toMatch(/update orders set hold_released = true/);
    expect(await stockOf(t, part.id)).toBe(3);
  });

  it("answers as before when the part is missing or the quantity under its minimum", async () => {
    const part = await addPart(t, { availableQuantity: 5, minQuantity: 2 });
    const missing = await order(t, alice, { productId: "00000000-0000-4000-8000-000000000000", orderQuantity: 2 });
    expect([missing.statusCode, missing.json().message]).toEqual([404, messages.partNotFound]);
    const few = await order(t, alice, { productId: part.id, orderQuantity: 1 });
    expect([few.statusCode, few.json().message]).toEqual([400, "You have to order at least 2 products"]);
    // No quantity: the part's minimum.
    const least = await order(t, alice, { productId: part.id });
    expect(least.statusCode).toBe(201);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, least.json().insertedId));
    expect(row).toMatchObject({ orderQuantity: 2, partAvailableQuantity: 5, userName: "Test Rider" });
    expect(await stockOf(t, part.id)).toBe(3);
  });

  it("draws its statement's text once, and then sends only the next order's values (decision 0104)", async () => {
    const part = await addPart(t, { availableQuantity: 10, minQuantity: 1 });
    expect((await order(t, alice, { productId: part.id, orderQuantity: 1 })).statusCode).toBe(201);
    const drawn = vi.spyOn(PgDialect.prototype, "sqlToQuery");
    try {
      for (const quantity of [1, 2]) {
        expect((await order(t, alice, { productId: part.id, orderQuantity: quantity })).statusCode).toBe(201);
      }
      const orderStatements = drawn.mock.results.filter((r) => String(r.value?.sql).includes("with caller as"));
      expect(orderStatements).toHaveLength(0);
    } finally {
      drawn.mockRestore();
    }
    expect(await stockOf(t, part.id)).toBe(6);
  });

  it("leaves the part's ended holds to the sweep when the stock can take the order", async () => {
    const part = await addPart(t, { availableQuantity: 6, minQuantity: 2 });
    const ended = (await order(t, alice, { productId: part.id, orderQuantity: 2 })).json().insertedId;
    await endHolds(ended);
    let answer: Awaited<ReturnType<typeof order>> | undefined;
    const seen = await statementsDuring(t, async () => {
      answer = await order(t, alice, { productId: part.id, orderQuantity: 4 });
    });
    expect(answer?.statusCode).toBe(201);
    expect(seen).toHaveLength(1);
    expect(await stockOf(t, part.id)).toBe(0);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, ended));
    expect(row?.holdReleased).toBe(false);

    // Now the stock falls short: the ended hold's units are given back, and the order decided again.
    const short = await statementsDuring(t, async () => {
      answer = await order(t, alice, { productId: part.id, orderQuantity: 2 });
    });
    expect(answer?.statusCode).toBe(201);
    expect(short).toHaveLength(3);
    expect(await stockOf(t, part.id)).toBe(0);
  });

  it("keeps the units of the part's ended holds when it is refused, and cancels their payments", async () => {
    const part = await addPart(t, { availableQuantity: 6, minQuantity: 2 });
    const first = (await order(t, alice, { productId: part.id, orderQuantity: 4 })).json().insertedId;
    const second = (await order(t, alice, { productId: part.id, orderQuantity: 2 })).json().insertedId;
    const intent = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: alice.auth,
      payload: { orderId: first },
    });
    const { clientSecret } = intent.json();
    expect(await stockOf(t, part.id)).toBe(0);
    await endHolds(first);

    // Too many even with the returned units: refused, yet the four units are back for good.
    const tooMany = await order(t, alice, { productId: part.id, orderQuantity: 5 });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, "You can order highest 4 products"]);
    expect(await stockOf(t, part.id)).toBe(4);
    const [released] = await t.db.select().from(orders).where(eq(orders.id, first));
    expect(released?.holdReleased).toBe(true);
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.clientSecret, clientSecret));
    expect(payment?.status).toBe("canceled");

    // Under the minimum: refused too, and again the ended hold's units stay.
    await endHolds(second);
    const few = await order(t, alice, { productId: part.id, orderQuantity: 1 });
    expect(few.json().message).toBe("You have to order at least 2 products");
    expect(await stockOf(t, part.id)).toBe(6);
    // Given back once: the next order finds them, not twice as many.
    expect((await order(t, alice, { productId: part.id, orderQuantity: 6 })).statusCode).toBe(201);
    expect(await stockOf(t, part.id)).toBe(0);
  });

  it("releases the ended hold of a multi-line order with a line of the part, every line's units back", async () => {
    const admin = await signUpAdmin(t);
    const bob = await signUpWithToken(t);
    const chain = await addPart(t, { availableQuantity: 5, minQuantity: 1 });
    const pads = await addPart(t, { availableQuantity: 3, minQuantity: 1 });
    const cart = await checkoutCart(t, admin, bob, [
      [chain.id, 2],
      [pads.id, 3],
    ]);
    expect(cart.statusCode).toBe(201);
    const held = cart.json().insertedId;
    expect([await stockOf(t, chain.id), await stockOf(t, pads.id)]).toEqual([3, 0]);
    expect((await order(t, alice, { productId: pads.id, orderQuantity: 1 })).json().message).toBe(
      "You can order highest 0 products",
    );

    // The pads are its second line: the order's own part columns name the chain.
    await endHolds(held);
    const placed = await order(t, alice, { productId: pads.id, orderQuantity: 3 });
    expect(placed.statusCode).toBe(201);
    expect([await stockOf(t, chain.id), await stockOf(t, pads.id)]).toEqual([5, 0]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, held));
    expect(row?.holdReleased).toBe(true);
  });

  it("is refused with the token of an ended session, and changes nothing", async () => {
    const bob = await signUpWithToken(t);
    const part = await addPart(t, { availableQuantity: 6, minQuantity: 2 });
    const held = (await order(t, bob, { productId: part.id, orderQuantity: 2 })).json().insertedId;
    await endHolds(held);
    // Signing out ends the session, and with it the token.
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { origin: TEST_PUBLIC_URL, cookie: bob.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const refused = await order(t, bob, { productId: part.id, orderQuantity: 2 });
    expect([refused.statusCode, refused.json().message]).toEqual([401, messages.tokenInvalid]);
    // Nothing happened: no order, and the ended hold is left to the next order or the sweep.
    expect(await stockOf(t, part.id)).toBe(4);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, held));
    expect(row?.holdReleased).toBe(false);

    // A session that ran out, though still in the table, is refused the same way.
    const again = await withToken(t, await signIn(t, bob));
    const [user] = await t.db.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, bob.email));
    await t.db
      .update(authSession)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authSession.userId, user?.id ?? ""));
    expect((await order(t, again, { productId: part.id, orderQuantity: 2 })).statusCode).toBe(401);
    expect(await stockOf(t, part.id)).toBe(4);
  });

  it("places, as the benchmark's pgbench sends it (its text and values), the order the route places", async () => {
    const part = await addPart(t, { availableQuantity: 5, minQuantity: 1 });
    const claims = t.app.accessTokens.verify(alice.token);
    if (!claims) throw new Error("alice's token does not verify");
    const { text, values } = orderStatementFor({
      claims,
      partId: part.id,
      quantity: 2,
      phone: "555 0100",
      address: "1 Bench Street",
      shippingMethodId: undefined,
      country: undefined,
      holdMinutes: t.app.orderHoldMinutes,
      caps: t.app.unpaidHoldCaps,
      ordersLink: myOrdersLink(t.app),
    });
    const client = (
      t.db as unknown as {
        $client: { query(text: string, values: unknown[]): Promise<{ rows: { order_id: string }[] }> };
      }
    ).$client;
    const { rows } = await client.query(text, values);
    const placed = rows[0]?.order_id ?? "";
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed));
    expect(row).toMatchObject({ partId: part.id, userId: claims.userId, orderQuantity: 2, address: "1 Bench Street" });
    expect(await stockOf(t, part.id)).toBe(3);
  });
});
