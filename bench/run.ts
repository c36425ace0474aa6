/**
 * Every benchmark of the shop, one table at the end.
 *   npm run build && npm run bench
 * BENCH_SECONDS (default 8) and BENCH_CONNECTIONS (default 50) set the load; orders are also
 * measured on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server.
 */
import { benchApi } from "./api.ts";
import { benchCatalogScale } from "./catalog-scale.ts";
import { benchOrders } from "./orders.ts";
import { benchHomePage } from "./page.ts";
import { postgresServerUrl, type Row, startShop } from "./shop.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rows: Row[] = [];

const shop = await startShop({ webRoot: true });
try {
  rows.push(...(await benchApi(shop, seconds, connections)));
  rows.push(...(await benchOrders(shop, "PGlite", seconds, connections)));
  rows.push(...(await benchHomePage(shop)));
} finally {
  await shop.close();
}

if (postgresServerUrl) {
  const onPostgres = await startShop({ postgresUrl: postgresServerUrl });
  try {
    rows.push(...(await benchOrders(onPostgres, "PostgreSQL", seconds, connections)));
  } finally {
    await onPostgres.close();
  }
} else {
  rows.push({ benchmark: "POST /api/orders (PostgreSQL)", figure: "skipped: set BENCH_DATABASE_URL", value: "-" });
}

rows.push(...(await benchCatalogScale(Math.max(2, Math.round(seconds / 2)), connections)));

console.table(
  rows.map((r) => ({ ...r, target: r.target ?? "", met: r.met === undefined ? "" : r.met ? "yes" : "NO" })),
);
