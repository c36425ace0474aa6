import { messages } from "@shop/contract";
import { eq } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { addPart, type Customer, order, orderSetsEnded, placing, stockOf } from "../../../../test/shop.ts";
import { orders } from "../../../db/schema.ts";
import { outageOf } from "../../../http/outages.ts";
import { placeOrder } from "./place-order.ts";

/*
 * Sets of orders on PostgreSQL's many connections (decision 0118): sets that run at the same
 * time over the same parts, and a set whose connection is lost while it waits.
 */
let t: TestApp;
let customers: Customer[];
beforeAll(async () => {
  t = await createTestApp();
  customers = await Promise.all(Array.from({ length: 12 }, () => signUpWithToken(t)));
});
afterAll(() => t.close());

const pool = () => (t.db as unknown as { $client: pg.Pool }).$client;
const setsEnded = (outcome: "committed" | "refused" | "lost") => orderSetsEnded(t, outcome);

describe("sets of orders on PostgreSQL", () => {
  it("run side by side over the same parts, in any order of arrival, without a deadlock", async () => {
    const [a, b] = await Promise.all([1, 2].map(() => addPart(t, { minQuantity: 1, availableQuantity: 1000 })));
    if (!a || !b) throw new Error("parts not added");
    const before = { committed: await setsEnded("committed"), refused: await setsEnded("refused") };
    // The two parts in an order without a pattern, so that sets at the same time name them in
    // opposite orders: were each order's row locked as its statement came, two such sets would
    // wait for each other until PostgreSQL broke one (then placed again order by order).
    const parts = Array.from({ length: 400 }, (_, i) => (((i * 2654435761) >>> 7) % 2 ? a : b));
    const settled = await Promise.allSettled(
      parts.map((p, i) => placeOrder(...placing(t, customers[i % 12] as Customer, p.id))),
    );
    expect(settled.filter((s) => s.status === "rejected")).toEqual([]);
    const sold = (p: typeof a) => parts.filter((x) => x === p).length;
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([1000 - sold(a), 1000 - sold(b)]);
    expect(await setsEnded("committed")).toBeGreaterThan(before.committed + 1);
    expect(await setsEnded("refused")).toBe(before.refused);
  });

  it("fail their orders with 503 when the connection is lost, and never place them again", async () => {
    const [quick, held] = await Promise.all([1, 2].map(() => addPart(t, { minQuantity: 1, availableQuantity: 100 })));
    if (!quick || !held) throw new Error("parts not added");
    const lostBefore = await setsEnded("lost");
    // Another connection holds the part's row, so that the set waits for it with the database.
    const holder = await pool().connect();
    await holder.query("begin");
    await holder.query("select from parts where id = $1 for update", [held.id]);
    try {
      // Four orders of another part take the four places with the database and are answered; the
      // eight that came meanwhile (placeOrder hands each on before its first wait) go together.
      const settled = Promise.allSettled(
        customers.map((who, i) => placeOrder(...placing(t, who, (i < 4 ? quick : held).id))),
      );
      // Read outside the holder's transaction, which would see the activity as at its first read.
      const setBackend = async () => {
        const { rows } = await pool().query<{ pid: number }>(
          `select pid from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and query like 'select from parts where id = any(%'`,
        );
        return rows[0]?.pid;
      };
      const pid = await vi.waitFor(
        async () => {
          const waiting = await setBackend();
          if (waiting === undefined) throw new Error("the set does not wait for the part yet");
          return waiting;
        },
        { timeout: 10_000, interval: 20 },
      );
      await pool().query("select pg_terminate_backend($1)", [pid]);
      await holder.query("rollback");
      const outcomes = await settled;
      expect(outcomes.map((o) => o.status)).toEqual([...Array(4).fill("fulfilled"), ...Array(8).fill("rejected")]);
      // The HTTP layer answers each so: 503, the database unavailable.
      for (const o of outcomes.slice(4)) {
        expect(outageOf((o as PromiseRejectedResult).reason)).toEqual({
          status: 503,
          message: messages.databaseUnavailable,
        });
      }
    } finally {
      holder.release();
    }
    // Whether the lost set was committed was not known: none of its orders went again.
    expect(await t.db.select().from(orders).where(eq(orders.partId, held.id))).toEqual([]);
    expect(await stockOf(t, held.id)).toBe(100);
    expect(await setsEnded("lost")).toBe(lostBefore + 1);
    // The shop goes on on its other connections.
    expect((await order(t, customers[0] as Customer, { productId: held.id, orderQuantity: 1 })).statusCode).toBe(201);
  });
});
