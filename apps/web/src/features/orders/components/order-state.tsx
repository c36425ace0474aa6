import type { Order } from "@shop/contract";

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const date = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const time = new Intl.DateTimeFormat(undefined, { timeStyle: "short" });

/** When the order was placed, in the reader's own time zone: the date, the time beneath. */
export function OrderDate({ order }: { order: Order }) {
  const placed = new Date(order.createdAt);
  return (
    <time dateTime={order.createdAt} className="whitespace-nowrap">
      {date.format(placed)}
      <br />
      {time.format(placed)}
    </time>
  );
}

/** A time today is shown as the time alone; another day's with its date. */
function holdEnd(holdUntil: string) {
  const end = new Date(holdUntil);
  return end.toDateString() === new Date().toDateString() ? time.format(end) : dateTime.format(end);
}

/** When a step happened, as a small line under its badge; nothing when it was not recorded. */
function StepTime({ label, at }: { label: string; at: string | undefined }) {
  if (!at) return null;
  return (
    <span className="text-xs whitespace-nowrap">
      {label} <time dateTime={at}>{holdEnd(at)}</time>
    </span>
  );
}

/**
 * Where the customer's order stands: unpaid (with the time its hold ends, after which it can no
 * longer be paid), expired, paid, shipped (and paid, each with its time) or refunded.
 */
export function OrderState({ order }: { order: Order }) {
  if (order.status === "Refunded") return <span className="badge badge-neutral">Refunded</span>;
  if (order.paid)
    return (
      <span className="flex flex-col items-start gap-1">
        <span className="flex flex-wrap gap-1">
          <span className="badge badge-success">Paid</span>
          {order.status === "Shipped" && <span className="badge badge-info">Shipped</span>}
        </span>
        <StepTime label="Paid" at={order.paidAt} />
        {order.status === "Shipped" && <StepTime label="Shipped" at={order.shippedAt} />}
      </span>
    );
  if (order.expired || !order.holdUntil) return <span className="badge badge-ghost">Expired</span>;
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="badge badge-warning">Unpaid</span>
      <span className="text-xs">
        Held until <time dateTime={order.holdUntil}>{holdEnd(order.holdUntil)}</time>
      </span>
    </span>
  );
}
