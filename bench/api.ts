/**
 * Load benchmark of the public catalog API. It starts the real app (PGlite, seeded) and a bare
 * node:http server that answers the very same bytes, loads both in the same run with autocannon,
 * and prints requests per second and their ratio (target: 0.8 or better).
 *   npm run bench                 (BENCH_SECONDS=10 BENCH_CONNECTIONS=50 to change the load)
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../apps/server/src/app.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { seedIfEmpty } from "../apps/server/src/db/seed/seed.ts";
import { createMailer } from "../apps/server/src/mail/mailer.ts";
import { createDiskStore } from "../apps/server/src/storage/disk-store.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const database = await openDatabase({});
await seedIfEmpty(database.db);
const uploadsDir = path.join(tmpdir(), "shop-bench-uploads");
const mailer = createMailer({
  outboxDir: path.join(tmpdir(), "shop-bench-outbox"),
  from: "bench@localhost",
  log: console,
});
const app = await buildApp({
  database,
  mailer,
  images: { store: createDiskStore(uploadsDir) },
  accounts: { publicUrl: "http://127.0.0.1" },
});
await app.listen({ port: 0, host: "127.0.0.1" });
const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const [first] = (await (await fetch(`${appUrl}/api/parts`)).json()) as { _id: string }[];
const paths = ["/api/parts", `/api/parts/${first?._id}`];
const bodies = new Map<string, string>();
for (const p of paths) bodies.set(p, await (await fetch(`${appUrl}${p}`)).text());

// The baseline: the least a Node server can do to answer these bytes.
const bare = http.createServer((req, res) => {
  const body = bodies.get(req.url ?? "") ?? "";
  res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
  res.end(body);
});
await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

const load = async (url: string) => {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
};

const rows = [];
for (const p of paths) {
  const bareResult = await load(`${bareUrl}${p}`);
  const appResult = await load(`${appUrl}${p}`);
  rows.push({
    endpoint: p.replace(first?._id ?? "", "{id}"),
    "app req/s": Math.round(appResult.rps),
    "bare req/s": Math.round(bareResult.rps),
    ratio: Number((appResult.rps / bareResult.rps).toFixed(2)),
    "app p50 ms": appResult.p50,
    "app p99 ms": appResult.p99,
    errors: appResult.errors,
  });
}
console.table(rows);

await app.close();
await database.close();
bare.close();
