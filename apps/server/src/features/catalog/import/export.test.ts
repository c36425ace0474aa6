import { CATALOG_COLUMNS } from "@shop/contract";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { type Customer, signUpAdmin } from "../../../../test/shop.ts";
import { parts } from "../../../db/schema.ts";
import { csvCell } from "../../../shared/csv.ts";
import { confirm, exported, preview } from "./import-test-kit.ts";

let t: TestApp;
let admin: Customer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const toCsv = (rows: string[][]) => rows.map((r) => `${r.map(csvCell).join(",")}\r\n`).join("");

describe("GET /api/catalog/export.csv", () => {
  it("is for admins only", async () => {
    const customer = await signUpWithToken(t);
    const res = await t.app.inject({ method: "GET", url: "/api/catalog/export.csv", headers: customer.auth });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/catalog/export.csv" })).statusCode).toBe(401);
  });

  it("streams every part in the import's columns, by SKU, formulas made plain text", async () => {
    // A product's name is the same on all its variants: the whole family is renamed.
    const [chain] = await t.db.select({ familyId: parts.familyId }).from(parts).where(eq(parts.sku, "VT-CN11-116"));
    await t.db
      .update(parts)
      .set({ name: '=HYPERLINK("http://evil.example","x")' })
      .where(eq(parts.familyId, chain?.familyId as string));
    const { res, rows } = await exported(t, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="catalog-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers["content-length"]).toBeUndefined();
    const [head, ...body] = rows;
    expect(head?.slice(0, CATALOG_COLUMNS.length)).toEqual([...CATALOG_COLUMNS]);
    expect(head).toContain("option.Diameter");
    expect(head).toContain("spec.freehub");
    const [n] = await t.db.select({ n: count() }).from(parts);
    expect(body).toHaveLength(n?.n ?? 0);
    const skus = body.map((r) => r[1] as string);
    expect(skus).toEqual([...skus].sort());
    const chainRow = body.find((r) => r[1] === "VT-CN11-116");
    expect(chainRow?.[3]).toBe(`'=HYPERLINK("http://evil.example","x")`);
  });

  it("round-trips: export, edit, import writes the edits and nothing else", async () => {
    const { rows } = await exported(t, admin);
    const [head, ...body] = rows as [string[], ...string[][]];
    const col = (name: string) => head.indexOf(name);
    const edited = body.map((r) => [...r]);
    const rotor = edited.find((r) => r[col("option.Diameter")] === "180 mm") as string[];
    rotor[col("price")] = "77.70";
    rotor[col("stock")] = "3";
    const cassette = edited.find((r) => r[col("spec.freehub")] === "HG") as string[];
    cassette[col("spec.range")] = "11-30";

    const made = await preview(t, admin, toCsv([head, ...edited]));
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ creates: 0, updates: body.length, errorCount: 0 });
    expect((await confirm(t, admin, made.json().id)).json()).toEqual({ created: 0, updated: body.length });

    const again = await exported(t, admin);
    expect(again.rows).toEqual([head, ...edited]);
    const [name] = await t.db.select({ name: parts.name }).from(parts).where(eq(parts.sku, "VT-CN11-116"));
    expect(name?.name).toBe('=HYPERLINK("http://evil.example","x")');
  });
});
