import type { Cart } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { cartKeys } from "./keys.ts";

/** Takes the discount code off the account's cart (issue 31). */
export function useRemoveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<Cart> => apiRequest("/cart/discount", { method: "DELETE", answer: "cart", auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
