import type { Part } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../test/accounts.ts";
import { fillParts } from "../../../test/fill.ts";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { order } from "../../../test/shop.ts";
import { seedParts } from "../../db/seed/catalog.ts";

const NIL = "00000000-0000-4000-8000-000000000000";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getParts = async (query = "") => {
  const res = await t.app.inject(`/api/parts${query}`);
  return { res, parts: res.json() as Part[] };
};

describe("GET /api/parts", () => {
  it("answers a first page of 12 parts, newest first, with the spec's fields", async () => {
    const { res, parts } = await getParts();
    expect(res.statusCode).toBe(200);
    expect(parts).toHaveLength(12);
    // The demo catalog is dated so that it lists in its own order.
    expect(parts.map((p) => p.name)).toEqual(seedParts.slice(0, 12).map((p) => p.name));
    const chainring = parts.find((p) => p.name === "Aero 52T Chainring");
    expect(chainring).toMatchObject({ price: 64.9, minQuantity: 2, availableQuantity: 140 });
    // The spec's fields, and the catalog's (issue 28).
    expect(Object.keys(chainring ?? {}).sort()).toEqual(
      [
        ...["_id", "availableQuantity", "des", "img", "minQuantity", "name", "price"],
        ...["sku", "mpn", "brand", "category", "specs", "weight", "options", "variants"],
      ].sort(),
    );
    expect(chainring).toMatchObject({
      sku: "CW-CR-A52",
      mpn: "CR-A52-110",
      brand: { slug: "corsa-works", name: "Corsa Works" },
      category: { slug: "chainrings", name: "Chainrings" },
      specs: { teeth: 52, mount: "110 BCD" },
      weight: 68,
      options: {},
      variants: [],
    });
  });

  it("searches names without regard to case and takes % literally", async () => {
    const { parts } = await getParts("?q=CHAIN");
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.every((p) => p.name.toLowerCase().includes("chain"))).toBe(true);
    expect(parts.map((p) => p.name)).toEqual(
      expect.arrayContaining(["Aero 52T Chainring", "Endurance 12-Speed Chain"]),
    );
    expect((await getParts("?q=%25")).parts).toEqual([]);
  });

  it.each(["?limit=0", "?limit=101", "?limit=abc", "?cursor=abc", `?q=${"x".repeat(101)}`])(
    "refuses %s with 400 and a JSON message",
    async (query) => {
      const { res } = await getParts(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    },
  );

  it("reads a page from the newest-first index, not by sorting the table", async () => {
    await fillParts(t.db, 20000);
    await t.db.execute(sql`analyze parts`);
    const plan = await t.db.execute(sql`explain select * from parts
      where (created_at, id) < ('2020-01-01T00:00:09.000000Z'::timestamptz, ${NIL}::uuid)
      order by created_at desc, id desc limit 13`);
    const text = JSON.stringify((plan as { rows: unknown[] }).rows);
    expect(text).toContain("parts_created_id_idx");
    expect(text).not.toContain("Seq Scan");
    expect(text).not.toContain("Sort");
    await t.db.execute(sql`delete from parts where des = 'filler'`);
  });
});

describe("GET /api/parts/{id}", () => {
  it("answers one part", async () => {
    const [part] = (await getParts("?limit=1")).parts;
    const res = await t.app.inject(`/api/parts/${part?._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(part);
  });

  it("answers a variant with its product's other variants and their options", async () => {
    const [rotor] = (await getParts("?q=Brakewell%20Storm%20Rotor&limit=1")).parts;
    const res = await t.app.inject(`/api/parts/${rotor?._id}`);
    const part = res.json() as Part;
    expect(part.options).toHaveProperty("Diameter");
    expect(part.variants.map((v) => v.options)).toEqual([
      { Diameter: "160 mm" },
      { Diameter: "180 mm" },
      { Diameter: "203 mm" },
    ]);
    expect(part.variants.map((v) => v._id)).toContain(part._id);
    for (const variant of part.variants) {
      const sibling = (await t.app.inject(`/api/parts/${variant._id}`)).json() as Part;
      expect(sibling).toMatchObject({ name: part.name, options: variant.options, variants: part.variants });
    }
  });

  it("lists each variant with its SKU, price, minimum and stock, so a part page is one call", async () => {
    const [rotor] = (await getParts("?q=Brakewell%20Storm%20Rotor&limit=1")).parts;
    const part = (await t.app.inject(`/api/parts/${rotor?._id}`)).json() as Part;
    expect(part.variants.length).toBeGreaterThan(1);
    for (const variant of part.variants) {
      const sibling = (await t.app.inject(`/api/parts/${variant._id}`)).json() as Part;
      expect(variant).toEqual({
        _id: sibling._id,
        options: sibling.options,
        sku: sibling.sku,
        price: sibling.price,
        minQuantity: sibling.minQuantity,
        availableQuantity: sibling.availableQuantity,
      });
    }
    // The list shows the same variants.
    const listed = (await getParts("?q=Brakewell%20Storm%20Rotor&limit=10")).parts.find((p) => p._id === part._id);
    expect(listed?.variants).toEqual(part.variants);
  });

  it("shows a sibling variant's new stock once an order takes it, though the answer was kept", async () => {
    const [rotor] = (await getParts("?q=Brakewell%20Storm%20Rotor&limit=1")).parts;
    const url = `/api/parts/${rotor?._id}`;
    const before = (await t.app.inject(url)).json() as Part;
    const sibling = before.variants.find((v) => v._id !== before._id);
    if (!sibling) throw new Error("the rotor has no sibling variant");
    const buyer = await signUpWithToken(t);
    const placed = await order(t, buyer, { productId: sibling._id, quantity: sibling.minQuantity });
    expect(placed.statusCode).toBe(201);
    const after = (await t.app.inject(url)).json() as Part;
    expect(after.variants.find((v) => v._id === sibling._id)?.availableQuantity).toBe(
      sibling.availableQuantity - sibling.minQuantity,
    );
  });

  it("answers 404 with a message for an unknown id", async () => {
    const res = await t.app.inject("/api/parts/00000000-0000-4000-8000-000000000000");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "No part has this id" });
  });

  it("answers 400 for a malformed id", async () => {
    const res = await t.app.inject("/api/parts/not-an-id");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("id");
  });
});

describe("the catalog's pages", () => {
  it("start only where a cursor says: an offset is not read, so no request walks rows to skip them", async () => {
    const first = (await t.app.inject({ method: "GET", url: "/api/parts?limit=4" })).json() as { _id: string }[];
    const offset = await t.app.inject({ method: "GET", url: "/api/parts?limit=4&offset=4" });
    expect(offset.statusCode).toBe(200);
    expect(offset.json()).toEqual(first);
  });
});
