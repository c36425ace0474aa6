import type { Facets, Standards } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { type Customer, signUpAdmin } from "../../../test/shop.ts";
import { statementsDuring } from "../../../test/statements.ts";
import { rowsOf } from "../../db/client.ts";
import { bikeModels } from "../../db/schema.ts";
import { expectNaive, handQuery, naiveFitting } from "./fit-test-kit.ts";

/*
 * The fit filter reads the parts' fit classes, kept by triggers (decision 0090), judged from the
 * process's memory while the fit version says it is current (decision 0102): whatever changes a
 * verdict (a rule, a parent's rule, a part's values, a category moved, and so written straight
 * into the database) must change the filter at once, still equal to the naive check of every part.
 */

let t: TestApp;
let admin: Customer;
let ridge: { id: string; standards: Standards };
let asRidge: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  const [model] = await t.db.select().from(bikeModels).where(eq(bikeModels.model, "Ridge 29"));
  if (!model) throw new Error("no demo Ridge 29");
  ridge = model;
  asRidge = `fits=${model.id}`;
});
afterAll(() => t.close());

const call = (method: "PUT" | "PATCH", url: string, payload: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: admin.auth, payload });

async function cassettes() {
  return rowsOf<{ id: string; specs: Record<string, string | number>; options: Record<string, string> }>(
    await t.db.execute(sql`select p.id::text, p.specs, p.options from parts p join categories c on c.id = p.category_id
      where c.slug = 'cassettes' order by p.sku`),
  );
}

describe("the fit filter follows what changes a verdict", () => {
  it("follows the owner's changed rules at once, a parent's rules reaching its subcategories", async () => {
    const strict = await expectNaive(t, ridge.standards, asRidge, "cassettes");
    expect(strict.length).toBeGreaterThan(0);
    const bySpeeds = await call("PUT", "/fit-rules/cassettes", {
      rules: [{ op: "equal", spec: "speeds", standard: "speeds" }],
    });
    expect(bySpeeds.statusCode, bySpeeds.body).toBe(200);
    const loose = await expectNaive(t, ridge.standards, asRidge, "cassettes");
    expect(loose.length).toBeGreaterThan(strict.length);
    expect(loose).toEqual(expect.arrayContaining(strict));
    // The Ridge has disc brakes: a drivetrain that asks for rim brakes leaves its cassettes out.
    expect(
      (
        await call("PUT", "/fit-rules/drivetrain", {
          rules: [{ op: "one-of", standard: "brake-type", accepts: ["Rim"] }],
        })
      ).statusCode,
    ).toBe(200);
    expect(await expectNaive(t, ridge.standards, asRidge, "drivetrain")).toEqual([]);
    expect((await call("PUT", "/fit-rules/drivetrain", { rules: [] })).statusCode).toBe(200);
    expect(await expectNaive(t, ridge.standards, asRidge, "cassettes")).toEqual(loose);
    await expectNaive(t, ridge.standards, asRidge);
  });

  it("follows a variant's edited specification values", async () => {
    const fitting = await expectNaive(t, ridge.standards, asRidge, "cassettes");
    const other = (await cassettes()).find((c) => !fitting.includes(c.id));
    if (!other) throw new Error("every cassette fits the Ridge");
    const made = { ...other.specs, freehub: ridge.standards.freehub ?? "", speeds: ridge.standards.speeds ?? 0 };
    const edited = await call("PUT", `/parts/${other.id}/specs`, { specs: made, options: other.options });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await expectNaive(t, ridge.standards, asRidge, "cassettes")).toContain(other.id);
    // Without its speeds the verdict is 'unknown': not kept.
    const { speeds: _, ...unknown } = made;
    expect((await call("PUT", `/parts/${other.id}/specs`, { specs: unknown, options: other.options })).statusCode).toBe(
      200,
    );
    expect(await expectNaive(t, ridge.standards, asRidge, "cassettes")).not.toContain(other.id);
  });

  it("follows a category moved from under its parent's rules", async () => {
    // Tubes lie under Wheels & tyres, whose rule asks for the wheel size this bike does not give.
    const bike = { "tyre-width": 28 };
    expect(await expectNaive(t, bike, handQuery(bike), "tubes")).toEqual([]);
    const moved = await call("PATCH", "/categories/tubes", { parent: null });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await expectNaive(t, bike, handQuery(bike), "tubes")).length).toBeGreaterThan(0);
    await expectNaive(t, bike, handQuery(bike));
  });

  it("counts every category's fitting parts with a category chosen, as the category facet leaves it out", async () => {
    const facets = (await t.app.inject(`/api/parts/facets?category=cassettes&${asRidge}`)).json() as Facets;
    const counted = facets.categories.filter((c) => c.count > 0).map((c) => c.slug);
    expect(counted).toEqual(expect.arrayContaining(["cassettes", "chains", "rotors"]));
    for (const c of facets.categories)
      expect(c.count, c.slug).toBe((await naiveFitting(t.db, ridge.standards, c.slug)).length);
  });

  it("keeps the same parts for a bike entered by hand as for the model it copies", async () => {
    const byHand = await expectNaive(t, ridge.standards, handQuery(ridge.standards));
    expect(byHand.length).toBeGreaterThan(0);
    expect(await expectNaive(t, ridge.standards, asRidge)).toEqual(byHand);
    expect(await expectNaive(t, ridge.standards, handQuery(ridge.standards), "wheels-tyres")).toEqual(
      await expectNaive(t, ridge.standards, asRidge, "wheels-tyres"),
    );
  });

  it("follows rules and parts written straight into the database, which nothing in the process hears of", async () => {
    // Each address asked once (`r`): the public cache hears only of writes made through the app.
    const cassetteRules = sql`select id from categories where slug = 'cassettes'`;
    await t.db.execute(sql`delete from fit_rules where category_id = (${cassetteRules})`);
    expect(await expectNaive(t, ridge.standards, `${asRidge}&r=sql1`, "cassettes")).toEqual([]);
    await t.db.execute(sql`insert into fit_rules (category_id, op, spec_key, standard_key)
      values ((${cassetteRules}), 'equal', 'speeds', 'speeds')`);
    expect((await expectNaive(t, ridge.standards, `${asRidge}&r=sql2`, "cassettes")).length).toBeGreaterThan(0);
    // A part given speeds no part had: a fit class new to the process, found at once.
    const [one] = await cassettes();
    if (!one) throw new Error("no demo cassette");
    await t.db.execute(sql`update parts set specs = specs || '{"speeds": 99}' where id = ${one.id}::uuid`);
    const bike = { ...ridge.standards, speeds: 99 };
    expect(await expectNaive(t, bike, `${handQuery(bike)}&r=sql3`, "cassettes")).toEqual([one.id]);
  });

  it("follows a model's standards changed straight in the database, though the process judged it lately", async () => {
    const before = await expectNaive(t, ridge.standards, `${asRidge}&r=m1`, "cassettes");
    // Cassettes follow the speeds alone by now (the tests above changed their rules).
    const changed = { ...ridge.standards, speeds: ridge.standards.speeds === 11 ? 12 : 11 };
    await t.db.update(bikeModels).set({ standards: changed }).where(eq(bikeModels.id, ridge.id));
    try {
      const after = await expectNaive(t, changed, `${asRidge}&r=m2`, "cassettes");
      expect(after.length).toBeGreaterThan(0);
      expect(after).not.toEqual(before);
    } finally {
      await t.db.update(bikeModels).set({ standards: ridge.standards }).where(eq(bikeModels.id, ridge.id));
    }
  });

  it("reads no more statements with a bike than without one, and a verdict in one", async () => {
    const count = async (url: string) => (await statementsDuring(t, () => t.app.inject(url))).length;
    // Each pair twice first, so the fit data and the bike are in memory as after any change, and
    // the catalog's look-ups too.
    for (const asked of [`/api/parts/facets?${asRidge}&r=warm`, `/api/parts?category=cassettes&${asRidge}&r=warm`])
      for (const again of ["1", "2"]) expect((await t.app.inject(`${asked}${again}`)).statusCode).toBe(200);
    // A bike the process judged lately: its check rides along with the rows (decision 0114).
    expect(await count(`/api/parts/facets?${asRidge}&r=n0`)).toBe(1);
    expect(await count(`/api/parts?category=cassettes&${asRidge}&r=n0`)).toBe(1);
    expect(await count(`/api/parts/facets?${asRidge}&r=n1`)).toBe(await count("/api/parts/facets?r=n1"));
    expect(await count(`/api/parts/facets?category=cassettes&${handQuery(ridge.standards)}&r=n2`)).toBe(
      await count("/api/parts/facets?category=cassettes&r=n2"),
    );
    expect(await count(`/api/parts?category=cassettes&${asRidge}&r=n3`)).toBe(
      await count("/api/parts?category=cassettes&r=n3"),
    );
    // A verdict: the part's family beside the fit version and the model, one statement.
    const [one] = await cassettes();
    expect(await count(`/api/parts/${one?.id}/fit?bike=${ridge.id}&r=n4`)).toBe(1);
  });
});
