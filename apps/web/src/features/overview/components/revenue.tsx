import type { Overview } from "@shop/contract";
import { lazy, Suspense } from "react";
import { Spinner } from "../../../components/spinner.tsx";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { dollars } from "./money.ts";

// The chart library is fetched only when this screen draws its chart, in the browser: no other
// page carries a byte of it, and the server never runs it (decision 0020).
const RevenueChart = lazy(() => import("./revenue-chart.tsx"));

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { day: "numeric", month: "short", timeZone: "UTC" });

export function Revenue({ days }: { days: Overview["revenueByDay"] }) {
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
