import { useQuery } from "@tanstack/react-query";
import { myCartQueryOptions } from "../api/my-cart.ts";
import { unitsOf, useVisitorCart } from "../visitor-cart.ts";

/** The number on the navbar's cart: the account's units once signed in, else the visitor's. */
export default function CartCount({ signedIn }: { signedIn: boolean }) {
  const visitorLines = useVisitorCart();
  const mine = useQuery({ ...myCartQueryOptions(), enabled: signedIn });
  const count = signedIn ? (mine.data?.itemCount ?? 0) : unitsOf(visitorLines);
  if (count === 0) return null;
  return (
    <span className="badge badge-primary badge-xs absolute -top-1 -right-1 min-w-5" data-testid="cart-count">
      <span className="sr-only">, </span>
      {count > 99 ? "99+" : count}
      <span className="sr-only">{count === 1 ? " item" : " items"}</span>
    </span>
  );
}
