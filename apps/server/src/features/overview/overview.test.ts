import { ORDER_STATUS_FILTERS, OVERVIEW_DAYS, type Overview } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { addPart, type Customer, checkoutCart, order, payWithCard, signUpAdmin } from "../../../test/shop.ts";

/*
 * The Overview's figures, checked against orders this test places and pays through the API, as a
 * customer does. Only the clock is moved behind the API's back: an order's payment day, and a
 * hold that has ended.
 */

let t: TestApp;
let admin: Customer;
let alice: Customer;
let overview: Overview;
const parts: Record<string, string> = {};
let cartOrder = "";
let paidForCart: Awaited<ReturnType<typeof cartOrderCents>>;
/** What the cart's order cost, in cents: in all (shipping and tax too), and each line. */
const cartOrderCents = async () => {
  const [order] = (
    (await t.db.execute(sql`select total_cents from orders where id = ${cartOrder}`)) as unknown as {
      rows: { total_cents: string | number }[];
    }
  ).rows;
  const lines = (
    (await t.db.execute(
      sql`select part_id, gross_cents from order_lines where order_id = ${cartOrder} order by line_no`,
    )) as unknown as { rows: { part_id: string; gross_cents: string | number }[] }
  ).rows;
  return {
    total: Number(order?.total_cents),
    line: (partId: string) => Number(lines.find((l) => l.part_id === partId)?.gross_cents),
  };
};

const place = async (partId: string, orderQuantity: number) => {
  const res = await order(t, alice, { productId: partId, orderQuantity });
  expect(res.statusCode).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
};
const pay = async (id: string) => {
  const { transactionId } = await payWithCard(t, alice, id);
  const res = await t.app.inject({
    method: "PATCH",
    url: `/api/orders/${id}`,
    headers: alice.auth,
    payload: { transactionId },
  });
  expect(res.statusCode).toBe(200);
  return id;
};
const paidDaysAgo = (id: string, days: number) =>
  t.db.execute(sql`update orders set paid_at = now() - ${days} * interval '1 day' where id = ${id}`);
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  alice = await signUpWithToken(t);
  parts.a = (await addPart(t, { priceCents: 2550, minQuantity: 2, availableQuantity: 100 })).id;
  parts.b = (await addPart(t, { priceCents: 1000, minQuantity: 1, availableQuantity: 100 })).id;
  // Low, but one minimum order is still there; and too few for any order.
  parts.low = (await addPart(t, { minQuantity: 2, availableQuantity: 3 })).id;
  parts.out = (await addPart(t, { minQuantity: 5, availableQuantity: 5 })).id;
  const a = parts.a ?? "";
  const b = parts.b ?? "";

  await pay(await place(a, 4));
  const shipped = await pay(await place(a, 2));
  const ship = await t.app.inject({
    method: "PUT",
    url: `/api/orders/${shipped}`,
    headers: admin.auth,
    payload: { status: "Shipped" },
  });
  expect(ship.statusCode).toBe(200);
  await pay(await place(b, 3));
  await paidDaysAgo(await pay(await place(a, 2)), 3);
  // Paid before the window: neither revenue nor best seller.
  await paidDaysAgo(await pay(await place(b, 50)), OVERVIEW_DAYS + 5);
  // Paid today, then refunded: no sale.
  const refunded = await pay(await place(a, 10));
  const refund = await t.app.inject({ method: "POST", url: `/api/orders/${refunded}/refund`, headers: admin.auth });
  expect(refund.statusCode).toBe(200);
  await place(b, 1);
  const expired = await place(b, 1);
  await t.db.execute(sql`update orders set hold_until = now() - interval '1 minute' where id = ${expired}`);
  // A cart of two parts, sent by parcel: every line is a sale, and the revenue is what was paid.
  const checkout = await checkoutCart(t, admin, alice, [
    [a, 2],
    [b, 1],
  ]);
  expect(checkout.statusCode).toBe(201);
  cartOrder = await pay(checkout.json<{ insertedId: string }>().insertedId);
  // Someone buys 4 of the 5: one unit left of a minimum of five.
  await pay(await place(parts.out ?? "", 5));
  await t.db.execute(sql`update parts set available_quantity = 1 where id = ${parts.out ?? ""}`);

  const res = await t.app.inject({ method: "GET", url: "/api/admin/overview", headers: admin.auth });
  expect(res.statusCode).toBe(200);
  overview = res.json<Overview>();
  paidForCart = await cartOrderCents();
});
afterAll(() => t.close());

describe("GET /api/admin/overview", () => {
  it("answers 401 without a token and 403 to a customer", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/overview" })).statusCode).toBe(401);
    const res = await t.app.inject({ method: "GET", url: "/api/admin/overview", headers: alice.auth });
    expect(res.statusCode).toBe(403);
  });

  it("sums each UTC day of the last 30 by the day of payment, every day present", () => {
    const days = overview.revenueByDay;
    expect(days.map((d) => d.day)).toEqual(
      Array.from({ length: OVERVIEW_DAYS }, (_, i) => utcDay(OVERVIEW_DAYS - 1 - i)),
    );
    // Today: 6 x 25.50 of part A (one of them shipped since) and 3 x 10.00 of part B, and the
    // out-of-stock part's 5 x 25.50.
    expect(days.at(-1)).toEqual({
      day: utcDay(0),
      revenueCents: 6 * 2550 + 3 * 1000 + 5 * 2550 + paidForCart.total,
      orders: 5,
    });
    // Shipping (4.95) is in what was paid.
    expect(paidForCart.total).toBeGreaterThanOrEqual(2 * 2550 + 1000 + 495);
    expect(days.at(-4)).toEqual({ day: utcDay(3), revenueCents: 2 * 2550, orders: 1 });
    const others = days.filter((d) => d.day !== utcDay(0) && d.day !== utcDay(3));
    expect(others.every((d) => d.revenueCents === 0 && d.orders === 0)).toBe(true);
  });

  it("counts the orders of every status, zero included", () => {
    expect(overview.ordersByStatus.map((s) => s.status)).toEqual([...ORDER_STATUS_FILTERS]);
    const count = Object.fromEntries(overview.ordersByStatus.map((s) => [s.status, s.count]));
    expect(count).toMatchObject({ UnPaid: 1, Expired: 1, Pending: 6, Shipped: 1, Refunded: 1 });
    // Whatever other status the contract has, no order of this test has it.
    const known = ["UnPaid", "Expired", "Pending", "Shipped", "Refunded"];
    for (const s of overview.ordersByStatus) if (!known.includes(s.status)) expect(s.count).toBe(0);
  });

  it("ranks the parts by units sold in the window's paid orders", () => {
    expect(overview.bestSellers.map(({ partId, units, revenueCents }) => ({ partId, units, revenueCents }))).toEqual([
      { partId: parts.a, units: 10, revenueCents: 8 * 2550 + paidForCart.line(parts.a ?? "") },
      { partId: parts.out, units: 5, revenueCents: 5 * 2550 },
      { partId: parts.b, units: 4, revenueCents: 3 * 1000 + paidForCart.line(parts.b ?? "") },
    ]);
  });

  it("lists the parts that cannot be ordered first, then those low on stock", () => {
    const ours = overview.lowStock.filter((p) => Object.values(parts).includes(p.partId));
    expect(ours).toEqual([
      expect.objectContaining({ partId: parts.out, availableQuantity: 1, minQuantity: 5, orderable: false }),
      expect.objectContaining({ partId: parts.low, availableQuantity: 3, minQuantity: 2, orderable: true }),
    ]);
    const unorderable = overview.lowStock.findIndex((p) => p.orderable);
    expect(overview.lowStock.slice(unorderable).every((p) => p.orderable)).toBe(true);
  });
});
