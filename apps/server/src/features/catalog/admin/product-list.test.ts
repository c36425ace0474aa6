import { type AdminProduct, messages } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { type Customer, signUpAdmin } from "../../../../test/shop.ts";
import { rowsOf } from "../../../db/client.ts";

let t: TestApp;
let admin: Customer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const list = (url: string, who: Customer | null = admin) =>
  t.app.inject({ method: "GET", url: `/api/admin/products${url}`, headers: who?.auth });
const nextOf = (link: unknown) => /<([^>]+)>; rel="next"/.exec(String(link ?? ""))?.[1];

/** Every page of a query, following the `Link` header. */
async function walk(query: string) {
  const seen: AdminProduct[] = [];
  let url: string | undefined = `/api/admin/products${query}`;
  while (url) {
    const res = await t.app.inject({ method: "GET", url, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    seen.push(...(res.json() as AdminProduct[]));
    url = nextOf(res.headers.link);
  }
  return seen;
}

/** The same products counted the naive way: every part grouped by its family. */
async function naive(where = sql`true`) {
  return rowsOf<{ name: string; variants: number; stock: number; category: string | null; brand: string | null }>(
    await t.db.execute(sql`select min(p.name) as name, count(*)::int as variants,
        sum(p.available_quantity)::int as stock, min(c.slug) as category, min(b.slug) as brand
      from parts p left join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id
      where ${where} group by p.family_id`),
  );
}
const comparable = (
  rows: { name: string; variants: number; stock: number; category: string | null; brand: string | null }[],
) => rows.map((r) => `${r.name}|${r.variants}|${r.stock}|${r.category}|${r.brand}`).sort();
const shown = (items: AdminProduct[]) =>
  comparable(items.map((p) => ({ ...p, category: p.category?.slug ?? null, brand: p.brand?.slug ?? null })));

describe("GET /api/admin/products", () => {
  it("is for admins only, and not kept by caches", async () => {
    expect((await list("", null)).statusCode).toBe(401);
    expect((await list("", await signUpWithToken(t))).statusCode).toBe(403);
    expect((await list("")).headers["cache-control"]).toContain("no-store");
  });

  it("lists every product once, with its variants' count, stock, category and brand, page by page in name order", async () => {
    const all = await walk("?limit=7");
    expect(shown(all)).toEqual(comparable(await naive()));
    expect(new Set(all.map((p) => p._id)).size).toBe(all.length);
    // Name order as the database sorts names.
    const names = rowsOf<{ name: string }>(await t.db.execute(sql`select distinct name from parts order by name`));
    expect([...new Set(all.map((p) => p.name))]).toEqual(names.map((n) => n.name));
    // The rotor in three diameters is one product of three variants.
    expect(all.filter((p) => p.name === "Brakewell Storm Rotor")).toMatchObject([{ variants: 3 }]);
    // Each row opens its product.
    const rotor = all.find((p) => p.name === "Brakewell Storm Rotor");
    const product = await t.app.inject({ url: `/api/admin/parts/${rotor?._id}/product`, headers: admin.auth });
    expect(product.json()).toHaveLength(3);
  });

  it("searches by part of the name, case aside, and pages back", async () => {
    const found = await walk("?q=ROTOR&limit=2");
    expect(found.length).toBeGreaterThan(2);
    expect(shown(found)).toEqual(comparable(await naive(sql`p.name ilike '%rotor%'`)));
    const first = await list("?q=rotor&limit=2");
    const second = await list(
      `?q=rotor&limit=2&cursor=${new URL(`http://x${nextOf(first.headers.link)}`).searchParams.get("cursor")}`,
    );
    const prev = /<([^>]+)>; rel="prev"/.exec(String(second.headers.link))?.[1];
    expect((await t.app.inject({ url: String(prev), headers: admin.auth })).json()).toEqual(first.json());
    expect((await list("?q=no-such-product-anywhere")).json()).toEqual([]);
  });

  it("refuses a cursor it did not make and a search too long, saying why", async () => {
    const cursor = await list("?cursor=abc");
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().message).toBe(messages.badCursor);
    const long = await list(`?q=${"x".repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("longer than 100 characters");
  });
});
