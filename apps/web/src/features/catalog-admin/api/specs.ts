import type { SpecDefinitionCreate } from "@shop/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { catalogAdminKeys } from "./keys.ts";

/** A category's own specification definitions: a few, in one answer. */
export const useAdminSpecs = (category: string) =>
  useQuery({
    queryKey: catalogAdminKeys.specs(category),
    queryFn: () => apiRequest(`/admin/categories/${category}/specs`, { answer: "adminSpecs", auth: true }),
    enabled: category !== "",
  });

/** Each change reads the category's definitions again; a refusal is the server's message in a toast. */
function useSpecChange<V, R>(category: string, send: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogAdminKeys.specs(category) }),
  });
}

export const useAddSpec = (category: string) =>
  useSpecChange(category, (body: SpecDefinitionCreate) =>
    apiRequest(`/admin/categories/${category}/specs`, { method: "POST", body, answer: "adminSpec", auth: true }),
  );

export const useDeleteSpec = (category: string) =>
  useSpecChange(category, (key: string) =>
    apiRequest(`/admin/categories/${category}/specs/${key}`, { method: "DELETE", answer: "deleted", auth: true }),
  );
