import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Order } from "@shop/contract";
import { afterAll, expect, it } from "vitest";
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
 * The server is killed with SIGKILL in the middle of a stream of orders and started again on the
 * same data: no answered order is lost and no unit of stock vanishes or appears. On the embedded
 * database (its files in DATA_DIR) and, in the postgres project, on PostgreSQL.
 */
const STOCK = 100_000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-crash-"));
let server: ServerProcess | undefined;
let drop = async () => {};

afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it("keeps every answered order and all the stock across a SIGKILL mid-stream", async () => {
  let databaseUrl: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const database = await throwAwayDatabase(process.env.TEST_DATABASE_URL, "shop_crash");
    databaseUrl = database.url;
    drop = database.drop;
  }
  server = await startServer({ dataDir, databaseUrl });
  const partId = await addPart(server.url, await adminToken(server.url), STOCK);
  const tokens = await Promise.all(Array.from({ length: 4 }, () => newCustomerToken(server?.url ?? "")));

  // Eight customers order one to three units at a time, without pause, until the server dies.
  const answered: { id: string; quantity: number }[] = [];
  let sent = 0;
  const customer = async (token: string) => {
    for (;;) {
      const quantity = 1 + (sent++ % 3);
      const res = await postJson(
        `${server?.url}/api/orders`,
        { productId: partId, orderQuantity: quantity, phone: "1", address: "Street" },
        { authorization: `Bearer ${token}` },
      ).catch(() => undefined);
      if (!res) return; // the connection broke: the server is gone
      if (res.status !== 201) throw new Error(`an order answered ${res.status}`);
      const body = (await res.json().catch(() => undefined)) as { insertedId: string } | undefined;
      if (!body) return; // killed while the answer was on its way
      answered.push({ id: body.insertedId, quantity });
    }
  };
  const stream = Promise.all([...tokens, ...tokens].map(customer));
  while (answered.length < 40) await new Promise((r) => setTimeout(r, 5));
  server.child.kill("SIGKILL");
  await Promise.all([stream, server.exited]);

  server = await startServer({ dataDir, databaseUrl });
  const token = await adminToken(server.url);
  const orders = (await (
    await fetch(`${server.url}/api/allorders?limit=100`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Order[];
  const ours = orders.filter((o) => o.productId === partId);
  const stored = new Map(ours.map((o) => [o._id, o.orderQuantity]));
  for (const order of answered) expect(stored.get(order.id)).toBe(order.quantity);

  const part = (await (await fetch(`${server.url}/api/parts/${partId}`)).json()) as { availableQuantity: number };
  const reserved = ours.reduce((sum, o) => sum + o.orderQuantity, 0);
  expect(part.availableQuantity + reserved).toBe(STOCK);
}, 120_000);
