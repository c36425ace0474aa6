import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { partKeys } from "../../parts/index.ts";
import { orderKeys } from "./keys.ts";

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows the spec's own failure toast.
    meta: { ownFailureText: true },
    mutationFn: (id: string) =>
      apiRequest(`/orders/${encodeURIComponent(id)}`, { method: "DELETE", answer: "deleted", auth: true }),
    // The order is gone and its units are back in stock. Its owner and the admins use it alike.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: partKeys.all }),
      ]),
  });
}
