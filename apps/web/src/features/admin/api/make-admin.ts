import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ modifiedCount: number }>(`/users/admin/${encodeURIComponent(email)}`, { method: "PUT", auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["users"] }),
  });
}
