import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/helper.ts";
import { type Customer, signUpAdmin } from "../../../../test/shop.ts";
import { cassetteRow, confirm, csvFile, HEADER, preview } from "./import-test-kit.ts";

/*
 * The figure: 10,000 rows import in under 30 s on a 2-core machine. The time is printed,
 * not asserted (a busy machine must not fail the suite); the README quotes a quiet run.
 */

let t: TestApp;
let admin: Customer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

it("imports 10,000 rows, and says how long it took", { timeout: 120_000 }, async () => {
  const ranges = ["11-28", "11-32", "11-34", "11-36"];
  const rows = Array.from({ length: 10_000 }, (_, i) => {
    const range = ranges[i % 4] as string;
    return cassetteRow(`BULK-${String(i).padStart(5, "0")}`, {
      family: `BULK-${Math.floor(i / 4)}`,
      name: `Bulk Cassette ${Math.floor(i / 4)}`,
      price: `${20 + (i % 50)}.90`,
      "option.Range": range,
      "spec.range": range,
    });
  });
  const file = csvFile(HEADER, ...rows);
  const started = performance.now();
  const made = await preview(t, admin, file);
  const previewed = performance.now();
  expect(made.json()).toMatchObject({ creates: 10_000, errorCount: 0 });
  const done = await confirm(t, admin, made.json().id);
  const written = performance.now();
  expect(done.json()).toEqual({ created: 10_000, updated: 0 });
  // Again, as updates by SKU this time.
  const again = await preview(t, admin, file.replaceAll(".90,", ".50,"));
  const updated = await confirm(t, admin, again.json().id);
  const ended = performance.now();
  expect(updated.json()).toEqual({ created: 0, updated: 10_000 });
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `10,000 rows (${(file.length / 1e6).toFixed(1)} MB): preview ${s(previewed - started)}, write ${s(written - previewed)}; ` +
      `again as updates: ${s(ended - written)} in all`,
  );
});
