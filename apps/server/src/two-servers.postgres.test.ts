import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
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
 * Two server processes on one PostgreSQL database, as behind a load balancer: the stock check
 * holds across them, and an access token from one is good at the other. PostgreSQL only: the
 * embedded database belongs to one process by design.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-two-servers-"));
const servers: ServerProcess[] = [];
let drop = async () => {};

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("This test runs in the postgres project only");
  const database = await throwAwayDatabase(serverUrl, "shop_two");
  drop = database.drop;
  // The first migrates and seeds; the second starts on the ready database.
  servers.push(await startServer({ dataDir, databaseUrl: database.url }));
  servers.push(await startServer({ dataDir, databaseUrl: database.url }));
});
afterAll(async () => {
  for (const server of servers) server.child.kill("SIGTERM");
  await Promise.all(servers.map((s) => s.exited));
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it("sells exactly 25 units to 200 customers ordering at once across two servers", async () => {
  const urls = servers.map((s) => s.url);
  const [first = "", second = ""] = urls;
  // A token from the first server is good at the second: they share the secret through the database.
  const partId = await addPart(second, await adminToken(first), 25);

  const tokens = await Promise.all(Array.from({ length: 200 }, (_, i) => newCustomerToken(urls[i % 2] ?? "")));
  const answers = await Promise.all(
    tokens.map((token, i) =>
      postJson(
        `${urls[i % 2]}/api/orders`,
        { productId: partId, orderQuantity: 1, phone: "1", address: "Street" },
        { authorization: `Bearer ${token}` },
      ),
    ),
  );
  const codes = answers.map((a) => a.status);
  expect(codes.filter((c) => c === 201)).toHaveLength(25);
  expect(codes.filter((c) => c === 400)).toHaveLength(175);
  const stock = (await (await fetch(`${first}/api/parts/${partId}`)).json()) as { availableQuantity: number };
  expect(stock.availableQuantity).toBe(0);
}, 180_000);
