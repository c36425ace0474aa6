import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { messages } from "@shop/contract";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  addPart,
  adminToken,
  newCustomerToken,
  postJson,
  type ServerProcess,
  startServer,
  throwAwayDatabase,
} from "../test/server-process.ts";

/*
 * The database goes away under a stream of orders: every connection of the shop's (only those
 * of this test's own database) is cut and new ones are refused for a while. The shop answers 503
 * with a message meanwhile, says it is not ready, and serves again by itself once the database
 * takes connections again; every order it acknowledged with 201 is there, and no other.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-outage-"));
let server: ServerProcess;
let database: { url: string; drop: () => Promise<void> };
let admin: pg.Client;
const name = () => new URL(database.url).pathname.slice(1);

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("This test runs in the postgres project only");
  database = await throwAwayDatabase(serverUrl, "shop_outage");
  server = await startServer({ dataDir, databaseUrl: database.url });
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
});
afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await admin?.query(`alter database ${name()} allow_connections true`).catch(() => {});
  await admin?.end();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const ready = async () => (await fetch(`${server.url}/api/readyz`)).status;
async function until(condition: () => Promise<boolean>, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

it("answers 503 while the database is gone, recovers by itself, and loses or doubles no order", async () => {
  const base = server.url;
  const partId = await addPart(base, await adminToken(base), 100_000);
  const tokens = await Promise.all(Array.from({ length: 4 }, () => newCustomerToken(base)));
  const answers: { status: number; message: string }[] = [];
  let ordering = true;
  // Four customers order one unit after another until told to stop.
  const stream = tokens.map(async (token) => {
    while (ordering) {
      const res = await postJson(
        `${base}/api/orders`,
        { productId: partId, orderQuantity: 1, phone: "1", address: "Street" },
        { authorization: `Bearer ${token}` },
      );
      const body = (await res.json()) as { message?: string };
      answers.push({ status: res.status, message: body.message ?? "" });
    }
  });
  const placed = () => answers.filter((a) => a.status === 201).length;
  await until(async () => placed() >= 20, "orders before the outage");

  // The outage: no new connections, and every open one of this database's cut.
  await admin.query(`alter database ${name()} allow_connections false`);
  await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name()]);
  await until(async () => (await ready()) === 503, "readyz to say not ready");
  const refusedBefore = answers.filter((a) => a.status === 503).length;
  await until(async () => answers.filter((a) => a.status === 503).length >= refusedBefore + 5, "503s to orders");

  await admin.query(`alter database ${name()} allow_connections true`);
  const back = Date.now();
  await until(async () => (await ready()) === 200, "readyz to say ready again");
  const placedBack = placed();
  await until(async () => placed() >= placedBack + 20, "orders after the outage");
  expect(Date.now() - back).toBeLessThan(10_000);
  ordering = false;
  await Promise.all(stream);

  const statuses = new Set(answers.map((a) => a.status));
  expect([...statuses].sort()).toEqual([201, 503]);
  for (const refused of answers.filter((a) => a.status === 503))
    expect(refused.message).toContain(messages.databaseUnavailable);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const { rows } = await db.query("select count(*)::int as n from orders where part_id = $1", [partId]);
    expect(rows[0]?.n).toBe(placed());
    const stock = await db.query("select available_quantity from parts where id = $1", [partId]);
    expect(stock.rows[0]?.available_quantity).toBe(100_000 - placed());
  } finally {
    await db.end();
  }
});
