import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { expect, it } from "vitest";
import { addPart, adminToken, newCustomerToken, postJson, twoServersOnPostgres } from "../../../test/server-process.ts";

/*
 * Two server processes on one PostgreSQL database: a part that many wait for comes back in stock
 * through both at once, by every path at the same moment, and each subscriber is mailed once.
 * PostgreSQL only: the embedded database belongs to one process by design.
 */
const shop = twoServersOnPostgres("shop-two-alerts");
const servers = shop.servers;

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: shop.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

it("mails each of 30 subscribers once when two servers restock the part at the same moment", async () => {
  const [first = "", second = ""] = servers.map((s) => s.url);
  const admin = await adminToken(first);
  const partId = await addPart(first, admin, 4);
  // Four buyers, two through each server, sell it out with unpaid orders.
  const buyers = await Promise.all([first, second, first, second].map((base) => newCustomerToken(base)));
  const orderIds: string[] = [];
  for (const [i, token] of buyers.entries()) {
    const res = await postJson(
      `${i % 2 ? second : first}/api/orders`,
      { productId: partId, orderQuantity: 1, phone: "1", address: "Street" },
      { authorization: `Bearer ${token}` },
    );
    expect(res.status).toBe(201);
    orderIds.push(((await res.json()) as { insertedId: string }).insertedId);
  }
  const subscribers = await Promise.all(Array.from({ length: 30 }, (_, i) => newCustomerToken(i % 2 ? second : first)));
  for (const [i, token] of subscribers.entries()) {
    const res = await postJson(
      `${i % 2 ? second : first}/api/parts/${partId}/notify`,
      {},
      {
        authorization: `Bearer ${token}`,
      },
    );
    expect(res.status).toBe(200);
  }

  // Every buyer gives up through one server while the admin restocks through both.
  const restock = (base: string) =>
    fetch(`${base}/api/parts/${partId}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
      body: JSON.stringify({ availableQuantity: 50 }),
    });
  const answers = await Promise.all([
    ...orderIds.map((id, i) =>
      fetch(`${i % 2 ? first : second}/api/orders/${id}`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${buyers[i]}` },
      }),
    ),
    restock(first),
    restock(second),
  ]);
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

  const mails = () =>
    query<{ recipient: string; sent: boolean }>(
      "select recipient, sent_at is not null as sent from mail_outbox where template = 'backInStock'",
    );
  await expect.poll(async () => (await mails()).filter((m) => m.sent).length, { timeout: 10_000 }).toBe(30);
  const rows = await mails();
  expect(rows).toHaveLength(30);
  expect(new Set(rows.map((r) => r.recipient)).size).toBe(30);
  // And each went out once: the outbox folder the two servers share holds 30 such files.
  const outbox = path.join(shop.dataDir, "outbox");
  const files = readdirSync(outbox).filter((f) => readFileSync(path.join(outbox, f), "utf8").includes("back in stock"));
  expect(files).toHaveLength(30);
}, 180_000);
