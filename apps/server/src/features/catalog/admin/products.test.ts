import { productAdminMessages } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { type Customer, signUpAdmin } from "../../../../test/shop.ts";
import { parts } from "../../../db/schema.ts";

let t: TestApp;
let admin: Customer;
let family: string;
let variantId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  const [row] = await t.db.select().from(parts).where(eq(parts.sku, "VT-CS11-1128"));
  family = row?.familyId as string;
  variantId = row?.id as string;
});
afterAll(() => t.close());

type Method = "GET" | "PATCH" | "PUT";
/** `who` null calls as a visitor. */
const call = (method: Method, url: string, payload?: object, who: Customer | null = admin) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: who?.auth, payload });

describe("admin products", () => {
  it("are for admins only", async () => {
    const customer = await signUpWithToken(t);
    for (const [method, url, body] of [
      ["GET", `/parts/${variantId}/product`, undefined],
      ["PATCH", `/parts/${variantId}/product`, { name: "X" }],
      ["PUT", `/parts/${variantId}/specs`, { specs: {} }],
    ] as const) {
      expect((await call(method, url, body, customer)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("shows a product's variants with their options and values", async () => {
    const res = await call("GET", `/parts/${variantId}/product`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { sku: string }) => p.sku)).toEqual(["VT-CS11-1128", "VT-CS11-1132", "VT-CS11-1134"]);
    expect(res.json()[0]).toMatchObject({ options: { Range: "11-28" }, specs: { speeds: 11, freehub: "HG" } });
    expect((await call("GET", "/parts/00000000-0000-4000-8000-000000000000/product")).statusCode).toBe(404);
    expect((await call("GET", "/parts/not-an-id/product")).statusCode).toBe(400);
  });

  it("writes a product's own fields to every variant", async () => {
    const res = await call("PATCH", `/parts/${variantId}/product`, { name: "Velotek Tempo II", brand: "hexa" });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(parts).where(eq(parts.familyId, family));
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(r.name).toBe("Velotek Tempo II");
    expect(res.json().every((p: { brand: { slug: string } }) => p.brand.slug === "hexa")).toBe(true);
    expect((await call("PATCH", `/parts/${variantId}/product`, { brand: "no-such" })).json().message).toBe(
      "No brand has the slug no-such",
    );
    const foreign = await call("PATCH", `/parts/${variantId}/product`, { img: "https://evil.example/x.png" });
    expect(foreign.statusCode).toBe(400);
    expect((await call("PATCH", `/parts/${variantId}/product`, {})).statusCode).toBe(400);
  });

  it("moves a product to another category only if every variant's values fit it", async () => {
    const res = await call("PATCH", `/parts/${variantId}/product`, { category: "rotors" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      productAdminMessages.variantSpecs("VT-CS11-1128", "range is not a specification of Rotors"),
    );
    const [still] = await t.db.select({ c: parts.categoryId }).from(parts).where(eq(parts.id, variantId));
    const [cassettes] = await t.db.select({ c: parts.categoryId }).from(parts).where(eq(parts.sku, "VT-CS11-1132"));
    expect(still?.c).toBe(cassettes?.c);
  });

  it("sets a variant's specification values, checked against its category", async () => {
    const res = await call("PUT", `/parts/${variantId}/specs`, {
      specs: { speeds: 11, freehub: "Microspline", range: "11-28" },
      options: { Range: "11-28" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].specs).toEqual({ speeds: 11, freehub: "Microspline", range: "11-28" });
    const wrong = await call("PUT", `/parts/${variantId}/specs`, { specs: { speeds: "eleven" } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("speeds must be a number");
    const missing = await call("PUT", "/parts/00000000-0000-4000-8000-000000000000/specs", { specs: {} });
    expect(missing.statusCode).toBe(404);
  });
});
