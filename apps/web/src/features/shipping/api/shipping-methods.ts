import type { ShippingMethodCreate, ShippingMethodUpdate } from "@shop/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { settingsKeys } from "./keys.ts";

/** Every shipping method, inactive ones too, in the shop's order. */
export const adminShippingMethodsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.shippingMethods(),
    queryFn: () => apiRequest("/admin/shipping-methods", { answer: "shippingMethods", auth: true }),
  });

export const useAdminShippingMethods = () => useQuery(adminShippingMethodsQueryOptions());

const path = (id: string) => `/admin/shipping-methods/${encodeURIComponent(id)}`;

/** Adds a method, changes one (by id) or deletes one; the list is refreshed after each. */
export function useSaveShippingMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, method }: { id?: string; method: ShippingMethodCreate | ShippingMethodUpdate }) =>
      id
        ? apiRequest(path(id), { method: "PATCH", body: method, answer: "shippingMethod", auth: true })
        : apiRequest("/admin/shipping-methods", {
            method: "POST",
            body: method,
            answer: "shippingMethod",
            auth: true,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}

export function useDeleteShippingMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    // The delete dialog toasts a failure itself.
    meta: { ownFailureText: true },
    mutationFn: (id: string) => apiRequest(path(id), { method: "DELETE", answer: "deleted", auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
