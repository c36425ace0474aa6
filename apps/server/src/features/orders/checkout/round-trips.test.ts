import { messages } from "@shop/contract";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { addPart, type Customer, checkoutCart, signUpAdmin, stockOf } from "../../../../test/shop.ts";
import { statementsDuring } from "../../../../test/statements.ts";
import { authSession, cartLines } from "../../../db/schema.ts";

/*
 * A checkout's round trips (decisions 0105, 0109): one statement reads the cart, its parts and
 * what prices it, and one locks what the order was decided from, checks it and writes the order,
 * its lines, its mail, the stock taken and the emptied cart. No transaction of its own.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
/** On PostgreSQL the driver is handed every statement; PGlite is handed a transaction as one call. */
const onPostgres = () => (t.db as unknown as { $client: unknown }).$client instanceof pg.Pool;

describe("a checkout", () => {
  it("is the read, which checks the session, and the write, both named, with no transaction", async () => {
    const [admin, who] = [await signUpAdmin(t), await signUpWithToken(t)];
    const parts = [await addPart(t), await addPart(t), await addPart(t)];
    // Filled by the helper's PUTs, then emptied by its checkout: the cart is filled again below.
    const first = await checkoutCart(
      t,
      admin,
      who,
      parts.map((p) => [p.id, 2]),
    );
    expect(first.statusCode, first.body).toBe(201);
    const methodId = (await t.app.inject({ method: "GET", url: "/api/shipping-methods" })).json()[0]._id;
    for (const p of parts) {
      const put = await t.app.inject({
        method: "PUT",
        url: `/api/cart/lines/${p.id}`,
        headers: who.auth,
        payload: { quantity: 3 },
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    let answer: { statusCode: number; body: string } | undefined;
    const seen = await statementsDuring(
      t,
      async () => {
        answer = await t.app.inject({
          method: "POST",
          url: "/api/checkout",
          headers: who.auth,
          payload: { phone: "+1 555 0100", address: "7 Chain Lane", shippingMethodId: methodId },
        });
      },
      { named: true },
    );
    expect(answer?.statusCode, answer?.body).toBe(201);
    if (onPostgres()) {
      expect(seen, seen.join("\n---\n")).toHaveLength(2);
      const [read, write] = seen;
      expect(read).toContain('"auth_session"."expires_at" > now()');
      // Prepared under a name: each connection plans it once, not on every checkout.
      expect(read).toMatch(/^checkout_read(_counted)?(_shared)?: /);
      expect(read).not.toMatch(/for update/i);
      expect(write).toMatch(/^checkout_write(_counted)?(_shared)?: /);
      expect(write).toMatch(/for no key update/i);
      for (const work of ["update parts", "insert into orders", "insert into order_lines", "insert into mail_outbox"]) {
        expect(write).toContain(work);
      }
      expect(write).toContain("delete from cart_lines");
    } else {
      expect(seen).toHaveLength(2);
      expect(seen).not.toContain("transaction");
    }
    for (const p of parts) expect(await stockOf(t, p.id)).toBe(100 - 2 - 3);
    const cart = await t.app.inject({ method: "GET", url: "/api/cart", headers: who.auth });
    expect(cart.json().lines).toEqual([]);
  });

  it("reads together with the checkouts that come meanwhile, each answered its own cart (decision 0125)", async () => {
    const methodId = (await t.app.inject({ method: "GET", url: "/api/shipping-methods" })).json()[0]._id;
    const buyers: { who: Customer; part: { id: string }; quantity: number }[] = [];
    for (let i = 0; i < 12; i++) {
      const [who, part] = [await signUpWithToken(t), await addPart(t)];
      const put = await t.app.inject({
        method: "PUT",
        url: `/api/cart/lines/${part.id}`,
        headers: who.auth,
        payload: { quantity: 2 + i },
      });
      expect(put.statusCode, put.body).toBe(200);
      buyers.push({ who, part, quantity: 2 + i });
    }
    let answers: { statusCode: number; body: string }[] = [];
    const seen = await statementsDuring(t, async () => {
      answers = await Promise.all(
        buyers.map(({ who }) =>
          t.app.inject({
            method: "POST",
            url: "/api/checkout",
            headers: who.auth,
            payload: { phone: "+1 555 0100", address: "7 Chain Lane", shippingMethodId: methodId },
          }),
        ),
      );
    });
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    for (const { part, quantity } of buyers) expect(await stockOf(t, part.id)).toBe(100 - quantity);
    if (onPostgres()) {
      // The read is the one statement with the cart's parts as `part`.
      const perCall = seen.map((text) => text.split('with "part" as').length - 1).filter((reads) => reads > 0);
      expect(perCall.reduce((sum, reads) => sum + reads, 0)).toBe(12);
      // Four went alone; the ones that came while those were out went together.
      expect(perCall.length, `reads a call: ${perCall.join(", ")}`).toBeLessThanOrEqual(8);
    }
  });

  it("is refused 401 once the token's session has ended, its cart full or empty, and places nothing", async () => {
    const who = await signUpWithToken(t);
    const part = await addPart(t);
    const methodId = (await t.app.inject({ method: "GET", url: "/api/shipping-methods" })).json()[0]._id;
    const checkout = () =>
      t.app.inject({
        method: "POST",
        url: "/api/checkout",
        headers: who.auth,
        payload: { phone: "+1 555 0100", address: "7 Chain Lane", shippingMethodId: methodId },
      });
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/cart/lines/${part.id}`,
      headers: who.auth,
      payload: { quantity: 2 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const sessionId = t.app.accessTokens.verify(who.token)?.sessionId ?? "";
    await t.db.delete(authSession).where(eq(authSession.id, sessionId));
    const full = await checkout();
    expect(full.statusCode, full.body).toBe(401);
    expect(full.json().message).toBe(messages.tokenInvalid);
    expect(await stockOf(t, part.id)).toBe(100);
    await t.db.delete(cartLines).where(eq(cartLines.partId, part.id));
    const empty = await checkout();
    expect(empty.statusCode, empty.body).toBe(401);
    expect(empty.json().message).toBe(messages.tokenInvalid);
  });

  it("is filled by PUTs that answer the cart from what they read under the lock and wrote, without reading it again", async () => {
    const who = await signUpWithToken(t);
    const [a, b] = [await addPart(t), await addPart(t)];
    const put = (partId: string, quantity: number) =>
      t.app.inject({ method: "PUT", url: `/api/cart/lines/${partId}`, headers: who.auth, payload: { quantity } });
    expect((await put(a.id, 2)).statusCode).toBe(200);
    let answer: { statusCode: number; json: () => unknown } | undefined;
    const added = await statementsDuring(t, async () => {
      answer = await put(b.id, 4);
    });
    const changed = await statementsDuring(t, async () => {
      answer = await put(a.id, 5);
    });
    expect(answer?.statusCode).toBe(200);
    const read = await t.app.inject({ method: "GET", url: "/api/cart", headers: who.auth });
    expect(answer?.json()).toEqual(read.json());
    expect(read.json().lines.map((l: { partId: string; quantity: number }) => [l.partId, l.quantity])).toEqual([
      [a.id, 5],
      [b.id, 4],
    ]);
    if (onPostgres()) {
      // The session, begin, the lock, the cart's lines, (a new line's part,) the line, commit;
      // then the shipping method, the tax settings and the cart's code that price it.
      expect(changed, changed.join("\n---\n")).toHaveLength(9);
      expect(added, added.join("\n---\n")).toHaveLength(10);
      expect(changed.filter((s) => s.includes('from "cart_lines"'))).toHaveLength(1);
    }
    // The parts' columns the cart uses, not the whole row: no search text, vector or specifications
    // (the lines' read is inside the transaction, which PGlite is handed as one call: seen on PostgreSQL).
    for (const text of [...added, ...changed]) {
      for (const unused of ['"search_vector"', '"search_text"', '"specs"', '"des"']) expect(text).not.toContain(unused);
    }
  });
});
