import type { ReturnRequest } from "@shop/contract/returns";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { orderKeys } from "./keys.ts";

/** The customer asks to return some lines of a shipped order (issue 31). */
export function useAskReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, request }: { orderId: string; request: ReturnRequest }) =>
      apiRequest(`/orders/${encodeURIComponent(orderId)}/returns`, {
        method: "POST",
        body: request,
        answer: "orderReturn",
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
