import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useOverview } from "../../features/overview/api/get-overview.ts";
import { BestSellers } from "../../features/overview/components/best-sellers.tsx";
import { LowStock } from "../../features/overview/components/low-stock.tsx";
import { MostWanted } from "../../features/overview/components/most-wanted.tsx";
import { Statuses } from "../../features/overview/components/order-statuses.tsx";
import { Revenue } from "../../features/overview/components/revenue.tsx";

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
              <MostWanted parts={o.mostWanted} />
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}
