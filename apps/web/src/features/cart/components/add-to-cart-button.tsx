import type { Cart, Part } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import { toast } from "../../../lib/toast.tsx";
import { cartKeys } from "../api/keys.ts";
import { useSetCartLine } from "../api/set-line.ts";
import { readVisitorCart } from "../visitor-cart.ts";

export const ADDED_TO_CART = "Added to your cart";

/**
 * 'Add to cart' for one part (on a part's page, the variant shown). A new line starts at the
 * part's minimum; a part already in the cart gets one unit more. A part that cannot be ordered
 * (less in stock than its minimum) cannot be added.
 */
export function AddToCartButton({ part, className = "btn-outline" }: { part: Part; className?: string }) {
  const queryClient = useQueryClient();
  const setLine = useSetCartLine();
  const soldOut = part.availableQuantity < part.minQuantity;
  const add = () => {
    const inAccount = queryClient.getQueryData<Cart>(cartKeys.mine())?.lines.find((l) => l.partId === part._id);
    const inBrowser = readVisitorCart().find((l) => l.partId === part._id);
    const current = inAccount?.quantity ?? inBrowser?.quantity ?? 0;
    const quantity = Math.min(current === 0 ? part.minQuantity : current + 1, part.availableQuantity);
    setLine.mutate(
      { partId: part._id, quantity, price: part.price },
      { onSuccess: () => toast.success(ADDED_TO_CART) },
    );
  };
  return (
    <button
      type="button"
      className={`btn ${className}`}
      disabled={soldOut || setLine.isPending}
      onClick={add}
      aria-label={`Add ${part.name} to cart`}
    >
      <ShoppingCart className="h-4 w-4" aria-hidden="true" />
      Add to cart
    </button>
  );
}
