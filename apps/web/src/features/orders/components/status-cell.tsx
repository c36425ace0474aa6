import type { Order } from "@shop/contract";

/**
 * No status means unpaid (deletable), 'Expired' once its hold ended; a paid order shows its status
 * and, until it ships, can be shipped (after a confirmation that repeats what goes where) or
 * refunded. A refunded order is done (deletable).
 */
export function StatusCell({ order, actions }: { order: Order; actions: OrderActions }) {
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
export type OrderActions = { shipping: boolean; ship(order: Order): void; refund(order: Order): void };
