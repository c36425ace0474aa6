import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { preparedNamed } from "./client.ts";
import { runInOneTransaction } from "./one-transaction.ts";

/*
 * PGlite runs a set's statements in this thread, so the set gives the event loop a turn between
 * two of them (decision 0118). An embedded test: on PostgreSQL the set is one round trip to
 * another process, and how often the loop goes round while it waits depends on the network, not
 * on this code (run there, this test failed when the answer came within one turn).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table together_turns (n int primary key)`);
});
afterAll(() => t.close());

it("lets other work run between its statements on PGlite", async () => {
  // Work waiting for the event loop, as a request that came in waits, goes round while the set runs.
  let turns = 0;
  let counting = true;
  const count = () => {
    turns += 1;
    if (counting) setImmediate(count);
  };
  setImmediate(count);
  const put = preparedNamed(
    t.db,
    "together_turn",
    () => sql`insert into together_turns (n) values (${sql.placeholder("n")}::int)`,
  );
  const runs = Array.from({ length: 30 }, (_, n) => ({ prepared: put, values: { n } }));
  await runInOneTransaction(t.db, runs);
  counting = false;
  expect(turns).toBeGreaterThanOrEqual(runs.length - 1);
});
