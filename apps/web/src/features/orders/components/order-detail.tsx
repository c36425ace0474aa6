import type { Order, OrderDetail, OrderEvent } from "@shop/contract";
import { messages, orderEventLabels } from "@shop/contract/messages";
import { DataTable } from "../../../components/data-table.tsx";

const usd = (dollars: number) => `$${dollars.toFixed(2)}`;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Each line (a card of named values on a phone): picture, name and options, SKU, unit price, quantity, net, tax and gross. */
export function OrderLinesTable({ order }: { order: Order }) {
  return (
    <DataTable label="Order lines" headers={["Part", "SKU", "Unit", "Qty", "Net", "Tax", "Gross"]}>
      {order.lines.map((line, i) => (
        <tr key={line.partId ?? `line-${i}`}>
          <td>
            <div className="flex min-w-40 items-center gap-2">
              <img src={line.img} alt="" width={48} height={36} className="rounded" />
              <span>
                {line.name}
                {Object.keys(line.options).length > 0 && (
                  <span className="block text-xs text-base-content/70">{Object.values(line.options).join(", ")}</span>
                )}
                {line.discount > 0 && (
                  <span className="block text-xs text-success">Discount -{usd(line.discount)}</span>
                )}
              </span>
            </div>
          </td>
          <td className="font-mono text-xs">{line.sku ?? "-"}</td>
          <td>{usd(line.unitPrice)}</td>
          <td>{line.quantity}</td>
          <td>{usd(line.net)}</td>
          <td>{usd(line.tax)}</td>
          <td>{usd(line.gross)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Subtotal, discount, shipping, tax and total, as the server stored them. */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" aria-label="Totals">
      <dt>Subtotal</dt>
      <dd className="text-right">{usd(order.subtotal)}</dd>
      {order.discount > 0 && (
        <>
          <dt>Discount{order.discountCode ? ` (${order.discountCode})` : ""}</dt>
          <dd className="text-right">-{usd(order.discount)}</dd>
        </>
      )}
      <dt>Shipping{order.shippingMethod ? ` (${order.shippingMethod})` : ""}</dt>
      <dd className="text-right">{usd(order.shipping)}</dd>
      <dt>{order.pricesIncludeTax ? "Tax included" : "Tax"}</dt>
      <dd className="text-right">{usd(order.tax)}</dd>
      <dt className="border-t border-base-300 pt-1 font-bold">Total</dt>
      <dd className="border-t border-base-300 pt-1 text-right font-bold">{usd(order.total)}</dd>
    </dl>
  );
}

/**
 * Where the order has been, oldest first, each step with its time, as the shop recorded it
 * (decision 0097); an unpaid order that still holds its units ends with until when it holds them.
 */
export function StatusHistory({ order }: { order: OrderDetail }) {
  const steps: { label: string; detail?: string; at: string | null }[] = order.history.map((e) => ({
    label: orderEventLabels[e.event],
    detail: stepDetail(order, e.event),
    at: e.at,
  }));
  if (!order.paid && !order.expired && order.holdUntil)
    steps.push({ label: "Unpaid", detail: "Held until", at: order.holdUntil });
  return (
    <ol className="steps steps-vertical" aria-label="Status history">
      {steps.map((s, i) => (
        // A step may happen twice (a refund asked again); steps are only added at the end.
        <li key={`${i}-${s.label}`} className="step step-primary">
          <span className="text-left">
            <span className="font-semibold">{s.label}</span>
            {s.detail && <span className="block text-xs break-all">{s.detail}</span>}
            {s.at ? (
              <time dateTime={s.at} className="block text-xs">
                {when.format(new Date(s.at))}
              </time>
            ) : (
              <span className="block text-xs text-base-content/70">Time not recorded</span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

function stepDetail(order: OrderDetail, event: OrderEvent["event"]) {
  if (event === "paid" && order.transactionId) return `Transaction ${order.transactionId}`;
  if (event === "expired") return "Its hold ended unpaid";
  return undefined;
}

/**
 * The packing slip: what goes in the parcel and where to, without prices. Printed alone
 * (`print-only`, index.css) by the order page's 'Print packing slip'.
 */
export function PackingSlip({ order }: { order: Order }) {
  return (
    <section className="print-only hidden bg-white p-8 text-black print:block" aria-label="Packing slip">
      <h2 className="text-2xl font-bold">{messages.productName}: packing slip</h2>
      <p className="text-sm">
        Order <span className="font-mono">{order._id}</span>, placed {when.format(new Date(order.createdAt))}
      </p>
      <h3 className="mt-4 font-semibold">Ship to</h3>
      <p>
        {order.userName}
        <br />
        {order.address}
        {order.country ? `, ${order.country}` : ""}
        <br />
        Phone {order.phone}
      </p>
      {order.shippingMethod && <p className="mt-2">Shipping: {order.shippingMethod}</p>}
      <table className="mt-4 w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-black">
            <th className="py-1">SKU</th>
            <th className="py-1">Part</th>
            <th className="py-1 text-right">Qty</th>
            <th className="py-1 text-right">Packed</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => (
            <tr key={line.partId ?? `line-${i}`} className="border-b border-gray-300">
              <td className="py-1 font-mono">{line.sku ?? "-"}</td>
              <td className="py-1">
                {line.name}
                {Object.keys(line.options).length > 0 && ` (${Object.values(line.options).join(", ")})`}
              </td>
              <td className="py-1 text-right">{line.quantity}</td>
              <td className="py-1 text-right">[ ]</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
