import type { Order } from "@shop/contract";

const usd = (dollars: number) => `$${dollars.toFixed(2)}`;

/** An order of several parts (from the cart) rather than the spec's one part. */
export const hasSeveralLines = (order: Order) => order.lines.length > 1;

/** The order's units: the spec's quantity for one part, the lines' sum for several. */
export const unitsOf = (order: Order) =>
  hasSeveralLines(order) ? order.lines.reduce((n, l) => n + l.quantity, 0) : order.orderQuantity;

/** What was ordered, in words: "3 x Chain", or each line's for several ("2 x Chain, 1 x Cassette"). */
export const itemsInWords = (order: Order) =>
  hasSeveralLines(order)
    ? order.lines.map((l) => `${l.quantity} x ${l.name}`).join(", ")
    : `${order.orderQuantity} x ${order.productName}`;

/** What was ordered: the part's name, or each line's quantity and name. */
export function OrderItems({ order }: { order: Order }) {
  if (!hasSeveralLines(order)) return <>{order.productName}</>;
  return (
    <ul className="list-none text-sm" aria-label="Lines">
      {order.lines.map((line, i) => (
        // A line's part may have been deleted (null id): its place in the order names it then.
        <li key={line.partId ?? `line-${i}`}>
          {line.quantity} x {line.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * What the order costs: its total, with the shipping and tax in it said beneath when there are
 * any (an order from before shipping and tax existed has neither).
 */
export function OrderTotal({ order }: { order: Order }) {
  const extras = [
    order.shipping > 0 && `shipping ${usd(order.shipping)}`,
    order.tax > 0 && `tax ${usd(order.tax)}`,
  ].filter(Boolean);
  return (
    <span className="flex flex-col">
      <span>{usd(order.total)}</span>
      {extras.length > 0 && <span className="text-xs text-base-content/70">incl. {extras.join(", ")}</span>}
    </span>
  );
}
