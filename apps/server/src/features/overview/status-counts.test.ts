import type { Overview } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signUpWithToken } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { addPart, type Customer, order, payWithCard, signUpAdmin } from "../../../test/shop.ts";

/*
 * The Overview's orders by status come from counters kept in shards (decision 0053). Here
 * customers order, pay, delete, and the owner refunds and ships, all at once through the API
 * (on PostgreSQL over the pool's connections in parallel), and the counts must still be what
 * count(*) of the orders says.
 */

let t: TestApp;
let admin: Customer;
let customers: Customer[];
let partIds: string[];

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const place = async (who: Customer, i: number) => {
  const res = await order(t, who, { productId: partIds[i % partIds.length], orderQuantity: 1 });
  expect(res.statusCode).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
};
const pay = async (who: Customer, id: string) => {
  const { transactionId } = await payWithCard(t, who, id);
  const res = await t.app.inject({
    method: "PATCH",
    url: `/api/orders/${id}`,
    headers: who.auth,
    payload: { transactionId },
  });
  expect(res.statusCode).toBe(200);
};
const refund = async (id: string) => {
  const res = await t.app.inject({ method: "POST", url: `/api/orders/${id}/refund`, headers: admin.auth });
  expect(res.statusCode).toBe(200);
};
const ship = async (id: string) => {
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/orders/${id}`,
    headers: admin.auth,
    payload: { status: "Shipped" },
  });
  expect(res.statusCode).toBe(200);
};
const remove = async (who: Customer, id: string) => {
  const res = await t.app.inject({ method: "DELETE", url: `/api/orders/${id}`, headers: who.auth });
  expect(res.statusCode).toBe(200);
};

/** The Overview's statuses as count(*) of the orders finds them, by the same rules. */
async function countedByStatus() {
  const result = await t.db.execute(sql`
    select case
        when status = 'Refunding' then 'Pending'
        when status is not null then status
        when paid = false and hold_released = false and hold_until > now() then 'UnPaid'
        else 'Expired' end as status,
      count(*)::int as n
    from orders group by 1`);
  return Object.fromEntries(rowsOf<{ status: string; n: number }>(result).map((r) => [r.status, r.n]));
}

async function overviewByStatus() {
  const res = await t.app.inject({ method: "GET", url: "/api/admin/overview", headers: admin.auth });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(
    res
      .json<Overview>()
      .ordersByStatus.filter((s) => s.count !== 0)
      .map((s) => [s.status, s.count]),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  customers = await Promise.all(Array.from({ length: 8 }, () => signUpWithToken(t)));
  partIds = await Promise.all(
    Array.from({ length: 5 }, async () => (await addPart(t, { minQuantity: 1, availableQuantity: 1000 })).id),
  );
});
afterAll(() => t.close());

it("keeps the Overview's counts equal to count(*) under concurrent orders, payments, refunds, shipping and deletes", async () => {
  // Before: each customer has two paid orders and two unpaid ones.
  const paid: [Customer, string][] = [];
  const unpaid: [Customer, string][] = [];
  await Promise.all(
    customers.map(async (c, i) => {
      for (let k = 0; k < 2; k++) {
        const id = await place(c, i + k);
        await pay(c, id);
        paid.push([c, id]);
      }
      for (let k = 0; k < 2; k++) unpaid.push([c, await place(c, i + k)]);
    }),
  );
  expect(await overviewByStatus()).toEqual(await countedByStatus());

  // Then everything at once: new orders, payments of half the unpaid ones, deletes of the rest,
  // refunds of half the paid ones and shipping of the others.
  await Promise.all([
    ...customers.flatMap((c, i) => [0, 1, 2].map((k) => place(c, i * 3 + k))),
    ...unpaid.map(([c, id], i) => (i % 2 ? pay(c, id) : remove(c, id))),
    ...paid.map(([, id], i) => (i % 2 ? refund(id) : ship(id))),
  ]);
  const counted = await countedByStatus();
  expect(counted).toMatchObject({ UnPaid: 24, Pending: 8, Shipped: 8, Refunded: 8 });
  expect(await overviewByStatus()).toEqual(counted);

  // Refunded orders can be deleted: their count goes with them.
  await Promise.all(paid.filter((_, i) => i % 2).map(([c, id]) => remove(c, id)));
  const afterDeletes = await countedByStatus();
  expect(afterDeletes.Refunded).toBeUndefined();
  expect(await overviewByStatus()).toEqual(afterDeletes);
});

it("spreads the orders' counts over shards, so orders placed one after another write different rows", async () => {
  const shards = async () =>
    rowsOf<{ shard: number; n: string | number }>(
      await t.db.execute(sql`select shard, n from order_status_counts where status = '' order by shard`),
    );
  const before = await shards();
  const customer = customers[0] as Customer;
  await place(customer, 0);
  await place(customer, 1);
  const after = await shards();
  const changed = after.filter((row) => Number(row.n) !== Number(before.find((b) => b.shard === row.shard)?.n ?? 0));
  expect(changed).toHaveLength(2);
});
