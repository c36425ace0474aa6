import type { DiscountCreate } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { discountKeys } from "./keys.ts";

/** Creates a discount code; the list is read again. */
export function useCreateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: DiscountCreate) =>
      apiRequest("/admin/discounts", { method: "POST", body: code, answer: "inserted", auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.all }),
  });
}
