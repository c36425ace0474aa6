import type { Cart, Part } from "@shop/contract";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/error-message.ts";
import { useCurrentUser } from "../../lib/session.ts";
import { toast } from "../../lib/toast.tsx";
import { myCartQueryOptions } from "./api/my-cart.ts";
import { setCartLine } from "./api/set-line.ts";
import { addedQuantity } from "./quantity.ts";
import { readVisitorCart } from "./visitor-cart.ts";

export const ADDED_TO_CART = (name: string) => `${name} is in your cart`;

async function addPart(queryClient: QueryClient, signedIn: boolean, part: Part) {
  const inCart = signedIn
    ? (await queryClient.fetchQuery(myCartQueryOptions())).lines.find(
        (l: Cart["lines"][number]) => l.partId === part._id,
      )
    : readVisitorCart().find((l) => l.partId === part._id);
  const quantity = addedQuantity(inCart?.quantity ?? 0, part.minQuantity, part.availableQuantity);
  await setCartLine(queryClient, signedIn, { partId: part._id, quantity, price: part.price });
}

/**
 * 'Add to cart' leads to /cart?add={partId}: the part is added (at its minimum, or one unit more)
 * to the account's cart or the visitor's, once the session is known, and the address loses its
 * `add`, so that reloading the cart adds nothing again. `loadPart` reads the part as the shop
 * sells it now.
 */
export function useAddFromAddress(loadPart: (id: string) => Promise<Part>) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, pending } = useCurrentUser();
  const partId = params.get("add");
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!partId || pending || handled.current === partId) return;
    handled.current = partId;
    loadPart(partId)
      .then(async (part) => {
        await addPart(queryClient, !!user, part);
        toast.success(ADDED_TO_CART(part.name));
      })
      .catch((error: unknown) => toast.error(errorMessage(error)))
      .finally(() => navigate("/cart", { replace: true }));
  }, [partId, pending, user, queryClient, navigate, loadPart]);
  return { adding: !!partId };
}
