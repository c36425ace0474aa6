import { ORDER_STATUS_FILTERS, type OrderStatus, OVERVIEW_DAYS, type Overview } from "@shop/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type OrderRow, shownStatus } from "../orders/index.ts";

/** How many best-selling parts, and at most how many low-stock parts, the Overview lists. */
const BEST_SELLERS = 5;
const LOW_STOCK_MAX = 20;
/** How many parts 'most wanted' lists. */
const MOST_WANTED = 10;

/*
 * Every figure is one SQL aggregate over one index range (decision 0020), so the answer costs the
 * same at 100,000 orders as at 1,000 whatever the shop's history: the window's sales are a range
 * of orders_paid_at_idx, read without the table (revenue is what the customers paid: lines,
 * shipping and tax), and the best sellers that range's lines, by their key; the status counts are shards kept by triggers in
 * order_status_counts and a range of the small open-holds index; the low-stock parts are the whole of the
 * small partial index parts_low_stock_idx; 'most wanted' the partial index of waiting alerts,
 * stock_alerts_waiting_idx, which the restock trigger empties of a part's alerts as it tells them.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The first instant of the window: midnight UTC, OVERVIEW_DAYS - 1 days before today. */
const windowStart = sql`(date_trunc('day', now() at time zone 'UTC') - ${OVERVIEW_DAYS - 1} * interval '1 day') at time zone 'UTC'`;

/** A refunded order was paid, but its money went back: it is no sale. */
const REFUNDED: OrderStatus = "Refunded";
const sold = sql`paid_at >= ${windowStart} and status is distinct from ${REFUNDED}`;

export async function readOverview(db: Db): Promise<Overview> {
  const [revenueByDay, ordersByStatus, bestSellers, lowStock, mostWanted] = await Promise.all([
    revenue(db),
    statusCounts(db),
    topParts(db),
    lowStockParts(db),
    mostWantedParts(db),
  ]);
  return { revenueByDay, ordersByStatus, bestSellers, lowStock, mostWanted };
}

/** The queries, by figure; the plan test explains these very statements. */
export const overviewQueries = {
  revenue: sql`
    with sales as (
      select (paid_at at time zone 'UTC')::date as day,
        sum(total_cents) as cents, count(*) as n
      from orders where ${sold}
      group by 1
    )
    select to_char(d, 'YYYY-MM-DD') as day, coalesce(sales.cents, 0) as cents, coalesce(sales.n, 0) as n
    from generate_series(${windowStart} at time zone 'UTC', (now() at time zone 'UTC')::date, interval '1 day') d
    left join sales on sales.day = d::date
    order by d`,
  // Kept by triggers (migration 0020) in shards, summed here: at most 32 rows a status, however
  // many orders, and no row that every order writes (decision 0053).
  storedStatuses: sql`
    select nullif(status, '') as status, sum(n) as n from order_status_counts group by status`,
  openHolds: sql`
    select count(*) as n from orders
    where paid = false and hold_released = false and hold_until > now()`,
  // Every line of the window's orders counts, not only an order's first (issue 29).
  topParts: sql`
    select top.part_id, parts.name, top.units, top.cents
    from (
      select l.part_id, sum(l.quantity) as units, sum(l.gross_cents) as cents
      from orders o join order_lines l on l.order_id = o.id
      where ${sold} and l.part_id is not null
      group by l.part_id
      order by units desc, cents desc, l.part_id
      limit ${BEST_SELLERS}
    ) top
    join parts on parts.id = top.part_id
    order by top.units desc, top.cents desc, parts.name`,
  // The condition is the index's own, so the planner reads just those parts.
  lowStock: sql`
    select id, name, available_quantity, min_quantity from parts
    where stock_level < 2
    order by stock_level, available_quantity, name
    limit ${LOW_STOCK_MAX}`,
  // The index's own condition again: only the alerts still waiting are read.
  mostWanted: sql`
    select w.part_id, parts.name, w.n, parts.available_quantity, parts.min_quantity
    from (
      select part_id, count(*) as n from stock_alerts
      where confirmed_at is not null and notified_at is null
      group by part_id
      order by n desc, part_id
      limit ${MOST_WANTED}
    ) w
    join parts on parts.id = w.part_id
    order by w.n desc, parts.name`,
};

async function revenue(db: Db) {
  const result = await db.execute(overviewQueries.revenue);
  return rowsOf<{ day: string; cents: string | number; n: string | number }>(result).map((r) => ({
    day: r.day,
    revenueCents: Number(r.cents),
    orders: Number(r.n),
  }));
}

async function statusCounts(db: Db) {
  // Unpaid orders have no status yet: those still holding their units are 'UnPaid', the rest
  // 'Expired' (decision 0012). Counting the few open holds, rather than the expired ones, keeps
  // the count to a range of the small open-holds index.
  const [stored, open] = await Promise.all([
    db.execute(overviewQueries.storedStatuses),
    db.execute(overviewQueries.openHolds),
  ]);
  // Counted as the lists show them: a refund under way is still 'Pending'.
  const byStatus = new Map<string | null, number>();
  for (const r of rowsOf<{ status: OrderRow["status"]; n: string | number }>(stored)) {
    const shown = r.status === null ? null : (shownStatus(r) ?? null);
    byStatus.set(shown, (byStatus.get(shown) ?? 0) + Number(r.n));
  }
  const unpaid = Number(rowsOf<{ n: string | number }>(open)[0]?.n ?? 0);
  const derived: Record<string, number> = { UnPaid: unpaid, Expired: (byStatus.get(null) ?? 0) - unpaid };
  return ORDER_STATUS_FILTERS.map((status) => ({ status, count: derived[status] ?? byStatus.get(status) ?? 0 }));
}

async function topParts(db: Db) {
  const result = await db.execute(overviewQueries.topParts);
  return rowsOf<{ part_id: string; name: string; units: string | number; cents: string | number }>(result).map((r) => ({
    partId: r.part_id,
    name: r.name,
    units: Number(r.units),
    revenueCents: Number(r.cents),
  }));
}

async function lowStockParts(db: Db) {
  const result = await db.execute(overviewQueries.lowStock);
  return rowsOf<{ id: string; name: string; available_quantity: number; min_quantity: number }>(result).map((r) => ({
    partId: r.id,
    name: r.name,
    availableQuantity: r.available_quantity,
    minQuantity: r.min_quantity,
    orderable: r.available_quantity >= r.min_quantity,
  }));
}

async function mostWantedParts(db: Db) {
  const result = await db.execute(overviewQueries.mostWanted);
  type Row = { part_id: string; name: string; n: string | number; available_quantity: number; min_quantity: number };
  return rowsOf<Row>(result).map((r) => ({
    partId: r.part_id,
    name: r.name,
    waiting: Number(r.n),
    orderable: r.available_quantity >= Math.max(r.min_quantity, 1),
  }));
}
