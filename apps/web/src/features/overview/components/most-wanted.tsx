import type { Overview } from "@shop/contract";
import BellRing from "lucide-react/icons/bell-ring";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";

/** The parts riders wait for the most: confirmed back-in-stock alerts not yet told of a restock. */
export function MostWanted({ parts }: { parts: Overview["mostWanted"] }) {
  return (
    <section className="min-w-0">
      <h3 className="mb-1 text-lg font-semibold">Most wanted</h3>
      <p className="mb-2 text-sm">Parts with the most riders waiting for a back-in-stock mail.</p>
      {parts.length === 0 ? (
        <EmptyState Icon={BellRing} title="Nobody is waiting for a part.">
          When riders ask to be told that a sold-out part is back, it shows here with how many wait.
        </EmptyState>
      ) : (
        <DataTable label="Most wanted" headers={["Part", "Waiting", "State"]}>
          {parts.map((p) => (
            <tr key={p.partId}>
              <td className="min-w-40">
                <Link to={`/deshboard/manageproduct/${p.partId}/edit`} className="link">
                  {p.name}
                </Link>
              </td>
              <td>{p.waiting}</td>
              <td>
                {p.orderable ? (
                  <span className="badge badge-success whitespace-nowrap">Orderable</span>
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
