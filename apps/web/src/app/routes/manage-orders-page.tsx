import type { Order } from "@shop/contract";
import { ORDER_STATUS_FILTERS, PAGE_SIZES } from "@shop/contract/paging-rules";
import { DeleteButton } from "../../components/buttons.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { ListSearch } from "../../components/list-search.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { Pager } from "../../components/pager.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useDeleteDialog } from "../../components/use-delete-dialog.tsx";
import { useDeleteOrder } from "../../features/orders/api/delete-order.ts";
import { useExportOrders } from "../../features/orders/api/export-orders.ts";
import { ORDER_FILTERS, useAllOrders } from "../../features/orders/api/get-all-orders.ts";
import { OrderDate } from "../../features/orders/components/order-state.tsx";
import { useRefundDialog } from "../../features/orders/components/use-refund-dialog.tsx";
import { useShipDialog } from "../../features/orders/components/use-ship-dialog.tsx";
import { emptyList, orderDeleteFailed } from "../../lib/messages.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";

/**
 * No status means unpaid (deletable), 'Expired' once its hold ended; a paid order shows its status
 * and, until it ships, can be shipped (after a confirmation that repeats what goes where) or
 * refunded. A refunded order is done (deletable).
 */
function StatusCell({ order, actions }: { order: Order; actions: OrderActions }) {
  if (!order.status) return <span className="badge badge-ghost">{order.expired ? "Expired" : "UnPaid"}</span>;
  if (order.status === "Shipped") return <span className="badge badge-info">Shipped</span>;
  if (order.status === "Refunded") return <span className="badge badge-neutral">Refunded</span>;
  const whose = `${order.productName} to ${order.userName}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="badge badge-warning">{order.status}</span>
      <button
        type="button"
        className="btn btn-info btn-xs"
        disabled={actions.shipping}
        aria-label={`Ship ${whose}`}
        onClick={() => actions.ship(order)}
      >
        Ship
      </button>
      <button
        type="button"
        className="btn btn-outline btn-error btn-xs"
        aria-label={`Refund ${whose}`}
        onClick={() => actions.refund(order)}
      >
        Refund
      </button>
    </div>
  );
}
type OrderActions = { shipping: boolean; ship(order: Order): void; refund(order: Order): void };

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
        ? `${order.userName}'s refunded order of ${order.orderQuantity} x ${order.productName} will be deleted.`
        : `${order.userName}'s unpaid order of ${order.orderQuantity} x ${order.productName} will be deleted and its units go back in stock.`,
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
        <select
          aria-label="Status"
          className="select w-auto"
          value={place.filters.status}
          onChange={(e) => filter({ status: e.target.value })}
        >
          <option value="">All statuses</option>
          {ORDER_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
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
                  <td className="min-w-40">{order.productName}</td>
                  <td>{order.orderQuantity}</td>
                  <td>${order.totalPrice.toFixed(2)}</td>
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
