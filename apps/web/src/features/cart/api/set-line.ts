import type { Cart, CartLineUpdate } from "@shop/contract";
import { cartMessages } from "@shop/contract/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { setVisitorLine } from "../visitor-cart.ts";
import { cartKeys } from "./keys.ts";

/** A line to set: the part, its quantity (0 takes it out), and its price now (kept for a visitor's new line). */
export type LineChange = { partId: string; quantity: number; price: number };

/**
 * Sets a cart line: on the server once signed in (its answer is the cart, every priced copy of
 * which is then refreshed), else in the browser. The server keeps the quantity between the part's
 * minimum and its stock and says so in the cart's notices.
 */
export function useSetCartLine() {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  return useMutation({
    mutationFn: async ({ partId, quantity, price }: LineChange): Promise<Cart | null> => {
      if (!user) {
        if (!setVisitorLine(partId, quantity, price)) throw new ApiError(409, cartMessages.cartFull);
        return null;
      }
      return apiRequest(`/cart/lines/${encodeURIComponent(partId)}`, {
        method: "PUT",
        body: { quantity } satisfies CartLineUpdate,
        answer: "cart",
        auth: true,
      });
    },
    onSuccess: (cart) => {
      if (cart) queryClient.setQueryData(cartKeys.mine(), cart);
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
