import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { orderKeys } from "./keys.ts";

/** Refuses a requested return with a message to the customer (admins). */
export function useRefuseReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      apiRequest(`/admin/returns/${encodeURIComponent(id)}/refuse`, {
        method: "POST",
        body: { message },
        answer: "orderReturn",
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
