import type { PartCreate } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { partKeys } from "./keys.ts";

export function useAddPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (part: PartCreate) =>
      apiRequest("/parts", { method: "POST", body: part, answer: "inserted", auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partKeys.all }),
  });
}
