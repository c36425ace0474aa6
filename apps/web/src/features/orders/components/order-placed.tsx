import { Link } from "react-router";

/** After an order is placed: the way on, to pay it now or to the list of one's orders. */
export function OrderPlaced({ orderId, payable }: { orderId: string; payable: boolean }) {
  return (
    <div role="status" className="alert alert-success flex flex-wrap items-center justify-between gap-3">
      <span>{payable ? "Your order is placed and held for you until you pay." : "Your order is placed."}</span>
      <span className="flex flex-wrap gap-2">
        {payable && (
          <Link to={`/deshboard/payment/${orderId}`} className="btn btn-sm">
            Pay now
          </Link>
        )}
        <Link to="/deshboard/myorders" className="btn btn-ghost btn-sm">
          My orders
        </Link>
      </span>
    </div>
  );
}
