import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { apiParams, type CatalogFilters } from "../catalog-address.ts";
import { catalogKeys } from "./keys.ts";

/** The facets' API path: the same filters as the list, the sort aside (counts do not depend on it). */
export function facetsPath(filters: CatalogFilters) {
  const params = apiParams({ ...filters, sort: "" });
  return params.size > 0 ? `/parts/facets?${params}` : "/parts/facets";
}

export const facetsOptions = (filters: CatalogFilters) => {
  const path = facetsPath(filters);
  return queryOptions({
    queryKey: catalogKeys.facets(path),
    queryFn: () => apiRequest(path, { answer: "facets" }),
    meta: { keepOnSignOut: true },
  });
};

export const useFacets = (filters: CatalogFilters) =>
  useQuery({ ...facetsOptions(filters), placeholderData: keepPreviousData });
