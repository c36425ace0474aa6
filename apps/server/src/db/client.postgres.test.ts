import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
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
afterAll(() => admin(`drop database if exists ${name} with (force)`));

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
