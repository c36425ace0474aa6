import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { userKeys } from "./keys.ts";

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows the spec's own failure toast.
    meta: { ownFailureText: true },
    mutationFn: (email: string) =>
      apiRequest(`/users/admin/${encodeURIComponent(email)}`, { method: "PUT", answer: "modified", auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
