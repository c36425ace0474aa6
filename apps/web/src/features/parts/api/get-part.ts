import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { partKeys } from "./keys.ts";

const getPart = (id: string) => apiRequest(`/parts/${encodeURIComponent(id)}`, { answer: "part" });

export const partQueryOptions = (id: string) =>
  queryOptions({
    queryKey: partKeys.detail(id),
    queryFn: () => getPart(id),
    // The catalog is the same for everyone.
    meta: { keepOnSignOut: true },
  });

export const usePart = (id: string) => useQuery(partQueryOptions(id));

/**
 * The part as it is stored now, for its edit form: never an answer kept from browsing the shop,
 * since the form sends only what differs from it.
 */
export const partToEditQueryOptions = (id: string) =>
  queryOptions({ queryKey: partKeys.toEdit(id), queryFn: () => getPart(id), staleTime: 0, gcTime: 0 });

export const usePartToEdit = (id: string) => useQuery(partToEditQueryOptions(id));
