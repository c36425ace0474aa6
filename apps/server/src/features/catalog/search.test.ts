import type { Part, Suggestions } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (text: string, extra = "") => {
  const res = await t.app.inject(`/api/parts?search=${encodeURIComponent(text)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Part[];
};

describe("search", () => {
  it.each(["CN-M8100", "cnm8100", "cn m8100", "Cn-M8100"])(
    "finds the maker's part number %s first, however it is written",
    async (text) => {
      const found = await search(text);
      expect(found.slice(0, 2).map((p) => p.mpn)).toEqual(["CN-M8100", "CN-M8100"]);
    },
  );

  it("finds an exact SKU first, above parts that merely share its words", async () => {
    const [first] = await search("sp-cn12-116");
    expect(first?.sku).toBe("SP-CN12-116");
  });

  it.each(["sprocketry 12 speed chain", "chain 12 speed sprocketry", "Sprocketry chains 12-speed"])(
    "finds brand, name and category words in any order: %s",
    async (text) => {
      const found = await search(text);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((p) => p.brand?.slug === "sprocketry")).toBe(true);
      expect(found[0]?.category?.slug).toBe("chains");
    },
  );

  it("forgives a typo: 'casette 11-34' finds the 11-34 cassettes first", async () => {
    const found = await search("casette 11-34");
    expect(found.length).toBeGreaterThan(2);
    expect(found.every((p) => p.category?.slug === "cassettes")).toBe(true);
    expect(found.slice(0, 3).every((p) => p.specs.range === "11-34")).toBe(true);
  });

  it("finds by category words and spec values: '180 mm centerlock rotor'", async () => {
    const found = await search("180 mm centerlock rotor");
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toMatchObject({ specs: { diameter: 180, mount: "Centerlock" } });
  });

  it("finds nothing for words no part has, and for text with nothing to search by", async () => {
    expect(await search("zzqx unicorn")).toEqual([]);
    expect(await search("--- ///")).toEqual([]);
  });

  it("combines with filters and pages best match first", async () => {
    const found = await search("chain", "&category=chains&inStock=true&limit=5");
    expect(found).toHaveLength(5);
    expect(found.every((p) => p.category?.slug === "chains")).toBe(true);
  });
});

describe("GET /api/search/suggest", () => {
  const suggest = async (q: string) => {
    const res = await t.app.inject(`/api/search/suggest?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Suggestions;
  };

  it("suggests parts, categories and brands as the customer types, typos forgiven", async () => {
    const rotors = await suggest("rotr");
    expect(rotors.parts.length).toBeGreaterThan(0);
    expect(rotors.parts.every((p) => p.name.includes("Rotor"))).toBe(true);
    expect(rotors.categories).toEqual([{ slug: "rotors", name: "Rotors" }]);
    expect((await suggest("brakewel")).brands).toEqual([{ slug: "brakewell", name: "Brakewell" }]);
    expect((await suggest("tyre")).categories.map((c) => c.slug)).toContain("tyres");
  });

  it.each(["", "%00", "x".repeat(101)])("refuses q=%s with 400", async (q) => {
    const res = await t.app.inject(`/api/search/suggest?q=${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});
