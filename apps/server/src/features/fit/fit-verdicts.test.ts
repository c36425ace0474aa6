import { CART_LINES_MAX, type FitAnswer, type FitVerdicts } from "@shop/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { bikeModels, parts } from "../../db/schema.ts";

/*
 * `GET /api/fit-verdicts`: the cart's parts judged against the active bike in one request, each
 * verdict and its reasons the part page's own.
 */

let t: TestApp;
let ridge: string;
let partIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  const [model] = await t.db.select().from(bikeModels).where(eq(bikeModels.model, "Ridge 29"));
  ridge = model?.id ?? "";
  partIds = (await t.db.select({ id: parts.id }).from(parts).orderBy(asc(parts.sku))).map((p) => p.id);
});
afterAll(() => t.close());

const GONE = "00000000-0000-4000-8000-000000000000";

async function verdicts(query: string) {
  const res = await t.app.inject(`/api/fit-verdicts?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FitVerdicts;
}

describe("GET /api/fit-verdicts", () => {
  it("judges every part asked for as its own page does, in the order asked, leaving out one that is gone", async () => {
    const asked = partIds.slice(0, 40);
    const answer = await verdicts(`bike=${ridge}&parts=${[...asked, GONE, asked[0]].join(",")}`);
    expect(answer.map((v) => v._id)).toEqual(asked);
    expect(answer.map((v) => v.verdict)).toEqual(expect.arrayContaining(["fits", "does-not-fit"]));
    for (const v of answer) {
      const own = (await t.app.inject(`/api/parts/${v._id}/fit?bike=${ridge}`)).json() as FitAnswer;
      expect({ verdict: v.verdict, reasons: v.reasons }, v._id).toEqual({ verdict: own.verdict, reasons: own.reasons });
    }
  });

  it("judges against a bike entered by hand", async () => {
    const answer = await verdicts(`fits.freehub=XD&fits.speeds=12&parts=${partIds.slice(0, 40).join(",")}`);
    const failed = answer.find((v) => v.verdict === "does-not-fit");
    expect(failed?.reasons.join(" ")).toMatch(/your bike has/);
  });

  it("refuses a query without a bike, with two, with a malformed id or more than a cart's parts with 400", async () => {
    const many = Array.from({ length: CART_LINES_MAX + 1 }, (_, i) => partIds[i] ?? GONE).join(",");
    for (const [query, message] of [
      [`parts=${partIds[0]}`, "Give a bike model (bike) or at least one standard"],
      [`bike=${ridge}&fits.speeds=11&parts=${partIds[0]}`, "not both"],
      [`bike=${ridge}&parts=nope`, "parts must be part ids joined by commas"],
      [`bike=${ridge}`, "parts"],
      [`bike=${ridge}&parts=${many}`, ""],
      [`bike=${GONE}&parts=${partIds[0]}`, `No bike model has the id ${GONE}`],
    ]) {
      const res = await t.app.inject(`/api/fit-verdicts?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
  });
});
