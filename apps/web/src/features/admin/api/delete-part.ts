import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export function useDeletePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ deletedCount: number }>(`/parts/${encodeURIComponent(id)}`, { method: "DELETE", auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["parts"] }),
  });
}
