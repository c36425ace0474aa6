import type { Order } from "@shop/contract";
import { DeleteButton } from "../../components/buttons.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useDeleteDialog } from "../../components/use-delete-dialog.tsx";
import { orderDeleteFailed } from "../../lib/messages.ts";
import { useDeleteOrder } from "../orders/api/delete-order.ts";
import { useAllOrders } from "./api/get-all-orders.ts";
import { useShipOrder } from "./api/ship-order.ts";

/**
 * No status means unpaid (deletable), 'Expired' once its hold ended; a paid order shows its status
 * and can be shipped.
 */
function StatusCell({ order, onShip, shipping }: { order: Order; onShip(): void; shipping: boolean }) {
  if (!order.status) return <span className="badge badge-ghost">{order.expired ? "Expired" : "UnPaid"}</span>;
  if (order.status === "Shipped") return <span className="badge badge-info">Shipped</span>;
  return (
    <div className="flex items-center gap-2">
      <span className="badge badge-warning">{order.status}</span>
      <button
        type="button"
        className="btn btn-info btn-xs"
        disabled={shipping}
        aria-label={`Ship ${order.productName} to ${order.userName}`}
        onClick={onShip}
      >
        Ship
      </button>
    </div>
  );
}

export default function ManageOrdersPage() {
  const orders = useAllOrders();
  const ship = useShipOrder();
  const deleteOrder = useDeleteOrder();
  const deletion = useDeleteDialog({
    remove: (order: Order) => deleteOrder.mutateAsync(order._id),
    busy: deleteOrder.isPending,
    title: (order) => `Delete the order of ${order.productName}?`,
    text: (order) =>
      `${order.userName}'s unpaid order of ${order.orderQuantity} x ${order.productName} will be deleted and its units go back in stock.`,
    name: (order) => order.productName,
    failure: (order) => orderDeleteFailed(order.productName),
  });

  return (
    <section>
      <PageTitle page="Manage Order's" />
      <h2 className="mb-4 text-xl font-semibold">Manage Order's</h2>
      <QueryState query={orders}>
        {(list) => (
          <DataTable
            label="All orders"
            headers={["No.", "User Name", "User Phone", "Product Name", "Status", "Delete"]}
          >
            {list.map((order, i) => (
              <tr key={order._id}>
                <th>{i + 1}</th>
                <td>{order.userName}</td>
                <td>{order.phone}</td>
                <td className="min-w-40">{order.productName}</td>
                <td>
                  <StatusCell order={order} shipping={ship.isPending} onShip={() => ship.mutate(order._id)} />
                </td>
                <td>
                  {!order.status && (
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
        )}
      </QueryState>
      {deletion.dialog}
    </section>
  );
}
