import ShoppingCart from "lucide-react/icons/shopping-cart";
import { lazy, Suspense } from "react";
import { NavLink } from "react-router";
import { useCurrentUser } from "../../../lib/session.ts";
import { useHasVisitorCart } from "../has-cart.ts";

// The count's code (the cart's queries and the browser's cart) comes only when there is a cart.
const CartCount = lazy(() => import("./cart-count.tsx"));

/**
 * The navbar's cart, on every page: an icon linking to /cart, with the number of units in it
 * once there is a cart to count (an account's, or a visitor's kept in the browser).
 */
export function CartLink() {
  const { user } = useCurrentUser();
  const hasVisitorCart = useHasVisitorCart();
  return (
    <NavLink to="/cart" className="btn btn-ghost btn-square btn-sm relative md:btn-md" aria-label="Cart">
      <ShoppingCart className="h-5 w-5" aria-hidden="true" />
      {(user || hasVisitorCart) && (
        <Suspense fallback={null}>
          <CartCount signedIn={!!user} />
        </Suspense>
      )}
    </NavLink>
  );
}
