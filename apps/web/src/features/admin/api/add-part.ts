import type { PartCreate } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export function useAddPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (part: PartCreate) =>
      apiRequest<{ acknowledged: boolean; insertedId: string }>("/parts", { method: "POST", body: part, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["parts"] }),
  });
}
