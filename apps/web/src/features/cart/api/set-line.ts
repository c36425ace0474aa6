import type { Cart, CartLineUpdate } from "@shop/contract";
import { cartFull } from "@shop/contract/messages";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { setVisitorLine } from "../visitor-cart-changes.ts";
import { cartKeys } from "./keys.ts";

/** A line to set: the part, its quantity (0 takes it out), and its price now (kept for a visitor's new line). */
export type LineChange = { partId: string; quantity: number; price: number };

/**
 * Sets a cart line: on the server once signed in (its answer is the cart, every priced copy of
 * which is then refreshed), else in the browser. The server keeps the quantity between the part's
 * minimum and its stock and says so in the cart's notices. A plain function, so that 'Add to cart'
 * on the home page loads it (and React Query's mutations) only when clicked.
 */
export async function setCartLine(
  queryClient: QueryClient,
  signedIn: boolean,
  { partId, quantity, price }: LineChange,
) {
  if (signedIn) {
    const cart: Cart = await apiRequest(`/cart/lines/${encodeURIComponent(partId)}`, {
      method: "PUT",
      body: { quantity } satisfies CartLineUpdate,
      answer: "cart",
      auth: true,
    });
    queryClient.setQueryData(cartKeys.mine(), cart);
  } else if (!setVisitorLine(partId, quantity, price)) {
    throw new ApiError(409, cartFull);
  }
  await queryClient.invalidateQueries({ queryKey: cartKeys.all });
}

/** The cart page's changes of a line, as a mutation (a failure is toasted by the query client). */
export function useSetCartLine() {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  return useMutation({ mutationFn: (change: LineChange) => setCartLine(queryClient, !!user, change) });
}
