import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** After the provider took the payment: the server checks it with the provider and marks the order. */
export function useMarkPaid(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) =>
      apiRequest(`/orders/${encodeURIComponent(orderId)}`, {
        method: "PATCH",
        body: { orderId, transactionId },
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["orders"] }),
  });
}
