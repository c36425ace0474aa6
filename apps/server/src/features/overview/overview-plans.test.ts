import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { overviewQueries } from "./repository.ts";

/*
 * The Overview answers in milliseconds at 100,000 orders because each figure is one range of an
 * index, not a read of every order (decision 0020). The plans below prove it on enough rows that
 * reading the table whole would cost more.
 */

let t: TestApp;
const plan = async (query: ReturnType<typeof sql>) =>
  JSON.stringify(((await t.db.execute(sql`explain ${query}`)) as unknown as { rows: unknown[] }).rows);

beforeAll(async () => {
  t = await createTestApp();
  // 60,000 orders over 200 days, three in four paid; 20,000 parts, a few of them low on stock.
  await t.db.execute(sql`
    insert into parts (name, img, des, price_cents, min_quantity, available_quantity)
    select 'Filler part ' || g, '/images/parts/chain.svg', 'filler', 100 + g, 2, case when g % 500 = 0 then 1 else 50 end
    from generate_series(1, 20000) g`);
  await t.db.execute(sql`
    insert into orders (email, user_name, phone, address, order_quantity, part_name, part_img, part_des,
      part_price_cents, part_min_quantity, paid, status, paid_at, hold_released, created_at)
    select 'customer' || g || '@example.com', 'Filler', '555', 'Town', 1 + g % 3, 'Filler product', '/images/parts/chain.svg',
      'filler', 1000, 1, g % 4 > 0, case g % 4 when 1 then 'Pending' when 2 then 'Shipped' when 3 then 'Shipped' end,
      case when g % 4 > 0 then now() - g * interval '288 seconds' end, g % 4 = 0, now() - g * interval '288 seconds'
    from generate_series(1, 60000) g`);
  // Each order's line (an order of one filler part), and its total.
  await t.db.execute(sql`
    with numbered as (select id, order_quantity, row_number() over (order by id) as g from orders)
    insert into order_lines (order_id, line_no, part_id, part_name, part_img, unit_price_cents, quantity,
      net_cents, tax_cents, gross_cents)
    select numbered.id, 1, parts.id, parts.name, parts.img, 1000, order_quantity, 1000 * order_quantity, 0, 1000 * order_quantity
    from numbered join parts on parts.name = 'Filler part ' || (1 + numbered.g % 20000)`);
  await t.db.execute(
    sql`update orders set subtotal_cents = 1000 * order_quantity, total_cents = 1000 * order_quantity`,
  );
  // 20,000 back-in-stock alerts on 200 parts, a quarter of them still waiting.
  await t.db.execute(sql`
    insert into stock_alerts (part_id, email, part_link, confirmed_at, notified_at)
    select parts.id, 'rider' || g || '@example.com', '/parts', now(), case when g % 4 > 0 then now() end
    from generate_series(1, 20000) g join parts on parts.name = 'Filler part ' || (1 + g % 200)`);
  // What autovacuum does on a PostgreSQL server: the visibility map lets an index answer alone.
  for (const table of ["parts", "orders", "order_lines", "stock_alerts"])
    await t.db.execute(sql.raw(`vacuum analyze ${table}`));
});
afterAll(() => t.close());

it.each([
  ["the revenue per day", overviewQueries.revenue, "orders_paid_at_idx"],
  ["the best sellers", overviewQueries.topParts, "orders_paid_at_idx"],
])("reads %s from the index alone", async (_name, query, index) => {
  const text = await plan(query);
  expect(text).toContain(`Index Only Scan using ${index}`);
  expect(text).not.toMatch(/Seq Scan on orders/);
});

it.each([
  ["the unpaid orders that still hold their units", overviewQueries.openHolds, "orders_open_holds_idx"],
  ["the parts low on stock", overviewQueries.lowStock, "parts_low_stock_idx"],
  ["the back-in-stock alerts still waiting", overviewQueries.mostWanted, "stock_alerts_waiting_idx"],
])("finds %s in their small partial index", async (_name, query, index) => {
  const text = await plan(query);
  expect(text).toContain(index);
  expect(text).not.toContain("Seq Scan");
});

it("keeps the orders of each status counted through inserts, updates and deletes", async () => {
  const counted = async () => {
    const result = await t.db.execute(sql`select status, count(*)::int as n from orders group by status`);
    return Object.fromEntries(
      (result as unknown as { rows: { status: string | null; n: number }[] }).rows.map((r) => [r.status ?? "", r.n]),
    );
  };
  const kept = async () => {
    const result = await t.db.execute(overviewQueries.storedStatuses);
    const rows = (result as unknown as { rows: { status: string | null; n: string | number }[] }).rows;
    return Object.fromEntries(rows.filter((r) => Number(r.n) !== 0).map((r) => [r.status ?? "", Number(r.n)]));
  };
  expect(await kept()).toEqual(await counted());
  await t.db.execute(sql`update orders set status = 'Shipped' where status = 'Pending' and order_quantity = 1`);
  await t.db.execute(
    sql`update orders set paid = true, status = 'Pending' where status is null and order_quantity = 2`,
  );
  await t.db.execute(sql`update orders set address = 'Elsewhere' where order_quantity = 3`);
  await t.db.execute(sql`delete from orders where order_quantity = 3 and status = 'Shipped'`);
  expect(await kept()).toEqual(await counted());
  expect((await counted()).Pending).toBeGreaterThan(0);
});
