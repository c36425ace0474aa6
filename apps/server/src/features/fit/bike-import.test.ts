import type { BikeImportPreview, BikeModel } from "@shop/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { multipart } from "../../../test/pictures.ts";
import { type Customer, signUpAdmin } from "../../../test/shop.ts";
import { bikeModels } from "../../db/schema.ts";

let t: TestApp;
let admin: Customer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const file = (...lines: string[]) => `${lines.join("\r\n")}\r\n`;
/** `who` null sends it as a visitor. */
function preview(content: string, who: Customer | null = admin) {
  return t.app.inject({
    method: "POST",
    url: "/api/bikes/imports",
    headers: who?.auth,
    payload: multipart("file", "bikes.csv", "text/csv", content),
  });
}
const confirm = (id: string, who: Customer | null = admin) =>
  t.app.inject({ method: "POST", url: `/api/bikes/imports/${id}/confirm`, headers: who?.auth });
const models = async () => (await t.db.select().from(bikeModels)).length;
const search = async (words: string) =>
  (await t.app.inject(`/api/bikes?search=${encodeURIComponent(words)}`)).json() as BikeModel[];

describe("the bike model import", () => {
  it("is for admins only", async () => {
    const customer = await signUpWithToken(t);
    expect((await preview(file("brand,model,year", "A,B,2024"), customer)).statusCode).toBe(403);
    expect((await preview(file("brand,model,year", "A,B,2024"), null)).statusCode).toBe(401);
  });

  it("previews what it adds and changes, writes nothing until confirmed, then writes all of it", async () => {
    const before = await models();
    const res = await preview(
      file(
        "brand,model,year,wheel-size,freehub,speeds,bar-type",
        "Testbikes,Loam 29,2025,622,XD,12,Flat",
        "Testbikes,Tarmac Fast,2024,622,XDR,12,Drop",
        // The demo's model: its standards are replaced.
        "TrailSmith,Ridge 29,2024,622,HG,11,Flat",
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const shown = res.json() as BikeImportPreview;
    expect(shown).toMatchObject({ rows: 3, creates: 2, updates: 1, errorCount: 0, errors: [] });
    expect(shown.created.map((r) => r.name)).toEqual(["Testbikes Loam 29 2025", "Testbikes Tarmac Fast 2024"]);
    expect(shown.updated).toEqual([{ row: 4, name: "TrailSmith Ridge 29 2024" }]);
    expect(await models()).toBe(before);
    expect(await search("loam")).toEqual([]);

    const done = await confirm(shown.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ created: 2, updated: 1 });
    expect(await models()).toBe(before + 2);
    const [loam] = await search("testbikes loam");
    expect(loam?.standards).toEqual({ "wheel-size": 622, freehub: "XD", speeds: 12, "bar-type": "Flat" });
    const [ridge] = await t.db
      .select()
      .from(bikeModels)
      .where(and(eq(bikeModels.model, "Ridge 29"), eq(bikeModels.year, 2024)));
    expect(ridge?.standards).toMatchObject({ freehub: "HG", speeds: 11 });
    expect((await confirm(shown.id)).statusCode).toBe(409);
  });

  it("names each row's errors by column, and a preview with errors writes nothing", async () => {
    const before = await models();
    const res = await preview(
      file(
        "brand,model,year,freehub,speeds",
        "Okbikes,Fine,2024,XD,12",
        ",No Brand,2024,XD,12",
        "Okbikes,Old,1850,XD,12",
        "Okbikes,Wrong hub,2024,Shimano,12",
        "Okbikes,Wrong speeds,2024,XD,many",
        "Okbikes,Fine,2024,HG,11",
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const shown = res.json() as BikeImportPreview;
    expect(shown.errors).toEqual([
      { row: 3, column: "brand", message: "brand is required" },
      { row: 4, column: "year", message: "year must be a year from 1900 to 2100" },
      { row: 5, column: "freehub", message: "freehub must be one of HG, Microspline, XD, XDR, Campagnolo" },
      { row: 6, column: "speeds", message: "speeds must be a number" },
      { row: 7, column: "", message: "The same brand, model and year are on row 2" },
    ]);
    const refused = await confirm(shown.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This preview has rows with errors: fix them and upload the file again");
    expect(await models()).toBe(before);
  });

  it("refuses a file it cannot read as a whole, naming the column", async () => {
    for (const [content, message] of [
      [file("brand,model,gears", "A,B,3"), "The column gears is not brand, model, year or a bike standard's key"],
      [file("brand,model", "A,B"), "The file has no column year"],
      [file("brand,model,year,year", "A,B,2020,2021"), "The column year appears twice"],
      [file("brand,model,year"), "The file has a header but no rows"],
    ] as const) {
      const res = await preview(content);
      expect(res.statusCode, content).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("writes nothing when a model it changes was changed since the preview", async () => {
    const shown = (
      await preview(file("brand,model,year,speeds", "Velotek,Tempo Aero,2025,11", "Newbikes,Stale,2024,10"))
    ).json() as BikeImportPreview;
    await t.db
      .update(bikeModels)
      .set({ standards: { speeds: 9 } })
      .where(eq(bikeModels.model, "Tempo Aero"));
    const res = await confirm(shown.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("changed since this preview");
    expect(await search("newbikes stale")).toEqual([]);
  });
});
