import type { DiscountUpdate } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { discountKeys } from "./keys.ts";

/** Deactivates a code (or offers it again); the list is read again. */
export function useSetDiscountActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiRequest(`/admin/discounts/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: { active } satisfies DiscountUpdate,
        answer: "modified",
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.all }),
  });
}
