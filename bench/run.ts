/**
 * Every benchmark of the shop, one table at the end: `npm run bench`.
 * The shop is started as `npm start` starts it, in its own process with its default settings, and
 * loaded from this one. BENCH_SECONDS (default 8) and BENCH_CONNECTIONS (default 50) set the
 * load; PostgreSQL figures need BENCH_DATABASE_URL (or TEST_DATABASE_URL) naming a server where
 * the benchmark may create a throw-away database, and pgbench on PATH. BENCH_ONLY (a list of
 * api, orders, checkout, page, memory, scale, catalog, fit) runs only those, for working on one
 * figure; memory also restarts the shop on its data folder, to time the start, and runs a realistic
 * session.
 */
import os from "node:os";
import { benchApi } from "./api.ts";
import { benchCatalogFacets } from "./catalog-facets.ts";
import { benchCatalogScale } from "./catalog-scale.ts";
import { benchCheckout } from "./checkout.ts";
import { benchFitCatalog } from "./fit-catalog.ts";
import { benchOrders, benchOrdersCapped } from "./orders.ts";
import { assertChromium, benchPublicPages } from "./page.ts";
import { realisticSession } from "./session.ts";
import { type ShopProcess, startShopProcess, timeBareStart } from "./shop-process.ts";
import { alternate, median, type Row, round, spread } from "./stats.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const rows: Row[] = [];
const only = process.env.BENCH_ONLY?.split(",");
const wanted = (name: "api" | "orders" | "checkout" | "page" | "memory" | "scale" | "catalog" | "fit") =>
  !only || only.includes(name);
// Before minutes of other figures are measured: they are printed only at the end.
if (wanted("page")) assertChromium();

/** Memory targets of the running shop (issue 17), in MB. */
const memoryRow = (shop: ShopProcess, database: string, limit: number, after: string): Row[] => {
  const rss = shop.rssMb();
  return [
    {
      benchmark: `memory (${database})`,
      figure: `server RSS MB after ${after}`,
      value: round(rss),
      target: `<= ${limit}`,
      met: rss <= limit,
    },
  ];
};

/** Restarts timed for the start's figure, each beside a start of the bare server. */
const STARTS = 5;

/**
 * Stops the shop and starts it again on its data folder (and database), as a restart with nothing
 * changed does: the time from `npm start` to the first answered request, over several restarts
 * taken in turns with npm starting a bare node:http server (the ceiling), and the memory after a
 * realistic session on the restarted shop (issue 30).
 */
async function restartAndSession(shop: ShopProcess, database: string, startLimitMs: number, memoryLimit: number) {
  let data = await shop.stop();
  const [shopStarts, bareStarts] = await alternate(
    STARTS,
    async () => {
      const restarted = await startShopProcess({ on: data });
      data = await restarted.stop();
      return restarted.startedMs;
    },
    timeBareStart,
  );
  const again = await startShopProcess({ on: data });
  try {
    const startMs = median(shopStarts);
    const rows: Row[] = [
      {
        benchmark: `start (${database})`,
        figure: `ms from npm start on an existing data folder to the first answer, median (range) of ${STARTS}`,
        value: spread(shopStarts),
        target: `< ${startLimitMs}`,
        met: startMs < startLimitMs,
      },
      {
        benchmark: `start (${database})`,
        figure: "ceiling: ms from npm run to a bare node:http server's first answer",
        value: spread(bareStarts),
      },
    ];
    await realisticSession(again);
    rows.push(...memoryRow(again, database, memoryLimit, "the realistic session"), {
      benchmark: `memory (${database})`,
      figure: "npm start's own npm process, RSS MB",
      value: round(again.npmRssMb()),
    });
    return rows;
  } finally {
    await again.close();
  }
}

// The shop as `npm start` runs it (built first if stale) on a fresh data folder, for the figures
// that need no catalog of their own; the scale, catalog and fit figures start theirs on data they
// fill first.
if (wanted("api") || wanted("orders") || wanted("page") || wanted("memory")) {
  const shop = await startShopProcess();
  let pgliteStopped = false;
  try {
    if (wanted("api")) rows.push(...(await benchApi(shop, seconds, connections)));
    if (wanted("orders")) rows.push(...(await benchOrders(shop, "PGlite", seconds, connections)));
    if (wanted("page")) rows.push(...(await benchPublicPages(shop)));
    if (wanted("memory")) {
      rows.push(...memoryRow(shop, "PGlite", 300, "the load"));
      pgliteStopped = true;
      rows.push(...(await restartAndSession(shop, "PGlite", 2000, 300)));
    }
  } finally {
    if (!pgliteStopped) await shop.close();
  }
}

if (postgresUrl && (wanted("orders") || wanted("checkout") || wanted("memory"))) {
  const onPostgres = await startShopProcess({ postgresUrl });
  let stopped = false;
  try {
    if (wanted("orders")) rows.push(...(await benchOrders(onPostgres, "PostgreSQL", seconds, connections)));
    // Issue 29: beside the single-part order's figure.
    if (wanted("checkout")) rows.push(...(await benchCheckout(onPostgres, "PostgreSQL", seconds, connections)));
    if (wanted("memory")) {
      rows.push(...memoryRow(onPostgres, "PostgreSQL", 150, "the load"));
      stopped = true;
      rows.push(...(await restartAndSession(onPostgres, "PostgreSQL", 1000, 150)));
    }
  } finally {
    if (!stopped) await onPostgres.close();
  }
  if (wanted("orders")) {
    const capped = await startShopProcess({ postgresUrl, caps: true });
    try {
      rows.push(...(await benchOrdersCapped(capped, seconds, connections, 200)));
    } finally {
      await capped.close();
    }
  }
} else if (!postgresUrl) {
  rows.push({ benchmark: "PostgreSQL", figure: "skipped: set BENCH_DATABASE_URL", value: "-" });
}

if (wanted("scale")) rows.push(...(await benchCatalogScale(Math.max(2, Math.round(seconds / 2)), connections)));
if (wanted("catalog")) rows.push(...(await benchCatalogFacets(seconds, postgresUrl)));
if (wanted("fit")) rows.push(...(await benchFitCatalog(seconds, postgresUrl)));

console.log(`${os.cpus().length} cores, Node ${process.version}, ${seconds} s runs, ${connections} connections`);
console.table(
  rows.map((r) => ({ ...r, target: r.target ?? "", met: r.met === undefined ? "" : r.met ? "yes" : "NO" })),
);
