import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { partKeys } from "./keys.ts";

export function useDeletePart() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows the spec's own failure toast.
    meta: { ownFailureText: true },
    mutationFn: (id: string) =>
      apiRequest(`/parts/${encodeURIComponent(id)}`, { method: "DELETE", answer: "deleted", auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partKeys.all }),
  });
}
