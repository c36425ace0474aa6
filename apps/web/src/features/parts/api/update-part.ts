import type { PartUpdate } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { partKeys } from "./keys.ts";

/** Edits or restocks a part: only the fields sent change. */
export function useUpdatePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: PartUpdate }) =>
      apiRequest(`/parts/${encodeURIComponent(id)}`, { method: "PATCH", body: changes, answer: "part", auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partKeys.all }),
  });
}
