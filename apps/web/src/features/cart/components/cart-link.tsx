import { useQuery } from "@tanstack/react-query";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import { NavLink } from "react-router";
import { useCurrentUser } from "../../../lib/session.ts";
import { myCartQueryOptions } from "../api/get-cart.ts";
import { unitsOf, useVisitorCart } from "../visitor-cart.ts";

/** The navbar's cart: an icon with the number of units in it, a link to /cart. */
export function CartLink() {
  const { user } = useCurrentUser();
  const visitorLines = useVisitorCart();
  const mine = useQuery({ ...myCartQueryOptions(), enabled: !!user });
  const count = user ? (mine.data?.itemCount ?? 0) : unitsOf(visitorLines);
  return (
    <NavLink
      to="/cart"
      className="btn btn-ghost btn-square btn-sm relative md:btn-md"
      aria-label={count === 1 ? "Cart, 1 item" : `Cart, ${count} items`}
    >
      <ShoppingCart className="h-5 w-5" aria-hidden="true" />
      {count > 0 && (
        <span className="badge badge-primary badge-xs absolute -top-1 -right-1 min-w-5" data-testid="cart-count">
          {count > 99 ? "99+" : count}
        </span>
      )}
    </NavLink>
  );
}
