import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { dropDatabaseWhenLeft } from "../../test/drop-database.ts";
import { openDatabase } from "./client.ts";

const serverUrl = process.env.TEST_DATABASE_URL ?? "";
const name = `shop_conn_${randomBytes(5).toString("hex")}`;
const admin = async (query: string, values: unknown[] = []) => {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await c.query(query, values);
  } finally {
    await c.end();
  }
};

beforeAll(() => admin(`create database ${name}`));
afterAll(() => dropDatabaseWhenLeft(serverUrl, name));

it("survives a broken idle connection (a database restart, say) and reconnects", async () => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const broken: Error[] = [];
  const database = await openDatabase({ url: url.toString(), onConnectionError: (err) => broken.push(err) });
  await database.ping();
  await admin("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  await new Promise((r) => setTimeout(r, 200));
  expect(broken.length).toBeGreaterThan(0);
  const result = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
  const [row] = result.rows;
  expect(row?.one).toBe(1);
  await database.close();
});

it("runs the shop's statements without parallel workers (decision 0103)", async () => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    // Every connection of the pool, not only the first: ten statements at once open several.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => database.db.execute(sql`show max_parallel_workers_per_gather`)),
    );
    const settings = answers.map(
      (a) => (a as unknown as { rows: { max_parallel_workers_per_gather: string }[] }).rows[0],
    );
    expect(settings.map((s) => s?.max_parallel_workers_per_gather)).toEqual(Array(10).fill("0"));
  } finally {
    await database.close();
  }
});

it("tells a listener when its notification connection breaks, and hears messages again after", async () => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  let heard = 0;
  const payloads: (string | undefined)[] = [];
  await database.subscribe("shop_test_channel", (payload) => {
    heard++;
    payloads.push(payload);
  });
  await database.publish("shop_test_channel", "part-1,part-2");
  await expect.poll(() => heard).toBe(1);
  expect(payloads).toEqual(["part-1,part-2"]);

  // Only the listening connection is cut: a message sent meanwhile could be missed, so the
  // listener is called as if one had come.
  await admin("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen%'", [
    name,
  ]);
  await expect.poll(() => heard).toBe(2);
  // Without a payload: whatever was missed, the listener must assume the worst.
  expect(payloads[1]).toBeUndefined();

  // Once reconnected (after about a second), messages arrive again.
  await expect
    .poll(
      async () => {
        await database.publish("shop_test_channel");
        return heard;
      },
      { timeout: 5000, interval: 300 },
    )
    .toBeGreaterThan(2);
  await database.close();
});
