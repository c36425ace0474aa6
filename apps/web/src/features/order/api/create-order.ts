import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

type NewOrder = { productId: string; phone: string; address: string; orderQuantity?: number; userName: string };

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: NewOrder) =>
      apiRequest<{ acknowledged: boolean; insertedId: string }>("/orders", { method: "POST", body: order, auth: true }),
    // Stock changed, and the user's order list has a new line.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["parts"] }),
        queryClient.invalidateQueries({ queryKey: ["orders"] }),
      ]),
  });
}
