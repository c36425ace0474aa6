import { sql } from "drizzle-orm";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client.ts";

/** Labels of an answer that no route matched: raw addresses would grow the series without end. */
const UNMATCHED = "unmatched";
/** The public cache answers at most this many addresses; their routes are remembered as many. */
const ROUTES_REMEMBERED = 1000;

/**
 * The figures an owner watches (GET /metrics). What happens in this process (requests, orders
 * placed, paid, refunded, expired) is counted as it happens, with no database work on the way;
 * what the database holds (mail waiting, holds in force) is read only when Prometheus asks, by
 * queries that each read one small partial index.
 */
export function createMetrics(database: Database, opts: { watchRequests: boolean }) {
  const registry = new Registry();
  const orderEvents = (name: string, help: string) =>
    new Counter({ name: `shop_orders_${name}_total`, help, registers: [registry] });
  const orders = {
    placed: orderEvents("placed", "Orders placed (answered 201) by this process"),
    paid: orderEvents("paid", "Orders this process marked paid"),
    refunded: orderEvents("refunded", "Orders this process marked refunded"),
    expired: orderEvents("expired", "Unpaid orders whose hold this process ended, their units back in stock"),
  };
  const orderSets = new Histogram({
    name: "shop_order_sets",
    help: "Sets of orders that went to the database together (decision 0118), by how many orders each held and how it ended: committed; refused by the database, its orders then placed one by one; lost with the connection, its orders failed",
    labelNames: ["outcome"],
    buckets: [2, 4, 8, 16, 32],
    registers: [registry],
  });
  const requests = new Histogram({
    name: "shop_http_request_duration_seconds",
    help: "Answered HTTP requests by method, route pattern and status, and how long each took",
    labelNames: ["method", "route", "status"],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // The answers kept by the public cache go out before Fastify, which alone knows their route;
  // each such address was first answered through Fastify, which noted its route here.
  const routeByUrl = new Map<string, string>();

  new Gauge({
    name: "shop_mail_waiting",
    help: "Mails in the outbox not sent yet",
    registers: [registry],
    async collect() {
      this.set((await mailWaiting(database)).waiting);
    },
  });
  new Gauge({
    name: "shop_mail_oldest_waiting_seconds",
    help: "Age of the oldest mail not sent yet (0 when none waits)",
    registers: [registry],
    async collect() {
      this.set((await mailWaiting(database)).oldestSeconds);
    },
  });
  new Gauge({
    name: "shop_holds_in_force",
    help: "Unpaid orders whose hold on their units has not ended",
    labelNames: ["measure"],
    registers: [registry],
    async collect() {
      const holds = await holdsInForce(database);
      this.set({ measure: "orders" }, holds.orders);
      this.set({ measure: "units" }, holds.units);
    },
  });
  const pool = database.pool;
  if (pool) {
    new Gauge({
      name: "shop_db_pool_connections",
      help: "The PostgreSQL pool's connections by state, and the queries waiting for one",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const use = pool.use();
        this.set({ state: "open" }, use.open);
        this.set({ state: "idle" }, use.idle);
        this.set({ state: "waiting" }, use.waiting);
      },
    });
    const wait = new Histogram({
      name: "shop_db_pool_wait_seconds",
      help: "How long a query waited for a pooled connection",
      buckets: [0.0001, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
      registers: [registry],
    });
    pool.onWait((seconds) => wait.observe(seconds));
  }
  if (opts.watchRequests) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  return {
    registry,
    orders,
    /** A set of orders answered by the database (placing/together.ts). */
    orderSet(outcome: "committed" | "refused" | "lost", orders: number) {
      orderSets.observe({ outcome }, orders);
    },
    /** One answered request; `route` is the pattern that matched, undefined when none did. */
    answered(method: string, url: string, route: string | undefined, status: number, ms: number) {
      if (!opts.watchRequests) return;
      if (route && method === "GET" && status === 200 && !routeByUrl.has(url)) {
        if (routeByUrl.size >= ROUTES_REMEMBERED) routeByUrl.clear();
        routeByUrl.set(url, route);
      }
      requests.observe({ method, route: route ?? UNMATCHED, status }, ms / 1000);
    },
    /** An answer the public cache sent before Fastify saw the request. */
    answeredFromCache(url: string, status: number, ms: number) {
      if (!opts.watchRequests) return;
      requests.observe({ method: "GET", route: routeByUrl.get(url) ?? UNMATCHED, status }, ms / 1000);
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Reads the waiting part of the outbox, which its partial index holds apart from sent mail. */
async function mailWaiting(database: Database) {
  const [row] = rowsOf<{ waiting: number; oldest: number | null }>(
    await database.db.execute(sql`
      select count(*)::int as waiting, extract(epoch from now() - min(created_at))::float8 as oldest
      from mail_outbox where sent_at is null`),
  );
  return { waiting: row?.waiting ?? 0, oldestSeconds: Math.max(0, row?.oldest ?? 0) };
}

/** The open holds are one range of their own partial index (orders_open_holds_idx). */
async function holdsInForce(database: Database) {
  const [row] = rowsOf<{ orders: number; units: number }>(
    await database.db.execute(sql`
      select count(*)::int as orders, coalesce(sum(order_quantity), 0)::int as units
      from orders where paid = false and hold_released = false and hold_until > now()`),
  );
  return { orders: row?.orders ?? 0, units: row?.units ?? 0 };
}
