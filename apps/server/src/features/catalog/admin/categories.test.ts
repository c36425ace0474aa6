import { categoryAdminMessages, categoryMessages } from "@shop/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminApi } from "../../../../test/shop.ts";
import { parts } from "../../../db/schema.ts";

const { shop, call, expectAdminsOnly } = adminApi("/api/admin/categories");

describe("admin categories", () => {
  it("are for admins only", async () => {
    await expectAdminsOnly([
      ["GET", "", undefined],
      ["POST", "", { slug: "x", name: "X" }],
      ["PATCH", "/chains", { name: "X" }],
      ["DELETE", "/chains", undefined],
    ] as const);
  });

  it("lists the tree with each category's parent and counts", async () => {
    const res = await call("GET", "");
    expect(res.statusCode).toBe(200);
    const cassettes = res.json().find((c: { slug: string }) => c.slug === "cassettes");
    expect(cassettes).toMatchObject({ name: "Cassettes", parent: "drivetrain", subcategories: 0 });
    expect(cassettes.parts).toBeGreaterThan(0);
    expect(res.json().find((c: { slug: string }) => c.slug === "drivetrain").subcategories).toBeGreaterThan(3);
  });

  it("adds a category under a parent, and refuses a taken slug, an unknown parent and a bad slug", async () => {
    const res = await call("POST", "", { slug: "gravel-tyres", name: "Gravel tyres", parent: "wheels-tyres" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      slug: "gravel-tyres",
      name: "Gravel tyres",
      description: "",
      parent: "wheels-tyres",
      parts: 0,
      subcategories: 0,
    });
    const taken = await call("POST", "", { slug: "gravel-tyres", name: "Again" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(categoryAdminMessages.slugTaken("gravel-tyres"));
    const orphan = await call("POST", "", { slug: "orphans", name: "Orphans", parent: "no-such" });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().message).toBe(categoryMessages.unknownCategory("no-such"));
    const bad = await call("POST", "", { slug: "Bad Slug", name: "Bad" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/slug/);
    expect((await call("POST", "", { slug: "nameless", name: "" })).json().message).toMatch(/Name is required/);
  });

  it("renames a category, and its parts are found by the new name", async () => {
    const res = await call("PATCH", "/chains", { name: "Chains & links" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: "chains", name: "Chains & links", parent: "drivetrain" });
    const [chain] = await shop.t.db.select({ text: parts.searchText }).from(parts).where(eq(parts.sku, "VT-CN11-116"));
    expect(chain?.text).toContain("Chains & links");
  });

  it("moves a category, never under itself or its own subcategories", async () => {
    const moved = await call("PATCH", "/gravel-tyres", { parent: "tyres" });
    expect(moved.json()).toMatchObject({ slug: "gravel-tyres", parent: "tyres" });
    // Tyres under its own subcategory would make a loop.
    const loop = await call("PATCH", "/tyres", { parent: "gravel-tyres" });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().message).toBe(categoryMessages.underItself);
    const self = await call("PATCH", "/tyres", { parent: "tyres" });
    expect(self.json().message).toBe(categoryMessages.underItself);
    const top = await call("PATCH", "/gravel-tyres", { parent: null });
    expect(top.json().parent).toBeNull();
    expect((await call("PATCH", "/no-such", { name: "X" })).statusCode).toBe(404);
    expect((await call("PATCH", "/tyres", {})).statusCode).toBe(400);
  });

  it("deletes a category only when it is empty", async () => {
    const full = await call("DELETE", "/drivetrain");
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/^The category still has 0 parts and \d+ subcategories/);
    const withParts = await call("DELETE", "/chains");
    expect(withParts.statusCode).toBe(409);
    expect(withParts.json().message).toMatch(/^The category still has [1-9]\d* parts and 0 subcategories/);
    const empty = await call("DELETE", "/gravel-tyres");
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await call("DELETE", "/gravel-tyres")).statusCode).toBe(404);
  });
});
