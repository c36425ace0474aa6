import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "./api-client.ts";

/** Our image host (the spec's): the picture goes up as the multipart field `image`. */
async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("image", file);
  const answer = await apiRequest("/images", { method: "POST", body: form, answer: "image", auth: true });
  return answer.data.url;
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
