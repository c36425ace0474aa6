import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { partKeys } from "../../parts/index.ts";
import { orderKeys } from "./keys.ts";

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/orders/${encodeURIComponent(id)}/refund`, { method: "POST", answer: "order", auth: true }),
    // The order is refunded and its units are back in stock.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: partKeys.all }),
      ]),
  });
}
