import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { startServer, stopServers, throwAwayDatabase } from "../../../test/server-process.ts";
import { openDatabase, rowsOf } from "../../db/client.ts";
import { parts } from "../../db/schema.ts";

/*
 * A catalog loaded by other means than the shop's import (a script, a restore) leaves the
 * triggers' differences in `part_counts`, a row per statement and key; the shop sums them into one
 * row per category and brand as it starts (decision 0112), so its facet counts read a row per key.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-part-counts-start-"));
let drop = async () => {};
afterAll(async () => {
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it("sums the catalog's counts into one row per category and brand as it starts", async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("This test runs in the postgres project only");
  const database = await throwAwayDatabase(serverUrl, "shop_part_counts_start");
  drop = database.drop;
  const opened = await openDatabase({ url: database.url, dataDir });
  const counts = async () =>
    rowsOf<{ rows: number; counted: number }>(
      await opened.db.execute(sql`select count(*)::int as rows, sum(n)::int as counted from part_counts`),
    )[0];
  try {
    // Three statements of parts without a category or brand: three rows of one key.
    for (let batch = 0; batch < 3; batch++) {
      await opened.db.insert(parts).values(
        Array.from({ length: 4 }, (_, i) => ({
          name: `Loaded part ${batch}-${i}`,
          img: "/images/parts/chainring.svg",
          des: "Loaded by a script",
          priceCents: 1000,
          minQuantity: 1,
          availableQuantity: 5,
        })),
      );
    }
    expect(await counts()).toEqual({ rows: 3, counted: 12 });
    const server = await startServer({ dataDir, databaseUrl: database.url });
    await stopServers([server]);
    expect(await counts()).toEqual({ rows: 1, counted: 12 });
  } finally {
    await opened.close();
  }
});
