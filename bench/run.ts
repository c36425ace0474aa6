/**
 * Every benchmark of the shop, one table at the end: `npm run bench`.
 * The shop is started as `npm start` starts it, in its own process with its default settings, and
 * loaded from this one. BENCH_SECONDS (default 8) and BENCH_CONNECTIONS (default 50) set the
 * load; PostgreSQL figures need BENCH_DATABASE_URL (or TEST_DATABASE_URL) naming a server where
 * the benchmark may create a throw-away database, and pgbench on PATH. BENCH_ONLY (a list of
 * api, orders, checkout, page, memory, scale, catalog) runs only those, for working on one figure.
 */
import os from "node:os";
import { benchApi } from "./api.ts";
import { benchCatalogFacets } from "./catalog-facets.ts";
import { benchCatalogScale } from "./catalog-scale.ts";
import { benchCheckout } from "./checkout.ts";
import { benchOrders } from "./orders.ts";
import { assertChromium, benchPublicPages } from "./page.ts";
import { type ShopProcess, startShopProcess } from "./shop-process.ts";
import { type Row, round } from "./stats.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const rows: Row[] = [];
const only = process.env.BENCH_ONLY?.split(",");
const wanted = (name: "api" | "orders" | "checkout" | "page" | "memory" | "scale" | "catalog") =>
  !only || only.includes(name);
// Before minutes of other figures are measured: they are printed only at the end.
if (wanted("page")) assertChromium();

/** Memory targets of the running shop (issue 17), in MB. */
const memoryRow = (shop: ShopProcess, database: string, limit: number): Row[] => {
  const rss = shop.rssMb();
  return [
    {
      benchmark: `memory (${database})`,
      figure: "server RSS MB after the load",
      value: round(rss),
      target: `<= ${limit}`,
      met: rss <= limit,
    },
    { benchmark: `memory (${database})`, figure: "npm start's own npm process, RSS MB", value: round(shop.npmRssMb()) },
  ];
};

const shop = await startShopProcess();
try {
  if (wanted("api")) rows.push(...(await benchApi(shop, seconds, connections)));
  if (wanted("orders")) rows.push(...(await benchOrders(shop, "PGlite", seconds, connections)));
  if (wanted("page")) rows.push(...(await benchPublicPages(shop)));
  if (wanted("memory")) rows.push(...memoryRow(shop, "PGlite", 300));
} finally {
  await shop.close();
}

if (postgresUrl && (wanted("orders") || wanted("checkout") || wanted("memory"))) {
  const onPostgres = await startShopProcess({ postgresUrl });
  try {
    if (wanted("orders")) rows.push(...(await benchOrders(onPostgres, "PostgreSQL", seconds, connections)));
    // Issue 29: beside the single-part order's figure.
    if (wanted("checkout")) rows.push(...(await benchCheckout(onPostgres, "PostgreSQL", seconds, connections)));
    if (wanted("memory")) rows.push(...memoryRow(onPostgres, "PostgreSQL", 150));
  } finally {
    await onPostgres.close();
  }
} else if (!postgresUrl) {
  rows.push({ benchmark: "PostgreSQL", figure: "skipped: set BENCH_DATABASE_URL", value: "-" });
}

if (wanted("scale")) rows.push(...(await benchCatalogScale(Math.max(2, Math.round(seconds / 2)), connections)));
if (wanted("catalog")) rows.push(...(await benchCatalogFacets(seconds, postgresUrl)));

console.log(`${os.cpus().length} cores, Node ${process.version}, ${seconds} s runs, ${connections} connections`);
console.table(
  rows.map((r) => ({ ...r, target: r.target ?? "", met: r.met === undefined ? "" : r.met ? "yes" : "NO" })),
);
