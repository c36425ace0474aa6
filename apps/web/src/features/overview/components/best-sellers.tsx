import type { Overview } from "@shop/contract";
import TrendingUp from "lucide-react/icons/trending-up";
import { DataTable } from "../../../components/data-table.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { dollars } from "./money.ts";

export function BestSellers({ parts, days }: { parts: Overview["bestSellers"]; days: number }) {
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
