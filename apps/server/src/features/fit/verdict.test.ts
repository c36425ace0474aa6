import type { FitAnswer } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { type Customer, signUpAdmin } from "../../../test/shop.ts";
import { bikeModels, parts } from "../../db/schema.ts";

/*
 * The verdict's rules as a table (issue 32): demo parts by SKU against demo bikes by name, or
 * standards given by hand, with the verdict and the reasons a customer reads.
 */

let t: TestApp;
let admin: Customer;
const bikes = new Map<string, string>();
const skus = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  for (const b of await t.db.select().from(bikeModels)) bikes.set(`${b.brand} ${b.model} ${b.year}`, b.id);
  for (const p of await t.db.select({ id: parts.id, sku: parts.sku }).from(parts)) skus.set(p.sku, p.id);
});
afterAll(() => t.close());

const RIDGE = "TrailSmith Ridge 29 2024";
const CLASSIC = "Hexa Cycling Allroad Classic 2019";
const XC = "Sprocketry Summit XC 2025";
const TRAIL = "Sprocketry Summit Trail 2024";

async function verdictFor(sku: string, bike: string | Record<string, string>) {
  const id = skus.get(sku);
  expect(id, sku).toBeDefined();
  const query =
    typeof bike === "string"
      ? `bike=${bikes.get(bike)}`
      : new URLSearchParams(Object.entries(bike).map(([k, v]) => [`fits.${k}`, v])).toString();
  const res = await t.app.inject(`/api/parts/${id}/fit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FitAnswer;
}

const TABLE: [string, string | Record<string, string>, FitAnswer["verdict"], string[]][] = [
  ["SP-CS12M-1045", RIDGE, "fits", []],
  ["TS-CS12X-1050", RIDGE, "does-not-fit", ["needs an XD freehub body; your bike has Microspline"]],
  [
    "VT-CS11-1128",
    RIDGE,
    "does-not-fit",
    ["needs an HG freehub body; your bike has Microspline", "needs 11 drivetrain speeds; your bike has 12"],
  ],
  ["BW-RT6-203", RIDGE, "fits", []],
  ["BW-RT6-203", XC, "does-not-fit", ["its diameter of 203 mm is more than your bike's largest front rotor of 180 mm"]],
  ["VT-RT-160", RIDGE, "does-not-fit", ["needs a Centerlock rotor mount; your bike has 6-bolt"]],
  [
    "BW-RT6-160",
    CLASSIC,
    "does-not-fit",
    ["needs a Disc brake type; your bike has Rim", "needs a 6-bolt rotor mount; your bike has Centerlock"],
  ],
  ["HX-TB7-P48", CLASSIC, "fits", []],
  ["HX-TB7-P48", RIDGE, "does-not-fit", ["made for 18-28 mm; your bike's tyre width is 61 mm"]],
  ["TS-GR", CLASSIC, "does-not-fit", ["needs a Flat handlebar type; your bike has Drop"]],
  ["TS-GR", RIDGE, "fits", []],
  ["VT-PD", CLASSIC, "fits", []],
  ["AF-HS", RIDGE, "does-not-fit", ["needs a 1-1/8 in straight steerer; your bike has Tapered 1-1/8 to 1.5 in"]],
  ["TS-TM9-66", TRAIL, "does-not-fit", ["its width of 66 mm is more than your bike's largest tyre width of 63 mm"]],
  ["TS-TM6-61", RIDGE, "does-not-fit", ["needs a 584 mm wheel size (ETRTO bead seat); your bike has 622 mm"]],
  ["ST-HB-760", RIDGE, "fits", []],
  ["HX-HB-400", RIDGE, "does-not-fit", ["needs a 31.8 mm handlebar clamp; your bike has 35 mm"]],
  // Standards by hand: what the bike does not say cannot be judged, unless a rule fails anyway.
  ["TS-CS12X-1050", { freehub: "XD" }, "unknown", ["your bike's drivetrain speeds is not known"]],
  ["TS-CS12X-1050", { freehub: "HG" }, "does-not-fit", ["needs an XD freehub body; your bike has HG"]],
  ["TS-CS12X-1050", { freehub: "XD", speeds: "12" }, "fits", []],
  ["BW-PD2-R", { "brake-type": "Disc" }, "fits", []],
];

describe("the verdict on a part", () => {
  it.each(TABLE.map(([sku, bike, verdict, reasons]) => [sku, JSON.stringify(bike), verdict, reasons, bike] as const))(
    "%s on %s: %s",
    async (sku, _, verdict, reasons, bike) => {
      const answer = await verdictFor(sku, bike);
      expect(answer.verdict).toBe(verdict);
      expect(answer.reasons).toEqual(reasons);
    },
  );

  it("judges each variant of the product on its own", async () => {
    const answer = await verdictFor("BW-RT6-160", XC);
    const bySku = new Map(
      answer.variants.map((v) => [[...skus].find(([, id]) => id === v._id)?.[0], v.verdict] as const),
    );
    expect(Object.fromEntries(bySku)).toEqual({
      "BW-RT6-160": "fits",
      "BW-RT6-180": "fits",
      "BW-RT6-203": "does-not-fit",
    });
  });

  it("cannot tell when the part does not say its value", async () => {
    const id = skus.get("SP-CN12-116") ?? "";
    await t.db
      .update(parts)
      .set({ specs: sql`${parts.specs} - 'speeds'` })
      .where(eq(parts.id, id));
    t.app.publicCache.clear();
    expect(await verdictFor("SP-CN12-116", RIDGE)).toMatchObject({
      verdict: "unknown",
      reasons: ["the part's speeds is not known"],
    });
  });

  it("follows the owner's changed rule at once", async () => {
    expect((await verdictFor("VT-PD", CLASSIC)).verdict).toBe("fits");
    const put = (rules: object[]) =>
      t.app.inject({ method: "PUT", url: "/api/admin/fit-rules/pedals", headers: admin.auth, payload: { rules } });
    expect((await put([])).statusCode).toBe(200);
    expect(await verdictFor("VT-PD", CLASSIC)).toMatchObject({
      verdict: "unknown",
      reasons: ["the shop has no fit rules for Pedals"],
    });
    const strict = await put([{ op: "one-of", standard: "bar-type", accepts: ["Flat"] }]);
    expect(strict.statusCode, strict.body).toBe(200);
    expect(await verdictFor("VT-PD", CLASSIC)).toMatchObject({
      verdict: "does-not-fit",
      reasons: ["needs a Flat handlebar type; your bike has Drop"],
    });
    expect((await put([{ op: "every-bike" }])).statusCode).toBe(200);
    expect((await verdictFor("VT-PD", CLASSIC)).verdict).toBe("fits");
  });

  it("refuses rules that cannot be judged, naming why", async () => {
    const put = (category: string, rules: object[]) =>
      t.app.inject({ method: "PUT", url: `/api/admin/fit-rules/${category}`, headers: admin.auth, payload: { rules } });
    for (const [category, rules, message] of [
      ["cassettes", [{ op: "equal", spec: "speeds", standard: "nope" }], "nope is not a bike standard"],
      ["cassettes", [{ op: "equal", spec: "teeth", standard: "speeds" }], "teeth is not a specification of Cassettes"],
      [
        "cassettes",
        [{ op: "equal", spec: "freehub", standard: "speeds" }],
        "freehub and speeds cannot be compared: a number goes with a number, a choice with a choice",
      ],
      ["nowhere", [], "No category has the slug nowhere"],
      ["tyres", [{ op: "at-most", standard: "tyre-max" }], "A rule 'at-most' needs a specification and a standard"],
    ] as const) {
      const res = await put(category, [...rules]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("refuses an unknown bike, an unknown standard and a value of the wrong kind with 400", async () => {
    const id = skus.get("VT-PD");
    for (const [query, message] of [
      ["bike=00000000-0000-4000-8000-000000000000", "No bike model has the id 00000000-0000-4000-8000-000000000000"],
      ["fits.gears=3", "gears is not a bike standard"],
      ["fits.speeds=many", "speeds must be a number"],
      ["fits.freehub=Shimano", "freehub must be one of HG, Microspline, XD, XDR, Campagnolo"],
      ["", "Give a bike model (bike) or at least one standard (fits.{standard})"],
    ]) {
      const res = await t.app.inject(`/api/parts/${id}/fit?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
    const missing = await t.app.inject(`/api/parts/00000000-0000-4000-8000-000000000000/fit?fits.speeds=11`);
    expect(missing.statusCode).toBe(404);
  });
});
