import type pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { type Customer, signUpAdmin } from "../../../test/shop.ts";

/*
 * A part written while the owner replaces its category's rules is classed by the new rules
 * (decision 0090): classing again waits for the writers in flight, and writers after it see the
 * new rules. Without that wait the part below keeps a class of the old rules' values.
 */

let t: TestApp;
let admin: Customer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const pool = () => (t.db as unknown as { $client: pg.Pool }).$client;

it("classes a part inserted while the rules change by the new rules", async () => {
  const writer = await pool().connect();
  try {
    await writer.query("begin");
    const { rows } = await writer.query(`insert into parts (name, img, des, price_cents, min_quantity,
        available_quantity, category_id, specs)
      select 'Race cassette', '/images/parts/cassette.svg', 'Made for a race', 1000, 1, 5, id,
        '{"freehub": "XD", "speeds": 12}'::jsonb from categories where slug = 'cassettes'
      returning id`);
    const partId = rows[0]?.id as string;
    const replaced = t.app.inject({
      method: "PUT",
      url: "/api/admin/fit-rules/cassettes",
      headers: admin.auth,
      payload: { rules: [{ op: "equal", spec: "speeds", standard: "speeds" }] },
    });
    await new Promise((r) => setTimeout(r, 300));
    await writer.query("commit");
    expect((await replaced).statusCode).toBe(200);
    const { rows: classed } = await pool().query(
      "select f.specs from parts p join fit_classes f on f.id = p.fit_class_id where p.id = $1",
      [partId],
    );
    expect(classed[0]?.specs).toEqual({ speeds: 12 });
  } finally {
    writer.release();
  }
});
