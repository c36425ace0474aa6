import type { Part } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helper.ts";

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
  it("answers a first page of 12 parts in name order with the spec's fields", async () => {
    const { res, parts } = await getParts();
    expect(res.statusCode).toBe(200);
    expect(parts).toHaveLength(12);
    const names = parts.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const chainring = parts.find((p) => p.name === "Aero 52T Chainring");
    expect(chainring).toMatchObject({ price: 64.9, minQuantity: 2, availableQuantity: 140 });
    expect(Object.keys(chainring ?? {}).sort()).toEqual(
      ["_id", "availableQuantity", "des", "img", "minQuantity", "name", "price"].sort(),
    );
  });

  it("pages with limit and offset without overlap", async () => {
    const first = (await getParts("?limit=5&offset=0")).parts;
    const second = (await getParts("?limit=5&offset=5")).parts;
    expect(first).toHaveLength(5);
    expect(second).toHaveLength(5);
    const ids = new Set([...first, ...second].map((p) => p._id));
    expect(ids.size).toBe(10);
    const last = (await getParts("?limit=5&offset=10")).parts;
    expect(last).toHaveLength(4);
  });

  it("searches names without regard to case and takes % literally", async () => {
    const { parts } = await getParts("?q=CHAIN");
    expect(parts.map((p) => p.name).sort()).toEqual(["Aero 52T Chainring", "Endurance 12-Speed Chain"]);
    expect((await getParts("?q=%25")).parts).toEqual([]);
  });

  it.each(["?limit=0", "?limit=101", "?limit=abc", "?offset=-1", `?q=${"x".repeat(101)}`])(
    "refuses %s with 400 and a JSON message",
    async (query) => {
      const { res } = await getParts(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    },
  );

  it("reads a page from the name index, not by sorting the table", async () => {
    await t.db.execute(sql`
      insert into parts (name, img, des, price_cents, min_quantity, available_quantity)
      select 'Bulk part ' || g, '/x.svg', 'filler', 100, 1, 10 from generate_series(1, 20000) g`);
    await t.db.execute(sql`analyze parts`);
    const plan = await t.db.execute(sql`explain select * from parts order by name, id limit 12 offset 24`);
    const text = JSON.stringify((plan as { rows: unknown[] }).rows);
    expect(text).toContain("parts_name_id_idx");
    expect(text).not.toContain("Seq Scan");
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
