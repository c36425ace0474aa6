import type { Part } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { appWithAdmin } from "../../../test/shop.ts";
import { statementsDuring } from "../../../test/statements.ts";
import { parts } from "../../db/schema.ts";

/*
 * A catalog query's category, brands and specifications are looked up once and kept until the
 * catalog changes (taxonomy.ts, keptLookUp). Each address below is asked once (`limit` differs),
 * so the public cache, which keeps whole answers by address, has no say in it.
 */
const shop = appWithAdmin();

let asked = 0;
/** A catalog address not asked before. */
const fresh = (url: string) => `${url}${url.includes("?") ? "&" : "?"}limit=${++asked}`;
const get = (url: string) => shop.t.app.inject({ method: "GET", url: fresh(url) });
const admins = (url: string, payload: object) =>
  shop.t.app.inject({ method: "POST", url: `/api/admin${url}`, headers: shop.admin.auth, payload });

describe("a catalog query's look-up", () => {
  it("is read once: the next page of the same category and brand is one statement", async () => {
    const query = "/api/parts?category=cassettes&brand=velotek";
    expect((await get(query)).statusCode).toBe(200);
    let answer: { statusCode: number; body: string } | undefined;
    const seen = await statementsDuring(shop.t, async () => {
      answer = await get(query);
    });
    expect(answer?.statusCode, answer?.body).toBe(200);
    expect(seen, seen.join("\n---\n")).toHaveLength(1);
    expect(seen[0]).not.toMatch(/with recursive/i);
  });

  it("sees a category, a brand and a specification the owner adds, on the next request", async () => {
    const unknown = await get("/api/parts?category=fat-tyres");
    expect(unknown.statusCode).toBe(400);
    expect(
      (await admins("/categories", { slug: "fat-tyres", name: "Fat tyres", parent: "wheels-tyres" })).statusCode,
    ).toBe(201);
    expect((await get("/api/parts?category=fat-tyres")).statusCode).toBe(200);

    expect((await get("/api/parts?category=fat-tyres&spec.pressure=5")).statusCode).toBe(400);
    const defined = await admins("/categories/fat-tyres/specs", { key: "pressure", label: "Pressure", kind: "number" });
    expect(defined.statusCode, defined.body).toBe(201);
    const bySpec = await get("/api/parts?category=fat-tyres&spec.pressure=5");
    expect(bySpec.statusCode, bySpec.body).toBe(200);

    expect((await get("/api/parts?brand=snowline")).statusCode).toBe(400);
    expect((await admins("/brands", { slug: "snowline", name: "Snowline" })).statusCode).toBe(201);
    expect((await get("/api/parts?brand=snowline")).statusCode).toBe(200);
    const facets = await get("/api/parts/facets?category=fat-tyres");
    expect(facets.json().brands.map((b: { slug: string }) => b.slug)).toContain("snowline");
  });
});

describe("a search's words", () => {
  it("are looked up once: the same words again are one statement", async () => {
    expect((await get("/api/parts?search=velotek%20cassette")).statusCode).toBe(200);
    const seen = await statementsDuring(shop.t, async () => {
      expect((await get("/api/parts?search=cassette%20velotek")).statusCode).toBe(200);
    });
    expect(seen, seen.join("\n---\n")).toHaveLength(1);
  });

  it("are looked up again once the catalog changes: a word no part has whole any more is a prefix", async () => {
    const [pump, bottle] = await shop.t.db
      .insert(parts)
      .values(
        ["Quokka pump", "Quokkamax bottle"].map((name) => ({
          name,
          img: "/images/parts/chainring.svg",
          des: "A part made for a test",
          priceCents: 1500,
          minQuantity: 1,
          availableQuantity: 4,
        })),
      )
      .returning({ id: parts.id });
    const found = async () => ((await get("/api/parts?search=quokka")).json() as Part[]).map((p) => p._id);
    expect(await found()).toEqual([pump?.id]);
    const deleted = await shop.t.app.inject({
      method: "DELETE",
      url: `/api/parts/${pump?.id}`,
      headers: shop.admin.auth,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await found()).toEqual([bottle?.id]);
  });
});
