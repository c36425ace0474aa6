import type { Overview } from "@shop/contract";
import PackageCheck from "lucide-react/icons/package-check";
import { DataTable } from "../../../components/data-table.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";

export function LowStock({ parts }: { parts: Overview["lowStock"] }) {
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
