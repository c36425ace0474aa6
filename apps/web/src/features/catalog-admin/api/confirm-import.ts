import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

async function confirmImport(id: string) {
  return apiRequest(`/catalog/imports/${id}/confirm`, { method: "POST", answer: "importResult", auth: true });
}

/**
 * Writes a previewed file. Any part, list or page of the catalog may have changed, so every
 * kept answer is read again.
 */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmImport,
    meta: { ownFailureText: true },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
