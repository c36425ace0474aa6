import type { CategoryCreate, CategoryUpdate } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { catalogAdminKeys } from "./keys.ts";

/*
 * Adding, changing and deleting categories: each reads the tree again, since a move or a delete
 * changes other rows' counts too. A refusal (a taken slug, a loop, a category not empty) is the
 * server's message in a toast.
 */

function useTreeChange<V, R>(send: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogAdminKeys.categories() }),
  });
}

export const useAddCategory = () =>
  useTreeChange((body: CategoryCreate) =>
    apiRequest("/admin/categories", { method: "POST", body, answer: "adminCategory", auth: true }),
  );

export const useUpdateCategory = () =>
  useTreeChange(({ slug, change }: { slug: string; change: CategoryUpdate }) =>
    apiRequest(`/admin/categories/${slug}`, { method: "PATCH", body: change, answer: "adminCategory", auth: true }),
  );

export const useDeleteCategory = () =>
  useTreeChange((slug: string) =>
    apiRequest(`/admin/categories/${slug}`, { method: "DELETE", answer: "deleted", auth: true }),
  );
