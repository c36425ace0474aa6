import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { orderKeys } from "./keys.ts";

/** Approves a requested return (admins); the customer is mailed. */
export function useApproveReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/admin/returns/${encodeURIComponent(id)}/approve`, {
        method: "POST",
        answer: "orderReturn",
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
