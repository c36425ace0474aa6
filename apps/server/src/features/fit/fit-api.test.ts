import type { BikeModel, Facets, GarageBike, Part, Standards } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { bikeModels } from "../../db/schema.ts";
import { handQuery, naiveFitting, allPages as pagesOf } from "./fit-test-kit.ts";

let t: TestApp;
let models: BikeModel[];
beforeAll(async () => {
  t = await createTestApp();
  models = (await t.db.select().from(bikeModels)).map((m) => ({ ...m, _id: m.id }));
});
afterAll(() => t.close());
const allPages = <T>(url: string) => pagesOf<T>(t, url);

describe("GET /api/bikes", () => {
  it("holds the demo's 30 and more road, gravel and mountain models, each with its standards", () => {
    expect(models.length).toBeGreaterThanOrEqual(30);
    for (const m of models) expect(Object.keys(m.standards).length).toBeGreaterThan(10);
  });

  it("lists every model once, by name, a page at a time", async () => {
    const listed = await allPages<BikeModel>("/api/bikes?limit=7");
    expect(listed.map((m) => m._id).sort()).toEqual(models.map((m) => m._id).sort());
    const names = listed.map((m) => `${m.brand} ${m.model} ${m.year}`.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("searches by brand, model and year words in any order", async () => {
    const found = await allPages<BikeModel>(`/api/bikes?search=${encodeURIComponent("2024 ridge TRAILSMITH")}`);
    expect(found.map((m) => `${m.brand} ${m.model} ${m.year}`)).toEqual(["TrailSmith Ridge 29 2024"]);
    expect(found[0]?.standards.freehub).toBe("Microspline");
    expect(await allPages(`/api/bikes?search=nothing-like-it`)).toEqual([]);
  });

  it("refuses a forged cursor and a limit out of range with 400", async () => {
    expect((await t.app.inject("/api/bikes?cursor=abc")).statusCode).toBe(400);
    expect((await t.app.inject("/api/bikes?limit=1000")).statusCode).toBe(400);
  });
});

describe("the fit filter on GET /api/parts and its facets", () => {
  const byHand: Standards[] = [
    { freehub: "XD", speeds: 12 },
    {
      "wheel-size": 622,
      "tyre-max": 45,
      "tyre-width": 32,
      "brake-type": "Disc",
      "rotor-mount": "6-bolt",
      "rotor-front-max": 180,
    },
    { "bar-type": "Flat", "bar-clamp": "35", steerer: "1-1/8 in straight" },
  ];

  it("keeps exactly the parts a naive check of every part says fit, for every demo model", async () => {
    for (const m of models) {
      const listed = await allPages<Part>(`/api/parts?limit=100&fits=${m._id}`);
      expect(listed.map((p) => p._id).sort(), `${m.brand} ${m.model} ${m.year}`).toEqual(
        await naiveFitting(t.db, m.standards),
      );
    }
  });

  it("does so for bikes entered by hand, within a category, and in the facet counts", async () => {
    for (const bike of byHand) {
      const all = await allPages<Part>(`/api/parts?limit=100&${handQuery(bike)}`);
      expect(all.map((p) => p._id).sort(), JSON.stringify(bike)).toEqual(await naiveFitting(t.db, bike));
    }
    const ridge = models.find((m) => m.model === "Ridge 29" && m.year === 2024);
    if (!ridge) throw new Error("no demo Ridge 29");
    const cassettes = await allPages<Part>(`/api/parts?category=cassettes&fits=${ridge._id}`);
    expect(cassettes.map((p) => p._id).sort()).toEqual(await naiveFitting(t.db, ridge.standards, "cassettes"));
    expect(cassettes.length).toBeGreaterThan(0);
    const facets = (await t.app.inject(`/api/parts/facets?fits=${ridge._id}`)).json() as Facets;
    expect(facets.total).toBe((await naiveFitting(t.db, ridge.standards)).length);
    for (const c of facets.categories)
      expect(c.count, c.slug).toBe((await naiveFitting(t.db, ridge.standards, c.slug)).length);
    // The brands' counts and the price range (read from the counts kept per fit class and the
    // price index, decision 0113) are those of the fitting parts the pages list.
    const fitting = await allPages<Part>(`/api/parts?limit=100&fits=${ridge._id}`);
    for (const b of facets.brands) expect(b.count, b.slug).toBe(fitting.filter((p) => p.brand?.slug === b.slug).length);
    const prices = fitting.map((p) => p.price);
    expect(facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  it("refuses an unknown model, an unknown standard, a wrong kind, and both at once with 400", async () => {
    for (const [query, message] of [
      ["fits=00000000-0000-4000-8000-000000000000", "No bike model has the id 00000000-0000-4000-8000-000000000000"],
      ["fits=nope", "fits must be a bike model's id"],
      ["fits.gears=3", "gears is not a bike standard"],
      ["fits.speeds=eleven", "speeds must be a number"],
      [`fits=${models[0]?._id}&fits.speeds=11`, "Give either fits (a bike model) or fits.{standard} values, not both"],
    ]) {
      for (const path of ["/api/parts", "/api/parts/facets"]) {
        const res = await t.app.inject(`${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().message).toContain(message);
      }
    }
  });
});

describe("the garage", () => {
  const garage = (
    who: { auth: Record<string, string> },
    method: "GET" | "POST" | "DELETE" = "GET",
    url = "",
    payload?: object,
  ) => t.app.inject({ method, url: `/api/garage${url}`, headers: who.auth, payload });

  it("is for signed-in customers only, and never shows another's bike", async () => {
    expect((await t.app.inject("/api/garage")).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/garage", payload: { standards: { speeds: 11 } } })).statusCode,
    ).toBe(401);
    const rider = await signUpWithToken(t);
    const other = await signUpWithToken(t);
    const added = await garage(rider, "POST", "", { bike: models[0]?._id });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.headers["cache-control"]).toContain("no-store");
    const bike = added.json() as GarageBike;
    expect((await garage(other)).json()).toEqual([]);
    expect((await garage(other, "DELETE", `/${bike._id}`)).statusCode).toBe(404);
    expect((await garage(other, "POST", `/${bike._id}/active`)).statusCode).toBe(404);
    expect((await garage(rider)).json()).toEqual([bike]);
  });

  it("keeps several bikes, models and by hand, one active; the same bike sent again merges", async () => {
    const rider = await signUpWithToken(t);
    const [a, b] = models;
    if (!a || !b) throw new Error("no models");
    const first = (await garage(rider, "POST", "", { bike: a._id })).json() as GarageBike;
    expect(first).toMatchObject({ name: `${a.brand} ${a.model} ${a.year}`, active: true, standards: a.standards });
    const second = await garage(rider, "POST", "", { bike: b._id, name: "Winter bike" });
    expect(second.json()).toMatchObject({ name: "Winter bike", active: false });
    const hand = await garage(rider, "POST", "", {
      standards: { freehub: "XD", speeds: 12 },
      name: "Old one",
      active: true,
    });
    expect(hand.statusCode).toBe(201);
    expect(hand.json()).toMatchObject({ bike: null, standards: { freehub: "XD", speeds: 12 }, active: true });
    // A visitor's bikes sent again at sign-in: answered, not added twice.
    const again = await garage(rider, "POST", "", { bike: a._id });
    expect(again.statusCode).toBe(200);
    const againByHand = await garage(rider, "POST", "", { standards: { speeds: 12, freehub: "XD" } });
    expect(againByHand.statusCode).toBe(200);
    let list = (await garage(rider)).json() as GarageBike[];
    expect(list.map((x) => [x.name, x.active])).toEqual([
      [first.name, false],
      ["Winter bike", false],
      ["Old one", true],
    ]);
    expect((await garage(rider, "POST", `/${first._id}/active`)).json()).toMatchObject({ active: true });
    expect((await garage(rider, "DELETE", `/${first._id}`)).statusCode).toBe(200);
    list = (await garage(rider)).json() as GarageBike[];
    expect(list.map((x) => [x.name, x.active])).toEqual([
      ["Winter bike", true],
      ["Old one", false],
    ]);
  });

  it("refuses bad bikes with 400 naming why, and a full garage with 409", async () => {
    const rider = await signUpWithToken(t);
    for (const [body, message] of [
      [{ standards: { gears: 3 } }, "gears is not a bike standard"],
      [{ standards: { freehub: "Shimano" } }, "freehub must be one of"],
      [{ bike: "00000000-0000-4000-8000-000000000000" }, "No bike model has the id"],
      [{ bike: models[0]?._id, standards: { speeds: 11 } }, "not both"],
      [{}, "not both"],
    ] as const) {
      const res = await garage(rider, "POST", "", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    for (let i = 0; i < 20; i++)
      expect((await garage(rider, "POST", "", { standards: { speeds: i + 1 } })).statusCode).toBe(201);
    const full = await garage(rider, "POST", "", { standards: { speeds: 99 } });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe("A garage holds at most 20 bikes: remove one first");
  });
});
