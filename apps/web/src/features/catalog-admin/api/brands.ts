import type { BrandCreate } from "@shop/contract";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPage, apiRequest } from "../../../lib/api-client.ts";
import { catalogAdminKeys } from "./keys.ts";

/** Brands a page at a time in slug order; "Show more" reads the next page. */
export const useAdminBrands = () =>
  useInfiniteQuery({
    queryKey: catalogAdminKeys.brands(),
    queryFn: ({ pageParam }) =>
      apiPage(`/admin/brands${pageParam ? `?cursor=${pageParam}` : ""}`, { answer: "adminBrands", auth: true }),
    initialPageParam: "",
    getNextPageParam: (page) => page.next,
  });

/** Each change reads the brands again; a refusal is the server's message in a toast. */
function useBrandChange<V, R>(send: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogAdminKeys.brands() }),
  });
}

export const useAddBrand = () =>
  useBrandChange((body: BrandCreate) =>
    apiRequest("/admin/brands", { method: "POST", body, answer: "adminBrand", auth: true }),
  );

export const useRenameBrand = () =>
  useBrandChange(({ slug, name }: { slug: string; name: string }) =>
    apiRequest(`/admin/brands/${slug}`, { method: "PATCH", body: { name }, answer: "adminBrand", auth: true }),
  );

export const useDeleteBrand = () =>
  useBrandChange((slug: string) =>
    apiRequest(`/admin/brands/${slug}`, { method: "DELETE", answer: "deleted", auth: true }),
  );
