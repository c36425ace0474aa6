import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { addPart, type Customer, checkoutCart, order, payWithCard, signUpAdmin } from "../../../../test/shop.ts";
import { orders } from "../../../db/schema.ts";

let t: TestApp;
let admin: Customer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

/** A strict RFC 4180 reader: a broken quote or a stray line break fails the test. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    expect(text[i], `cell at ${i} is quoted`).toBe('"');
    let cell = "";
    i++;
    for (;;) {
      const quote = text.indexOf('"', i);
      expect(quote).toBeGreaterThanOrEqual(0);
      cell += text.slice(i, quote);
      if (text[quote + 1] === '"') {
        cell += '"';
        i = quote + 2;
      } else {
        i = quote + 1;
        break;
      }
    }
    row.push(cell);
    if (text.startsWith("\r\n", i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else {
      expect(text[i]).toBe(",");
      i++;
    }
  }
  return rows;
}

const exportCsv = (who = admin) => t.app.inject({ method: "GET", url: "/api/allorders/export.csv", headers: who.auth });

describe("GET /api/allorders/export.csv", () => {
  it("is for admins only", async () => {
    const customer = await signUpWithToken(t);
    expect((await exportCsv(customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/allorders/export.csv" })).statusCode).toBe(401);
  });

  it("keeps hostile addresses inside their cells and neutralises formulas", async () => {
    const customer = await signUpWithToken(t);
    const part = await addPart(t, { priceCents: 1250, minQuantity: 1, availableQuantity: 50 });
    const hostile = [
      'Flat 2, "The Mill"\nMain Street',
      '=HYPERLINK("http://evil.example","x")',
      "+1+1",
      "-2+3",
      "@SUM(A1)",
    ];
    // The first goes through the API; the rest straight into the table, as older versions or an
    // import could have stored them: the export must survive whatever is stored.
    const placed = await order(t, customer, { productId: part.id, orderQuantity: 3, address: 'Flat 2, "The Mill"' });
    expect(placed.statusCode).toBe(201);
    const ids: string[] = [placed.json().insertedId];
    for (const address of hostile) {
      const [row] = await t.db
        .insert(orders)
        .values({
          email: "x@example.com",
          userName: "X",
          phone: "1",
          address,
          orderQuantity: 1,
          partName: "P",
          partImg: "/images/parts/chain.svg",
          partDes: "d",
          partPriceCents: 100,
          partMinQuantity: 1,
        })
        .returning({ id: orders.id });
      ids.push(row?.id as string);
    }
    const { transactionId } = await payWithCard(t, customer, ids[0] as string);
    const marked = await t.app.inject({
      method: "PATCH",
      url: `/api/orders/${ids[0]}`,
      headers: customer.auth,
      payload: { transactionId },
    });
    expect(marked.statusCode).toBe(200);

    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [head, ...rows] = parseCsv(res.body);
    expect(head).toEqual([
      "Order",
      "Placed at",
      "Customer",
      "Email",
      "Phone",
      "Address",
      "Part",
      "Product",
      "Unit price",
      "Quantity",
      "Total",
      "Paid",
      "Status",
      "Transaction",
      "SKU",
      "Line",
      "Shipping",
      "Tax",
      "Order total",
    ]);
    const byId = new Map(rows.map((r) => [r[0], r]));
    const address = (id: string) => byId.get(id)?.[5];
    expect(address(ids[0] as string)).toBe('Flat 2, "The Mill"');
    expect(address(ids[1] as string)).toBe(hostile[0]);
    expect(address(ids[2] as string)).toBe(`'${hostile[1]}`);
    expect(address(ids[3] as string)).toBe("'+1+1");
    expect(address(ids[4] as string)).toBe("'-2+3");
    expect(address(ids[5] as string)).toBe("'@SUM(A1)");
    const paid = byId.get(ids[0] as string) as string[];
    expect(new Date(paid[1] as string).toISOString()).toBe(paid[1]);
    expect(paid.slice(8, 13)).toEqual(["12.50", "3", "37.50", "yes", "Pending"]);
    expect(byId.get(ids[1] as string)?.slice(8, 13)).toEqual(["1.00", "1", "1.00", "no", "UnPaid"]);
    for (const r of rows) expect(r).toHaveLength(head?.length ?? 0);
  });

  it("lists each line of a cart's order on a row of its own, with the order's shipping, tax and total", async () => {
    const customer = await signUpWithToken(t);
    const chain = await addPart(t, { priceCents: 2999, minQuantity: 1, availableQuantity: 20 });
    const pads = await addPart(t, { priceCents: 1450, minQuantity: 2, availableQuantity: 20 });
    const placed = await checkoutCart(t, admin, customer, [
      [chain.id, 1],
      [pads.id, 2],
    ]);
    expect(placed.statusCode).toBe(201);
    const id = placed.json().insertedId as string;
    const answer = (await t.app.inject({ method: "GET", url: `/api/orders/${id}`, headers: customer.auth })).json();

    const [head, ...rows] = parseCsv((await exportCsv()).body);
    const col = (name: string) => head?.indexOf(name) ?? -1;
    const ofOrder = rows.filter((r) => r[0] === id);
    expect(ofOrder.map((r) => [r[col("Line")], r[col("Part")], r[col("Unit price")], r[col("Quantity")]])).toEqual([
      ["1", chain.id, "29.99", "1"],
      ["2", pads.id, "14.50", "2"],
    ]);
    for (const r of ofOrder) {
      expect(r[col("Shipping")]).toBe("4.95");
      expect(r[col("Tax")]).toBe(answer.tax.toFixed(2));
      expect(r[col("Order total")]).toBe(answer.total.toFixed(2));
    }
    expect(ofOrder.map((r) => r[col("Total")])).toEqual(
      (answer.lines as { gross: number }[]).map((l) => l.gross.toFixed(2)),
    );
  });

  it("streams every order, newest first, past one batch of rows", async () => {
    // Bulk rows straight into the table: more than one batch of the export's reads.
    await t.db.execute(sql`
      insert into orders (email, user_name, phone, address, order_quantity, part_name, part_img,
        part_des, part_price_cents, part_min_quantity, created_at)
      select 'bulk@example.com', 'Bulk', '1', 'Somewhere ' || n, 1, 'Chain', '/images/parts/chain.svg', 'd', 1999, 1,
        now() - n * interval '1 second'
      from generate_series(1, 1203) as n`);
    const res = await exportCsv();
    expect(res.headers["content-length"]).toBeUndefined();
    const [, ...rows] = parseCsv(res.body);
    const [counted] = await t.db.select({ n: count() }).from(orders);
    const n = counted?.n ?? 0;
    expect(n).toBeGreaterThan(1203);
    // One row per line: the cart's order above has two.
    expect(rows).toHaveLength(n + 1);
    expect(new Set(rows.map((r) => r[0])).size).toBe(n);
    const times = rows.map((r) => Date.parse(r[1] as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
