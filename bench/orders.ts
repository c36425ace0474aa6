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
/** How many parts the spread case's orders are spread over. */
const SPREAD = 200;

/**
 * One way of loading `POST /api/orders`: which parts the orders go to, and which customers place
 * them. The cart's checkout (a 3-line order) is a case to add here once it exists: its body, and
 * a pgbench script of its minimal work.
 */
type OrderCase = { name: string; parts: string[] };

/**
 * Orders per second through POST /api/orders, `connections` at once: every order for one part
 * (its row is the only thing orders must take turns on) and orders spread over 200 parts (where
 * the server's own CPU counts). On PostgreSQL each is measured in turns with its ceiling: pgbench,
 * with as many clients, running the minimal work of an order in one statement on the same
 * database (take a unit of the part if there is one, insert the order), and the ratio of the two
 * per pair of runs.
 */
export async function benchOrders(shop: ShopProcess, database: string, seconds: number, connections: number) {
  const admin = await adminToken(shop.url);
  const hot: OrderCase = { name: "one part", parts: [await addPart(shop.url, admin, 10_000_000)] };
  const spreadParts: string[] = [];
  for (let i = 0; i < SPREAD; i++) spreadParts.push(await addPart(shop.url, admin, 10_000_000));
  const spreadCase: OrderCase = { name: `${SPREAD} parts`, parts: spreadParts };
  const email = `bench${Date.now()}@example.com`;
  const token = await accessToken(shop.url, email, "secret123", true);
  const rows: Row[] = [];
  for (const c of [hot, spreadCase]) {
    const name = `POST /api/orders, ${c.name} (${database})`;
    const run = () => autocannon({ ...orderRunOptions(shop, [token], c.parts, connections), duration: seconds });
    await autocannon({ ...orderRunOptions(shop, [token], c.parts, connections), duration: 1 });
    if (!shop.databaseUrl) {
      const runs: autocannon.Result[] = [];
      for (let i = 0; i < ROUNDS; i++) runs.push(await run());
      rows.push(...orderRows(name, runs));
      continue;
    }
    const pgbench = await minimalOrderScript(shop.databaseUrl, c.parts, email);
    try {
      const [shopRuns, ceiling] = await alternate(ROUNDS, run, () => pgbench.run(seconds, connections));
      rows.push(...orderRows(name, shopRuns), ...ceilingRows(name, shopRuns, ceiling, c === hot ? 0.7 : 0.5));
    } finally {
      pgbench.remove();
    }
  }
  return rows;
}

/**
 * The spread case with the caps on unpaid orders on (decision 0026), as a shop runs by default:
 * many customers, each order by one of them, on a shop started with its default caps. Between
 * rounds the benchmark's orders are marked paid behind the API's back, so no customer reaches the
 * cap of unpaid orders: what is measured is the statement that checks the caps, not refusals.
 */
export async function benchOrdersCapped(shop: ShopProcess, seconds: number, connections: number, customers: number) {
  const databaseUrl = shop.databaseUrl;
  if (!databaseUrl) throw new Error("the capped orders benchmark runs on PostgreSQL");
  const admin = await adminToken(shop.url);
  const parts: string[] = [];
  for (let i = 0; i < SPREAD; i++) parts.push(await addPart(shop.url, admin, 10_000_000));
  const tokens: string[] = [];
  const tag = Date.now().toString(36);
  for (let i = 0; i < customers; i++)
    tokens.push(await accessToken(shop.url, `capped${i}x${tag}@example.com`, "secret123", true));
  const markPaid = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("update orders set paid = true, status = 'Pending', paid_at = now() where paid = false");
    await client.end();
  };
  const options = orderRunOptions(shop, tokens, parts, connections);
  await autocannon({ ...options, duration: 1 });
  const runs: autocannon.Result[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    await markPaid();
    runs.push(await autocannon({ ...options, duration: seconds }));
  }
  return orderRows(`POST /api/orders, ${SPREAD} parts, caps on, ${customers} customers (PostgreSQL)`, runs);
}

function orderRunOptions(shop: ShopProcess, tokens: string[], parts: string[], connections: number) {
  const body = (partId: string | undefined) =>
    JSON.stringify({ productId: partId, orderQuantity: 1, phone: "1", address: "Bench Street" });
  const pick = <T>(from: T[]) => from[Math.floor(Math.random() * from.length)];
  return {
    url: `${shop.url}/api/orders`,
    method: "POST" as const,
    connections,
    // In this process, not a worker: a worker cannot be given the function that picks each order.
    headers: { authorization: `Bearer ${tokens[0]}`, "content-type": "application/json" },
    body: body(parts[0]),
    requests:
      parts.length > 1 || tokens.length > 1
        ? [
            {
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                headers: { ...req.headers, authorization: `Bearer ${pick(tokens)}` },
                body: body(pick(parts)),
              }),
            },
          ]
        : undefined,
  };
}

function orderRows(name: string, runs: autocannon.Result[]): Row[] {
  const errors = runs.reduce((n, r) => n + r.errors + r.non2xx, 0);
  const typical = runs.find((r) => r.requests.average === median(runs.map((s) => s.requests.average)));
  const p99 = typical?.latency.p99 ?? Number.POSITIVE_INFINITY;
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
      target: "p99 < 150",
      met: p99 < 150,
    },
    { benchmark: name, figure: "errors", value: errors, target: "0", met: errors === 0 },
  ];
}

function ceilingRows(name: string, shopRuns: autocannon.Result[], ceiling: number[], target: number): Row[] {
  const ratios = shopRuns.map((r, i) => r.requests.average / (ceiling[i] ?? 1));
  return [
    {
      benchmark: name,
      figure: "pgbench minimal statement, same clients, tps median (range)",
      value: spread(ceiling),
    },
    {
      benchmark: name,
      figure: "ratio shop / pgbench, median (range)",
      value: spread(ratios, 2),
      target: `>= ${target}`,
      met: median(ratios) >= target,
    },
  ];
}

/**
 * The least an order needs of the database, as a pgbench script: one statement that takes a unit
 * of the part if there is one and inserts the order with its copy of the part. With several parts,
 * each transaction picks one at random through a small table of the benchmark's own (one more
 * index probe than the shop's statement needs, which lowers the ceiling a little, not the shop).
 */
async function minimalOrderScript(databaseUrl: string, parts: string[], email: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>("select id from users where email = $1", [email]);
  await client.query("create table if not exists bench_parts (n int primary key, id uuid not null)");
  await client.query("truncate bench_parts");
  await client.query("insert into bench_parts select n - 1, id from unnest($1::uuid[]) with ordinality as p(id, n)", [
    parts,
  ]);
  await client.end();
  const userId = rows[0]?.id;
  if (!userId) throw new Error("the benchmark's customer is not in the database");
  const partOf = parts.length === 1 ? `'${parts[0]}'` : `(select id from bench_parts where n = :n)`;
  const dir = mkdtempSync(path.join(tmpdir(), "shop-bench-pgbench-"));
  const script = path.join(dir, "order.sql");
  writeFileSync(
    script,
    [
      ...(parts.length > 1 ? [`\\set n random(0, ${parts.length - 1})`] : []),
      `WITH taken AS (UPDATE parts SET available_quantity = available_quantity - 1 WHERE id = ${partOf} AND available_quantity >= 1` +
        " RETURNING id, name, img, des, price_cents, min_quantity, available_quantity)" +
        " INSERT INTO orders (part_id, user_id, email, user_name, phone, address, order_quantity, part_name, part_img, part_des, part_price_cents, part_min_quantity, part_available_quantity)" +
        ` SELECT id, '${userId}', '${email}', 'Bench', '1', 'Bench Street', 1, name, img, des, price_cents, min_quantity, available_quantity + 1 FROM taken;`,
    ].join("\n"),
  );
  return {
    async run(seconds: number, clients: number): Promise<number> {
      const args = ["-n", "-M", "prepared", "-c", String(clients), "-j", "2", "-T", String(seconds), "-f", script];
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
