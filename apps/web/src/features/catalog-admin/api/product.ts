import type { ProductUpdate } from "@shop/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { catalogAdminKeys } from "./keys.ts";

/** The product a part belongs to: all its variants. */
export const useAdminProduct = (partId: string) =>
  useQuery({
    queryKey: catalogAdminKeys.product(partId),
    queryFn: () => apiRequest(`/admin/parts/${partId}/product`, { answer: "parts", auth: true }),
  });

/** Writes the product's own fields to every variant; a refusal is the server's message in a toast. */
export function useUpdateProduct(partId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProductUpdate) =>
      apiRequest(`/admin/parts/${partId}/product`, { method: "PATCH", body: change, answer: "parts", auth: true }),
    onSuccess: (variants) => queryClient.setQueryData(catalogAdminKeys.product(partId), variants),
  });
}
