import type { Order } from "@shop/contract";

/** The spec's payment card: picture, greeting, product, price, quantity, contact and total. */
export function OrderSummary({ order }: { order: Order }) {
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
        <h3 className="card-title">Please Pay for {order.productName}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm [overflow-wrap:anywhere]">
          <dt className="font-semibold">Price</dt>
          <dd>${order.productPrice.toFixed(2)} / unit</dd>
          <dt className="font-semibold">Quantity</dt>
          <dd>{order.orderQuantity}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="font-bold">${order.totalPrice.toFixed(2)}</dd>
          <dt className="font-semibold">Phone</dt>
          <dd>{order.phone}</dd>
          <dt className="font-semibold">Email</dt>
          <dd>{order.email}</dd>
          <dt className="font-semibold">Address</dt>
          <dd>{order.address}</dd>
        </dl>
        <p className="text-sm text-base-content/80">{order.productDes}</p>
      </div>
    </article>
  );
}
