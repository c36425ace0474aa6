import type { SpecDefinitionCreate, SpecDefinitionUpdate } from "@shop/contract";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { catalogAdminKeys } from "./keys.ts";

/** A category's own specification definitions: a few, in one answer. */
const specsOptions = (category: string) => ({
  queryKey: catalogAdminKeys.specs(category),
  queryFn: () => apiRequest(`/admin/categories/${category}/specs`, { answer: "adminSpecs", auth: true }),
  enabled: category !== "",
});
export const useAdminSpecs = (category: string) => useQuery(specsOptions(category));

/** The definitions a part in a category has values of: the category's own and its ancestors'. */
export const useSpecsOfTrail = (categories: string[]) =>
  useQueries({
    queries: categories.map(specsOptions),
    combine: (results) => ({
      definitions: results.flatMap((r) => r.data ?? []),
      pending: results.some((r) => r.isPending),
    }),
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

export const useUpdateSpec = (category: string) =>
  useSpecChange(category, ({ key, change }: { key: string; change: SpecDefinitionUpdate }) =>
    apiRequest(`/admin/categories/${category}/specs/${key}`, {
      method: "PATCH",
      body: change,
      answer: "adminSpec",
      auth: true,
    }),
  );
