import { RETURN_REASONS, RETURN_STATUSES } from "@shop/contract/return-words";
import { Link } from "react-router";
import { DataTable } from "../../components/data-table.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { Pager } from "../../components/pager.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { StatusFilter } from "../../components/status-filter.tsx";
import { RETURN_FILTERS, useReturns } from "../../features/orders/api/get-returns.ts";
import { ReturnBadge, returnedParts } from "../../features/orders/components/order-returns.tsx";
import { useReturnActions } from "../../features/orders/components/use-return-actions.tsx";
import { emptyList } from "../../lib/messages.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** /deshboard/returns (admins, issue 31): every return, newest first, paged, filtered by status. */
export default function ReturnsPage() {
  const { place, filter } = usePagedList(RETURN_FILTERS);
  const returns = useReturns(place);
  const { actions, dialog } = useReturnActions();
  return (
    <section>
      <PageTitle page="Returns" />
      <h2 className="mb-4 text-xl font-semibold">Returns</h2>
      <div className="mb-4">
        <StatusFilter
          value={place.filters.status}
          statuses={RETURN_STATUSES}
          onChange={(status) => filter({ status })}
        />
      </div>
      <QueryState query={returns}>
        {({ items, ...links }) => (
          <>
            <DataTable
              label="Returns"
              headers={["Asked", "Customer", "Parts", "Reason", "Status", "Action"]}
              empty={emptyList(place.filters.status)}
            >
              {items.map((r) => (
                <tr key={r._id}>
                  <td>
                    <time dateTime={r.createdAt} className="whitespace-nowrap">
                      {when.format(new Date(r.createdAt))}
                    </time>
                  </td>
                  <td className="[overflow-wrap:anywhere]">{r.email}</td>
                  <td className="min-w-40">
                    <Link to={`/deshboard/manageorders/${r.orderId}`} className="link-hover link">
                      {returnedParts(r)}
                    </Link>
                    {r.note && <span className="block text-xs italic [overflow-wrap:anywhere]">“{r.note}”</span>}
                  </td>
                  <td>{RETURN_REASONS[r.reason]}</td>
                  <td>
                    <ReturnBadge status={r.status} />
                    {r.refund !== null && <span className="block text-xs">${r.refund.toFixed(2)}</span>}
                  </td>
                  <td>{actions(r)}</td>
                </tr>
              ))}
            </DataTable>
            <Pager place={place} answer={links} />
          </>
        )}
      </QueryState>
      {dialog}
    </section>
  );
}
