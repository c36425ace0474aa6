import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { accessToken, addPart, adminToken } from "@shop/server/testing";
import autocannon from "autocannon";
import pg from "pg";
import type { ShopProcess } from "./shop-process.ts";
import { alternate, median, type Row, spread } from "./stats.ts";

const ROUNDS = 3;

/**
 * Orders per second through POST /api/orders, one part and one customer, `connections` at once.
 * On PostgreSQL the ceiling is measured in turns with it: pgbench running the same UPDATE (stock
 * checked and taken) and INSERT (the order with its copy of the part) in one transaction on the
 * same database, with as many connections as the shop's pool has.
 */
export async function benchOrders(shop: ShopProcess, database: string, seconds: number, connections: number) {
  const name = `POST /api/orders (${database})`;
  const partId = await addPart(shop.url, await adminToken(shop.url), 10_000_000);
  const email = `bench${Date.now()}@example.com`;
  const options = orderRunOptions(shop, await accessToken(shop.url, email, "secret123", true), partId, connections);
  const orderRun = () => autocannon({ ...options, duration: seconds });
  await autocannon({ ...options, duration: 1 });

  if (!shop.databaseUrl) {
    const runs: autocannon.Result[] = [];
    for (let i = 0; i < ROUNDS; i++) runs.push(await orderRun());
    return [...orderRows(name, runs)];
  }
  const pgbench = await pgbenchScript(shop.databaseUrl, partId, email);
  try {
    const [shopRuns, ceiling] = await alternate(ROUNDS, orderRun, () => pgbench.run(seconds));
    const ratios = shopRuns.map((r, i) => r.requests.average / (ceiling[i] ?? 1));
    const ratio = median(ratios);
    return [
      ...orderRows(name, shopRuns),
      {
        benchmark: name,
        figure: `pgbench same UPDATE+INSERT, ${POOL} connections, tps median (range)`,
        value: spread(ceiling),
      },
      {
        benchmark: name,
        figure: "ratio shop / pgbench, median (range)",
        value: spread(ratios, 2),
        target: ">= 0.7",
        met: ratio >= 0.7,
      },
    ];
  } finally {
    pgbench.remove();
  }
}

const orderRunOptions = (shop: ShopProcess, token: string, partId: string, connections: number) => ({
  url: `${shop.url}/api/orders`,
  method: "POST" as const,
  connections,
  workers: 1,
  headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
  body: JSON.stringify({ productId: partId, orderQuantity: 1, phone: "1", address: "Bench Street" }),
});

function orderRows(name: string, runs: autocannon.Result[]): Row[] {
  const errors = runs.reduce((n, r) => n + r.errors + r.non2xx, 0);
  const typical = runs.find((r) => r.requests.average === median(runs.map((s) => s.requests.average)));
  return [
    {
      benchmark: name,
      figure: `orders/s, median (range) of ${runs.length}`,
      value: spread(runs.map((r) => r.requests.average)),
    },
    {
      benchmark: name,
      figure: "latency p50 / p99 ms (median run)",
      value: typical ? `${typical.latency.p50} / ${typical.latency.p99}` : "-",
    },
    { benchmark: name, figure: "errors", value: errors, target: "0", met: errors === 0 },
  ];
}

/** The shop's PostgreSQL pool size (apps/server/src/db/client.ts). */
const POOL = 10;

/** What placing one order does in the database, as a pgbench script on the same tables. */
async function pgbenchScript(databaseUrl: string, partId: string, email: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>("select id from users where email = $1", [email]);
  await client.end();
  const userId = rows[0]?.id;
  if (!userId) throw new Error("the benchmark's customer is not in the database");
  const dir = mkdtempSync(path.join(tmpdir(), "shop-bench-pgbench-"));
  const script = path.join(dir, "order.sql");
  writeFileSync(
    script,
    [
      "BEGIN;",
      `UPDATE parts SET available_quantity = available_quantity - 1 WHERE id = '${partId}' AND available_quantity >= 1 AND min_quantity <= 1 RETURNING id AS part_id, name, img, des, price_cents, min_quantity, available_quantity \\gset`,
      "INSERT INTO orders (part_id, user_id, email, user_name, phone, address, order_quantity, part_name, part_img, part_des, part_price_cents, part_min_quantity, part_available_quantity)" +
        ` VALUES (:part_id, '${userId}', '${email}', 'Bench', '1', 'Bench Street', 1, :name, :img, :des, :price_cents, :min_quantity, :available_quantity + 1) RETURNING *;`,
      "COMMIT;",
    ].join("\n"),
  );
  return {
    async run(seconds: number): Promise<number> {
      const args = ["-n", "-M", "prepared", "-c", String(POOL), "-j", "2", "-T", String(seconds), "-f", script];
      const output = await new Promise<string>((resolve, reject) => {
        const child = spawn("pgbench", [...args, databaseUrl], { stdio: ["ignore", "pipe", "pipe"] });
        let out = "";
        child.stdout.on("data", (c) => {
          out += c;
        });
        child.stderr.on("data", (c) => {
          out += c;
        });
        child.on("error", reject);
        child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`pgbench failed:\n${out}`))));
      });
      const tps = /tps = ([\d.]+)/.exec(output)?.[1];
      if (!tps) throw new Error(`pgbench gave no tps:\n${output}`);
      return Number(tps);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
