import type { OrderReturn } from "@shop/contract";
import { RETURN_REASONS, type ReturnStatus } from "@shop/contract/return-words";
import type { ReactNode } from "react";

const usd = (dollars: number) => `$${dollars.toFixed(2)}`;

const BADGE: Record<ReturnStatus, string> = {
  Requested: "badge-warning",
  Approved: "badge-info",
  Refused: "badge-error",
  Received: "badge-info",
  Refunded: "badge-success",
};

/** A return's state as a badge: 'Return Requested', ... 'Return Refunded'. */
export function ReturnBadge({ status }: { status: ReturnStatus }) {
  return <span className={`badge whitespace-nowrap ${BADGE[status]}`}>Return {status}</span>;
}

/** What goes back: '1 x Cassette, 2 x Chain'. */
export const returnedParts = (r: OrderReturn) => r.lines.map((l) => `${l.quantity} x ${l.name}`).join(", ");

/**
 * An order's returns (issue 31), each with its parts, reason, state, the owner's message when
 * refused and what was refunded; `actions` draws the admin's buttons for one.
 */
export function OrderReturns({
  returns,
  actions,
}: {
  returns: OrderReturn[];
  actions?: (r: OrderReturn) => ReactNode;
}) {
  if (returns.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="Returns">
      {returns.map((r) => (
        <li key={r._id} className="flex flex-col items-start gap-1 text-xs">
          <ReturnBadge status={r.status} />
          <span className="[overflow-wrap:anywhere]">
            {returnedParts(r)} ({RETURN_REASONS[r.reason]})
          </span>
          {r.note && <span className="italic [overflow-wrap:anywhere]">“{r.note}”</span>}
          {r.status === "Refused" && r.message && (
            <span className="[overflow-wrap:anywhere]">Refused: {r.message}</span>
          )}
          {r.refund !== null && (
            <span>
              Refunded {usd(r.refund)}
              {r.shippingRefund ? ` (shipping ${usd(r.shippingRefund)} included)` : ""}
            </span>
          )}
          {actions?.(r)}
        </li>
      ))}
    </ul>
  );
}
