import type { Cart, CartDiscount } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { cartKeys } from "./keys.ts";

/**
 * Applies a discount code to the account's cart (issue 31). The server refuses a code that cannot
 * be used on the cart now with the reason, which the form shows; the cart's every priced copy is
 * refreshed after.
 */
export function useApplyDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string): Promise<Cart> =>
      apiRequest("/cart/discount", {
        method: "PUT",
        body: { code } satisfies CartDiscount,
        answer: "cart",
        auth: true,
      }),
    // The form says why a code was refused; no toast on top of it.
    meta: { ownFailureText: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
