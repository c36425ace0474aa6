import type { Overview } from "@shop/contract";
import { PackageCheck, TrendingUp } from "lucide-react";
import { lazy, Suspense } from "react";
import { DataTable } from "../../components/data-table.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useOverview } from "./api/get-overview.ts";
import { dollars } from "./components/money.ts";

// The chart library is fetched only when this screen draws its chart, in the browser: no other
// page carries a byte of it, and the server never runs it (decision 0020).
const RevenueChart = lazy(() => import("./components/revenue-chart.tsx"));

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { day: "numeric", month: "short", timeZone: "UTC" });

function Revenue({ days }: { days: Overview["revenueByDay"] }) {
  const hydrated = useHydrated();
  const total = days.reduce((sum, d) => sum + d.revenueCents, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const first = days[0]?.day ?? "";
  const last = days.at(-1)?.day ?? "";
  return (
    <section aria-labelledby="revenue-heading" className="min-w-0 rounded-box bg-base-100 p-4 shadow">
      <h3 id="revenue-heading" className="text-lg font-semibold">
        Revenue, last {days.length} days
      </h3>
      <p className="mb-3 text-sm">
        <span className="text-2xl font-bold">{dollars(total)}</span> from {orders} paid{" "}
        {orders === 1 ? "order" : "orders"}, by the day of payment (UTC)
      </p>
      <div
        role="img"
        aria-label={`Revenue per day from ${shortDay(first)} to ${shortDay(last)}: ${dollars(total)} in all`}
        className="min-h-[260px]"
      >
        {hydrated && (
          <Suspense fallback={<Spinner />}>
            <RevenueChart days={days} />
          </Suspense>
        )}
      </div>
      <table className="sr-only">
        <caption>Revenue per day (UTC)</caption>
        <thead>
          <tr>
            <th>Day</th>
            <th>Revenue</th>
            <th>Paid orders</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{d.day}</td>
              <td>{dollars(d.revenueCents)}</td>
              <td>{d.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Statuses({ counts }: { counts: Overview["ordersByStatus"] }) {
  return (
    <section aria-labelledby="status-heading" className="min-w-0">
      <h3 id="status-heading" className="mb-2 text-lg font-semibold">
        Orders by status
      </h3>
      <ul className="stats stats-vertical w-full bg-base-100 shadow sm:stats-horizontal">
        {counts.map((c) => (
          <li key={c.status} className="stat">
            <span className="stat-title">{c.status}</span>
            <span className="stat-value text-2xl">{c.count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BestSellers({ parts, days }: { parts: Overview["bestSellers"]; days: number }) {
  return (
    <section className="min-w-0">
      <h3 className="mb-2 text-lg font-semibold">Best sellers, last {days} days</h3>
      {parts.length === 0 ? (
        <EmptyState Icon={TrendingUp} title="No part sold in these days.">
          Paid orders show here with their units and revenue.
        </EmptyState>
      ) : (
        <DataTable label="Best sellers" headers={["Part", "Units sold", "Revenue"]}>
          {parts.map((p) => (
            <tr key={p.partId}>
              <td className="min-w-40">{p.name}</td>
              <td>{p.units}</td>
              <td>{dollars(p.revenueCents)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

function LowStock({ parts }: { parts: Overview["lowStock"] }) {
  return (
    <section className="min-w-0">
      <h3 className="mb-1 text-lg font-semibold">Low stock</h3>
      <p className="mb-2 text-sm">Parts with fewer than two minimum orders left.</p>
      {parts.length === 0 ? (
        <EmptyState Icon={PackageCheck} title="Every part has stock for at least two minimum orders.">
          A part that runs low shows here, before riders read 'Sold out' on it.
        </EmptyState>
      ) : (
        <DataTable label="Low stock" headers={["Part", "In stock", "Minimum order", "State"]}>
          {parts.map((p) => (
            <tr key={p.partId}>
              <td className="min-w-40">{p.name}</td>
              <td>{p.availableQuantity}</td>
              <td>{p.minQuantity}</td>
              <td>
                {p.orderable ? (
                  <span className="badge badge-warning whitespace-nowrap">Low</span>
                ) : (
                  <span className="badge badge-error whitespace-nowrap">Cannot be ordered</span>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/** One column, two for the tables on very wide screens; an item narrower than its table scrolls it. */
export default function OverviewPage() {
  const overview = useOverview();
  return (
    <section>
      <PageTitle page="Overview" />
      <h2 className="mb-4 text-xl font-semibold">Overview</h2>
      <QueryState query={overview}>
        {(o) => (
          <div className="grid grid-cols-1 gap-6">
            <Revenue days={o.revenueByDay} />
            <Statuses counts={o.ordersByStatus} />
            <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2">
              <BestSellers parts={o.bestSellers} days={o.revenueByDay.length} />
              <LowStock parts={o.lowStock} />
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}
