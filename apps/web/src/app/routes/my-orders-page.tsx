import type { Order } from "@shop/contract";
import { PAGE_SIZES } from "@shop/contract/paging-rules";
import { Link } from "react-router";
import { DeleteButton } from "../../components/buttons.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { Pager } from "../../components/pager.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useDeleteDialog } from "../../components/use-delete-dialog.tsx";
import { useDeleteOrder } from "../../features/orders/api/delete-order.ts";
import { useMyOrders } from "../../features/orders/api/get-my-orders.ts";
import { OrderDocuments } from "../../features/orders/components/order-documents.tsx";
import { itemsInWords, OrderItems, OrderTotal, unitsOf } from "../../features/orders/components/order-lines.tsx";
import { OrderReturns } from "../../features/orders/components/order-returns.tsx";
import { OrderDate, OrderState } from "../../features/orders/components/order-state.tsx";
import { returnableUnits } from "../../features/orders/components/returnable-units.ts";
import { useReturnDialog } from "../../features/orders/components/use-return-dialog.tsx";
import { emptyList, orderDeleteFailed } from "../../lib/messages.ts";
import { useCurrentUser } from "../../lib/session.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";

/**
 * The user's orders, each with its date and state: pay or delete the unpaid ones (until when
 * each is held is shown), see the transaction of the paid ones. An unpaid order whose hold ended
 * shows 'Expired' and can only be deleted (decision 0012); a refunded one shows 'Refunded' and
 * can be deleted too (decision 0019). A shipped order offers 'Return' until RETURN_DAYS after it
 * shipped, and shows its returns and where each stands (issue 31).
 */
export default function MyOrdersPage() {
  const { user } = useCurrentUser();
  const { place } = usePagedList([]);
  const orders = useMyOrders(user?.email ?? "", place);
  const deleteOrder = useDeleteOrder();
  const returning = useReturnDialog();
  const deletion = useDeleteDialog({
    remove: (order: Order) => deleteOrder.mutateAsync(order._id),
    busy: deleteOrder.isPending,
    title: (order) => `Delete ${order.productName}?`,
    text: (order) => `Your order of ${itemsInWords(order)} will be deleted and cannot be restored.`,
    name: (order) => order.productName,
    failure: (order) => orderDeleteFailed(order.productName),
  });

  return (
    <section>
      <PageTitle page="Orders" />
      <h2 className="mb-4 text-xl font-semibold">My Orders</h2>
      <QueryState query={orders}>
        {({ items, ...links }) =>
          items.length === 0 && place.page === 1 ? (
            <p>
              You have no orders yet.{" "}
              <Link to="/parts" className="link link-primary">
                Browse the parts
              </Link>
            </p>
          ) : (
            <>
              <DataTable
                label="My orders"
                empty={emptyList("")}
                headers={["No.", "Product", "Date", "Quantity", "Total", "Status", "Payment", "Delete"]}
              >
                {items.map((order, i) => (
                  <tr key={order._id}>
                    <th>{(place.page - 1) * PAGE_SIZES.orders + i + 1}</th>
                    <td>
                      <div className="flex min-w-48 items-center gap-3">
                        <img src={order.productImg} alt="" width={48} height={36} className="rounded" />
                        <OrderItems order={order} />
                      </div>
                    </td>
                    <td>
                      <OrderDate order={order} />
                    </td>
                    <td>{unitsOf(order)}</td>
                    <td>
                      <OrderTotal order={order} />
                    </td>
                    <td>
                      <div className="flex flex-col items-start gap-2">
                        <OrderState order={order} />
                        <OrderReturns returns={order.returns ?? []} />
                        {order.returnUntil && returnableUnits(order).some((n) => n > 0) && (
                          <button
                            type="button"
                            className="btn btn-outline btn-xs"
                            aria-label={`Return parts of ${order.productName}`}
                            onClick={() => returning.ask(order)}
                          >
                            Return
                          </button>
                        )}
                      </div>
                    </td>
                    <td>
                      {order.paid ? (
                        <div className="flex flex-col gap-1">
                          <p className="text-xs break-all">
                            Transaction id: <span className="font-mono">{order.transactionId}</span>
                          </p>
                          <OrderDocuments order={order} />
                        </div>
                      ) : (
                        !order.expired &&
                        order.total > 0 && (
                          <Link to={`/deshboard/payment/${order._id}`} className="btn btn-success btn-sm">
                            Payment
                          </Link>
                        )
                      )}
                    </td>
                    <td>
                      {(!order.paid || order.status === "Refunded") && (
                        <DeleteButton
                          label="Delete"
                          what={`Delete ${order.productName}`}
                          onClick={() => deletion.ask(order)}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </DataTable>
              <Pager place={place} answer={links} />
            </>
          )
        }
      </QueryState>
      {deletion.dialog}
      {returning.dialog}
    </section>
  );
}
