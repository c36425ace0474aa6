import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { userKeys } from "./keys.ts";

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows the spec's own failure toast.
    meta: { ownFailureText: true },
    mutationFn: (id: string) =>
      apiRequest(`/users/${encodeURIComponent(id)}`, { method: "DELETE", answer: "deleted", auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
