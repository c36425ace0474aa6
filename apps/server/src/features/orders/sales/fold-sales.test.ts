import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { createTestApp } from "../../../../test/helper.ts";
import { addPart, appWithAdmin, type Customer, checkoutCart, order } from "../../../../test/shop.ts";
import { rowsOf } from "../../../db/client.ts";
import { partSales, parts } from "../../../db/schema.ts";
import { countSales, foldSales } from "./fold-sales.ts";

/*
 * Units sold reach the best-sellers through `part_sales` and the fold (decision 0121), so that an
 * order's stock update changes no indexed column of its part.
 */
const shop = appWithAdmin();
let who: Customer;
beforeAll(async () => {
  who = await signUpWithToken(shop.t);
});

const soldOf = async (ids: string[]) =>
  new Map(
    (await shop.t.db.select({ id: parts.id, n: parts.soldUnits }).from(parts).where(inArray(parts.id, ids))).map(
      (r) => [r.id, r.n],
    ),
  );
const pendingOf = async (ids: string[]) =>
  (await shop.t.db.select().from(partSales).where(inArray(partSales.partId, ids))).reduce((n, r) => n + r.units, 0);

describe("units sold", () => {
  it("wait in part_sales after an order and a checkout, and are added to their parts once", async () => {
    const [a, b, c] = [await addPart(shop.t), await addPart(shop.t), await addPart(shop.t)];
    const ids = [a.id, b.id, c.id];
    expect((await order(shop.t, who, { productId: a.id, orderQuantity: 3 })).statusCode).toBe(201);
    const checkout = await checkoutCart(shop.t, shop.admin, who, [
      [a.id, 2],
      [b.id, 4],
      [c.id, 5],
    ]);
    expect(checkout.statusCode, checkout.body).toBe(201);
    // Not on the parts' rows: their stock update touched no column an index reads.
    expect([...(await soldOf(ids)).values()]).toEqual([0, 0, 0]);
    expect(await pendingOf(ids)).toBe(14);

    const folded = await foldSales(shop.t.db);
    expect(folded).toEqual(expect.arrayContaining(ids));
    expect(await soldOf(ids)).toEqual(
      new Map([
        [a.id, 5],
        [b.id, 4],
        [c.id, 5],
      ]),
    );
    expect(await pendingOf(ids)).toBe(0);
    expect(await foldSales(shop.t.db)).toEqual([]);
    expect((await soldOf(ids)).get(a.id)).toBe(5);
  });

  it("are counted once when folds run at the same time as each other and as orders", async () => {
    const part = await addPart(shop.t, { minQuantity: 1, availableQuantity: 1000 });
    const customers = await Promise.all(Array.from({ length: 6 }, () => signUpWithToken(shop.t)));
    const orders = customers.flatMap((c) =>
      Array.from({ length: 5 }, () => order(shop.t, c, { productId: part.id, orderQuantity: 2 })),
    );
    const folds = Array.from({ length: 8 }, () => foldSales(shop.t.db));
    const placed = await Promise.all(orders);
    await Promise.all(folds);
    expect(placed.every((r) => r.statusCode === 201)).toBe(true);
    await foldSales(shop.t.db);
    expect((await soldOf([part.id])).get(part.id)).toBe(60);
    expect(await pendingOf([part.id])).toBe(0);
  });

  it("of a part deleted before the fold are dropped, and the fold goes on with the rest", async () => {
    const [gone, kept] = [await addPart(shop.t), await addPart(shop.t)];
    await order(shop.t, who, { productId: gone.id, orderQuantity: 2 });
    await order(shop.t, who, { productId: kept.id, orderQuantity: 3 });
    const deleted = await shop.t.app.inject({
      method: "DELETE",
      url: `/api/parts/${gone.id}`,
      headers: shop.admin.auth,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await foldSales(shop.t.db)).toEqual([kept.id]);
    expect((await soldOf([kept.id])).get(kept.id)).toBe(3);
    expect(await pendingOf([gone.id, kept.id])).toBe(0);
  });

  it("move a part up the cached best-sellers once counted", async () => {
    const name = `Fold ${Math.random().toString(36).slice(2)}`;
    const [first, second] = [await addPart(shop.t), await addPart(shop.t)];
    await shop.t.db
      .update(parts)
      .set({ name: `${name} one`, soldUnits: 1 })
      .where(eq(parts.id, first.id));
    await shop.t.db
      .update(parts)
      .set({ name: `${name} two` })
      .where(eq(parts.id, second.id));
    shop.t.app.publicCache.clear();
    const url = `/api/parts?sort=bestselling&q=${encodeURIComponent(name)}`;
    const names = async () =>
      (await shop.t.app.inject({ method: "GET", url })).json().map((p: { name: string }) => p.name);
    expect(await names()).toEqual([`${name} one`, `${name} two`]);
    await order(shop.t, who, { productId: second.id, orderQuantity: 2 });
    // Read, and kept, before the units are counted: the order stays where it was.
    expect(await names()).toEqual([`${name} one`, `${name} two`]);
    await countSales(shop.t.app);
    expect(await names()).toEqual([`${name} two`, `${name} one`]);
  });
});

describe("the fold", () => {
  it("runs by itself in every process, every salesFoldEveryMs", async () => {
    const own = await createTestApp({ salesFoldEveryMs: 50 });
    try {
      const buyer = await signUpWithToken(own);
      const part = await addPart(own);
      expect((await order(own, buyer, { productId: part.id, orderQuantity: 3 })).statusCode).toBe(201);
      const sold = async () =>
        (await own.db.select({ n: parts.soldUnits }).from(parts).where(eq(parts.id, part.id)))[0]?.n;
      await expect.poll(sold, { timeout: 5_000 }).toBe(3);
    } finally {
      await own.close();
    }
  });
});

describe("an order's stock update", () => {
  it("changes no column an index of the parts reads, as its key, its expression or its condition", async () => {
    // A part's update is HOT (no index written) only when none of its indexed columns changes.
    const indexes = rowsOf<{ def: string }>(
      await shop.t.db.execute(
        sql`select pg_get_indexdef(indexrelid) as def from pg_index where indrelid = 'parts'::regclass`,
      ),
    );
    expect(indexes.length).toBeGreaterThan(10);
    for (const { def } of indexes) expect(def).not.toMatch(/available_quantity/);
  });

  it("keeps the stock level the in-stock and low-stock indexes read: out, low, or more", async () => {
    const part = await addPart(shop.t, { minQuantity: 4, availableQuantity: 9 });
    const levelOf = async () =>
      (await shop.t.db.select({ level: parts.stockLevel }).from(parts).where(eq(parts.id, part.id)))[0]?.level;
    expect(await levelOf()).toBe(2);
    await order(shop.t, who, { productId: part.id, orderQuantity: 4 });
    expect(await levelOf()).toBe(1);
    await order(shop.t, who, { productId: part.id, orderQuantity: 4 });
    expect(await levelOf()).toBe(0);
    await shop.t.db.update(parts).set({ minQuantity: 1 }).where(eq(parts.id, part.id));
    expect(await levelOf()).toBe(1);
  });
});
