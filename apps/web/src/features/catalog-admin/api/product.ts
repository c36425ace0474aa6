import type { ProductUpdate, VariantSpecs } from "@shop/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiPage, apiRequest } from "../../../lib/api-client.ts";
import { apiQuery, type ListPlace } from "../../../lib/paged-list.ts";
import { catalogAdminKeys } from "./keys.ts";

/** The products screen's search: products by part of their name. */
export const PRODUCT_FILTERS = ["q"] as const;
export type ProductsPlace = ListPlace<(typeof PRODUCT_FILTERS)[number]>;

/** A page of products by name, each with its variants' count and stock. */
export const useAdminProducts = (place: ProductsPlace) =>
  useQuery({
    queryKey: catalogAdminKeys.products(place),
    queryFn: () => apiPage(`/admin/products${apiQuery(place)}`, { answer: "adminProducts", auth: true }),
    // The page shown stays while the next one loads, instead of a spinner in its place.
    placeholderData: keepPreviousData,
  });

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

/** Sets one variant's specification values (all of them); the product's answer comes back whole. */
export function useUpdateVariantSpecs(partId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ variantId, body }: { variantId: string; body: VariantSpecs }) =>
      apiRequest(`/admin/parts/${variantId}/specs`, { method: "PUT", body, answer: "parts", auth: true }),
    onSuccess: (variants) => queryClient.setQueryData(catalogAdminKeys.product(partId), variants),
  });
}
