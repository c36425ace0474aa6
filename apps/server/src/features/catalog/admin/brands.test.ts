import { brandAdminMessages } from "@shop/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminApi } from "../../../../test/shop.ts";
import { parts } from "../../../db/schema.ts";

const { shop, call, expectAdminsOnly } = adminApi("/api/admin/brands");

describe("admin brands", () => {
  it("are for admins only", async () => {
    await expectAdminsOnly([
      ["GET", "", undefined],
      ["POST", "", { slug: "x", name: "X" }],
      ["PATCH", "/velotek", { name: "X" }],
      ["DELETE", "/velotek", undefined],
    ] as const);
  });

  it("lists brands a page at a time in slug order, following the Link header", async () => {
    const seen: string[] = [];
    let url = "?limit=5";
    for (let pages = 0; url && pages < 10; pages++) {
      const res = await call("GET", url);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().map((b: { slug: string }) => b.slug));
      const next = /<\/api\/admin\/brands(\?[^>]*)>; rel="next"/.exec(String(res.headers.link ?? ""));
      url = next?.[1] ?? "";
    }
    expect(seen.length).toBeGreaterThanOrEqual(12);
    expect(seen).toEqual([...seen].sort());
    expect(new Set(seen).size).toBe(seen.length);
    const velotek = (await call("GET", "?limit=100")).json().find((b: { slug: string }) => b.slug === "velotek");
    expect(velotek.parts).toBeGreaterThan(0);
    expect((await call("GET", "?cursor=not-ours!")).statusCode).toBe(400);
    expect((await call("GET", "?cursor=Li4v")).statusCode).toBe(400);
  });

  it("adds a brand, and refuses a taken slug and a bad one", async () => {
    const res = await call("POST", "", { slug: "e2e-bikes", name: "E2E Bikes" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ slug: "e2e-bikes", name: "E2E Bikes", parts: 0 });
    const taken = await call("POST", "", { slug: "e2e-bikes", name: "Again" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(brandAdminMessages.slugTaken("e2e-bikes"));
    expect((await call("POST", "", { slug: "-bad-", name: "Bad" })).statusCode).toBe(400);
    expect((await call("POST", "", { slug: "ok", name: "" })).json().message).toMatch(/Name is required/);
  });

  it("renames a brand, and its parts are found by the new name", async () => {
    const res = await call("PATCH", "/velotek", { name: "Velotek Racing" });
    expect(res.json()).toMatchObject({ slug: "velotek", name: "Velotek Racing" });
    const [chain] = await shop.t.db.select({ text: parts.searchText }).from(parts).where(eq(parts.sku, "VT-CN11-116"));
    expect(chain?.text).toContain("Velotek Racing");
    expect((await call("PATCH", "/no-such", { name: "X" })).statusCode).toBe(404);
  });

  it("deletes a brand only while no part has it", async () => {
    const used = await call("DELETE", "/velotek");
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/^The brand still has [1-9]\d* parts/);
    expect((await call("DELETE", "/e2e-bikes")).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await call("DELETE", "/e2e-bikes")).statusCode).toBe(404);
  });
});
