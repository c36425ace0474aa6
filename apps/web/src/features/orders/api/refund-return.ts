import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { partKeys } from "../../parts/index.ts";
import { orderKeys } from "./keys.ts";

/** Refunds a received return (admins): part of the payment back, its units back in stock. */
export function useRefundReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, refundShipping }: { id: string; refundShipping: boolean }) =>
      apiRequest(`/admin/returns/${encodeURIComponent(id)}/refund`, {
        method: "POST",
        body: { refundShipping },
        answer: "orderReturn",
        auth: true,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: partKeys.all }),
      ]),
  });
}
