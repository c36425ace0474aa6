import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { accessToken, addPart, adminToken } from "@shop/server/testing";
import autocannon from "autocannon";
import pg from "pg";
import type { ShopProcess } from "./shop-process.ts";
import { type Row, spread } from "./stats.ts";

const ROUNDS = 3;
/** The shop's PostgreSQL pool size (apps/server/src/db/client.ts). */
const POOL = 10;

/**
 * Checkouts of a 3-line cart per second (issue 29): each connection is a customer of its own
 * who fills the cart (three PUTs) and checks it out, again and again. On PostgreSQL pgbench runs
 * the same database work in one transaction (the account's row locked, three parts' stock
 * checked and taken, the order, its three lines and the emptied cart), in turns with the shop.
 */
export async function benchCheckout(shop: ShopProcess, database: string, seconds: number, connections: number) {
  const name = `POST /api/checkout, 3 lines (${database})`;
  const admin = await adminToken(shop.url);
  const partIds = [
    await addPart(shop.url, admin, 10_000_000),
    await addPart(shop.url, admin, 10_000_000),
    await addPart(shop.url, admin, 10_000_000),
  ];
  const methods = await (await fetch(`${shop.url}/api/shipping-methods`)).json();
  const shippingMethodId = (methods as { _id: string }[])[0]?._id;
  if (!shippingMethodId) throw new Error("the shop offers no shipping method");
  const stamp = Date.now();
  const tokens = await Promise.all(
    Array.from({ length: connections }, (_, i) =>
      accessToken(shop.url, `checkout${stamp}-${i}@example.com`, "secret123", true),
    ),
  );
  let next = 0;
  const put = (partId: string) => ({
    method: "PUT" as const,
    path: `/api/cart/lines/${partId}`,
    body: JSON.stringify({ quantity: 1 }),
    setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
      context.token ??= tokens[next++ % tokens.length];
      return { ...req, headers: { authorization: `Bearer ${context.token}`, "content-type": "application/json" } };
    },
  });
  const options = {
    url: shop.url,
    connections,
    // In this thread: a worker cannot be handed the functions that give each connection its customer.
    requests: [
      ...partIds.map(put),
      {
        method: "POST" as const,
        path: "/api/checkout",
        body: JSON.stringify({ phone: "1", address: "Bench Street", shippingMethodId }),
        setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => ({
          ...req,
          headers: { authorization: `Bearer ${context.token}`, "content-type": "application/json" },
        }),
      },
    ],
  };
  const runs: autocannon.Result[] = [];
  const ceiling: number[] = [];
  const pgbench = shop.databaseUrl ? await pgbenchScript(shop.databaseUrl, partIds, tokens.length) : undefined;
  try {
    for (let i = 0; i < ROUNDS; i++) {
      // biome-ignore lint/suspicious/noExplicitAny: autocannon's request type has no setupRequest context
      runs.push(await autocannon({ ...(options as any), duration: seconds }));
      if (pgbench) ceiling.push(await pgbench.run(seconds));
    }
  } finally {
    pgbench?.remove();
  }
  // Four requests make one checkout.
  const perSecond = runs.map((r) => r.requests.average / 4);
  const errors = runs.reduce((n, r) => n + r.errors + r.non2xx, 0);
  const rows: Row[] = [
    { benchmark: name, figure: `checkouts/s, median (range) of ${runs.length}`, value: spread(perSecond) },
    { benchmark: name, figure: "errors", value: errors, target: "0", met: errors === 0 },
  ];
  if (ceiling.length) {
    rows.push(
      {
        benchmark: name,
        figure: `pgbench same stock+insert work, ${POOL} connections, tps median (range)`,
        value: spread(ceiling),
      },
      {
        benchmark: name,
        figure: "ratio shop / pgbench, median (range)",
        value: spread(
          perSecond.map((p, i) => p / (ceiling[i] ?? 1)),
          2,
        ),
      },
    );
  }
  return rows;
}

/** A checkout's database work as a pgbench script: random customers of the benchmark's own. */
async function pgbenchScript(databaseUrl: string, partIds: string[], customers: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    "select id from users where email like 'checkout%@example.com' order by id limit $1",
    [customers],
  );
  await client.end();
  const users = rows.map((r) => r.id);
  const dir = mkdtempSync(path.join(tmpdir(), "shop-bench-checkout-"));
  const script = path.join(dir, "checkout.sql");
  const [a, b, c] = partIds;
  writeFileSync(
    script,
    [
      `\\set u random(0, ${users.length - 1})`,
      "BEGIN;",
      // Quoted, since pgbench puts a variable's text into the query as it is.
      `SELECT quote_literal((ARRAY['${users.join("','")}']::uuid[])[:u + 1]) AS user_id \\gset`,
      "SELECT id FROM users WHERE id = :user_id FOR NO KEY UPDATE;",
      `SELECT id FROM parts WHERE id IN ('${a}', '${b}', '${c}') ORDER BY id FOR UPDATE;`,
      ...[a, b, c].map(
        (id) =>
          `UPDATE parts SET available_quantity = available_quantity - 1, sold_units = sold_units + 1 WHERE id = '${id}' AND available_quantity >= 1;`,
      ),
      `INSERT INTO orders (part_id, user_id, email, user_name, phone, address, order_quantity, part_name, part_img, part_des, part_price_cents, part_min_quantity, subtotal_cents, total_cents, line_count) VALUES ('${a}', :user_id, 'bench@example.com', 'Bench', '1', 'Bench Street', 1, 'x', 'x', 'x', 100, 1, 300, 300, 3) RETURNING quote_literal(id) AS order_id \\gset`,
      `INSERT INTO order_lines (order_id, line_no, part_id, part_name, part_img, unit_price_cents, quantity, net_cents, tax_cents, gross_cents) VALUES (:order_id, 1, '${a}', 'x', 'x', 100, 1, 100, 0, 100), (:order_id, 2, '${b}', 'x', 'x', 100, 1, 100, 0, 100), (:order_id, 3, '${c}', 'x', 'x', 100, 1, 100, 0, 100);`,
      "INSERT INTO mail_outbox (recipient, link, template, facts) VALUES ('bench@example.com', 'x', 'orderReceived', '{}'::jsonb);",
      "DELETE FROM cart_lines WHERE user_id = :user_id;",
      "COMMIT;",
    ].join("\n"),
  );
  return {
    async run(seconds: number): Promise<number> {
      const args = ["-n", "-c", String(POOL), "-j", "2", "-T", String(seconds), "-f", script];
      const output = await new Promise<string>((resolve, reject) => {
        const child = spawn("pgbench", [...args, databaseUrl], { stdio: ["ignore", "pipe", "pipe"] });
        let out = "";
        child.stdout.on("data", (chunk) => {
          out += chunk;
        });
        child.stderr.on("data", (chunk) => {
          out += chunk;
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
