import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiPage } from "../../../lib/api-client.ts";
import { apiParams, type CatalogPlace } from "../catalog-address.ts";
import { catalogKeys } from "./keys.ts";

/** The API path of a page of the catalog, below /api: its filters, size and cursor. */
export function catalogPagePath(place: CatalogPlace, limit: number) {
  const params = apiParams(place.filters);
  params.set("limit", String(limit));
  if (place.cursor) params.set("cursor", place.cursor);
  return `/parts?${params}`;
}

export const catalogPageOptions = (place: CatalogPlace, limit: number) => {
  const path = catalogPagePath(place, limit);
  return queryOptions({
    queryKey: catalogKeys.page(path),
    queryFn: () => apiPage(path, { answer: "parts" }),
    // The catalog is the same for everyone.
    meta: { keepOnSignOut: true },
  });
};

/** While another filter's page loads, the last one stays on screen instead of a spinner. */
export const useCatalogPage = (place: CatalogPlace, limit: number) =>
  useQuery({ ...catalogPageOptions(place, limit), placeholderData: keepPreviousData });
