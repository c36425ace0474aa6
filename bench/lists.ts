/**
 * Every list endpoint at 1,000 and at 100,000 rows on PostgreSQL (decision 0017):
 *   BENCH_DATABASE_URL=postgres://... npm run bench:lists
 * The tables are filled by bulk SQL (100,000 orders, 20,000 users, 100,000 reviews and 100,000
 * parts at the large size; a hundredth of that at the small one) before each shop's first start,
 * then each list's default page is asked for one request at a time, each with a query string of
 * its own so that every answer is read from the database, not the public cache. Targets: at most 100 items and 256 kB an answer, and the median latency
 * at 100,000 rows within 1.5x of that at 1,000.
 */

import { accessToken, adminToken, upsertUser } from "@shop/server/testing";
import { sql } from "drizzle-orm";
import { type Db, type ShopProcess, startFilledShop } from "./shop-process.ts";
import { type Row, round } from "./stats.ts";

const SIZES = [1_000, 100_000] as const;
const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 200);
const postgresServerUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const CUSTOMER = "benchcustomer@example.com";

type Measure = { items: number; bytes: number; median: number; p10: number; p90: number };
/** `target`: a default answer, held to the targets; filters and searches are shown for scale. */
type Endpoint = { name: string; url: string; auth: "none" | "admin" | "customer"; target: boolean };
type Ask = { shop: ShopProcess; url: string; headers: Record<string, string> };

const endpoints: Endpoint[] = [
  { name: "GET /api/parts", url: "/api/parts", auth: "none", target: true },
  { name: "GET /api/reviews", url: "/api/reviews", auth: "none", target: true },
  { name: "GET /api/users", url: "/api/users", auth: "admin", target: true },
  { name: "GET /api/allorders", url: "/api/allorders", auth: "admin", target: true },
  { name: "GET /api/orders?email=", url: `/api/orders?email=${CUSTOMER}`, auth: "customer", target: true },
  { name: "GET /api/allorders?status=Pending", url: "/api/allorders?status=Pending", auth: "admin", target: false },
  { name: "GET /api/allorders?q=customer42@", url: "/api/allorders?q=customer42@", auth: "admin", target: false },
  // A part on a cart order's later line: found through other_part_names' trigram index.
  {
    name: "GET /api/allorders?q=brake pads 000420",
    url: "/api/allorders?q=brake%20pads%20000420",
    auth: "admin",
    target: false,
  },
];

export async function benchLists(postgresUrl: string): Promise<Row[]> {
  // One shop per size, both running at once: requests take turns between them, so whatever
  // else the machine is doing slows both sizes alike and the ratio stays fair.
  const shops = await Promise.all(
    SIZES.map(async (size) => (await startFilledShop(postgresUrl, (db) => fill(db, size))).shop),
  );
  try {
    const sides = await Promise.all(shops.map(async (shop) => ({ shop, tokens: await signInBoth(shop) })));
    const rows: Row[] = [];
    for (const e of endpoints) {
      const asks = sides.map(({ shop, tokens }) => {
        const headers: Record<string, string> = e.auth === "none" ? {} : { authorization: `Bearer ${tokens[e.auth]}` };
        return { shop, headers };
      });
      rows.push(...toRows(e.name, e.target, await measure(asks.map((a) => ({ ...a, url: e.url })))));
      // A page deep in the list, reached by its Link headers: it must cost what the first does.
      const deep = await Promise.all(
        asks.map(async (a) => ({ ...a, url: await followNext(a.shop, e.url, a.headers, 20) })),
      );
      if (deep.every((d) => d.url))
        rows.push(...toRows(`${e.name}, 21st page`, e.target, await measure(deep as Ask[])));
    }
    // The admin's Overview (decision 0020): one answer of aggregates, not a page, so it has its
    // own target; the window's 30 days hold 43,200 of the 100,000 orders, one a minute.
    const overview = await measure(
      sides.map(({ shop, tokens }) => ({
        shop,
        url: "/api/admin/overview",
        headers: { authorization: `Bearer ${tokens.admin}` },
      })),
    );
    rows.push(...overviewRows(overview));
    return rows;
  } finally {
    await Promise.all(shops.map((shop) => shop.close()));
  }
}

/** The customer whose orders are 5% of all, and the shop's first administrator, each with an access token. */
async function signInBoth(shop: ShopProcess) {
  return { customer: await accessToken(shop.url, CUSTOMER, "secret123", true), admin: await adminToken(shop.url) };
}

/** `size` rows of parts, reviews and orders, a fifth of that of users; one statement a table. */
async function fill(db: Db, size: number) {
  // The shop's record of the customer, made before the account is: signing up finds it by e-mail.
  const customer = await upsertUser(db, CUSTOMER);
  // Row g is g minutes older than now.
  const at = sql`now() - g * interval '1 minute'`;
  const des = "A sturdy part for everyday riding, tested on gravel and tarmac alike. ".repeat(3);
  await db.execute(sql`
    insert into parts (name, img, des, price_cents, min_quantity, available_quantity, created_at)
    select 'Part ' || lpad(g::text, 6, '0'), '/images/parts/chainring.svg', ${des}, 1000 + g % 5000, 1, 100, ${at}
    from generate_series(1, ${size}::int) g`);
  await db.execute(sql`
    insert into reviews (name, img, address, title, des, star, created_at)
    select 'Rider ' || g, '/images/people/reviewer-1.svg', 'Utrecht, Netherlands', 'Great part ' || g, ${des},
      3.5 + (g % 4) / 2.0, ${at}
    from generate_series(1, ${size}::int) g`);
  await db.execute(sql`
    insert into users (email, created_at)
    select 'customer' || g || '@example.com', ${at} from generate_series(1, ${size / 5}::int) g`);
  await db.execute(sql`
    insert into orders (user_id, email, user_name, phone, address, order_quantity, part_name, part_img,
      part_des, part_price_cents, part_min_quantity, paid, status, transaction_id, paid_at, created_at,
      line_count, other_part_names)
    select case when g % 20 = 0 then ${customer.id}::uuid end,
      case when g % 20 = 0 then ${CUSTOMER} else 'customer' || (g % 20000) || '@example.com' end,
      'Rider ' || g, '+1 555 0100', '7 Chain Lane, Utrecht', 1 + g % 5, 'Part ' || lpad((g % 100000)::text, 6, '0'),
      '/images/parts/chainring.svg', ${des}, 1000 + g % 5000, 1, g % 4 > 0,
      case g % 4 when 1 then 'Pending' when 2 then 'Shipped' when 3 then 'Shipped' end,
      case when g % 4 > 0 then 'pi_bench_' || g end, case when g % 4 > 0 then ${at} end, ${at},
      case when g % 10 = 0 then 3 else 1 end,
      case when g % 10 = 0 then 'Chain ' || g || E'\nBrake pads ' || lpad(g::text, 6, '0') end
    from generate_series(1, ${size}::int) g`);
  // What autovacuum does soon after a bulk insert: statistics, and the visibility map that lets
  // an index answer without the table (the Overview's sums).
  for (const table of ["parts", "reviews", "users", "orders"]) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

/**
 * Asks each shop for its URL in turn, RUNS times, each time with a parameter the API ignores and
 * a value of its own: the public cache keeps answers by their address, so none comes from it.
 */
async function measure(asks: Ask[]): Promise<Measure[]> {
  let asked = 0;
  const ask = async ({ shop, url, headers }: Ask) => {
    const fresh = `${url}${url.includes("?") ? "&" : "?"}r=${asked++}`;
    const start = performance.now();
    const res = await fetch(`${shop.url}${fresh}`, { headers: { ...headers, "accept-encoding": "identity" } });
    const body = await res.text();
    const ms = performance.now() - start;
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 200)}`);
    const answer: unknown = JSON.parse(body);
    return { ms, bytes: Buffer.byteLength(body), items: Array.isArray(answer) ? answer.length : 1 };
  };
  const runs = asks.map(() => [] as Awaited<ReturnType<typeof ask>>[]);
  for (let i = 0; i < 20 + RUNS; i++) {
    for (const [j, a] of asks.entries()) {
      const answer = await ask(a);
      if (i >= 20) runs[j]?.push(answer);
    }
  }
  return runs.map((r) => {
    const times = r.map((x) => x.ms).sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    const last = r.at(-1);
    return { items: last?.items ?? 0, bytes: last?.bytes ?? 0, median: at(0.5), p10: at(0.1), p90: at(0.9) };
  });
}

/** The URL `pages` pages on from `url`, following each answer's `Link: <...>; rel="next"`. */
async function followNext(shop: ShopProcess, url: string, headers: Record<string, string>, pages: number) {
  let next: string | undefined = url;
  for (let i = 0; i < pages && next; i++) {
    const res: Response = await fetch(`${shop.url}${next}`, { headers });
    await res.arrayBuffer();
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get("link") ?? "")?.[1];
  }
  return next;
}

function toRows(name: string, target: boolean, [small, large]: Measure[]): Row[] {
  if (!small || !large) return [];
  const kB = large.bytes / 1024;
  const ratio = large.median / small.median;
  const ms = (m: Measure) => `${round(m.median, 2)} (${round(m.p10, 2)}-${round(m.p90, 2)})`;
  return [
    {
      benchmark: name,
      figure: "items, kB at 100,000",
      value: `${large.items}, ${round(kB, 1)}`,
      ...(target && { target: "<= 100, <= 256", met: large.items <= 100 && kB <= 256 }),
    },
    { benchmark: name, figure: "median ms (p10-p90), 1,000 / 100,000", value: `${ms(small)} / ${ms(large)}` },
    {
      benchmark: name,
      figure: "ratio 100,000 / 1,000",
      value: round(ratio, 2),
      ...(target && { target: "<= 1.5", met: ratio <= 1.5 }),
    },
  ];
}

/** Target: the Overview answers within OVERVIEW_TARGET_MS at 100,000 orders (median). */
const OVERVIEW_TARGET_MS = 50;

function overviewRows([small, large]: Measure[]): Row[] {
  if (!small || !large) return [];
  const ms = (m: Measure) => `${round(m.median, 2)} (${round(m.p10, 2)}-${round(m.p90, 2)})`;
  return [
    {
      benchmark: "GET /api/admin/overview",
      figure: "median ms (p10-p90), 1,000 / 100,000",
      value: `${ms(small)} / ${ms(large)}`,
      target: `<= ${OVERVIEW_TARGET_MS} at 100,000`,
      met: large.median <= OVERVIEW_TARGET_MS,
    },
    { benchmark: "GET /api/admin/overview", figure: "kB at 100,000", value: round(large.bytes / 1024, 1) },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!postgresServerUrl) {
    console.log("Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server to run the list benchmark.");
    process.exit(1);
  }
  const rows = await benchLists(postgresServerUrl);
  console.table(
    rows.map((r) => ({ ...r, target: r.target ?? "", met: r.met === undefined ? "" : r.met ? "yes" : "NO" })),
  );
}
