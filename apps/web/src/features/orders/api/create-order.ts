import type { OrderCreate } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { partKeys } from "../../parts/index.ts";
import { orderKeys } from "./keys.ts";

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: OrderCreate) =>
      apiRequest("/orders", { method: "POST", body: order, answer: "inserted", auth: true }),
    // Stock changed, and the user's order list has a new line.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ]),
  });
}
