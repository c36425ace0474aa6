import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { garageKeys } from "./keys.ts";

/** Sends the owner's bike model file; the answer says what it would write. Nothing is written yet. */
async function previewBikes(file: File) {
  const form = new FormData();
  form.append("file", file);
  return apiRequest("/bikes/imports", { method: "POST", body: form, answer: "bikeImport", auth: true });
}

/** The page shows a refused file itself, beside the form. */
export const usePreviewBikes = () => useMutation({ mutationFn: previewBikes, meta: { ownFailureText: true } });

export function useConfirmBikes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/bikes/imports/${id}/confirm`, { method: "POST", answer: "bikeImportResult", auth: true }),
    meta: { ownFailureText: true },
    // The bike list and every verdict may have changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: garageKeys.all }),
  });
}
