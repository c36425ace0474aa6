import type { Order } from "@shop/contract";
import { ORDER_STATUS_FILTERS, PAGE_SIZES } from "@shop/contract/paging-rules";
import { Link } from "react-router";
import { DeleteButton } from "../../components/buttons.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { ListSearch } from "../../components/list-search.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { Pager } from "../../components/pager.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { StatusFilter } from "../../components/status-filter.tsx";
import { useDeleteDialog } from "../../components/use-delete-dialog.tsx";
import { useDeleteOrder } from "../../features/orders/api/delete-order.ts";
import { useExportOrders } from "../../features/orders/api/export-orders.ts";
import { ORDER_FILTERS, useAllOrders } from "../../features/orders/api/get-all-orders.ts";
import { itemsInWords, OrderItems, OrderTotal, unitsOf } from "../../features/orders/components/order-lines.tsx";
import { OrderDate } from "../../features/orders/components/order-state.tsx";
import { StatusCell } from "../../features/orders/components/status-cell.tsx";
import { useRefundDialog } from "../../features/orders/components/use-refund-dialog.tsx";
import { useShipDialog } from "../../features/orders/components/use-ship-dialog.tsx";
import { emptyList, orderDeleteFailed } from "../../lib/messages.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";

export default function ManageOrdersPage() {
  const { place, filter } = usePagedList(ORDER_FILTERS);
  const orders = useAllOrders(place);
  const ship = useShipDialog();
  const refund = useRefundDialog();
  const exporting = useExportOrders();
  const deleteOrder = useDeleteOrder();
  const deletion = useDeleteDialog({
    remove: (order: Order) => deleteOrder.mutateAsync(order._id),
    busy: deleteOrder.isPending,
    title: (order) => `Delete the order of ${order.productName}?`,
    text: (order) =>
      order.status === "Refunded"
        ? `${order.userName}'s refunded order of ${itemsInWords(order)} will be deleted.`
        : `${order.userName}'s unpaid order of ${itemsInWords(order)} will be deleted and its units go back in stock.`,
    name: (order) => order.productName,
    failure: (order) => orderDeleteFailed(order.productName),
  });

  return (
    <section>
      <PageTitle page="Manage Order's" />
      <h2 className="mb-4 text-xl font-semibold">Manage Order's</h2>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <ListSearch
          label="Search orders by e-mail or product"
          value={place.filters.q}
          onSearch={(q) => filter({ q })}
        />
        <StatusFilter
          value={place.filters.status}
          statuses={ORDER_STATUS_FILTERS}
          onChange={(status) => filter({ status })}
        />
        <button
          type="button"
          className="btn btn-outline btn-sm sm:ml-auto"
          disabled={exporting.isPending}
          onClick={() => exporting.mutate()}
        >
          {exporting.isPending && <span className="spinner spinner-sm" />}
          Export CSV
        </button>
      </div>
      <QueryState query={orders}>
        {({ items, ...links }) => (
          <>
            <DataTable
              label="All orders"
              headers={[
                "No.",
                "Date",
                "User Name",
                "User Phone",
                "Address",
                "Product Name",
                "Quantity",
                "Total",
                "Status",
                "Delete",
              ]}
              empty={emptyList(place.filters.q || place.filters.status)}
            >
              {items.map((order, i) => (
                <tr key={order._id}>
                  <th>{(place.page - 1) * PAGE_SIZES.orders + i + 1}</th>
                  <td>
                    <OrderDate order={order} />
                  </td>
                  <td>{order.userName}</td>
                  <td>{order.phone}</td>
                  <td>{order.address}</td>
                  <td className="min-w-40">
                    <Link to={`/deshboard/manageorders/${order._id}`} className="link-hover link">
                      <OrderItems order={order} />
                    </Link>
                  </td>
                  <td>{unitsOf(order)}</td>
                  <td>
                    <OrderTotal order={order} />
                  </td>
                  <td>
                    <StatusCell
                      order={order}
                      actions={{
                        shipping: ship.busy,
                        ship: ship.ask,
                        refund: refund.ask,
                      }}
                    />
                  </td>
                  <td>
                    {(!order.status || order.status === "Refunded") && (
                      <DeleteButton
                        label="Delete"
                        what={`Delete the order of ${order.productName} by ${order.userName}`}
                        onClick={() => deletion.ask(order)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pager place={place} answer={links} />
          </>
        )}
      </QueryState>
      {deletion.dialog}
      {refund.dialog}
      {ship.dialog}
    </section>
  );
}
