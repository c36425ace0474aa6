import { IMPORT_PROGRESS_TYPE, type ImportProgressLine, type ImportResult } from "@shop/contract/catalog-import";
import { messages } from "@shop/contract/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiLines } from "../../../lib/api-client.ts";

export type ImportProgress = { written: number; total: number };

/**
 * Writes a previewed file, told the rows written as the server writes them (decision 0051). The
 * last line is the result, or why nothing was written.
 */
async function confirmImport(id: string, onProgress: (progress: ImportProgress) => void): Promise<ImportResult> {
  let end: ImportProgressLine | undefined;
  await apiLines(`/catalog/imports/${id}/confirm`, {
    method: "POST",
    accept: IMPORT_PROGRESS_TYPE,
    onLine: (value) => {
      const line = value as ImportProgressLine;
      if ("written" in line) onProgress(line);
      else end = line;
    },
  });
  if (end && "result" in end) return end.result;
  // A failure the server wrote, or an answer cut off before its end.
  throw new ApiError(500, end && "message" in end ? end.message : messages.loadFailed);
}

/**
 * Writes a previewed file. Any part, list or page of the catalog may have changed, so every
 * kept answer is read again.
 */
export function useConfirmImport(onProgress: (progress: ImportProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => confirmImport(id, onProgress),
    meta: { ownFailureText: true },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
