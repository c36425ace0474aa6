import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { orderKeys } from "./keys.ts";

/** Marks an approved return's parts as received (admins); the customer is mailed. */
export function useReceiveReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/admin/returns/${encodeURIComponent(id)}/receive`, {
        method: "POST",
        answer: "orderReturn",
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
