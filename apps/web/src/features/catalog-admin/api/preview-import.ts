import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** Sends the owner's catalog file; the answer says what it would write. Nothing is written yet. */
async function previewImport(file: File) {
  const form = new FormData();
  form.append("file", file);
  return apiRequest("/catalog/imports", { method: "POST", body: form, answer: "importPreview", auth: true });
}

/** The page shows a refused file itself, beside the form, rather than as a toast. */
export const usePreviewImport = () => useMutation({ mutationFn: previewImport, meta: { ownFailureText: true } });
