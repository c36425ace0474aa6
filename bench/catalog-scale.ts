import { listParts, parts } from "@shop/server/testing";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { type Db, startFilledShop } from "./shop-process.ts";
import { type Row, round } from "./stats.ts";

/**
 * The first catalog page (`limit=12`) with 100 and with 100,000 parts in the table: the page is
 * an index range, so it should not get slower as the catalog grows (target: within 1.5x).
 * Measured twice: the database query itself (what every cache miss costs), timed in this process
 * on the filled embedded database before the shop opens it, and over HTTP, from the shop run as
 * `npm start` runs it. Also a search by part of a name that one part matches, which the trigram
 * index answers.
 */
export async function benchCatalogScale(seconds: number, connections: number): Promise<Row[]> {
  const figures = [];
  for (const size of [100, 100_000]) {
    const { shop, filled } = await startFilledShop(undefined, async (db) => {
      await fillCatalog(db, size);
      return {
        query: await queryMedianMs(db, { limit: 12 }),
        search: await queryMedianMs(db, { q: ONE_MATCH, limit: 12 }),
      };
    });
    try {
      figures.push({
        size,
        ...filled,
        http: await autocannon({ url: `${shop.url}/api/parts?limit=12`, connections, duration: seconds }),
      });
    } finally {
      await shop.close();
    }
  }
  const [small, large] = figures;
  if (!small || !large) return [];
  const queryRatio = large.query / small.query;
  // The mean, not the median: autocannon gives percentiles in whole milliseconds, too coarse here.
  const httpRatio = large.http.latency.average / small.http.latency.average;
  const name = "GET /api/parts?limit=12";
  return [
    { benchmark: name, figure: "query median ms, 100 parts", value: round(small.query, 3) },
    { benchmark: name, figure: "query median ms, 100,000 parts", value: round(large.query, 3) },
    {
      benchmark: name,
      figure: "query ratio 100,000 / 100",
      value: round(queryRatio, 2),
      target: "<= 1.5",
      met: queryRatio <= 1.5,
    },
    {
      benchmark: name,
      figure: "HTTP mean ms, 100 / 100,000 parts",
      value: `${round(small.http.latency.average, 2)} / ${round(large.http.latency.average, 2)}`,
    },
    { benchmark: name, figure: "HTTP mean ratio", value: round(httpRatio, 2), target: "<= 1.5", met: httpRatio <= 1.5 },
    {
      benchmark: `GET /api/parts?q=${ONE_MATCH}&limit=12`,
      figure: "query median ms, 100 / 100,000 parts",
      value: `${round(small.search, 3)} / ${round(large.search, 3)}`,
    },
  ];
}

/** Part of one part's name only, at either size: a search that must not read the whole catalog. */
const ONE_MATCH = "000042";

async function fillCatalog(db: Db, size: number) {
  const batch = 1000;
  for (let start = 0; start < size; start += batch) {
    const rows = Array.from({ length: Math.min(batch, size - start) }, (_, i) => ({
      name: `Part ${String(start + i).padStart(6, "0")}`,
      img: "/images/parts/chainring.svg",
      des: "A part of the benchmark catalog",
      priceCents: 1000 + ((start + i) % 5000),
      minQuantity: 1,
      availableQuantity: 100,
    }));
    await db.insert(parts).values(rows);
  }
  await db.execute(sql`analyze parts`);
}

async function queryMedianMs(db: Db, query: Parameters<typeof listParts>[1], runs = 300) {
  for (let i = 0; i < 20; i++) await listParts(db, query);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await listParts(db, query);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)] ?? 0;
}
