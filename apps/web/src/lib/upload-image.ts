import { apiRequest } from "./api-client.ts";

/** Our image host (the spec's): the picture goes up as the multipart field `image`. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("image", file);
  const answer = await apiRequest<{ data: { url: string } }>("/images", { method: "POST", body: form, auth: true });
  return answer.data.url;
}
