import type { Part } from "@shop/contract";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import { Link } from "react-router";

/** Where 'Add to cart' leads: the cart page adds the part, then shows the cart. */
export const addToCartPath = (partId: string) => `/cart?add=${encodeURIComponent(partId)}`;

/**
 * 'Add to cart' for one part (on a part's page, the variant shown): a link to the cart, which
 * adds it (apps/web/src/app/routes/cart-page.tsx). A link, so that the home page's cards carry
 * no cart code and it works before the page's scripts have loaded. A part that cannot be ordered
 * (less in stock than its minimum) cannot be added.
 */
export function AddToCartLink({ part }: { part: Part }) {
  const label = `Add ${part.name} to cart`;
  const content = (
    <>
      <ShoppingCart className="h-4 w-4" aria-hidden="true" />
      Add to cart
    </>
  );
  if (part.availableQuantity < part.minQuantity)
    return (
      <button type="button" className="btn btn-outline" disabled aria-label={label}>
        {content}
      </button>
    );
  return (
    <Link to={addToCartPath(part._id)} className="btn btn-outline" aria-label={label} rel="nofollow">
      {content}
    </Link>
  );
}
