import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { rowsOf } from "../../db/client.ts";
import { categories, parts } from "../../db/schema.ts";
import { seedParts } from "../../db/seed/catalog.ts";
import { assertParentAllowed, checkPartSpecs } from "./taxonomy.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(query));

describe("the demo catalog", () => {
  it("is a believable shop: 150+ parts, 12+ categories in a tree, 10+ brands, products in 3+ options", async () => {
    const [counts] = await one<{ parts: number; categories: number; subcategories: number; brands: number }>(sql`
      select (select count(*)::int from parts) as parts,
             (select count(*)::int from categories) as categories,
             (select count(*)::int from categories where parent_id is not null) as subcategories,
             (select count(*)::int from brands) as brands`);
    expect(counts?.parts).toBeGreaterThanOrEqual(150);
    expect(counts?.categories).toBeGreaterThanOrEqual(12);
    expect(counts?.subcategories).toBeGreaterThanOrEqual(6);
    expect(counts?.brands).toBeGreaterThanOrEqual(10);
    const families = await one<{ n: number }>(
      sql`select count(*)::int as n from (select family_id from parts group by family_id having count(*) >= 3) f`,
    );
    expect(families[0]?.n).toBeGreaterThanOrEqual(5);
  });

  it("keeps the shop's first 14 parts as they were, now with a category, brand and specifications", async () => {
    for (const seeded of seedParts) {
      const [row] = await t.db.select().from(parts).where(sql`${parts.name} = ${seeded.name}`);
      expect(row).toMatchObject({
        priceCents: seeded.priceCents,
        minQuantity: seeded.minQuantity,
        availableQuantity: seeded.availableQuantity,
        sku: seeded.sku,
      });
      expect(row?.categoryId).not.toBeNull();
      expect(row?.brandId).not.toBeNull();
    }
  });

  it("follows its own specification definitions, every part of it", async () => {
    const rows = await t.db.select({ categoryId: parts.categoryId, specs: parts.specs }).from(parts);
    for (const row of rows) expect(await checkPartSpecs(t.db, row.categoryId, row.specs)).toEqual(row.specs);
  });
});

describe("the model's rules", () => {
  it("refuses a second part with the same SKU", async () => {
    const base = { name: "x", img: "/images/parts/chain.svg", des: "x", priceCents: 1, minQuantity: 1 };
    await t.db.insert(parts).values({ ...base, availableQuantity: 1, sku: "TEST-UNIQUE-1" });
    await expect(t.db.insert(parts).values({ ...base, availableQuantity: 1, sku: "TEST-UNIQUE-1" })).rejects.toThrow();
  });

  it("gives a part added without a SKU a generated one and a family of its own", async () => {
    const base = {
      name: "x",
      img: "/images/parts/chain.svg",
      des: "x",
      priceCents: 1,
      minQuantity: 1,
      availableQuantity: 1,
    };
    const [a] = await t.db.insert(parts).values(base).returning();
    const [b] = await t.db.insert(parts).values(base).returning();
    expect(a?.sku).toMatch(/^BPH-[0-9A-F]{16}$/);
    expect(a?.sku).not.toBe(b?.sku);
    expect(a?.familyId).not.toBe(b?.familyId);
  });

  it("gives each variant its own SKU, price and stock within one product", async () => {
    const rotors = await t.db
      .select()
      .from(parts)
      .where(sql`${parts.name} = 'Brakewell Storm Rotor'`)
      .orderBy(parts.sku);
    expect(rotors.map((r) => r.options)).toEqual([
      { Diameter: "160 mm" },
      { Diameter: "180 mm" },
      { Diameter: "203 mm" },
    ]);
    expect(new Set(rotors.map((r) => r.familyId)).size).toBe(1);
    expect(new Set(rotors.map((r) => r.sku)).size).toBe(3);
    expect(new Set(rotors.map((r) => r.priceCents)).size).toBe(3);
    expect(rotors.map((r) => r.specs.diameter)).toEqual([160, 180, 203]);
  });

  it("checks specification values against the category's and its ancestors' definitions", async () => {
    const [tyres] = await t.db.select().from(categories).where(sql`${categories.slug} = 'tyres'`);
    const id = tyres?.id ?? "";
    // bead-seat is defined by Wheels & Tyres, the parent; width by Tyres itself.
    expect(await checkPartSpecs(t.db, id, { "bead-seat": 622, width: 40, tubeless: "Yes" })).toEqual({
      "bead-seat": 622,
      width: 40,
      tubeless: "Yes",
    });
    await expect(checkPartSpecs(t.db, id, { width: "40" })).rejects.toThrow("width must be a number");
    await expect(checkPartSpecs(t.db, id, { tubeless: "Maybe" })).rejects.toThrow("tubeless must be one of Yes, No");
    await expect(checkPartSpecs(t.db, id, { speeds: 11 })).rejects.toThrow("speeds is not a specification of Tyres");
    await expect(checkPartSpecs(t.db, null, { speeds: 11 })).rejects.toThrow("without a category");
  });

  it("keeps the tree a tree: no category under itself or its own subcategory", async () => {
    const ids = new Map((await t.db.select().from(categories)).map((c) => [c.slug, c.id]));
    const id = (slug: string) => ids.get(slug) ?? "";
    await expect(assertParentAllowed(t.db, id("drivetrain"), id("cassettes"))).rejects.toThrow("under itself");
    await expect(assertParentAllowed(t.db, id("drivetrain"), id("drivetrain"))).rejects.toThrow("under itself");
    await expect(assertParentAllowed(t.db, id("cassettes"), id("brakes"))).resolves.toBeUndefined();
  });

  it("keeps each part's search document with its brand and category path, renames included", async () => {
    const [before] = await one<{ search_text: string }>(sql`select search_text from parts where sku = 'VT-CS-CLB1134'`);
    expect(before?.search_text).toContain("Velotek");
    expect(before?.search_text).toContain("Cassettes Drivetrain");
    await t.db.execute(sql`update brands set name = 'Velotek Racing' where slug = 'velotek'`);
    await t.db.execute(sql`update categories set name = 'Transmission' where slug = 'drivetrain'`);
    const [after] = await one<{ search_text: string; matches: boolean }>(
      sql`select search_text, search_vector @@ plainto_tsquery('english', 'velotek racing transmission cassette') as matches
          from parts where sku = 'VT-CS-CLB1134'`,
    );
    expect(after?.search_text).toContain("Velotek Racing");
    expect(after?.search_text).toContain("Transmission");
    expect(after?.matches).toBe(true);
  });
});
