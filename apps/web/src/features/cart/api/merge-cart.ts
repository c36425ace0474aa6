import type { CartMerge } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { clearVisitorCart, type VisitorCartLine } from "../visitor-cart.ts";
import { cartKeys } from "./keys.ts";

/**
 * On sign-in, the visitor's lines join the account's cart on the server (a part in both keeps the
 * larger quantity); the browser's copy is then emptied, so it is merged once.
 */
export function useMergeCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: readonly VisitorCartLine[]) =>
      apiRequest("/cart/merge", {
        method: "POST",
        body: { lines: lines.map(({ partId, quantity }) => ({ partId, quantity })) } satisfies CartMerge,
        answer: "cart",
        auth: true,
      }),
    onSuccess: (cart) => {
      clearVisitorCart();
      queryClient.setQueryData(cartKeys.mine(), cart);
    },
  });
}
