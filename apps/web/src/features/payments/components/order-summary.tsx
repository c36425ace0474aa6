import type { Order } from "@shop/contract";

const usd = (dollars: number) => `$${dollars.toFixed(2)}`;

/** A discount, shipping and tax, when the order has any: what the total holds beyond the parts. */
function Extras({ order }: { order: Order }) {
  return (
    <>
      {order.discount > 0 && (
        <>
          <dt className="font-semibold">Discount{order.discountCode ? ` (${order.discountCode})` : ""}</dt>
          <dd>-{usd(order.discount)}</dd>
        </>
      )}
      {order.shipping > 0 && (
        <>
          <dt className="font-semibold">Shipping{order.shippingMethod ? ` (${order.shippingMethod})` : ""}</dt>
          <dd>{usd(order.shipping)}</dd>
        </>
      )}
      {order.tax > 0 && (
        <>
          <dt className="font-semibold">{order.pricesIncludeTax ? "Tax included" : "Tax"}</dt>
          <dd>{usd(order.tax)}</dd>
        </>
      )}
    </>
  );
}

/**
 * The spec's payment card: picture, greeting, product, price, quantity, contact and total. An
 * order of several parts (from the cart) lists its lines instead of one price and quantity. The
 * total is what is charged: shipping and tax included.
 */
export function OrderSummary({ order }: { order: Order }) {
  const several = order.lines.length > 1;
  return (
    <article className="card bg-base-100 shadow-md">
      <figure className="bg-base-200">
        <img
          src={order.productImg}
          alt={order.productName}
          width={600}
          height={450}
          className="aspect-4/3 w-full object-cover"
        />
      </figure>
      <div className="card-body gap-2">
        <p className="font-semibold text-primary">Hello, {order.userName}</p>
        <h3 className="card-title">
          {several ? `Please Pay for your ${order.lines.length} parts` : `Please Pay for ${order.productName}`}
        </h3>
        {several && (
          <ul className="text-sm" aria-label="Lines">
            {order.lines.map((line, i) => (
              <li key={line.partId ?? `line-${i}`} className="flex justify-between gap-2">
                <span>
                  {line.quantity} x {line.name}
                </span>
                <span>{usd(line.unitPrice * line.quantity)}</span>
              </li>
            ))}
          </ul>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm [overflow-wrap:anywhere]">
          {several ? (
            <>
              <dt className="font-semibold">Subtotal</dt>
              <dd>{usd(order.subtotal)}</dd>
            </>
          ) : (
            <>
              <dt className="font-semibold">Price</dt>
              <dd>{usd(order.productPrice)} / unit</dd>
              <dt className="font-semibold">Quantity</dt>
              <dd>{order.orderQuantity}</dd>
            </>
          )}
          <Extras order={order} />
          <dt className="font-semibold">Total</dt>
          <dd className="font-bold">{usd(order.total)}</dd>
          <dt className="font-semibold">Phone</dt>
          <dd>{order.phone}</dd>
          <dt className="font-semibold">Email</dt>
          <dd>{order.email}</dd>
          <dt className="font-semibold">Address</dt>
          <dd>{order.address}</dd>
        </dl>
        {!several && <p className="text-sm text-base-content/80">{order.productDes}</p>}
      </div>
    </article>
  );
}
