import { IMPORT_PROGRESS_TYPE, type ImportProgressLine, type ImportResult } from "@shop/contract/catalog-import";
import { messages } from "@shop/contract/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiResponse } from "../../../lib/api-client.ts";

export type ImportProgress = { written: number; total: number };

/**
 * Writes a previewed file, told the rows written as the server writes them (decision 0051). The
 * last line is the result, or why nothing was written.
 */
async function confirmImport(id: string, onProgress: (progress: ImportProgress) => void): Promise<ImportResult> {
  const response = await apiResponse(`/catalog/imports/${id}/confirm`, {
    method: "POST",
    accept: IMPORT_PROGRESS_TYPE,
  });
  let end: ImportProgressLine | undefined;
  const take = (text: string) => {
    if (!text.trim()) return;
    const line = JSON.parse(text) as ImportProgressLine;
    if ("written" in line) onProgress(line);
    else end = line;
  };
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let rest = "";
  try {
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      // A chunk may end inside a line: the part after its last line break waits for the next.
      const lines = (rest + chunk.value).split("\n");
      rest = lines.pop() ?? "";
      lines.forEach(take);
    }
    take(rest);
  } catch {
    // The answer was cut off: the server goes on, and a second confirm says whether it was written.
    end = undefined;
  }
  if (end && "result" in end) return end.result;
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
