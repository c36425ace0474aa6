import Printer from "lucide-react/icons/printer";
import { Link, useParams } from "react-router";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useOrder } from "../../features/orders/api/get-order.ts";
import {
  OrderLinesTable,
  OrderTotals,
  PackingSlip,
  StatusHistory,
} from "../../features/orders/components/order-detail.tsx";
import { OrderDocuments } from "../../features/orders/components/order-documents.tsx";
import { OrderReturns } from "../../features/orders/components/order-returns.tsx";
import { StatusCell } from "../../features/orders/components/status-cell.tsx";
import { useRefundDialog } from "../../features/orders/components/use-refund-dialog.tsx";
import { useReturnActions } from "../../features/orders/components/use-return-actions.tsx";
import { useShipDialog } from "../../features/orders/components/use-ship-dialog.tsx";

/**
 * /deshboard/manageorders/{id} (admins): one order whole, its lines, who and where it goes to, how
 * it ships, its totals and its status history; shipped or refunded here as in Manage Order's, and
 * its packing slip printed; its returns (issue 31) are moved along beside its history.
 */
export default function OrderDetailPage() {
  const { orderId = "" } = useParams();
  const order = useOrder(orderId);
  const ship = useShipDialog();
  const refund = useRefundDialog();
  const returns = useReturnActions();
  return (
    <section>
      <PageTitle page="Order" />
      <Link to="/deshboard/manageorders" className="link link-primary text-sm">
        Back to Manage Order's
      </Link>
      <QueryState query={order}>
        {(data) => (
          <>
            <div className="my-4 flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-xl font-semibold">
                Order <span className="font-mono text-base break-all">{data._id}</span>
              </h2>
              <div className="flex flex-wrap items-center gap-2">
                <StatusCell order={data} actions={{ shipping: ship.busy, ship: ship.ask, refund: refund.ask }} />
                <button type="button" className="btn btn-outline btn-sm" onClick={() => window.print()}>
                  <Printer className="h-4 w-4" aria-hidden="true" />
                  Print packing slip
                </button>
              </div>
            </div>
            <div className="grid items-start gap-6 xl:grid-cols-[1fr_18rem]">
              <div className="flex min-w-0 flex-col gap-6">
                <div className="card border border-base-300 bg-base-100">
                  <div className="card-body">
                    <h3 className="card-title text-base">Lines</h3>
                    <OrderLinesTable order={data} />
                    <div className="ml-auto w-full max-w-xs">
                      <OrderTotals order={data} />
                    </div>
                  </div>
                </div>
                <section aria-label="Ship to" className="card border border-base-300 bg-base-100">
                  <div className="card-body text-sm [overflow-wrap:anywhere]">
                    <h3 className="card-title text-base">Ship to</h3>
                    <p>
                      {data.userName} ({data.email})
                      <br />
                      {data.address}
                      {data.country ? `, ${data.country}` : ""}
                      <br />
                      Phone {data.phone}
                    </p>
                    <p>
                      <span className="font-semibold">Shipping method:</span> {data.shippingMethod ?? "None recorded"}
                    </p>
                  </div>
                </section>
              </div>
              <div className="card border border-base-300 bg-base-100">
                <div className="card-body">
                  <h3 className="card-title text-base">Status history</h3>
                  <StatusHistory order={data} />
                  <OrderDocuments order={data} />
                  {(data.returns ?? []).length > 0 && (
                    <>
                      <h3 className="card-title mt-2 text-base">Returns</h3>
                      <OrderReturns returns={data.returns ?? []} actions={returns.actions} />
                    </>
                  )}
                </div>
              </div>
            </div>
            <PackingSlip order={data} />
          </>
        )}
      </QueryState>
      {ship.dialog}
      {refund.dialog}
      {returns.dialog}
    </section>
  );
}
