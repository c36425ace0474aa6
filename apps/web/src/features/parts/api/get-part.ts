import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export const partQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["parts", "one", id],
    queryFn: () => apiRequest(`/parts/${encodeURIComponent(id)}`, { answer: "part" }),
  });

export const usePart = (id: string) => useQuery(partQueryOptions(id));

/**
 * The part as it is stored now, for its edit form: never an answer kept from browsing the shop,
 * since the form sends only what differs from it.
 */
export const partToEditQueryOptions = (id: string) =>
  queryOptions({ ...partQueryOptions(id), queryKey: ["parts", "edit", id], staleTime: 0, gcTime: 0 });

export const usePartToEdit = (id: string) => useQuery(partToEditQueryOptions(id));
