import type { MarkPaid } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { orderKeys } from "./keys.ts";

/** After the provider took the payment: the server checks it with the provider and marks the order. */
export function useMarkPaid(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The card form shows a failure under the card, where the payment was made.
    meta: { ownFailureText: true },
    mutationFn: (transactionId: string) =>
      apiRequest(`/orders/${encodeURIComponent(orderId)}`, {
        method: "PATCH",
        body: { orderId, transactionId } satisfies MarkPaid,
        answer: "modified",
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
