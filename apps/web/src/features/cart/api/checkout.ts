import type { Checkout } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { cartKeys } from "./keys.ts";

/**
 * Places one order for the whole cart (every line held at once, or none). The cart is refreshed
 * either way: emptied once placed, or showing which line could not be had. `onPlaced` lets the
 * page refresh what else the order changed (stock, the customer's orders).
 */
export function useCheckout(onPlaced: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkout: Checkout) =>
      apiRequest("/checkout", { method: "POST", body: checkout, answer: "inserted", auth: true }),
    onSuccess: () => onPlaced(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
