import type { ReviewCreate } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { reviewKeys } from "./keys.ts";

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewCreate) =>
      apiRequest("/reviews", { method: "POST", body: review, answer: "inserted", auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
